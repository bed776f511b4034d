import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterContextProvider, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createQueryClient } from '@/api/queryClient';
import { queryClientContext } from '@/lib/routeData';
import { ToastProvider } from '@/design-system/components/Toast';
import { DesignSystemProvider } from '@/design-system/theme/ThemeProvider';
import { ensureDatabase } from '../../../mocks/db';
import { resetScenarioState } from '../../../mocks/scenarios/state';
import { server } from '../../setup/msw';

/*
 * What the page tests (a feature's routes rendered against the mock backend in jsdom) share. Import
 * '../setup/msw' first in the test file, as every test using the mock does.
 */

/**
 * Per file: generous timeouts (the first render of a whole page in jsdom can take seconds), the mock
 * database seeded and the lazy page modules loaded once before the first test, and the scenario reset
 * after each test.
 */
export function setUpPageTests({ modules, asyncTimeout = 5000, testTimeout = 20_000 }: {
  /** Imports the lazy page modules, so the first test does not pay for them. */
  modules: () => Promise<unknown>;
  asyncTimeout?: number;
  testTimeout?: number;
}) {
  configure({ asyncUtilTimeout: asyncTimeout });
  vi.setConfig({ testTimeout });
  beforeAll(async () => {
    await ensureDatabase();
    await modules();
  }, 30_000);
  afterEach(() => {
    resetScenarioState();
  });
}

/** Records the URL of every request whose path `matches`, cleared before each test. */
export function recordRequests(matches: (pathname: string) => boolean): { readonly calls: URL[]; last: () => URLSearchParams | undefined } {
  const calls: URL[] = [];
  const onRequest = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (matches(url.pathname)) calls.push(url);
  };
  beforeEach(() => {
    calls.length = 0;
    server.events.on('request:start', onRequest);
  });
  afterEach(() => {
    server.events.removeListener('request:start', onRequest);
  });
  return { calls, last: () => calls.at(-1)?.searchParams };
}

/** A promise the test resolves when it wants. */
export function gate() {
  const out: { promise: Promise<void>; resolve: () => void } = { promise: Promise.resolve(), resolve: () => {} };
  out.promise = new Promise<void>((resolve) => {
    out.resolve = resolve;
  });
  return out;
}

/**
 * Renders `routes` (built with this render's fresh QueryClient) in a memory router at `url`, inside the
 * design system (and toasts with `toasts: true`). `retry: false` turns query retries off.
 */
export function renderRoutes(
  routes: (queryClient: QueryClient) => RouteObject[],
  url: string,
  { toasts = false, retry = true, routerContext = false }: { toasts?: boolean; retry?: boolean; routerContext?: boolean } = {},
) {
  const queryClient = createQueryClient({ retryDelay: 0 });
  if (!retry) queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  // `routerContext`: loaders that read the QueryClient from the router's context get it, as in the app
  // (src/app/router.tsx). Opt-in: a router with a context runs its loaders as the app's does, and the
  // pages written before it are tested without one.
  const router = createMemoryRouter(routes(queryClient), {
    initialEntries: [url],
    ...(routerContext ? { getContext: () => new RouterContextProvider(new Map([[queryClientContext, queryClient]])) } : {}),
  });
  const user = userEvent.setup();
  const app: ReactNode = <RouterProvider router={router} />;
  render(
    <DesignSystemProvider>
      <QueryClientProvider client={queryClient}>{toasts ? <ToastProvider>{app}</ToastProvider> : app}</QueryClientProvider>
    </DesignSystemProvider>,
  );
  return { router, user, queryClient };
}

/** The router's current path and query. */
export const locationOf = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;
