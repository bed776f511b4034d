import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { lazyFirstScreen } from '@/lib/lazyFirstScreen';
import { lazyLoader } from '@/lib/routeData';

// The routes' first screens (hydrate fallbacks), once: the prerender loads them all before it renders.
const homeFirstScreen = lazyFirstScreen(() => import('./FirstScreen').then((module) => module.HomeFirstScreen));

const loaders = () => import('./loaders');

/** The home route '/' (spec §2), lazy. The app's route table spreads it: `...homeRoutes(queryClient)`. */
export function homeRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      index: true,
      loader: lazyLoader(loaders, (module) => module.homeLoader(queryClient)),
      // The first load's screen until the page's module is in (and the prerendered HTML's).
      hydrateFallbackElement: homeFirstScreen,
      lazy: async () => ({ Component: (await import('./HomePage')).HomePage }),
    },
  ];
}
