import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { type ApiError, isApiError } from '@/api/errors';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import type { HomeResponse } from '@/api/schemas/content';

/*
 * home.index (GET /v1/public/global/home): fetcher, queryOptions and hook in one file (engineering
 * guide §2.3). Keys come from the home domain of the key factory (keys.home).
 */

export const homeKeys = keys.home;

/** Everything the homepage shows (spec §3 Homepage response). */
export function getHome(signal?: AbortSignal): Promise<HomeResponse> {
  return callEndpoint(api(), endpoints['home.index'], signal ? { signal } : {});
}

export const homeQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.index(),
    queryFn: ({ signal }) => getHome(signal),
    meta: { endpoint: 'home.index' },
  });

/**
 * Failures that are not the page's to show (guide §2.10): 401, 403, 404, 419 and a real 503 go to the
 * route's status screen. A network failure (err_network) and 500s stay inline ('Oops!' + retry).
 */
export function isStatusScreenError(error: unknown): error is ApiError {
  if (!isApiError(error) || error.isNetworkError) return false;
  return [401, 403, 404, 419, 503].includes(error.code);
}

/** The homepage data. */
export function useHome() {
  return useQuery({ ...homeQueryOptions(), throwOnError: (error) => isStatusScreenError(error) });
}
