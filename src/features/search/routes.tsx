import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { lazyFirstScreen } from '@/lib/lazyFirstScreen';
import { lazyLoader } from '@/lib/routeData';
import { SEARCH_EARLY_QUERY } from './params';

// The page's first screen (its hydrate fallback), once: the prerender loads it before it renders.
const searchFirstScreen = lazyFirstScreen(() => import('./FirstScreen').then((module) => module.SearchFirstScreen));

const loaders = () => import('./loaders');

/** The /search route (spec §2), lazy. The app's route table spreads it: `...searchRoutes(queryClient)`. */
export function searchRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'search',
      loader: lazyLoader(loaders, (module) => module.searchLoader(queryClient)),
      // The address a prerendered page can request before the app: `?query=…` alone or with the default sections.
      handle: { earlyQuery: SEARCH_EARLY_QUERY },
      // The first load's screen until the page's module is in (and the prerendered HTML's).
      hydrateFallbackElement: searchFirstScreen,
      lazy: async () => ({ Component: (await import('./SearchPage')).SearchPage }),
    },
  ];
}
