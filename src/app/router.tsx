import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterContextProvider } from 'react-router';
import { queryClientContext } from '@/lib/routeData';
import { createRoutes } from './routes';

/** The app's router: the route table, with the QueryClient in the router context for loaders. */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient), {
    getContext: () => new RouterContextProvider(new Map([[queryClientContext, queryClient]])),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
