import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { primaryErrorView } from '@/lib/errors';
import { legalPageQueryOptions } from './api/getLegalPage';

// A chunk of its own, imported on first use by routes.tsx (lazyLoader, src/lib/routeData.ts): the
// startup path of every page carries none of this code (ADR 0008 › Route loaders).

/**
 * Prefetches the legal page before it renders (guide §2.7). Awaited, so an unknown page (the server's
 * 404) and the other status-screen failures (401/403/419/real 503, and 500: the page has no error
 * state) are thrown to the route's error boundary; a network failure resolves and the page shows the
 * network message inline with a retry (guide §2.10).
 */
export function legalLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    try {
      await queryClient.ensureQueryData(legalPageQueryOptions(params.page ?? ''));
    } catch (error) {
      if (primaryErrorView(error).kind === 'screen') throw error;
    }
    return null;
  };
}
