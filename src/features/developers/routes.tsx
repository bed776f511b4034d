import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { announcementQueryOptions } from './api/getAnnouncement';
import { announcementsQueryOptions } from './api/getAnnouncements';
import { developerQueryOptions } from './api/getDeveloper';
import { readPage } from './params';
import { lazyFirstScreen } from '@/lib/lazyFirstScreen';

// The routes' first screens (hydrate fallbacks), once: the prerender loads them all before it renders.
const developerFirstScreen = lazyFirstScreen(() => import('./FirstScreen').then((module) => module.DeveloperFirstScreen));

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

/**
 * The developer pages (spec §2): the profile, its announcements list and one announcement, lazy;
 * children of the root layout. The app's route table spreads them: `...developerRoutes(queryClient)`.
 */
export function developerRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'arcade/games/developer/:developer',
      loader: developerLoader(queryClient),
      // The first load's screen until the page's module is in (and the prerendered HTML's).
      hydrateFallbackElement: developerFirstScreen,
      lazy: async () => ({ Component: (await import('./DeveloperPage')).DeveloperPage }),
    },
    {
      path: 'arcade/games/developer/:developer/announcements',
      loader: announcementsLoader(queryClient),
      lazy: async () => ({ Component: (await import('./AnnouncementsPage')).AnnouncementsPage }),
    },
    {
      path: 'arcade/games/developer/:developer/announcements/:announcement',
      loader: announcementLoader(queryClient),
      lazy: async () => ({ Component: (await import('./AnnouncementPage')).AnnouncementPage }),
    },
  ];
}
