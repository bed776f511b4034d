import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { TokenOutcome, type TokenOutcomeView } from '@/features/auth/token/TokenStatus';
import { errorMessage } from '@/lib/errors/mapping';
import { isRetryableFailure } from '@/lib/errors/retryable';
import { useNewsletterToken } from '../api/newsletter';
import { marketStrings } from '../strings';
import { parseNewsletterToken, type NewsletterAction } from './newsletterLink';

const s = marketStrings.newsletter;

/**
 * /market/subscription/confirm and /market/subscription/unsubscribe (spec §2): the links of the newsletter
 * e-mails. The page asks the API once ('Confirming Subscription...', 'Unsubscribing...'), then shows the
 * outcome with the server's message: success, or the error title with the server's message (and 'Try
 * Again' when the network or the server failed, not when the link was refused). A token that is no
 * newsletter link of the API is never sent anywhere; a missing token never reaches this page (the route
 * sends the visitor home).
 */
export function NewsletterTokenPage({ action }: { action: NewsletterAction }) {
  const [params] = useSearchParams();
  const token = parseNewsletterToken(params.get('token'), action);
  const request = useNewsletterToken(action);
  const { mutate } = request;
  const strings = s[action];
  // Once per token: a re-render (or React's development double effects) must not use the link twice.
  const sent = useRef<string | null>(null);
  const send = useCallback(() => {
    if (token) mutate({ params: { token } });
  }, [mutate, token]);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    send();
  }, [send, token]);

  let view: TokenOutcomeView;
  if (!token) view = { state: 'error', title: strings.error, message: s.invalidLink };
  else if (request.isSuccess) view = { state: 'success', title: strings.success, message: request.data.message };
  else if (request.isError) view = { state: 'error', title: strings.error, message: errorMessage(request.error), retry: isRetryableFailure(request.error) };
  else view = { state: 'pending', title: strings.pending };

  return <TokenOutcome view={view} onRetry={send} next={{ label: s.games, to: '/arcade/games' }} home={s.home} data-testid="newsletter-token" />;
}
