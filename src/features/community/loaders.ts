import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { profileQueryOptions } from './api/getProfile';

// A chunk of its own, imported on first use by routes.tsx (lazyLoader, src/lib/routeData.ts): the startup
// path of every page carries none of this code (ADR 0008 › Route loaders).

/**
 * Starts the profile's request before the page renders (guide §2.7). Not awaited: the page shows its
 * skeleton at once and its useQuery joins the same request; failures are the page's to show.
 */
export function profileLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    const user = params.user ?? '';
    if (user) void queryClient.ensureQueryData(profileQueryOptions(user)).catch(() => undefined);
    return null;
  };
}
