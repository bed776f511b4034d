import styled from 'styled-components';
import type { HistoryEntry } from '@/api/schemas/account';
import { Badge, Card, CardLink, Image, Notice, PageTitle, Skeleton, TextLink } from '@/design-system';
import { formatArticleDate } from '@/lib/date';
import { gameHref } from '@/lib/links';
import { renderRouterLink } from '@/lib/routerLink';
import { humanizeDuration } from '@/lib/time';
import { useHistory } from '../api/history';
import { accountListStrings } from '../listStrings';
import { ListError, ListLoading, ListPage, ListPagination, usePageParam } from '../lists/listParts';
import { accountStrings } from '../strings';

const s = accountListStrings.history;

const Totals = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[8]}`};

  div {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }

  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }

  dd {
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

const Sessions = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 7rem minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: 9rem minmax(0, 1fr) auto;
  }
`;

const Thumb = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const GameTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Duration = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  grid-column: 2;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};

  ${({ theme }) => theme.mq.md} {
    grid-column: 3;
    justify-content: flex-end;
  }
`;

function SessionRow({ entry }: { entry: HistoryEntry }) {
  return (
    <Card as="article" interactive padding="sm" data-testid="history-entry">
      <Row>
        <Thumb>
          <Image src={entry.game.hero} alt="" placeholder="game" aspectRatio="16 / 9" variants sizes="144px" radius="none" />
        </Thumb>
        <Main>
          <GameTitle>
            <CardLink href={gameHref(entry.game.slug)} renderLink={renderRouterLink}>
              {entry.game.title}
            </CardLink>
          </GameTitle>
          <Muted>
            {s.played} <time dateTime={entry.date.started}>{formatArticleDate(entry.date.started)}</time>
          </Muted>
        </Main>
        <Duration>
          <span className="orb-visually-hidden">{s.duration}: </span>
          <span data-testid="history-duration">{humanizeDuration(entry.duration)}</span>
          {entry.date.ended === null && (
            <Badge tone="info" size="sm">
              {s.inProgress}
            </Badge>
          )}
        </Duration>
      </Row>
    </Card>
  );
}

function HistorySkeleton() {
  return (
    <Sessions as="div">
      {Array.from({ length: 4 }, (_, i) => (
        <Card key={i} padding="sm">
          <Row>
            <Skeleton shape="block" aspectRatio="16 / 9" />
            <Main>
              <Skeleton shape="text" width="50%" />
              <Skeleton shape="text" width="30%" />
            </Main>
          </Row>
        </Card>
      ))}
    </Sessions>
  );
}

/**
 * /account/history (spec §2): the player's recorded play sessions, newest first — the game (linking to its
 * page), when it was played and for how long, humanised as spec §9 says ('N Minutes' below an hour, else
 * 'N Hours') — with the total time played, a page of 10 at a time.
 */
export function HistoryPage() {
  const page = usePageParam();
  const query = useHistory(page);

  let body;
  if (query.isPending) {
    body = (
      <ListLoading label={s.loading} testId="history-loading">
        <HistorySkeleton />
      </ListLoading>
    );
  } else if (query.isError && !query.isPlaceholderData) {
    body = <ListError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="history-error" />;
  } else {
    const { pagination, total_duration: total } = query.data;
    body =
      pagination.total === 0 ? (
        <Notice icon="history" data-testid="history-empty" action={<TextLink href="/arcade/games" renderLink={renderRouterLink}>{s.browse}</TextLink>}>
          {s.empty}
        </Notice>
      ) : (
        <>
          <Totals data-testid="history-totals">
            <div>
              <dt>{s.total}</dt>
              <dd data-testid="history-total">{humanizeDuration(total)}</dd>
            </div>
            <div>
              <dt>{s.sessions}</dt>
              <dd data-testid="history-count">{pagination.total}</dd>
            </div>
          </Totals>
          <Sessions data-testid="history-list" aria-busy={query.isFetching && query.isPlaceholderData ? true : undefined}>
            {pagination.items.map((entry) => (
              <li key={entry.id}>
                <SessionRow entry={entry} />
              </li>
            ))}
          </Sessions>
          <ListPagination pagination={pagination} label={s.navigation} />
        </>
      );
  }

  return (
    <ListPage data-testid="account-history">
      <PageTitle>{accountStrings.pages.history}</PageTitle>
      {body}
    </ListPage>
  );
}
