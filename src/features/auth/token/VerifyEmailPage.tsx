import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { keys } from '@/api/keys';
import { errorMessage } from '@/lib/errors/mapping';
import { isRetryableFailure } from '@/lib/errors/retryable';
import { useVerifyEmail } from '../api/verifyEmail';
import { authStrings } from '../strings';
import { TokenOutcome, type TokenOutcomeView } from './TokenStatus';
import { parseVerifyEmailToken } from './verifyEmailLink';

const s = authStrings.verify;

/**
 * /auth/verify-email?token=… (spec §2): the link of the verification e-mail. It asks the API to verify
 * the address once ('Verifying Email...'), then shows 'Email Verified' with 'Thank you for verifying your
 * email address.', or 'Verification Error' with the server's message (with 'Try Again' when the network
 * or the server failed, not when the link was refused). A token that is no verification link of the API
 * (parseVerifyEmailToken) is never sent anywhere.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const link = useMemo(() => parseVerifyEmailToken(token), [token]);
  const queryClient = useQueryClient();
  const verify = useVerifyEmail();
  const { mutate } = verify;
  // Once per link: a re-render (or React's development double effects) must not verify twice.
  const sent = useRef<string | null>(null);

  const send = useMemo(
    () =>
      link &&
      (() =>
        mutate(
          { params: { id: link.id, hash: link.hash }, query: { expires: link.expires, signature: link.signature } },
          // A signed-in player's session now says the address is verified.
          { onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.auth.status() }) },
        )),
    [link, mutate, queryClient],
  );

  useEffect(() => {
    if (!send || sent.current === token) return;
    sent.current = token;
    send();
  }, [send, token]);

  let view: TokenOutcomeView;
  if (!link) view = { state: 'error', title: s.error, message: s.invalidLink };
  else if (verify.isSuccess) view = { state: 'success', title: s.verified, message: s.verifiedMessage };
  else if (verify.isError) view = { state: 'error', title: s.error, message: errorMessage(verify.error), retry: isRetryableFailure(verify.error) };
  else view = { state: 'pending', title: s.verifying };

  return <TokenOutcome view={view} onRetry={send ?? undefined} next={{ label: s.games, to: '/arcade/games' }} home={s.home} data-testid="verify-email" />;
}

export default VerifyEmailPage;
