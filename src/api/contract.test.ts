import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  DOMAIN_TITLES,
  buildPath,
  callEndpoint,
  decodeQuery,
  endpointList,
  endpoints,
  matchPath,
  pathParamNames,
  type EndpointData,
  type EndpointInput,
} from './contract';
import { createApiClient } from './client';
import { PATH_PARAM_DESCRIPTIONS, renderApiDocs } from './docs';
import type { GameDetailsResponse, ReviewRequest, SearchQuery } from './schemas';

/** Spec §7, copied from the spec ("..." expanded to the path it abbreviates). */
const SPEC_SECTION_7 = [
  'GET /v1/public/user/auth/status',
  'POST /v1/public/user/auth/login',
  'POST /v1/private/user/auth/logout',
  'POST /v1/public/user/auth/register',
  'POST /v1/public/user/account/validate/email',
  'POST /v1/public/user/account/validate/username',
  'POST /v1/public/user/account/validate/password',
  'POST /v1/public/user/auth/password/send-reset-mail',
  'POST /v1/public/user/auth/password/reset',
  'POST /v1/public/user/auth/social/login',
  'POST /v1/public/user/auth/channel',
  'POST /v1/public/system/redirect/check',
  'GET /v1/public/user/account/unique-username',
  'GET /v1/private/user/account/summary',
  // The spec gives the path but not the method of the deletion-status call: POST is ours.
  'POST /v1/public/user/auth/social/delete/status/meta',
  'GET /v1/public/global/home',
  'GET /v1/public/arcade/game/index',
  'GET /v1/public/arcade/game/{game}/details',
  'GET /v1/public/arcade/game/{game}/catalog/{item}',
  'GET /v1/public/arcade/game/tag/{tag}/games',
  'GET /v1/public/arcade/game/{game}/reviews',
  'GET /v1/public/entity/dev/org/{developer}/details',
  'GET /v1/public/entity/dev/org/{developer}/announcements',
  'GET /v1/public/entity/dev/org/{developer}/announcements/{announcement}',
  'GET /v1/public/user/community/profile/{user}',
  'GET /v1/public/blog/article/index',
  'GET /v1/public/blog/article/{article}/details',
  'GET /v1/public/help/legal/page/{page}',
  'GET /v1/public/market/coins/purchase/offers',
  'GET /v1/public/market/coins/showcase',
  'GET /v1/public/ads/page/serve/{size}',
  'PATCH /v1/public/ads/page/{uuid}/impression',
  'POST /v1/public/help/support/message',
  'PUT /v1/public/user/arcade/game/{slug}/react',
  'PUT /v1/public/user/arcade/game/{slug}/played',
  'PUT /v1/private/user/arcade/gp/history/session/{slug}/start',
  'PUT /v1/private/user/arcade/gp/history/session/{id}/end',
  'POST /v1/private/user/arcade/game/review/{game}/submit',
  'POST /v1/private/user/arcade/game/review/{game}/{uuid}/update',
  'DELETE /v1/private/user/arcade/game/review/{game}/{uuid}/delete',
  'PUT /v1/private/user/arcade/game/review/{game}/{uuid}/react',
  'POST /v1/private/arcade/game/review/{uuid}/response',
  'DELETE /v1/private/arcade/game/review/{uuid}/response',
  'POST /v1/private/user/market/coins/purchase/direct',
  'POST /v1/private/user/market/coins/purchase/by-email',
  'POST /v1/private/user/account/premium/purchase',
];

/** Paths Decision 2 itself fixes. */
const DECISION_2_FIXED = ['GET /v1/public/search'];

const toContract = (line: string) => line.replace(/\{(\w+)\}/g, ':$1');
const signature = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

describe('the contract', () => {
  it('lists every call of spec §7 with its exact path, method and parameter names', () => {
    const listed = new Set(endpointList.map(signature));
    const missing = SPEC_SECTION_7.map(toContract).filter((line) => !listed.has(line));
    expect(missing).toEqual([]);
  });

  it('labels as "spec §7" exactly the calls quoted from §7', () => {
    const quoted = new Set(SPEC_SECTION_7.map(toContract));
    const labelled = endpointList.filter((e) => e.source === 'spec §7').map(signature);
    expect(new Set(labelled)).toEqual(quoted);
  });

  it('uses the paths Decision 2 fixes', () => {
    const listed = new Set(endpointList.map(signature));
    for (const line of DECISION_2_FIXED) expect(listed.has(line)).toBe(true);
  });

  it('has unique keys, each equal to its entry name and shaped <domain>.<name>', () => {
    const keys = endpointList.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [name, endpoint] of Object.entries(endpoints)) {
      expect(endpoint.key).toBe(name);
      expect(name).toMatch(/^[a-z]+\.[a-zA-Z]+$/);
      expect(DOMAIN_TITLES[name.split('.')[0] ?? '']).toBeDefined();
    }
  });

  it('has each method + path once', () => {
    const signatures = endpointList.map(signature);
    const duplicates = signatures.filter((s, i) => signatures.indexOf(s) !== i);
    expect(duplicates).toEqual([]);
  });

  it('has each path template once per method even ignoring parameter names', () => {
    const shapes = endpointList.map((e) => `${e.method} ${e.path.replace(/:\w+/g, ':')}`);
    const duplicates = shapes.filter((s, i) => shapes.indexOf(s) !== i);
    expect(duplicates).toEqual([]);
  });

  it('follows the path conventions', () => {
    const violations: string[] = [];
    for (const e of endpointList) {
      if (!/^\/v1\/(public|private)\/[a-z0-9/:_-]+$/i.test(e.path)) violations.push(`${e.key}: path shape`);
      // Our own paths: /private/ exactly when a session is required.
      if (e.source === 'Decision 2' && e.path.startsWith('/v1/private/') !== (e.auth === 'private')) {
        violations.push(`${e.key}: /private/ iff auth private`);
      }
      if (e.path.startsWith('/v1/private/') && e.auth !== 'private') violations.push(`${e.key}: private path, auth ${e.auth}`);
      if (e.method === 'GET' && e.body !== undefined) violations.push(`${e.key}: GET with a body`);
      if (e.description.length < 6) violations.push(`${e.key}: no description`);
    }
    expect(violations).toEqual([]);
  });

  it('describes every path parameter', () => {
    const names = [...new Set(endpointList.flatMap((e) => pathParamNames(e.path)))];
    expect(names.filter((name) => PATH_PARAM_DESCRIPTIONS[name] === undefined)).toEqual([]);
  });

  it('uses schemas that never transform (so checked and unchecked calls behave the same)', () => {
    const failures: string[] = [];
    for (const e of endpointList) {
      for (const schema of [e.query, e.body, e.response]) {
        if (schema === undefined) continue;
        // toJSONSchema throws on transforms, pipes and other unrepresentable types.
        try {
          z.toJSONSchema(schema, { io: 'output' });
          z.toJSONSchema(schema, { io: 'input' });
        } catch (error) {
          failures.push(`${e.key}: ${String(error)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('only uses scalar query fields (the transport serialises no arrays or objects)', () => {
    const failures: string[] = [];
    for (const e of endpointList) {
      if (!e.query) continue;
      const json = z.toJSONSchema(e.query, { io: 'input' }) as { properties?: Record<string, { type?: string }> };
      for (const [name, prop] of Object.entries(json.properties ?? {})) {
        if (!['string', 'integer', 'number', 'boolean'].includes(prop.type ?? '')) failures.push(`${e.key}.${name}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('buildPath / matchPath', () => {
  it('fills and encodes parameters', () => {
    expect(buildPath(endpoints['games.catalogItem'], { game: 'starfall-arena', item: 'plasma blade/2' })).toBe(
      '/v1/public/arcade/game/starfall-arena/catalog/plasma%20blade%2F2',
    );
    expect(buildPath(endpoints['sessions.end'], { id: 42 })).toBe('/v1/private/user/arcade/gp/history/session/42/end');
    expect(buildPath(endpoints['home.index'], {})).toBe('/v1/public/global/home');
  });

  it('throws on a missing or empty parameter', () => {
    expect(() => buildPath(endpoints['games.details'], {} as { game: string })).toThrow(/Missing path parameter "game"/);
    expect(() => buildPath(endpoints['games.details'], { game: '' })).toThrow(TypeError);
  });

  it('matches what it builds, for every endpoint', () => {
    const mismatches = endpointList.filter((e) => {
      const params = Object.fromEntries(pathParamNames(e.path).map((n) => [n, `v ${n}/é`]));
      const path = buildPath(e as { path: string }, params as never);
      return JSON.stringify(matchPath(e, path)) !== JSON.stringify(params);
    });
    expect(mismatches.map((e) => e.key)).toEqual([]);
  });

  it('rejects other paths (token pages accept only our endpoints)', () => {
    expect(matchPath(endpoints['auth.verifyEmail'], '/v1/public/user/auth/email/verify/12/abc')).toEqual({ id: '12', hash: 'abc' });
    expect(matchPath(endpoints['auth.verifyEmail'], '/v1/public/user/auth/email/verify/12')).toBeNull();
    expect(matchPath(endpoints['auth.verifyEmail'], '/v1/private/user/auth/logout')).toBeNull();
    expect(matchPath(endpoints['newsletter.confirm'], '/v1/public/user/newsletter/subscription/a/b/confirm')).toBeNull();
    expect(matchPath(endpoints['auth.socialFinalize'], '/v1/public/user/auth/social/finalize/google/%E0%A4%A')).toBeNull();
  });
});

describe('decodeQuery (mocks)', () => {
  it('reads 1/0 booleans and numbers back', () => {
    const result = decodeQuery(endpoints['search.index'], new URLSearchParams('query=neon&games=1&users=0&ignored=x'));
    expect(result.success && result.data).toEqual({ query: 'neon', games: true, users: false });
    const index = decodeQuery(endpoints['games.index'], new URLSearchParams('sort=popular&page=2&minRating=4&recentlyUpdated=1'));
    expect(index.success && index.data).toEqual({ sort: 'popular', page: 2, minRating: 4, recentlyUpdated: true });
  });

  it('fails on invalid values', () => {
    expect(decodeQuery(endpoints['games.index'], new URLSearchParams('page=abc')).success).toBe(false);
    expect(decodeQuery(endpoints['search.index'], new URLSearchParams('query=ab')).success).toBe(false);
  });
});

describe('types', () => {
  it('types inputs and data from the schemas', () => {
    expectTypeOf<EndpointData<(typeof endpoints)['games.details']>>().toEqualTypeOf<GameDetailsResponse>();
    expectTypeOf<EndpointInput<(typeof endpoints)['games.details']>['params']>().toEqualTypeOf<{ game: string | number }>();
    expectTypeOf<EndpointInput<(typeof endpoints)['reviews.submit']>['body']>().toEqualTypeOf<ReviewRequest>();
    expectTypeOf<EndpointInput<(typeof endpoints)['search.index']>['query']>().toEqualTypeOf<SearchQuery>();
    expectTypeOf<EndpointData<(typeof endpoints)['auth.logout']>>().toEqualTypeOf<null>();
  });

  it('makes callEndpoint require what the endpoint needs (compile-time)', () => {
    const api = createApiClient({ baseUrl: '' });
    // Never called: tsc checks the calls, the @ts-expect-error lines fail the typecheck if they compile.
    const calls = () => [
      // @ts-expect-error: params are required for a path with parameters
      callEndpoint(api, endpoints['games.details']),
      // @ts-expect-error: the body must match the schema
      callEndpoint(api, endpoints['reviews.submit'], { params: { game: 'x' }, body: { body: 1, rating: 5 } }),
      // @ts-expect-error: search needs its query
      callEndpoint(api, endpoints['search.index']),
      // @ts-expect-error: unknown sort value
      callEndpoint(api, endpoints['games.index'], { query: { sort: 'newest' } }),
      callEndpoint(api, endpoints['account.summary']),
      callEndpoint(api, endpoints['games.index']),
      callEndpoint(api, endpoints['games.index'], { query: { sort: 'popular', page: 2 } }),
    ];
    expect(typeof calls).toBe('function');
  });
});

describe('docs/api.md', () => {
  it('is up to date with the contract (run `node scripts/gen-api-docs.mjs`)', () => {
    // vitest runs from the project root (jsdom gives import.meta.url a non-file scheme).
    const file = resolve(process.cwd(), 'docs/api.md');
    const committed = readFileSync(file, 'utf8');
    expect(committed === renderApiDocs(), 'docs/api.md is stale: run `node scripts/gen-api-docs.mjs`').toBe(true);
  });

  it('documents every endpoint and the §8 network error', () => {
    const md = renderApiDocs();
    for (const e of endpointList) {
      expect(md).toContain(`### ${e.key}\n`);
      expect(md).toContain(`\`${e.method} ${e.path}\``);
    }
    expect(md).toContain('"debug": "err_network"');
    expect(md).toContain('A network error has occurred. Please check your connection and try again.');
  });
});
