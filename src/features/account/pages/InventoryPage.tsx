import styled from 'styled-components';
import type { InventoryItem } from '@/api/schemas/catalog';
import { Badge, Card, CardGrid, CardLink, Image, Notice, PageTitle, Skeleton, TextLink } from '@/design-system';
import { formatArticleDate } from '@/lib/date';
import { catalogItemHref } from '@/lib/links';
import { renderRouterLink } from '@/lib/routerLink';
import { format } from '@/lib/strings';
import { useInventory } from '../api/inventory';
import { accountListStrings } from '../listStrings';
import { ListError, ListLoading, ListPage, ListPagination, usePageParam } from '../lists/listParts';
import { accountStrings } from '../strings';

const s = accountListStrings.inventory;

const Body = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Name = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  overflow-wrap: anywhere;
`;

const Game = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Count = styled(Badge)`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space[2]};
  inset-inline-end: ${({ theme }) => theme.space[2]};
`;

function ItemCard({ item }: { item: InventoryItem }) {
  return (
    <Card as="article" interactive padding="none" data-testid="inventory-item">
      <Image src={item.thumbnail} alt="" placeholder="catalog" aspectRatio="1" radius="none" />
      <Count tone="accent" variant="solid" data-testid="inventory-count">
        <span aria-hidden="true">{format(s.count, { count: item.count })}</span>
        <span className="orb-visually-hidden">{format(s.countLabel, { count: item.count })}</span>
      </Count>
      <Body>
        <Name>
          <CardLink href={catalogItemHref(item.game.slug, item.slug)} renderLink={renderRouterLink}>
            {item.name}
          </CardLink>
        </Name>
        <Game>{item.game.title}</Game>
        <Facts>
          <time dateTime={item.date.acquired}>{format(s.acquired, { date: formatArticleDate(item.date.acquired) })}</time>
        </Facts>
      </Body>
    </Card>
  );
}

function InventorySkeleton() {
  return (
    <CardGrid list={false} busy>
      {Array.from({ length: 4 }, (_, i) => (
        <Card key={i} padding="none">
          <Skeleton shape="block" aspectRatio="1" />
          <Body>
            <Skeleton shape="text" width="70%" />
            <Skeleton shape="text" width="40%" />
          </Body>
        </Card>
      ))}
    </CardGrid>
  );
}

/**
 * /account/inventory (spec §2): the items the player owns across games, latest acquired first, each with
 * how many they own and a link to its catalog page (/arcade/games/{game}/catalog/{item}); 12 a page.
 */
export function InventoryPage() {
  const page = usePageParam();
  const query = useInventory(page);

  let body;
  if (query.isPending) {
    body = (
      <ListLoading label={s.loading} testId="inventory-loading">
        <InventorySkeleton />
      </ListLoading>
    );
  } else if (query.isError && !query.isPlaceholderData) {
    body = <ListError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="inventory-error" />;
  } else {
    const { pagination } = query.data;
    const busy = query.isFetching && query.isPlaceholderData;
    body =
      pagination.total === 0 ? (
        <Notice icon="box" data-testid="inventory-empty" action={<TextLink href="/arcade/games" renderLink={renderRouterLink}>{s.browse}</TextLink>}>
          {s.empty}
        </Notice>
      ) : (
        <>
          <CardGrid busy={busy} data-testid="inventory-list">
            {pagination.items.map((item) => (
              <ItemCard key={`${item.game.slug}/${item.slug}`} item={item} />
            ))}
          </CardGrid>
          <ListPagination pagination={pagination} label={s.navigation} />
        </>
      );
  }

  return (
    <ListPage data-testid="account-inventory">
      <PageTitle>{accountStrings.pages.inventory}</PageTitle>
      {body}
    </ListPage>
  );
}
