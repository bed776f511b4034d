import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { keys } from '@/api/keys';
import { api } from '@/api/instance';
import type { CatalogItemResponse } from '@/api/schemas/catalog';
import { isStatusScreenError } from './getGameIndex';

/*
 * games.catalogItem (spec §7: GET /v1/public/arcade/game/{game}/catalog/{item}): fetcher, queryOptions
 * and hook in one file (engineering guide §2.3). An unknown game or item answers 404.
 */

export function getCatalogItem(game: string, item: string, signal?: AbortSignal): Promise<CatalogItemResponse> {
  const params = { game, item };
  return callEndpoint(api(), endpoints['games.catalogItem'], signal ? { params, signal } : { params });
}

export const catalogItemQueryOptions = (game: string, item: string) =>
  queryOptions({
    queryKey: keys.games.catalogItem(game, item),
    queryFn: ({ signal }) => getCatalogItem(game, item, signal),
    meta: { endpoint: 'games.catalogItem' },
  });

/**
 * One catalog item with its page content. A 404 (unknown game or item) and the other status-screen
 * failures are thrown to the route's error boundary; 500 and network failures stay inline.
 */
export function useCatalogItem(game: string, item: string) {
  return useQuery({
    ...catalogItemQueryOptions(game, item),
    throwOnError: isStatusScreenError,
  });
}
