import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { keys } from '@/api/keys';
import { api } from '@/api/instance';
import type { GameDetailsResponse } from '@/api/schemas/game';
import { isStatusScreenError } from './getGameIndex';

/*
 * games.details (spec §7: GET /v1/public/arcade/game/{game}/details → game, catalog, games{overlay, more,
 * similar}): fetcher, queryOptions and hook in one file (engineering guide §2.3). An unknown game answers 404.
 */

export function getGameDetails(game: string, signal?: AbortSignal): Promise<GameDetailsResponse> {
  const params = { game };
  return callEndpoint(api(), endpoints['games.details'], signal ? { params, signal } : { params });
}

export const gameDetailsQueryOptions = (game: string) =>
  queryOptions({
    queryKey: keys.games.details(game),
    queryFn: ({ signal }) => getGameDetails(game, signal),
    meta: { endpoint: 'games.details' },
  });

/**
 * The game page's data. A 404 (unknown game) and the other status-screen failures are thrown to the
 * route's error boundary; 500 and network failures stay inline ('Oops!' with 'Try Again').
 */
export function useGameDetails(game: string) {
  return useQuery({
    ...gameDetailsQueryOptions(game),
    throwOnError: isStatusScreenError,
  });
}
