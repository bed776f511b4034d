import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { lazyLoader } from '@/lib/routeData';

const loaders = () => import('./loaders');

/**
 * The community pages (spec §2): only the public profile, /community/user/{user}, lazy; a child of the
 * root layout. The app's route table spreads it: `...communityRoutes(queryClient)`. The side navigation's
 * Community entry stays disabled (spec §1: community is not yet available; this page is reached from
 * search, reviews, messages and the account menu).
 */
export function communityRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'community/user/:user',
      loader: lazyLoader(loaders, (module) => module.profileLoader(queryClient)),
      lazy: async () => ({ Component: (await import('./ProfilePage')).ProfilePage }),
    },
  ];
}
