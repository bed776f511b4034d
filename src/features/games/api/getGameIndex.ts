import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { keys } from '@/api/keys';
import { api } from '@/api/instance';
import type { GameIndexQuery, GameIndexResponse } from '@/api/schemas/game';
import { primaryErrorView } from '@/lib/errors';

/*
 * games.index (spec §7): fetcher, queryOptions and hook in one file (engineering guide §2.3). Keys come
 * from the games domain of the key factory (keys.games.index).
 */

export function getGameIndex(query: GameIndexQuery, signal?: AbortSignal): Promise<GameIndexResponse> {
  return callEndpoint(api(), endpoints['games.index'], signal ? { query, signal } : { query });
}

export const gameIndexQueryOptions = (query: GameIndexQuery) =>
  queryOptions({
    queryKey: keys.games.index(query),
    queryFn: ({ signal }) => getGameIndex(query, signal),
    meta: { endpoint: 'games.index' },
  });

/** Failures that belong to the route's status screen rather than the page's inline 'Oops!' (guide §2.10). */
export const isStatusScreenError = (error: unknown) => primaryErrorView(error, { inlineErrorState: true }).kind === 'screen';

/**
 * A page of the index. The previous page stays on screen (marked busy) while the next one loads, so
 * changing a filter, the sort or the page does not flash the skeletons.
 */
export function useGameIndex(query: GameIndexQuery) {
  return useQuery({
    ...gameIndexQueryOptions(query),
    placeholderData: keepPreviousData,
    throwOnError: isStatusScreenError,
  });
}
