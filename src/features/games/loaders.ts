import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { catalogItemQueryOptions } from './api/getCatalogItem';
import { gameDetailsQueryOptions } from './api/getGameDetails';

// The game page's and the catalog item's loaders. A chunk of its own, imported on first use by routes.tsx
// (lazyLoader, src/lib/routeData.ts): the startup path of every page carries none of this code (ADR 0008
// › Route loaders). The list pages' loaders are listLoaders.ts.

/**
 * Starts the game's details for the game page (guide §2.7). Not awaited: the page shows its skeleton at once and
 * its useQuery joins the same request; failures are the page's to show, so the prefetch swallows them.
 */
export function gameLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    void queryClient.ensureQueryData(gameDetailsQueryOptions(params.game ?? '')).catch(() => undefined);
    return null;
  };
}

/** Starts the catalog item for its page (same rules). */
export function catalogItemLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    void queryClient.ensureQueryData(catalogItemQueryOptions(params.game ?? '', params.item ?? '')).catch(() => undefined);
    return null;
  };
}
