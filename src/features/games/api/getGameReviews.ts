import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import type { ReviewsResponse } from '@/api/schemas/review';

/*
 * games.reviews (spec §7: GET /v1/public/arcade/game/{game}/reviews?page → rating, pagination, current):
 * fetcher, queryOptions and hook in one file (engineering guide §2.3). A secondary call of the game page:
 * its failure shows inline in the reviews section and never breaks the page.
 */

export function getGameReviews(game: string, page: number, signal?: AbortSignal): Promise<ReviewsResponse> {
  const input = { params: { game }, query: { page } };
  return callEndpoint(api(), endpoints['games.reviews'], signal ? { ...input, signal } : input);
}

export const gameReviewsQueryOptions = (game: string, page: number) =>
  queryOptions({
    queryKey: keys.games.reviews(game, { page }),
    queryFn: ({ signal }) => getGameReviews(game, page, signal),
    meta: { endpoint: 'games.reviews' },
  });

/** The game of a reviews key (['games', 'reviews', { game }, { page }]). */
const gameOfKey = (key: readonly unknown[]) => (key[2] as { game?: unknown } | undefined)?.game;

/**
 * One page of a game's reviews. While another page of the same game loads, the page shown stays (no
 * jump to a skeleton); another game's reviews never stand in.
 */
export function useGameReviews(game: string, page: number) {
  return useQuery({
    ...gameReviewsQueryOptions(game, page),
    placeholderData: (previous, previousQuery) => (previousQuery && gameOfKey(previousQuery.queryKey) === game ? previous : undefined),
  });
}
