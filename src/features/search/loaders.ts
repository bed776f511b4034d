import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { searchQueryOptions } from './api/getSearch';
import { readSearchParams, toApiQuery } from './params';

// A chunk of its own, imported on first use by routes.tsx (lazyLoader, src/lib/routeData.ts): the
// startup path of every page carries none of this code (ADR 0008 › Route loaders).

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
