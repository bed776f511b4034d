import { createQueryClient } from '@/api/queryClient';
import type { QueryClient } from '@tanstack/react-query';
import { config } from '@/config';
import { preloadIcons } from '@/design-system/icons/Icon';
import { afterFirstScreen } from '@/lib/afterFirstScreen';
import { onMutationError, onQueryError } from '@/lib/errors/globalHandlers';
import { expectFirstScreen, firstScreenHydrated } from '@/lib/lazyFirstScreen';
import { nextTask } from '@/lib/nextTask';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { createAppRouter, holdLazyRoutesUntilHydrated, type AppRouter } from './router';
import { browserMaintenanceGate } from './maintenanceGate';
import { installPreloadErrorHandler } from './preloadError';
import { reportRecoverableError } from './recoverableError';

const FIRST_SCREEN_WAIT_MS = 3000;

/**
 * Renders the app into #root. Both entries (production and demo) end here, after the demo entry has
 * applied the sandbox through the app's seams.
 *
 * 1. The maintenance gate (Decision 4): with the gate on and no bypass cookie, nothing renders — the
 *    one deliberate blank page. `?bypass=<key>` sets the cookie and leaves the address bar.
 * 2. Stale deployments: `vite:preloadError` → one guarded reload, then the 500 screen.
 * 3. The QueryClient with the global handler for errors no page handles ('Error' toast, debug values
 *    to analytics; src/lib/errors/globalHandlers.ts), and the router, started at once.
 * 4. A prerendered route's markup is hydrated (in a transition), anything else rendered afresh.
 */
export function bootstrap() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Orbital cannot start: the page has no #root element.');
  const gate = browserMaintenanceGate(config.maintenance);
  if (!gate.open) {
    document.body.dataset.maintenance = 'gated';
    container.replaceChildren(); // a prerendered shell too: the gate's page is blank
    return;
  }
  installPreloadErrorHandler();
  const queryClient = createQueryClient({ onQueryError, onMutationError });
  // The router starts before React does: its loaders request the route's data and its lazy page module
  // while the app renders, instead of after the first render. On a prerendered page it takes the page's
  // module only once React has hydrated (router.tsx), or the first render would not match the HTML.
  const prerendered = container.firstElementChild !== null;
  const hold = prerendered ? holdLazyRoutesUntilHydrated() : () => undefined;
  if (prerendered) expectFirstScreen(container.querySelector('main'));
  // Its first screen too, which hydrates once its own module is in (src/lib/lazyFirstScreen.tsx); at most
  // FIRST_SCREEN_WAIT_MS, should that module never come.
  const release = () => void Promise.race([firstScreenHydrated(), new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]).then(hold);
  const router = createAppRouter(queryClient);
  // The router's start and React's are tasks of their own (ADR 0008 › Start-up in short tasks).
  void nextTask().then(() => render(container, prerendered, queryClient, router, release));
}

function render(container: HTMLElement, prerendered: boolean, queryClient: QueryClient, router: AppRouter, release: () => void) {
  const app = (
    <StrictMode>
      <Hydrated onHydrated={release} />
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  // A prerendered route (scripts/prerender.mjs) already shows the shell and the page's skeleton: take it
  // over. A mismatch is a bug (React then redraws the root, and reports it: a page error the e2e suites fail on).
  // Hydrating in a transition lets React yield to the browser between components (input, paint) instead
  // of one long task: the player already sees the prerendered screen.
  if (prerendered) {
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
    });
  } else {
    createRoot(container, { onRecoverableError: reportRecoverableError }).render(app);
  }
  // The icons the shell does not draw (ADR 0008 › Icons), so the next page rarely waits for one.
  void afterFirstScreen().then(preloadIcons);
}

/** Calls `onHydrated` once the first render has committed (for a prerendered page: once it has hydrated). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}
