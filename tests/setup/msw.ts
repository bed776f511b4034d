/*
 * vitest setup for tests that talk to the mock backend (add to `test.setupFiles` in vite.config.ts, or
 * import it at the top of a test file — it registers its hooks once per file either way):
 * - msw listens before all tests; an unhandled HTTP request is an error (a WebSocket without a ws
 *   handler — or a `ws` client's upgrade request — passes through, for tests of a real socket server);
 * - after each test: handlers (server.use overrides), scenario state and cookies are reset, and the
 *   database is reseeded if the test changed it;
 * - msw stops after all tests.
 * The database is filled lazily by the first mocked request (route() awaits ensureDatabase()).
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { isDatabaseModified, resetDatabase } from '../../mocks/db';
import { server } from '../../mocks/node';
import { resetScenarioState } from '../../mocks/scenarios/state';

const REGISTERED = Symbol.for('orbital.tests.msw-setup');
const registry = globalThis as { [REGISTERED]?: boolean };

/** Deletes every cookie of jsdom's document (the mock session and guest cookies live there). */
export function clearDocumentCookies(): void {
  if (typeof document === 'undefined') return;
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

if (!registry[REGISTERED]) {
  registry[REGISTERED] = true;

  beforeAll(() => {
    server.listen({
      // An HTTP request without a handler fails the request (and prints msw's error). A WebSocket without
      // a ws handler passes through, so tests of a real socket server (ws) keep working.
      onUnhandledFrame({ frame, defaults }) {
        if (frame.protocol !== 'http') return;
        // Node's `ws` client opens its socket with an HTTP upgrade request: let it through too.
        const request = (frame.data as { request?: Request }).request;
        if (request?.headers.get('upgrade')?.toLowerCase() === 'websocket') return;
        defaults.error();
        throw new Error('Unhandled request in a test: add a handler in mocks/handlers or server.use() one in the test.');
      },
    });
  });

  afterEach(async () => {
    server.resetHandlers();
    resetScenarioState();
    clearDocumentCookies();
    if (isDatabaseModified()) await resetDatabase();
  });

  afterAll(() => {
    server.close();
    registry[REGISTERED] = false;
  });
}

export { server };
