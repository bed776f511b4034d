import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, matchRoutes, RouterContextProvider } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { createQueryClient } from '@/api/queryClient';
import { config } from '@/config';
import { earlyQueryOf, type EarlyQuery } from '@/lib/earlyQuery';
import { preloadFirstScreens as preloadScreens } from '@/lib/lazyFirstScreen';
import { preloadIcons } from '@/design-system/icons/Icon';
import { queryClientContext } from '@/lib/routeData';
import { App } from './App';
import { createRoutes } from './routes';

/** The app's route table in a memory router at `url`, with `queryClient` in the router context for loaders. */
function memoryRouterAt(url: string, queryClient: QueryClient) {
  return createMemoryRouter(createRoutes(queryClient), {
    initialEntries: [url],
    getContext: () => new RouterContextProvider(new Map([[queryClientContext, queryClient]])),
  });
}

export interface PrerenderedRoute {
  /** The markup of #root: the shell and the page's skeleton, as the browser's first render draws them. */
  html: string;
  /** styled-components' <style> tags for that markup (the critical CSS), for the document's <head>. */
  styles: string;
}

/**
 * Loads the routes' first screens and the shell's lazily hydrated parts (src/lib/lazyFirstScreen.tsx) and
 * the icons' second half (Icon.tsx), all lazy in the browser: call before `prerender`, which then draws
 * them at once.
 */
export async function preloadFirstScreens(): Promise<void> {
  await Promise.all([preloadScreens(), preloadIcons()]);
}

/**
 * Build-time prerendering (issue 14): the app at `url` as its first render in the browser shows it —
 * the router not yet initialised, so the shell with the page's hydrate fallback (the skeleton) — with
 * the styles it uses. scripts/prerender.mjs writes it into each route's HTML; bootstrap.tsx hydrates it.
 * Nothing here waits for data: the page's loader runs in the browser, as without prerendering.
 */
export function prerender(url: string): PrerenderedRoute {
  const queryClient = createQueryClient();
  // A memory router starts where the browser's does: uninitialised until its lazy routes and loaders
  // settle, which a synchronous render never waits for.
  const router = memoryRouterAt(url, queryClient);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <App queryClient={queryClient} router={router} />
        </StrictMode>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
    router.dispose();
    queryClient.clear();
  }
}

/**
 * The API requests the app makes as soon as it starts at `url`: what the route's loaders fetch, recorded
 * by a fetch that never answers. scripts/prerender.mjs preloads them from the route's HTML, so the data
 * is on its way with the page rather than after the bundle (issue 14).
 */
export async function routeDataRequests(url: string): Promise<string[]> {
  const requested: string[] = [];
  const realFetch = globalThis.fetch;
  // Requests still on their way from earlier routers (their loaders start a few ticks late) go nowhere.
  globalThis.fetch = never as typeof fetch;
  await settle();
  globalThis.fetch = ((input: RequestInfo | URL) => {
    requested.push(input instanceof Request ? input.url : String(input));
    return never();
  }) as typeof fetch;
  const queryClient = createQueryClient();
  const router = memoryRouterAt(url, queryClient);
  try {
    await settle();
    return requested;
  } finally {
    router.dispose();
    queryClient.clear();
    await settle();
    globalThis.fetch = realFetch;
  }
}

/** A response that never comes. */
function never() {
  return new Promise<Response>(() => undefined);
}

/** The loaders start once a router has initialised: a few ticks (lazy route modules are local). */
function settle() {
  return new Promise((resolve) => setTimeout(resolve, 50));
}

/** The early query the route at `url` declares (`handle.earlyQuery`, src/lib/earlyQuery.ts), if any. */
export function routeEarlyQuery(url: string): EarlyQuery | undefined {
  const matches = matchRoutes(createRoutes(createQueryClient()), url) ?? [];
  return matches.map((match) => earlyQueryOf(match.route.handle)).findLast((early) => early !== undefined);
}

/**
 * What the early-data script needs to start the game page's SDK relay as the page would (ADR 0012 › The
 * early relay): the product name of the handshake, and the API's sdk.user URL as the app's client builds
 * it, with the game's slug as the hole {game}.
 */
export function earlyRelayOptions(): { productName: string; user: string } {
  return { productName: config.productName, user: api().url(endpoints['sdk.user'].path.replace(':game', '{game}')) };
}
