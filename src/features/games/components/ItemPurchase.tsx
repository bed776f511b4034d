import { useId } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import type { CatalogItemDetails } from '@/api/schemas/catalog';
import { Button, Notice, Skeleton, TextLink, useToast } from '@/design-system';
import { openAuthModal } from '@/lib/authModal';
import { errorMessage } from '@/lib/errors/mapping';
import { renderRouterLink } from '@/lib/routerLink';
import { useBalance, useCurrentUser } from '@/lib/session';
import { format } from '@/lib/strings';
import { useGameInventory, useItemPurchase } from '../api/purchaseItem';
import { coins } from './CatalogPrice';

/** The purchase's texts (issue 16), all ours; here rather than in gameStrings, which the startup path carries. */
const s = {
  title: 'Get It',
  buy: 'Buy for {price}',
  getFree: 'Get for Free',
  owned: 'You own {count}.',
  notOwned: 'You do not own this item yet.',
  bought: 'Purchased',
  boughtBody: '{name} is yours. Balance: {balance}.',
  buyCoins: 'Buy Coins',
  visitor: 'Please login or register to buy in-game content.',
  login: 'Login',
} as const;

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
`;

const Title = styled.h2`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Owned = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * The catalog item's purchase (issue 16): a player buys one for its price to pay now (price_discounted,
 * what the API charges; 'Get for Free' when free) and sees how many they own; the balance in the header
 * and the inventories follow. Too few coins: the server's message and the way to the shop. A visitor is
 * asked to log in, coming back to this page.
 */
export function ItemPurchase({ item }: { item: CatalogItemDetails }) {
  const user = useCurrentUser();
  const balance = useBalance();
  const location = useLocation();
  const inventory = useGameInventory(item.game.slug, user.loggedIn);
  const purchase = useItemPurchase(item.game.slug);
  const { toast } = useToast();
  const titleId = useId();
  const free = item.price === 0 && item.price_discounted === 0;
  const owned = inventory.data?.find((entry) => entry.slug === item.slug)?.count ?? 0;

  const buy = () =>
    purchase.mutate(
      { params: { game: item.game.slug }, body: { item: item.slug, count: 1 } },
      {
        onSuccess: (data) =>
          toast({ type: 'success', title: s.bought, body: format(s.boughtBody, { name: item.name, balance: coins(data.balance) }), icon: 'box' }),
      },
    );

  let body;
  if (!user.attempted) body = <Skeleton shape="block" width="12rem" height={44} />;
  else if (!user.loggedIn) {
    const here = `${location.pathname}${location.search}`;
    body = (
      <Notice icon="lock" action={<Button iconStart="user" onClick={() => openAuthModal('login', { redirectTo: here })}>{s.login}</Button>}>
        {s.visitor}
      </Notice>
    );
  } else {
    const short = purchase.isError && balance !== undefined && balance < item.price_discounted;
    body = (
      <>
        <Owned data-testid="catalog-owned">{inventory.isSuccess ? (owned > 0 ? format(s.owned, { count: owned }) : s.notOwned) : '\u00a0'}</Owned>
        <Button variant="primary" iconStart="cart" busy={purchase.isPending} onClick={buy} data-testid="catalog-buy">
          {free ? s.getFree : format(s.buy, { price: coins(item.price_discounted) })}
        </Button>
        {purchase.isError && (
          <Notice
            tone="danger"
            role="alert"
            icon="danger"
            data-testid="catalog-buy-error"
            action={
              short ? (
                <TextLink href="/market" renderLink={renderRouterLink} variant="strong">
                  {s.buyCoins}
                </TextLink>
              ) : undefined
            }
          >
            {errorMessage(purchase.error)}
          </Notice>
        )}
      </>
    );
  }

  return (
    <Box aria-labelledby={titleId} data-testid="catalog-purchase">
      <Title id={titleId}>{s.title}</Title>
      {body}
    </Box>
  );
}
