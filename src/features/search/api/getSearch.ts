import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { type ApiError, isApiError } from '@/api/errors';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import type { SearchQuery, SearchResponse } from '@/api/schemas/search';

/*
 * search.index (Decision 2: GET /v1/public/search): fetcher, queryOptions and hook in one file
 * (engineering guide §2.3). Keys come from the search domain of the key factory (keys.search).
 */

export const searchKeys = keys.search;

/** Calls the search endpoint with a valid query (see toApiQuery). */
export function getSearch(query: SearchQuery, signal?: AbortSignal): Promise<SearchResponse> {
  return callEndpoint(api(), endpoints['search.index'], signal ? { query, signal } : { query });
}

export const searchQueryOptions = (query: SearchQuery) =>
  queryOptions({
    queryKey: searchKeys.index(query),
    queryFn: ({ signal }) => getSearch(query, signal),
    meta: { endpoint: 'search.index' },
  });

/**
 * Failures that are not the page's to show (guide §2.10): 401, 403, 404, 419 and a real 503 go to the
 * route's status screen. A network failure (err_network, also code 503) and 500s stay inline.
 */
export function isStatusScreenError(error: unknown): error is ApiError {
  if (!isApiError(error) || error.isNetworkError) return false;
  return [401, 403, 404, 419, 503].includes(error.code);
}

/** The results of a search; `null` (nothing to search) leaves the query idle. */
export function useSearch(query: SearchQuery | null) {
  return useQuery({
    ...searchQueryOptions(query ?? { query: '' }),
    enabled: query !== null,
    throwOnError: (error) => isStatusScreenError(error),
  });
}
