import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterContextProvider, type RouteObject } from 'react-router';
import { queryClientContext } from '@/lib/routeData';
import { createRoutes } from './routes';

/** Resolved when the app has hydrated a prerendered page; null when nothing is held. */
let lazyRoutesHeld: Promise<void> | null = null;

/**
 * Holds back the app router's lazy routes until `release()` (called once the prerendered page has
 * hydrated). The router starts before React, so that the route's module and data are requested at once;
 * but a router that finished loading them before React had hydrated its markup would render the page
 * where the HTML holds the page's skeleton (the hydrate fallback), a hydration mismatch. Held, the modules
 * still load; the router only takes them after hydration.
 */
export function holdLazyRoutesUntilHydrated(): () => void {
  let release: (() => void) | undefined;
  lazyRoutesHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  return () => release?.();
}

function withHeldLazyRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withHeldLazyRoutes(route.children) : undefined;
    const { lazy } = route;
    const held = { ...route, ...(children ? { children } : {}) } as RouteObject;
    if (typeof lazy !== 'function') return held;
    return {
      ...held,
      lazy: async () => {
        const loading = lazy();
        // The router handles a failure once it takes the result; until then it is not unhandled.
        loading.catch(() => undefined);
        await lazyRoutesHeld;
        return loading;
      },
    } as RouteObject;
  });
}

/** The app's router: the route table, with the QueryClient in the router context for loaders. */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(withHeldLazyRoutes(createRoutes(queryClient)), {
    getContext: () => new RouterContextProvider(new Map([[queryClientContext, queryClient]])),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
