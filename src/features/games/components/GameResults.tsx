import styled from 'styled-components';
import type { GameCard as GameCardData, Pagination as PaginationData } from '@/api/schemas';
import { CardGrid, GameCard, GameCardSkeleton, Icon, Pagination } from '@/design-system';
import { PageError } from '@/lib/errors';
import { format } from '@/lib/strings';
import { commonStrings } from '@/lib/strings/common';
import { GAME_PAGE_SIZE } from '@/api/schemas/game';
import { gameStrings } from '../strings';
import { renderRouterLink } from '@/lib/routerLink';
import { gameCategoryHref, gameHref } from '@/lib/links';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  align-content: start;
`;

const EmptyBox = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[6]}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  text-align: center;
`;

const EmptyTitle = styled.h2`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const EmptyText = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The state a results list needs from its query. */
export interface ResultsQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  data: { pagination: PaginationData<GameCardData> } | undefined;
  refetch: () => unknown;
}

export interface GameResultsProps {
  query: ResultsQuery;
  /** The shareable URL of a page (the current query string with page=N). */
  pageHref: (page: number) => string;
  /** 'auto' on the index; 2 on the tag page (spec §2). */
  columns?: 'auto' | 2;
  /** Prefix of the test ids: `{id}-loading`, `{id}-empty`, `{id}-error`. */
  testId: string;
}

/** A page of fixed-size card skeletons: the grid keeps its size when the cards arrive. */
export function GameGridSkeleton({ columns = 'auto', testId }: Pick<GameResultsProps, 'columns' | 'testId'>) {
  return (
    <div aria-busy="true" data-testid={`${testId}-loading`}>
      <span role="status" className="orb-visually-hidden">
        {gameStrings.loading}
      </span>
      <CardGrid busy list={false} columns={columns} aria-hidden="true">
        {Array.from({ length: GAME_PAGE_SIZE }, (_, i) => (
          <GameCardSkeleton key={i} />
        ))}
      </CardGrid>
    </div>
  );
}

/**
 * The grid of games with its pagination, or the skeleton, the empty state ('No results' / 'Please try
 * searching using different filters.') or the inline error ('Oops!' + message + retry). Status-screen
 * failures (404 …) are re-thrown by PageError to the route's boundary.
 */
export function GameResults({ query, pageHref, columns = 'auto', testId }: GameResultsProps) {
  if (query.isPending) return <GameGridSkeleton columns={columns} testId={testId} />;

  if (query.isError && !query.isPlaceholderData) {
    return (
      <div data-testid={`${testId}-error`}>
        <PageError error={query.error} inlineErrorState retrying={query.isFetching} onRetry={() => void query.refetch()} />
      </div>
    );
  }

  const page = query.data?.pagination;
  if (!page) return <GameGridSkeleton columns={columns} testId={testId} />;
  const busy = query.isFetching && query.isPlaceholderData;

  return (
    <Stack aria-busy={busy || undefined}>
      {page.items.length === 0 ? (
        <EmptyBox role="status" data-testid={`${testId}-empty`}>
          <Icon name="search" size="xl" />
          <EmptyTitle>{commonStrings.empty.noResults}</EmptyTitle>
          <EmptyText>{commonStrings.empty.tryDifferentFilters}</EmptyText>
        </EmptyBox>
      ) : (
        <CardGrid columns={columns} busy={busy} data-testid={`${testId}-grid`}>
          {page.items.map((game) => (
            <GameCard
              key={game.slug}
              title={game.title}
              href={gameHref(game.slug)}
              image={game.hero}
              category={{ title: game.category.title, href: gameCategoryHref(game.category.slug) }}
              excerpt={game.excerpt}
              views={game.stats.views}
              reviews={game.stats.reviews}
              reactions={game.stats.reactions}
              rating={game.rating > 0 ? game.rating : null}
              labels={{ newBadge: commonStrings.games.newBadge }}
              renderLink={renderRouterLink}
              headingLevel={2}
            />
          ))}
        </CardGrid>
      )}
      <Pagination
        total={page.total}
        from={page.from}
        to={page.to}
        current={page.current}
        last={page.last}
        per_page={page.per_page}
        getHref={pageHref}
        renderLink={renderRouterLink}
        labels={{ navigation: gameStrings.pagination }}
        summary={({ from, to, total }) => (from !== null && to !== null ? format(gameStrings.range, { from, to, total }) : null)}
      />
    </Stack>
  );
}
