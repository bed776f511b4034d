import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/api/errors';
import { socialProviderIdSchema, type SocialProviderId, type SocialStatusResponse } from '@/api/schemas/social';
import { config } from '@/config';
import { errorMessage } from '@/lib/errors/mapping';
import { isRetryableFailure } from '@/lib/errors/retryable';
import { applySignedIn } from '@/lib/session';
import { format } from '@/lib/strings';
import { apiUrlFromQuery } from '@/lib/urls';
import { useSocialStatus } from '../api/socialStatus';
import { authStrings } from '../strings';
import { TokenOutcome, type TokenOutcomeView } from '../token/TokenStatus';
import { broadcastAuthenticationEvent } from './authChannel';
import { finalizePagePath } from './finalizeLink';

const s = authStrings.social;

/** The debug marker of a provider account without an Orbital account: `data.finalize` is the signed link. */
const NEEDS_REGISTRATION = 'err_social_registration';

/** The finalize link a 422 `err_social_registration` answer carries, when it is on the API host. */
function finalizeLinkOf(error: unknown): string | null {
  if (!isApiError(error) || error.debug !== NEEDS_REGISTRATION) return null;
  const data = error.body.data;
  const link = typeof data === 'object' && data !== null ? (data as { finalize?: unknown }).finalize : undefined;
  return apiUrlFromQuery(link);
}

/**
 * /auth/social/status?provider=facebook|google|steam (spec §2, §4; Decision 15): where the provider sends
 * the social-login tab back. 'Verifying Login...' while `auth.socialStatus` is asked once; then 'Login
 * Successful' — the session is applied and the authentication event goes out on 'orbital-auth', so the
 * opener closes this tab and greets the player — or 'Login Unsuccessful' with the server's message ('Try
 * Again' for a network or server failure). A provider account without an Orbital account goes on to
 * /auth/social/finalize with the link the API handed out. Any other provider goes home.
 */
export function SocialStatusPage() {
  const [params] = useSearchParams();
  const parsed = socialProviderIdSchema.safeParse(params.get('provider'));
  if (!parsed.success) return <Navigate to="/" replace />;
  return <SocialStatus provider={parsed.data} />;
}

function SocialStatus({ provider }: { provider: SocialProviderId }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useSocialStatus();
  const { mutate } = status;
  // Once per provider: a re-render (or React's development double effects) must not ask twice.
  const sent = useRef<string | null>(null);

  const send = useMemo(
    () => () =>
      mutate(
        { query: { provider } },
        {
          onSuccess: (answer: SocialStatusResponse) => {
            applySignedIn(queryClient, { account: answer.account, settings: answer.settings }, answer.type);
            broadcastAuthenticationEvent({ type: answer.type, provider: answer.provider });
          },
          onError: (error) => {
            const link = finalizeLinkOf(error);
            if (link && (provider === 'facebook' || provider === 'google')) void navigate(finalizePagePath(link, provider), { replace: true });
          },
        },
      ),
    [mutate, navigate, provider, queryClient],
  );

  useEffect(() => {
    if (sent.current === provider) return;
    sent.current = provider;
    send();
  }, [send, provider]);

  let view: TokenOutcomeView;
  if (status.isSuccess) view = { state: 'success', title: s.successful, message: format(s.successfulMessage, { product: config.productName }) };
  // The finalize link navigates on: keep 'Verifying Login...' until the next page is there.
  else if (status.isError && !finalizeLinkOf(status.error)) {
    view = { state: 'error', title: s.unsuccessful, message: errorMessage(status.error), retry: isRetryableFailure(status.error) };
  } else view = { state: 'pending', title: s.verifying };

  return <TokenOutcome view={view} onRetry={send} next={{ label: s.account, to: '/account/home' }} home={s.home} data-testid="social-status" />;
}

export default SocialStatusPage;
