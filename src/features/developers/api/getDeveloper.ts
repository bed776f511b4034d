import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import type { DeveloperDetailsResponse } from '@/api/schemas/content';
import { isStatusScreenError } from './errors';

/*
 * developers.details (GET /v1/public/entity/dev/org/{developer}/details): the profile with all its games
 * and its latest 3 announcements. An unknown developer answers 404, which goes to the route's status screen.
 */

export function getDeveloper(developer: string, signal?: AbortSignal): Promise<DeveloperDetailsResponse> {
  const params = { developer };
  return callEndpoint(api(), endpoints['developers.details'], signal ? { params, signal } : { params });
}

export const developerQueryOptions = (developer: string) =>
  queryOptions({
    queryKey: keys.developers.details(developer),
    queryFn: ({ signal }) => getDeveloper(developer, signal),
    meta: { endpoint: 'developers.details' },
  });

export function useDeveloper(developer: string) {
  return useQuery({
    ...developerQueryOptions(developer),
    throwOnError: (error) => isStatusScreenError(error),
  });
}
