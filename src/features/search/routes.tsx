import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { searchQueryOptions } from './api/getSearch';
import { readSearchParams, toApiQuery } from './params';

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
      lazy: async () => ({ Component: (await import('./SearchPage')).SearchPage }),
    },
  ];
}
