import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterContextProvider, type LoaderFunction, type RouteObject } from 'react-router';
import { nextTask } from '@/lib/nextTask';
import { queryClientContext } from '@/lib/routeData';
import { createRoutes } from './routes';

/** Resolved when the app has hydrated a prerendered page; null when nothing is held. */
let lazyRoutesHeld: Promise<void> | null = null;
/** A hold is on: the router's first start, on a prerendered page. */
let routerStarting = false;

/**
 * Holds back the app router's lazy routes until `release()` (called once the prerendered page has
 * hydrated). The router starts before React, so that the route's module and data are requested at once;
 * but a router that finished loading them before React had hydrated its markup would render the page
 * where the HTML holds the page's skeleton (the hydrate fallback), a hydration mismatch. Held, the modules
 * still load; the router only takes them after hydration.
 */
export function holdLazyRoutesUntilHydrated(): () => void {
  let release: (() => void) | undefined;
  routerStarting = true;
  lazyRoutesHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  return () => {
    routerStarting = false;
    release?.();
  };
}

/*
 * While a hold is on (the first load of a prerendered page), a route's module and loader start in a task
 * after the router's: its start matches the route table and runs each match's `lazy` and `loader` at once,
 * and their imports (each with its chunks' preload links) made that one task twice as long (ADR 0008 ›
 * The game page's start, task by task). The route's data is already on its way (the early-data script's
 * requests).
 */
const afterRouterStart = () => (routerStarting ? nextTask() : undefined);

/** The route table as the app's router takes it (exported for its tests). */
export function withHeldLazyRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withHeldLazyRoutes(route.children) : undefined;
    const { lazy, loader } = route;
    let held = { ...route, ...(children ? { children } : {}) } as RouteObject;
    if (typeof loader === 'function') {
      const heldLoader: LoaderFunction = async (args, handlerCtx) => {
        await afterRouterStart();
        return loader(args, handlerCtx);
      };
      held = { ...held, loader: heldLoader } as RouteObject;
    }
    if (typeof lazy !== 'function') return held;
    return {
      ...held,
      lazy: async () => {
        await afterRouterStart();
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
