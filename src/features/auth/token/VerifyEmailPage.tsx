import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { keys } from '@/api/keys';
import { Button } from '@/design-system';
import { errorMessage, errorStatus, isNetworkFailure } from '@/lib/errors/mapping';
import { commonStrings } from '@/lib/strings/common';
import { usePageMeta } from '@/lib/usePageMeta';
import { useVerifyEmail } from '../api/verifyEmail';
import { authStrings } from '../strings';
import { TokenStatus } from './TokenStatus';
import { parseVerifyEmailToken } from './verifyEmailLink';

const s = authStrings.verify;

/** A failure worth trying again: the network, or the server's own trouble (5xx); not a refused link. */
const retryable = (error: unknown) => isNetworkFailure(error) || (errorStatus(error) ?? 0) >= 500;

/**
 * /auth/verify-email?token=… (spec §2): the link of the verification e-mail. It asks the API to verify
 * the address once ('Verifying Email...'), then shows 'Email Verified' with 'Thank you for verifying your
 * email address.', or 'Verification Error' with the server's message (with 'Try Again' when the network
 * or the server failed, not when the link was refused). A token that is no verification link of the API
 * (parseVerifyEmailToken) is never sent anywhere.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
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

  const home = (
    <Button variant="secondary" iconStart="home" onClick={() => void navigate('/')}>
      {s.home}
    </Button>
  );

  let view: { state: 'pending' | 'success' | 'error'; title: string; message?: string; retry?: boolean };
  if (!link) view = { state: 'error', title: s.error, message: s.invalidLink };
  else if (verify.isSuccess) view = { state: 'success', title: s.verified, message: s.verifiedMessage };
  else if (verify.isError) view = { state: 'error', title: s.error, message: errorMessage(verify.error), retry: retryable(verify.error) };
  else view = { state: 'pending', title: s.verifying };

  usePageMeta({ title: view.title, noindex: true });

  return (
    <TokenStatus
      state={view.state}
      title={view.title}
      message={view.message}
      data-testid="verify-email"
      actions={
        view.state === 'pending' ? undefined : (
          <>
            {view.retry && send && (
              <Button variant="primary" iconStart="refresh" onClick={send}>
                {commonStrings.errors.retry}
              </Button>
            )}
            {view.state === 'success' ? (
              <Button onClick={() => void navigate('/arcade/games')}>{s.games}</Button>
            ) : null}
            {home}
          </>
        )
      }
    />
  );
}

export default VerifyEmailPage;
