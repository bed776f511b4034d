import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '@/app/routes';
import { ROUTES } from '../quality/routes';

/*
 * The quality gates are driven by the route table (issue 6). This test keeps the gates' registry
 * (tests/quality/routes.ts) and the app's table (src/app/routes.tsx) in step: a route added to the table
 * fails here until it declares its sample URL, heading, parameters and error/loading states — after
 * which the axe gate, the route fuzzer and the scenario gate cover it with no change to them.
 */

/**
 * Every routable pattern of the table: nested paths joined, index routes at their parent, pathless
 * routes transparent; a layout route (with children) is not a pattern of its own.
 */
function flattenPatterns(routes: readonly RouteObject[], parent = ''): string[] {
  const out: string[] = [];
  for (const route of routes) {
    const path = route.path === undefined ? parent : joinPath(parent, route.path);
    if (route.children?.length) out.push(...flattenPatterns(route.children, path));
    else if (route.index === true || route.path !== undefined) out.push(path === '' ? '/' : path);
  }
  return out;
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  const base = parent.endsWith('/') ? parent.slice(0, -1) : parent;
  return `${base}/${path}`;
}

const table = flattenPatterns(createRoutes(new QueryClient()));

describe('the route table and the quality registry', () => {
  it('flattens the table into leading-slash patterns', () => {
    expect(table).toContain('/');
    expect(table).toContain('/*');
    for (const pattern of table) expect(pattern).toMatch(/^\//);
  });

  it('has a registry entry for every pattern of the table (a new page declares itself in tests/quality/routes.ts)', () => {
    const declared = new Set(ROUTES.map((route) => route.pattern));
    const missing = [...new Set(table)].filter((pattern) => !declared.has(pattern));
    expect(missing.map((pattern) => `${pattern}: routed by src/app/routes.tsx, no entry in tests/quality/routes.ts`)).toEqual([]);
  });

  it('has no entry for a pattern the table no longer routes', () => {
    const routed = new Set(table);
    const stale = ROUTES.map((route) => route.pattern).filter((pattern) => !routed.has(pattern));
    expect(stale.map((pattern) => `${pattern}: in tests/quality/routes.ts, not routed by src/app/routes.tsx`)).toEqual([]);
  });

  it('declares each pattern once', () => {
    const patterns = ROUTES.map((route) => route.pattern);
    expect(patterns.filter((pattern, i) => patterns.indexOf(pattern) !== i)).toEqual([]);
  });

  it("gives each entry a sample URL that matches its pattern and params for each of the pattern's segments", () => {
    const problems: string[] = [];
    for (const route of ROUTES) {
      const names = [...route.pattern.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] ?? '');
      const declared = Object.keys(route.params).toSorted().join(',');
      if (declared !== names.toSorted().join(',')) problems.push(`${route.pattern}: params {${declared}} for segments {${names.join(',')}}`);
      for (const name of names) if (!route.params[name]?.length) problems.push(`${route.pattern}: no valid value for :${name}`);
      if (route.kind === 'catch-all') continue;
      // A splat ('/market/*') takes zero or more segments: the router matches '/market' itself too.
      const source = route.pattern
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/:[A-Za-z_]+/g, '[^/?]+')
        .replace(/\/\*$/, '(?:/[^?]*)?');
      if (!new RegExp(`^${source}(\\?.*)?$`).test(route.sample)) problems.push(`${route.pattern}: sample ${route.sample} does not match`);
    }
    expect(problems).toEqual([]);
  });
});
