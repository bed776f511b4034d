import type { QueryClient } from '@tanstack/react-query';
import { homeQueryOptions } from './api/getHome';

// A chunk of its own, imported on first use by routes.tsx (lazyLoader, src/lib/routeData.ts): the
// startup path of every page carries none of this code (ADR 0008 › Route loaders).

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
