import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { isPremiumActive } from '@/api/schemas/constants';
import type { CoinPurchase, PremiumPurchase, Purchase } from '@/api/schemas/account';
import { Badge, Card, Icon, Notice, Pagination, Skeleton, TextLink, type BadgeTone } from '@/design-system';
import { now } from '@/lib/clock';
import { formatArticleDate } from '@/lib/date';
import { PageError } from '@/lib/errors';
import { renderRouterLink } from '@/lib/routerLink';
import { useBalance, useCurrentUser } from '@/lib/session';
import { format } from '@/lib/strings';
import { usePurchases } from '../api/purchases';
import { formatCount, formatDay, pageMeta } from '../format';
import { PageHead, Stack } from '../layout';
import { accountStrings } from '../strings';

const s = accountStrings.shop;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

const What = styled.div`
  display: grid;
  gap: 2px;
  flex: 1;
  min-width: 12rem;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Detail = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const statusTone: Record<CoinPurchase['status'], BadgeTone> = { paid: 'success', pending: 'warning', cancelled: 'neutral' };

/** '$9.99' (prices are dollars, VAT included: spec §9). */
const dollars = (price: number) => `$${price.toFixed(2)}`;

function CoinRow({ purchase }: { purchase: CoinPurchase }) {
  return (
    <Row>
      <Icon name="coin" size="lg" tone="highlight" />
      <What>
        <Title>{format(s.coinPack, { count: formatCount(purchase.amount) })}</Title>
        <Detail>{`${dollars(purchase.price)} · ${s.method[purchase.method]} · ${formatArticleDate(purchase.date)}`}</Detail>
      </What>
      <Badge tone={statusTone[purchase.status]}>{s.status[purchase.status]}</Badge>
    </Row>
  );
}

function PremiumRow({ purchase }: { purchase: PremiumPurchase }) {
  return (
    <Row>
      <Icon name="crown" size="lg" tone="premium" />
      <What>
        <Title>{format(purchase.months === 1 ? s.premiumMonth : s.premiumMonths, { count: purchase.months })}</Title>
        <Detail>{`${format(s.paidWithCoins, { count: formatCount(purchase.coins) })} · ${formatArticleDate(purchase.date)}`}</Detail>
      </What>
      <Badge tone="premium">{format(s.premiumUntilDate, { date: formatDay(purchase.until) })}</Badge>
    </Row>
  );
}

function PurchaseItem({ purchase }: { purchase: Purchase }) {
  return (
    <Card as="li" padding="md" data-testid="account-purchase" data-kind={purchase.kind}>
      {purchase.kind === 'coins' ? <CoinRow purchase={purchase} /> : <PremiumRow purchase={purchase} />}
    </Card>
  );
}

/** The balance and premium at a glance, with the way to the shop. */
function Standing() {
  const user = useCurrentUser();
  const balance = useBalance();
  if (!user.loggedIn) return null;
  const premium = isPremiumActive(user.premium, now()) && user.premium ? user.premium : null;
  return (
    <Card padding="md">
      <Summary data-testid="account-shop-standing">
        <span>{format(s.balance, { count: formatCount(balance ?? user.balance) })}</span>
        {premium && <span>{format(s.premiumUntil, { date: formatDay(premium) })}</span>}
        <TextLink href="/market" renderLink={renderRouterLink}>
          {s.goToShop}
        </TextLink>
      </Summary>
    </Card>
  );
}

function ShopSkeleton() {
  return (
    <Stack aria-busy="true" data-testid="account-shop-loading">
      <span role="status" className="orb-visually-hidden">
        {accountStrings.frame.loading}
      </span>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height="4.5rem" />
      ))}
    </Stack>
  );
}

/**
 * /account/shop: the coin purchases and the premium months bought (`account.purchases`), newest first,
 * a page at a time; empty, loading and error states of its own. A 401/403/419 is a status screen.
 */
export function ShopPage() {
  const [page, setPage] = useState(1);
  const query = usePurchases(page);

  let body: ReactNode;
  if (query.isPending) body = <ShopSkeleton />;
  else if (query.isError) body = <PageError error={query.error} inlineErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (query.data.pagination.items.length === 0)
    body = (
      <Notice
        icon="cart"
        title={s.emptyTitle}
        data-testid="account-shop-empty"
        action={
          <TextLink href="/market" variant="strong" renderLink={renderRouterLink}>
            {s.goToShop}
          </TextLink>
        }
      >
        {s.empty}
      </Notice>
    );
  else
    body = (
      <Stack aria-busy={query.isPlaceholderData}>
        <List data-testid="account-purchases">
          {query.data.pagination.items.map((purchase) => (
            <PurchaseItem key={purchase.uuid} purchase={purchase} />
          ))}
        </List>
        <Pagination {...pageMeta(query.data.pagination)} onPageChange={setPage} labels={{ navigation: s.pagination }} />
      </Stack>
    );

  return (
    <Stack data-testid="account-shop">
      <PageHead title={accountStrings.pages.shop}>{s.intro}</PageHead>
      <Standing />
      {body}
    </Stack>
  );
}
