import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import type { DeveloperAnnouncementResponse } from '@/api/schemas/content';
import { isStatusScreenError } from './errors';

/*
 * developers.announcement (GET /v1/public/entity/dev/org/{developer}/announcements/{announcement}): one
 * announcement with its body (HTML, sanitised before rendering) and its developer. An unknown developer or
 * announcement is a 404 (the route's status screen).
 */

export function getAnnouncement(developer: string, announcement: string, signal?: AbortSignal): Promise<DeveloperAnnouncementResponse> {
  const params = { developer, announcement };
  return callEndpoint(api(), endpoints['developers.announcement'], signal ? { params, signal } : { params });
}

export const announcementQueryOptions = (developer: string, announcement: string) =>
  queryOptions({
    queryKey: keys.developers.announcement(developer, announcement),
    queryFn: ({ signal }) => getAnnouncement(developer, announcement, signal),
    meta: { endpoint: 'developers.announcement' },
  });

export function useAnnouncement(developer: string, announcement: string) {
  return useQuery({
    ...announcementQueryOptions(developer, announcement),
    throwOnError: (error) => isStatusScreenError(error),
  });
}
