import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import type { LegalPage } from '@/api/schemas';
import { primaryErrorView } from '@/lib/errors';

/*
 * help.legal (GET /v1/public/help/legal/page/{page}): fetcher, queryOptions and hook in one file
 * (engineering guide §2.3). Keys from the help domain of the key factory (keys.help).
 */

export const helpKeys = keys.help;

/** One legal page by slug; an unknown slug is the server's 404. */
export function getLegalPage(page: string, signal?: AbortSignal): Promise<LegalPage> {
  return callEndpoint(api(), endpoints['help.legal'], signal ? { params: { page }, signal } : { params: { page } });
}

export const legalPageQueryOptions = (page: string) =>
  queryOptions({
    queryKey: helpKeys.legal(page),
    queryFn: ({ signal }) => getLegalPage(page, signal),
    meta: { endpoint: 'help.legal' },
  });

/**
 * The page's primary data (guide §2.10): 401/403/404/419/real 503 (and 500, the page has no error
 * state of its own) throw to the route's status screen; a network failure stays inline with a retry.
 */
export function useLegalPage(page: string) {
  return useQuery({
    ...legalPageQueryOptions(page),
    throwOnError: (error) => primaryErrorView(error).kind === 'screen',
  });
}
