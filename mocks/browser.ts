/*
 * The mock backend in the browser (demo mode): the same handlers as vitest, Storybook and the HTTP mock
 * server, behind msw's service worker, plus the realtime mock (msw's WebSocket interception speaking the
 * Pusher protocol). Only the demo entry (mocks/demo/main.tsx) starts it, after it has applied the
 * sandbox's config overrides, so realtimeHandlers() picks up the final realtime config.
 */
import { http, passthrough } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { config } from '@/config';
import { createDatabase, followOtherTab, SNAPSHOT_REVISION_KEY, type DatabaseSource } from './db';
import { handlers } from './handlers';
import { realtimeHandlers } from './realtime/msw';
import { relayRealtimeAcrossTabs } from './realtime/tabs';
import { unhandledVerdict } from './sandbox/unhandled';

export interface StartMockWorkerOptions {
  /** Keep the database in localStorage between page loads (the demo). Default true. */
  persist?: boolean;
  /** Log every mocked request in the console. Default false (the sandbox panel is the demo's readout). */
  verbose?: boolean;
}

export interface MockWorker {
  worker: SetupWorker;
  /** Where the database came from: the seed, or what this browser kept from earlier visits. */
  source: DatabaseSource;
}

let started: Promise<MockWorker> | null = null;

/**
 * Every tab runs its own copy of the mock backend, filled from the shared snapshot in localStorage.
 * When another tab saves a change (a login, a purchase, a persona), this tab reloads the snapshot, so
 * the tabs agree on sessions and data: logging out in one tab logs the others out, as with a real API.
 */
function followOtherTabs(): void {
  window.addEventListener('storage', (event) => {
    // The revision is written after the snapshot: its event is the one that finds both in place.
    if (event.key !== SNAPSHOT_REVISION_KEY || event.newValue === null) return;
    followOtherTab();
  });
}

/**
 * First in line: every request that is not an API call (the app's scripts, styles, fonts, images) goes to
 * the network here. Otherwise msw compares it with each handler in turn, reading the page's cookies for
 * every one: about 0.3 s of a first page load's main thread in the demo, for nothing.
 */
const notTheApi = http.all(
  ({ request }) => unhandledVerdict(request.url, config.apiBaseUrl) === 'bypass',
  () => passthrough(),
);

/** The request of an http frame (msw 3's unhandled-frame callback), or null for other frames. */
function requestOf(frame: { protocol: string; data: unknown }): Request | null {
  if (frame.protocol !== 'http' || typeof frame.data !== 'object' || frame.data === null) return null;
  const request: unknown = (frame.data as { request?: unknown }).request;
  return request instanceof Request ? request : null;
}

/**
 * Fills the demo database (from the browser's snapshot when there is one) and starts the service worker
 * with every handler. Anything that is not an API call (the app's scripts, styles, fonts, images, the
 * games host) goes to the network untouched; an API call without a handler is warned about. Resolves
 * once requests are intercepted. Idempotent.
 */
export function startMockWorker(options: StartMockWorkerOptions = {}): Promise<MockWorker> {
  started ??= (async () => {
    const source = await createDatabase({ persist: options.persist ?? true });
    const worker = setupWorker(notTheApi, ...handlers, ...realtimeHandlers());
    await worker.start({
      serviceWorker: { url: '/mockServiceWorker.js' },
      quiet: !options.verbose,
      onUnhandledFrame: ({ frame, defaults }) => {
        const request = requestOf(frame);
        if (request === null) {
          // A WebSocket nothing mocks: the demo opens none but the realtime one, so say so.
          defaults.warn();
          return;
        }
        if (unhandledVerdict(request.url, config.apiBaseUrl) === 'warn') defaults.warn();
      },
    });
    if (options.persist ?? true) {
      followOtherTabs();
      relayRealtimeAcrossTabs();
    }
    return { worker, source };
  })();
  return started;
}
