import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { announcementQueryOptions } from './api/getAnnouncement';
import { announcementsQueryOptions } from './api/getAnnouncements';
import { developerQueryOptions } from './api/getDeveloper';
import { readPage } from './params';

// A chunk of its own, imported on first use by routes.tsx (lazyLoader, src/lib/routeData.ts): the
// startup path of every page carries none of this code (ADR 0008 › Route loaders).

/*
 * Each loader starts its page's request for the URL before the page renders (guide §2.7). Not awaited:
 * the page shows its skeletons at once and its useQuery joins the same request. Failures are the page's
 * to show (the inline 'Oops!', or a status screen thrown to the route boundary), so the prefetch
 * swallows them.
 */

export function developerLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    const developer = params.developer ?? '';
    if (developer) void queryClient.ensureQueryData(developerQueryOptions(developer)).catch(() => undefined);
    return null;
  };
}

export function announcementsLoader(queryClient: QueryClient) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const developer = params.developer ?? '';
    const page = readPage(new URL(request.url).searchParams.get('page'));
    if (developer) void queryClient.ensureQueryData(announcementsQueryOptions(developer, page)).catch(() => undefined);
    return null;
  };
}

export function announcementLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    const developer = params.developer ?? '';
    const announcement = params.announcement ?? '';
    if (developer && announcement) {
      void queryClient.ensureQueryData(announcementQueryOptions(developer, announcement)).catch(() => undefined);
    }
    return null;
  };
}
