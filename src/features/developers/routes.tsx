import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { lazyFirstScreen } from '@/lib/lazyFirstScreen';
import { lazyLoader } from '@/lib/routeData';

// The routes' first screens (hydrate fallbacks), once: the prerender loads them all before it renders.
const developerFirstScreen = lazyFirstScreen(() => import('./FirstScreen').then((module) => module.DeveloperFirstScreen));

const loaders = () => import('./loaders');

/**
 * The developer pages (spec §2): the profile, its announcements list and one announcement, lazy;
 * children of the root layout. The app's route table spreads them: `...developerRoutes(queryClient)`.
 */
export function developerRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'arcade/games/developer/:developer',
      loader: lazyLoader(loaders, (module) => module.developerLoader(queryClient)),
      // The first load's screen until the page's module is in (and the prerendered HTML's).
      hydrateFallbackElement: developerFirstScreen,
      lazy: async () => ({ Component: (await import('./DeveloperPage')).DeveloperPage }),
    },
    {
      path: 'arcade/games/developer/:developer/announcements',
      loader: lazyLoader(loaders, (module) => module.announcementsLoader(queryClient)),
      lazy: async () => ({ Component: (await import('./AnnouncementsPage')).AnnouncementsPage }),
    },
    {
      path: 'arcade/games/developer/:developer/announcements/:announcement',
      loader: lazyLoader(loaders, (module) => module.announcementLoader(queryClient)),
      lazy: async () => ({ Component: (await import('./AnnouncementPage')).AnnouncementPage }),
    },
  ];
}
