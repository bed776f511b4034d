import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { homeQueryOptions } from './api/getHome';
import { lazyFirstScreen } from '@/lib/lazyFirstScreen';

// The routes' first screens (hydrate fallbacks), once: the prerender loads them all before it renders.
const homeFirstScreen = lazyFirstScreen(() => import('./FirstScreen').then((module) => module.HomeFirstScreen));

/**
 * Starts home.index before the page renders (guide §2.7). Not awaited: the page shows its own
 * skeletons at once instead of holding the navigation; its useQuery joins the same request. Failures
 * are the page's to show, so the prefetch swallows them.
 */
export function homeLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.ensureQueryData(homeQueryOptions()).catch(() => undefined);
    return null;
  };
}

/** The home route '/' (spec §2), lazy. The app's route table spreads it: `...homeRoutes(queryClient)`. */
export function homeRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      index: true,
      loader: homeLoader(queryClient),
      // The first load's screen until the page's module is in (and the prerendered HTML's).
      hydrateFallbackElement: homeFirstScreen,
      lazy: async () => ({ Component: (await import('./HomePage')).HomePage }),
    },
  ];
}
