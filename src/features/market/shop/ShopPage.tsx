import { Fragment, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import styled, { css } from 'styled-components';
import type { CoinOffer } from '@/api/schemas/market';
import { isPremiumActive, PREMIUM_PRICE_COINS } from '@/api/schemas/constants';
import { Badge, Button, Card, CardGrid, Icon, type IconName, Notice, Page, Section, SectionTitle, Skeleton, TextInput, useToast } from '@/design-system';
import { CatalogItemCard } from '@/features/games/game-page/CatalogGrid';
import { openAuthModal } from '@/lib/authModal';
import { now } from '@/lib/clock';
import { InlineError } from '@/lib/errors';
import { errorMessage } from '@/lib/errors/mapping';
import { useBalance, useCurrentUser } from '@/lib/session';
import { commonStrings } from '@/lib/strings/common';
import { usePageMeta } from '@/lib/usePageMeta';
import { useCoinOffers, useCoinPurchaseByEmail, usePremiumPurchase, useRedeemGiftCode, useShowcase } from '../api/shop';
import { coinPurchaseHref } from '../coins/coinPurchaseLink';
import { marketStrings } from '../strings';
import { ShopIntro } from './ShopIntro';
import { BalancePanelFrame, BalancePending, Big, PremiumPanelFrame, PremiumPending, ShopTop, VisitorNotice } from './panelFrames';

const s = marketStrings.shop;

/** Spec §8: a shop list's failure shows the 'Oops!' toast for 3 s (and the list's inline retry). */
export const SHOP_LIST_TOAST_MS = 3000;
/** The coin packs' section, which the premium panel sends a player short of coins to. */
const PACKS_ID = 'coin-packs';

const count = (n: number) => n.toLocaleString('en-US');
const dollars = (price: number) => price.toFixed(2);
const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};

  & > :first-child {
    flex: 1 1 14rem;
  }
`;

const PackCard = styled(Card)<{ $special: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
  ${({ $special, theme }) =>
    $special &&
    css`
      border-color: ${theme.color.accent};
      box-shadow: 0 0 0 1px ${theme.color.accent};
    `}
`;

const PackHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const PackName = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Small = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Shows a shop list's failure as the 3-s 'Oops!' toast once per failure (spec §8). */
function useListErrorToast(error: unknown, failedAt: number, id: string) {
  const { toast } = useToast();
  useEffect(() => {
    if (!error || failedAt === 0) return;
    toast({ id, type: 'danger', title: commonStrings.errors.oops, body: errorMessage(error), timeout: SHOP_LIST_TOAST_MS });
  }, [error, failedAt, id, toast]);
}

const login = (redirectTo: string) => openAuthModal('login', { redirectTo });

/** Letters and digits only, lower-case: how a title and a message's start are compared. */
const bare = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The server's message under a toast's title, without repeating the title it may start with. */
export function messageAfterTitle(message: string, title: string): string | undefined {
  const head = message.slice(0, title.length + 1);
  if (bare(head) !== bare(title)) return message;
  return message.slice(head.length).trim() || undefined;
}
/** Moves focus (and the view) to the coin packs. */
const toPacks = () => document.getElementById(PACKS_ID)?.focus();

/** The player's balance and the gift-code field; a visitor, the reason to log in. */
export function BalancePanel() {
  const user = useCurrentUser();
  const balance = useBalance();
  return (
    <BalancePanelFrame>
      {!user.attempted ? (
        <BalancePending />
      ) : !user.loggedIn ? (
        <VisitorNotice onLogin={() => login('/market')}>{s.balance.visitor}</VisitorNotice>
      ) : (
        <>
          <Big data-testid="shop-balance">
            <Icon name="coin" size="lg" tone="inherit" />
            {s.balance.coins(count(balance ?? 0))}
          </Big>
          <GiftCodeForm />
        </>
      )}
    </BalancePanelFrame>
  );
}

/**
 * Redeems a gift code (Decision 2): the balance updates and a success toast says what was added; an
 * invalid, used or expired code shows the server's message under the field, the code kept in it.
 */
export function GiftCodeForm() {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const redeem = useRedeemGiftCode();
  const { toast } = useToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed === '') {
      setProblem(s.gift.empty);
      return;
    }
    setProblem(null);
    redeem.mutate(
      { body: { code: trimmed } },
      {
        onSuccess: (data) => {
          setCode('');
          toast({ type: 'success', title: s.gift.redeemed, body: messageAfterTitle(data.message, s.gift.redeemed) });
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="gift-code-form">
      <Row>
        <TextInput
          label={s.gift.label}
          hint={s.gift.hint}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (problem) setProblem(null);
          }}
          error={problem ?? undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
        />
        <Button type="submit" busy={redeem.isPending} iconStart="gift">
          {s.gift.redeem}
        </Button>
      </Row>
    </form>
  );
}

/**
 * Premium (spec §9, Decision 12): 10 coins a month, each purchase one month past the later of now and the
 * current expiry, refused without charge past a year ahead, never renewed by itself. A player short of
 * coins is sent to the coin packs; a visitor is asked to log in to remove ads.
 */
export function PremiumPanel() {
  const user = useCurrentUser();
  const balance = useBalance() ?? 0;
  const purchase = usePremiumPurchase();
  const { toast } = useToast();
  const premium = user.loggedIn ? user.premium : null;
  const active = premium !== null && isPremiumActive(premium, now());
  const short = user.loggedIn && balance < PREMIUM_PRICE_COINS;

  const buy = () =>
    purchase.mutate(
      {},
      { onSuccess: (data) => toast({ type: 'success', title: commonStrings.toasts.premiumActivated, body: messageAfterTitle(data.message, commonStrings.toasts.premiumActivated), icon: 'crown' }) },
    );

  return (
    <PremiumPanelFrame>
      {!user.attempted ? (
        <PremiumPending />
      ) : !user.loggedIn ? (
        <VisitorNotice onLogin={() => login('/market')}>{s.premium.visitor}</VisitorNotice>
      ) : (
        <>
          <p data-testid="shop-premium-status">
            <Badge tone={active ? 'premium' : 'neutral'}>{active && premium ? s.premium.activeUntil(longDate(premium)) : s.premium.inactive}</Badge>
          </p>
          {purchase.isError && (
            <Notice tone="danger" role="alert" icon="danger" data-testid="shop-premium-error">
              {errorMessage(purchase.error)}
            </Notice>
          )}
          {short && (
            <Notice icon="coin" action={<Button variant="secondary" iconStart="coin" onClick={toPacks}>{s.premium.buyCoins}</Button>} data-testid="shop-premium-short">
              {s.premium.tooFewCoins(s.balance.coins(count(balance)))}
            </Notice>
          )}
          <Actions>
            <Button variant="premium" iconStart="crown" busy={purchase.isPending} onClick={buy}>
              {active ? s.premium.extend : s.premium.buy}
            </Button>
          </Actions>
        </>
      )}
    </PremiumPanelFrame>
  );
}

/**
 * A shop list's states (spec §8): the skeleton in a busy region, the inline 'Oops!' with 'Try Again' and
 * the 3-s 'Oops!' toast, the empty message, or the items.
 */
function ShopList<T>({
  query,
  loading,
  skeleton,
  empty,
  emptyIcon,
  toastId,
  'data-testid': testId,
  children,
}: {
  query: UseQueryResult<T[]>;
  loading: string;
  skeleton: ReactNode;
  empty: string;
  emptyIcon: IconName;
  toastId: string;
  'data-testid': string;
  children: (items: T[]) => ReactNode;
}) {
  useListErrorToast(query.error, query.errorUpdatedAt, toastId);
  if (query.isPending) {
    return (
      <div aria-busy="true" data-testid={`${testId}-loading`}>
        <span role="status" className="orb-visually-hidden">
          {loading}
        </span>
        <CardGrid density="compact">{[0, 1, 2, 3].map((i) => <Fragment key={i}>{skeleton}</Fragment>)}</CardGrid>
      </div>
    );
  }
  if (query.isError) return <InlineError message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} headingLevel={3} />;
  if (query.data.length === 0) return <Notice icon={emptyIcon}>{empty}</Notice>;
  return <CardGrid density="compact">{children(query.data)}</CardGrid>;
}

/** One pack: coins, price in dollars (VAT included), the special offer highlighted; buy now or by e-mail. */
function PackCardView({ offer, onBuy, onByEmail, sending }: { offer: CoinOffer; onBuy: () => void; onByEmail: () => void; sending: boolean }) {
  return (
    <PackCard forwardedAs="article" $special={offer.special} data-testid="coin-pack" data-amount={offer.amount} data-special={offer.special || undefined}>
      <PackHead>
        <PackName>
          <Icon name="coin" tone="inherit" />
          {s.packs.coins(count(offer.amount))}
        </PackName>
        {offer.special && (
          <Badge tone="highlight" variant="solid">
            {s.packs.special}
          </Badge>
        )}
      </PackHead>
      <Price>
        {s.packs.price(dollars(offer.price))}
        <Small>{s.packs.vat}</Small>
      </Price>
      <Actions>
        <Button variant={offer.special ? 'primary' : 'secondary'} onClick={onBuy} aria-label={s.packs.buyLabel(count(offer.amount), dollars(offer.price))}>
          {s.packs.buy}
        </Button>
        <Button variant="ghost" size="sm" iconStart="send" busy={sending} onClick={onByEmail} aria-label={s.packs.byEmailLabel(count(offer.amount))}>
          {s.packs.byEmail}
        </Button>
      </Actions>
    </PackCard>
  );
}

/**
 * The coin packs (spec §3 coin offer): 'Buy' goes through /market/coins to the payment page; 'Pay by
 * E-mail Link' has the link e-mailed and says so (the server's message). A visitor is asked to log in,
 * then goes on with the pack chosen.
 */
export function CoinPacksPanel() {
  const offers = useCoinOffers();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const byEmail = useCoinPurchaseByEmail();
  const [emailing, setEmailing] = useState<number | null>(null);
  const titleId = useId();

  // A visitor logs in on the way; before the session is known, /market/coins itself asks if need be.
  const visitor = user.attempted && !user.loggedIn;
  const buy = (amount: number) => {
    if (visitor) login(coinPurchaseHref(amount));
    else void navigate(coinPurchaseHref(amount));
  };
  const sendLink = (amount: number) => {
    if (visitor) {
      login('/market');
      return;
    }
    setEmailing(amount);
    byEmail.mutate({ body: { amount } });
  };

  return (
    <Section aria-labelledby={titleId} id={PACKS_ID} tabIndex={-1} data-testid="coin-packs">
      <SectionTitle id={titleId}>{s.packs.title}</SectionTitle>
      {byEmail.isSuccess && (
        <Notice icon="send" title={s.packs.byEmailSent} headingLevel={3} data-testid="coin-pack-email-sent">
          {byEmail.data.message}
        </Notice>
      )}
      {byEmail.isError && (
        <Notice tone="danger" role="alert" icon="danger" data-testid="coin-pack-email-error">
          {errorMessage(byEmail.error)}
        </Notice>
      )}
      <ShopList
        query={offers}
        loading={s.packs.loading}
        skeleton={<Skeleton height="10rem" radius="lg" />}
        empty={s.packs.empty}
        emptyIcon="coin"
        toastId="shop-offers-error"
        data-testid="coin-packs"
      >
        {(packs) =>
          packs.map((offer) => (
            <PackCardView
              key={offer.amount}
              offer={offer}
              onBuy={() => buy(offer.amount)}
              onByEmail={() => sendLink(offer.amount)}
              sending={byEmail.isPending && emailing === offer.amount}
            />
          ))
        }
      </ShopList>
    </Section>
  );
}

/** The in-game content showcase: catalog items across games, those on sale badged, each to its page. */
export function ShowcasePanel() {
  const showcase = useShowcase();
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId} data-testid="showcase">
      <SectionTitle id={titleId}>{s.showcase.title}</SectionTitle>
      <ShopList
        query={showcase}
        loading={s.showcase.loading}
        skeleton={<Skeleton aspectRatio="3 / 4" radius="lg" />}
        empty={s.showcase.empty}
        emptyIcon="cart"
        toastId="shop-showcase-error"
        data-testid="showcase"
      >
        {(items) => items.map((item) => <CatalogItemCard key={`${item.game.slug}/${item.slug}`} item={item} />)}
      </ShopList>
    </Section>
  );
}

/**
 * /market (spec §2): the balance and gift-code redeem, premium, the coin packs and the in-game content
 * showcase. Each list fails on its own (the 3-s 'Oops!' toast and an inline retry); what a visitor cannot
 * do asks them to log in.
 */
export function ShopPage() {
  usePageMeta({ title: s.title, description: s.intro });
  return (
    <Page data-testid="shop">
      <ShopIntro />
      <ShopTop>
        <BalancePanel />
        <PremiumPanel />
      </ShopTop>
      <CoinPacksPanel />
      <ShowcasePanel />
    </Page>
  );
}
