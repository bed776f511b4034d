import { HttpHandler, WebSocketHandler, type AnyHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildPath, endpointList, pathParamNames, type Endpoint } from '../src/api/contract';
import { routedEndpoint } from './core/route';
import { handlers } from './handlers';
import { MOCK_CONTROL_PREFIX, mockControlHandlers } from './server';

/*
 * Endpoint ↔ handler coverage, both ways (issue 3: "a test fails when an endpoint has no handler or a
 * handler no endpoint"):
 *  - every endpoint of the contract (src/api/contract.ts) has exactly one handler in `handlers`, built
 *    with route() (which tags it with its endpoint);
 *  - every handler in `handlers` is such a route() handler, except the realtime WebSocket handlers and
 *    the documented mock-only routes under /__mock/ (docs/mock-api.md);
 *  - each endpoint's request really reaches its own handler: the first handler msw would pick for a
 *    sample request of the endpoint is the one tagged with it (an earlier '/x/:id' must not shadow a
 *    later '/x/featured').
 */

const describeHandler = (handler: AnyHandler): string =>
  handler instanceof HttpHandler ? `${String(handler.info.method)} ${String(handler.info.path)}` : handler.constructor.name;

/** Mock-only HTTP routes allowed in `handlers` without a contract endpoint (documented in docs/mock-api.md). */
function isMockOnlyRoute(handler: AnyHandler): boolean {
  return handler instanceof HttpHandler && typeof handler.info.path === 'string' && handler.info.path.replace(/^\*/, '').startsWith(MOCK_CONTROL_PREFIX);
}

const httpHandlers = handlers.filter((h): h is HttpHandler => h instanceof HttpHandler);
const servedBy = new Map<string, HttpHandler[]>();
for (const handler of httpHandlers) {
  const endpoint = routedEndpoint(handler);
  if (endpoint) servedBy.set(endpoint.key, [...(servedBy.get(endpoint.key) ?? []), handler]);
}

/** A request for `endpoint` with sample path parameters that match no literal segment. */
function sampleRequest(endpoint: Endpoint): Request {
  const params = Object.fromEntries(pathParamNames(endpoint.path).map((name) => [name, `sample-${name}`]));
  return new Request(`http://localhost:8787${buildPath(endpoint, params)}`, { method: endpoint.method });
}

describe('mock handlers ↔ API contract', () => {
  it('every contract endpoint has a handler', () => {
    const missing = endpointList.filter((e) => !servedBy.has(e.key)).map((e) => `${e.key} (${e.method} ${e.path})`);
    expect(
      missing,
      `${missing.length} of ${endpointList.length} contract endpoints have no handler in mocks/handlers:\n  ${missing.join('\n  ')}`,
    ).toEqual([]);
  });

  it('no endpoint has more than one handler', () => {
    const twice = [...servedBy].filter(([, list]) => list.length > 1).map(([key, list]) => `${key} ×${list.length}`);
    expect(twice, `endpoints served more than once: ${twice.join(', ')}`).toEqual([]);
  });

  it('every handler serves a contract endpoint (except realtime sockets and the documented mock-only routes)', () => {
    const keys = new Set(endpointList.map((e) => e.key));
    const stray = handlers
      .filter((h) => !(h instanceof WebSocketHandler) && !isMockOnlyRoute(h))
      .filter((h) => {
        const endpoint = routedEndpoint(h);
        return endpoint === undefined || !keys.has(endpoint.key);
      })
      .map(describeHandler);
    expect(stray, `handlers without a contract endpoint (build them with route(endpoints[key], …)):\n  ${stray.join('\n  ')}`).toEqual([]);
  });

  it("each handler's method and path are its endpoint's", () => {
    const wrong = httpHandlers.flatMap((handler) => {
      const endpoint = routedEndpoint(handler);
      if (!endpoint) return [];
      const ok = handler.info.method === endpoint.method && handler.info.path === `*${endpoint.path}`;
      return ok ? [] : [`${endpoint.key}: handler ${describeHandler(handler)} ≠ ${endpoint.method} ${endpoint.path}`];
    });
    expect(wrong).toEqual([]);
  });

  it("each endpoint's request reaches its own handler first (no handler shadows another)", async () => {
    const shadowed: string[] = [];
    for (const endpoint of endpointList) {
      if (!servedBy.has(endpoint.key)) continue; // reported by the first test
      const request = sampleRequest(endpoint);
      let first: HttpHandler | undefined;
      for (const handler of httpHandlers) {
        if (await handler.test({ request: request.clone() })) {
          first = handler;
          break;
        }
      }
      const firstKey = first ? routedEndpoint(first)?.key : undefined;
      if (firstKey !== endpoint.key) {
        shadowed.push(`${endpoint.key} (${request.method} ${new URL(request.url).pathname}) is answered by ${first ? `${firstKey ?? '?'} — ${describeHandler(first)}` : 'no handler'}`);
      }
    }
    expect(shadowed, `requests answered by another endpoint's handler (order literal paths first):\n  ${shadowed.join('\n  ')}`).toEqual([]);
  });

  it('the HTTP mock server adds only mock-only routes under /__mock/, never a contract path', () => {
    const notMockOnly = mockControlHandlers.filter((h) => !isMockOnlyRoute(h)).map(describeHandler);
    expect(notMockOnly).toEqual([]);
    expect(endpointList.filter((e) => e.path.startsWith(MOCK_CONTROL_PREFIX)).map((e) => e.key)).toEqual([]);
  });
});
