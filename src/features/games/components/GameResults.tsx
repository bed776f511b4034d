import styled from 'styled-components';
import type { GameCard as GameCardData, Pagination as PaginationData } from '@/api/schemas';
import { CardGrid, Notice, Pagination } from '@/design-system';
import { PageError } from '@/lib/errors';
import { format } from '@/lib/strings';
import { commonStrings } from '@/lib/strings/common';
import { gameStrings } from '../strings';
import { renderRouterLink } from '@/lib/routerLink';
import { ApiGameCard } from '@/lib/ApiGameCard';
import { GameGridSkeleton } from './GameGridSkeleton';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  align-content: start;
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
        <Notice icon="search" title={commonStrings.empty.noResults} data-testid={`${testId}-empty`}>
          {commonStrings.empty.tryDifferentFilters}
        </Notice>
      ) : (
        <CardGrid columns={columns} busy={busy} data-testid={`${testId}-grid`}>
          {page.items.map((game) => (
            <ApiGameCard key={game.slug} game={game} headingLevel={2} />
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
