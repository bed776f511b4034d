import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import type { PublicProfileResponse } from '@/api/schemas/user';
import { primaryErrorView } from '@/lib/errors';

/*
 * community.profile (GET /v1/public/user/community/profile/{user}): the profile as the session's user may
 * see it — the server leaves out (null) every section the owner's privacy settings hide from them. The
 * session changing (login, logout) refetches it with the other active queries (src/lib/session).
 */

export function getProfile(user: string, signal?: AbortSignal): Promise<PublicProfileResponse> {
  const params = { user };
  return callEndpoint(api(), endpoints['community.profile'], signal ? { params, signal } : { params });
}

export const profileQueryOptions = (user: string) =>
  queryOptions({
    queryKey: keys.community.profile(user),
    queryFn: ({ signal }) => getProfile(user, signal),
    meta: { endpoint: 'community.profile' },
  });

/**
 * Failures that are not the page's to show (guide §2.10): an unknown user's 404, a private profile's 403,
 * 401/419 and a real 503 go to the route's status screen; a network failure and 500s stay inline with a
 * retry.
 */
export function isStatusScreenError(error: unknown): boolean {
  return primaryErrorView(error, { inlineErrorState: true }).kind === 'screen';
}

export function useProfile(user: string) {
  return useQuery({
    ...profileQueryOptions(user),
    throwOnError: (error) => isStatusScreenError(error),
  });
}
