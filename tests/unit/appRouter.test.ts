import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/queryClient';
import type { LoaderFunctionArgs } from 'react-router';
import { createAppRouter, holdLazyRoutesUntilHydrated, withHeldLazyRoutes, type AppRouter } from '@/app/router';

/*
 * The app's router starts before React (bootstrap.tsx) but, on a prerendered page, takes its lazy route
 * only once React has hydrated: a router that had loaded the page's module first would make React's
 * first render draw the page where the HTML holds its skeleton (the hydrate fallback) — a hydration
 * mismatch that depended on which came first.
 */

let router: AppRouter | undefined;
afterEach(() => {
  router?.dispose();
  router = undefined;
  window.history.replaceState(null, '', '/');
});

/** Long enough for home's lazy page module to load in this environment. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('createAppRouter', () => {
  it('is uninitialised (the hydrate fallback) until the hold is released, though the module has loaded', async () => {
    window.history.replaceState(null, '', '/');
    const release = holdLazyRoutesUntilHydrated();
    router = createAppRouter(createQueryClient());
    await settle();
    expect(router.state.initialized).toBe(false);

    release();
    await vi.waitFor(() => expect(router?.state.initialized).toBe(true));
    expect(router.state.matches.at(-1)?.route.Component ?? router.state.matches.at(-1)?.route.element).toBeTruthy();
  });

  it('without a hold (a page that was not prerendered) initialises on its own', async () => {
    window.history.replaceState(null, '', '/');
    // A released hold stands for "no prerendered page to wait for".
    holdLazyRoutesUntilHydrated()();
    router = createAppRouter(createQueryClient());
    await vi.waitFor(() => expect(router?.state.initialized).toBe(true));
  });
});

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('withHeldLazyRoutes', () => {
  const args = {} as LoaderFunctionArgs;

  it("starts a route's loader and module after the router's start while a hold is on, at once after it", async () => {
    const release = holdLazyRoutesUntilHydrated();
    const loader = vi.fn(() => 'data');
    const lazy = vi.fn(() => Promise.resolve({}));
    const [route] = withHeldLazyRoutes([{ path: 'x', loader, lazy }]);
    const heldLoader = route?.loader as (a: LoaderFunctionArgs) => Promise<unknown>;
    const loading = heldLoader(args);
    const heldLazy = route?.lazy as () => Promise<unknown>;
    const module = heldLazy();
    await Promise.resolve();
    // Nothing in the router's own task: the imports come in the next one.
    expect(loader).not.toHaveBeenCalled();
    expect(lazy).not.toHaveBeenCalled();
    await nextTask();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(lazy).toHaveBeenCalledTimes(1);
    await expect(loading).resolves.toBe('data');
    release();
    await expect(module).resolves.toEqual({});

    // Released: a later navigation's loader runs at once.
    void heldLoader(args);
    await Promise.resolve();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
