import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { searchQueryOptions } from './api/getSearch';
import { readSearchParams, SEARCH_EARLY_QUERY, toApiQuery } from './params';
import { lazyFirstScreen } from '@/lib/lazyFirstScreen';

// The page's first screen (its hydrate fallback), once: the prerender loads it before it renders.
const searchFirstScreen = lazyFirstScreen(() => import('./FirstScreen').then((module) => module.SearchFirstScreen));

/**
 * Starts the search for the URL before the page renders (guide §2.7). Not awaited: the page shows its
 * own skeletons at once (and keeps the refine controls usable) instead of holding the navigation; its
 * useQuery joins the same request. Failures are the page's to show, so the prefetch swallows them.
 */
export function searchLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const query = toApiQuery(readSearchParams(new URL(request.url).searchParams));
    if (query) void queryClient.ensureQueryData(searchQueryOptions(query)).catch(() => undefined);
    return null;
  };
}

/** The /search route (spec §2), lazy. The app's route table spreads it: `...searchRoutes(queryClient)`. */
export function searchRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'search',
      loader: searchLoader(queryClient),
      // The address a prerendered page can request before the app: `?query=…` alone or with the default sections.
      handle: { earlyQuery: SEARCH_EARLY_QUERY },
      // The first load's screen until the page's module is in (and the prerendered HTML's).
      hydrateFallbackElement: searchFirstScreen,
      lazy: async () => ({ Component: (await import('./SearchPage')).SearchPage }),
    },
  ];
}
