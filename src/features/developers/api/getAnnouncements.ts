import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import type { PageQuery } from '@/api/schemas/common';
import type { DeveloperAnnouncementsResponse } from '@/api/schemas/content';
import { isStatusScreenError } from './errors';

/*
 * developers.announcements (GET /v1/public/entity/dev/org/{developer}/announcements?page=N): a page of a
 * developer's announcements, newest first, with the developer. An unknown developer is a 404.
 */

export function getAnnouncements(developer: string, query: PageQuery, signal?: AbortSignal): Promise<DeveloperAnnouncementsResponse> {
  const params = { developer };
  return callEndpoint(api(), endpoints['developers.announcements'], signal ? { params, query, signal } : { params, query });
}

/** Page 1 is sent without `page`, so it shares its key with the unpaged call. */
export const announcementsQueryOptions = (developer: string, page = 1) => {
  const query: PageQuery = page > 1 ? { page } : {};
  return queryOptions({
    queryKey: keys.developers.announcements(developer, query),
    queryFn: ({ signal }) => getAnnouncements(developer, query, signal),
    meta: { endpoint: 'developers.announcements' },
  });
};

export function useAnnouncements(developer: string, page = 1) {
  return useQuery({
    ...announcementsQueryOptions(developer, page),
    // Keep the previous page on screen while the next loads, but only within one developer.
    placeholderData: (previous) => (previous?.developer.slug === developer ? previous : undefined),
    throwOnError: (error) => isStatusScreenError(error),
  });
}
