import styled from 'styled-components';
import type { Activity } from '@/api/schemas/account';
import { Card, CardLink, Icon, Notice, PageTitle, Skeleton, type IconName } from '@/design-system';
import { formatArticleDate } from '@/lib/date';
import { renderRouterLink } from '@/lib/routerLink';
import { useActivity } from '../api/activity';
import { accountListStrings } from '../listStrings';
import { ListError, ListLoading, ListPage, ListPagination, usePageParam } from '../lists/listParts';
import { accountStrings } from '../strings';

const s = accountListStrings.activity;

const ICONS: Record<Activity['type'], IconName> = {
  played: 'gamepad',
  achievement: 'trophy',
  review: 'star',
  reaction: 'like',
  purchase: 'cart',
  friend: 'users',
};

const Feed = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surfaceStrong};
  color: ${({ theme }) => theme.color.accentText};
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

function ActivityRow({ entry }: { entry: Activity }) {
  return (
    <Card as="article" interactive={entry.url !== null} padding="sm" data-testid="activity-entry" data-type={entry.type}>
      <Row>
        <Mark>
          <Icon name={ICONS[entry.type]} size="md" tone="inherit" />
        </Mark>
        <Main>
          <Title data-testid="activity-title">
            {entry.url !== null ? (
              <CardLink href={entry.url} renderLink={renderRouterLink}>
                {entry.title}
              </CardLink>
            ) : (
              entry.title
            )}
          </Title>
          <Meta>
            {s.types[entry.type]} · <time dateTime={entry.date}>{formatArticleDate(entry.date)}</time>
          </Meta>
        </Main>
      </Row>
    </Card>
  );
}

function ActivitySkeleton() {
  return (
    <Feed as="div">
      {Array.from({ length: 5 }, (_, i) => (
        <Card key={i} padding="sm">
          <Row>
            <Skeleton shape="circle" width="2.75rem" height="2.75rem" />
            <Main>
              <Skeleton shape="text" width="60%" />
              <Skeleton shape="text" width="30%" />
            </Main>
          </Row>
        </Card>
      ))}
    </Feed>
  );
}

/**
 * /account/activity (spec §2): the player's recent actions — games played, achievements, reviews,
 * reactions, purchases, new friends — newest first, each linking to its subject, 10 a page with the page
 * links under the list (spec §4: only when total >= per page).
 */
export function ActivityPage() {
  const page = usePageParam();
  const query = useActivity(page);

  let body;
  if (query.isPending) {
    body = (
      <ListLoading label={s.loading} testId="activity-loading">
        <ActivitySkeleton />
      </ListLoading>
    );
  } else if (query.isError && !query.isPlaceholderData) {
    body = <ListError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="activity-error" />;
  } else {
    const { pagination } = query.data;
    body =
      pagination.total === 0 ? (
        <Notice icon="activity" data-testid="activity-empty">
          {s.empty}
        </Notice>
      ) : (
        <>
          <Feed data-testid="activity-list" aria-busy={query.isFetching && query.isPlaceholderData ? true : undefined}>
            {pagination.items.map((entry) => (
              <li key={entry.uuid}>
                <ActivityRow entry={entry} />
              </li>
            ))}
          </Feed>
          <ListPagination pagination={pagination} label={s.navigation} />
        </>
      );
  }

  return (
    <ListPage data-testid="account-activity">
      <PageTitle>{accountStrings.pages.activity}</PageTitle>
      {body}
    </ListPage>
  );
}
