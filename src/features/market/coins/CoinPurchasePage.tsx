import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button, TextLink } from '@/design-system';
import { TokenStatus } from '@/features/auth/token/TokenStatus';
import { openAuthModal } from '@/lib/authModal';
import { errorMessage } from '@/lib/errors/mapping';
import { isRetryableFailure } from '@/lib/errors/retryable';
import { leaveTo } from '@/lib/leave';
import { useCurrentUser } from '@/lib/session';
import { commonStrings } from '@/lib/strings/common';
import { usePageMeta } from '@/lib/usePageMeta';
import { useCoinPurchase } from '../api/coins';
import { marketStrings } from '../strings';
import { parseCoinAmount, paymentPageUrl } from './coinPurchaseLink';

const s = marketStrings.coins;

/** What the page shows: one of the purchase's steps, as TokenStatus draws it. */
type View =
  | { step: 'waiting'; title: string }
  | { step: 'login' }
  | { step: 'redirecting'; url: string }
  | { step: 'failed'; message: string; retry: boolean };

/**
 * /market/coins?amount={coins} (spec §2: 'Completes a purchase, then redirects to the payment URL'): the
 * shop's pack buttons lead here. For a player the page starts the purchase once and sends the browser on
 * to the payment page the API answered, replacing this entry (Back from the payment page returns to the
 * shop, not into a second purchase). A visitor is asked to log in first (the login pane opens once, and
 * the purchase starts as soon as they are logged in). A refusal (no such pack, the session ended) shows
 * the server's message; a network or server failure offers 'Try Again'. The route sends an address
 * without a valid amount to the shop before anything renders.
 */
export interface CoinPurchasePageProps {
  /** Sends the browser to the payment page (default: replaces this page; stories and tests record it). */
  leave?: (url: string) => unknown;
}

export function CoinPurchasePage({ leave = leaveTo }: CoinPurchasePageProps) {
  const [params] = useSearchParams();
  const amount = parseCoinAmount(params.get('amount'));
  const location = useLocation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const purchase = useCoinPurchase();
  const { mutate } = purchase;
  const here = `${location.pathname}${location.search}`;

  // One purchase per pack and page: a re-render (or React's development double effects) buys nothing twice.
  const started = useRef<number | null>(null);
  const buy = useCallback(() => {
    if (amount !== null) mutate({ body: { amount } });
  }, [mutate, amount]);
  useEffect(() => {
    if (!user.loggedIn || amount === null || started.current === amount) return;
    started.current = amount;
    buy();
  }, [user.loggedIn, amount, buy]);

  // A visitor: the login pane, once (dismissing it leaves the prompt with its button).
  const prompted = useRef(false);
  const visitor = user.attempted && !user.loggedIn;
  useEffect(() => {
    if (!visitor || prompted.current) return;
    prompted.current = true;
    openAuthModal('login', { redirectTo: here });
  }, [visitor, here]);

  const paymentUrl = purchase.isSuccess ? paymentPageUrl(purchase.data.payment_url) : null;
  useEffect(() => {
    if (paymentUrl) leave(paymentUrl);
  }, [paymentUrl, leave]);

  let view: View;
  if (amount === null) view = { step: 'failed', message: s.noPack, retry: false };
  else if (!user.attempted) view = { step: 'waiting', title: s.pending };
  else if (!user.loggedIn) view = { step: 'login' };
  else if (purchase.isError) view = { step: 'failed', message: errorMessage(purchase.error), retry: isRetryableFailure(purchase.error) };
  else if (purchase.isSuccess) view = paymentUrl ? { step: 'redirecting', url: paymentUrl } : { step: 'failed', message: s.badPaymentPage, retry: true };
  else view = { step: 'waiting', title: s.pending };

  const title =
    view.step === 'waiting' ? view.title : view.step === 'login' ? commonStrings.errors.loginRequired : view.step === 'redirecting' ? s.redirecting : s.error;
  usePageMeta({ title, noindex: true });

  const backToShop = (
    <Button variant="secondary" iconStart="chevron-left" onClick={() => void navigate('/market')}>
      {s.backToShop}
    </Button>
  );

  switch (view.step) {
    case 'waiting':
      return <TokenStatus state="pending" title={view.title} data-testid="coin-purchase" />;
    case 'login':
      return (
        <TokenStatus
          state="input"
          title={title}
          message={s.loginMessage}
          data-testid="coin-purchase"
          actions={
            <>
              <Button iconStart="user" onClick={() => openAuthModal('login', { redirectTo: here })}>
                {s.login}
              </Button>
              {backToShop}
            </>
          }
        />
      );
    case 'redirecting':
      return (
        <TokenStatus
          state="pending"
          title={title}
          message={s.redirectingMessage((amount ?? 0).toLocaleString('en-US'))}
          data-testid="coin-purchase"
          // Should the browser not follow (a blocked navigation), the way on is a plain link to it.
          actions={<TextLink href={view.url}>{s.continueToPayment}</TextLink>}
        />
      );
    case 'failed':
      return (
        <TokenStatus
          state="error"
          title={title}
          message={view.message}
          data-testid="coin-purchase"
          actions={
            <>
              {view.retry && (
                <Button variant="primary" iconStart="refresh" onClick={buy}>
                  {commonStrings.errors.retry}
                </Button>
              )}
              {backToShop}
            </>
          }
        />
      );
  }
}
