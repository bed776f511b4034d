import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import type { RedirectCheckResponse } from '@/api/schemas/system';

/*
 * system.redirectCheck (spec §7, 'Redirect check response: to'): fetcher and queryOptions in one file
 * (guide §2.3). The 404 page asks it whether the path moved; no redirect answers 404.
 */

export function checkRedirect(route: string, signal?: AbortSignal): Promise<RedirectCheckResponse> {
  const body = { route };
  return callEndpoint(api(), endpoints['system.redirectCheck'], signal ? { body, signal } : { body });
}

export const redirectCheckQueryOptions = (route: string) =>
  queryOptions({
    queryKey: ['system', 'redirectCheck', { route }] as const,
    queryFn: ({ signal }) => checkRedirect(route, signal),
    // Primary data of the 404 page: it shows its own state, no global toast (see src/lib/errors).
    meta: { endpoint: 'system.redirectCheck' },
  });
