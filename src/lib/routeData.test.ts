import { redirect, type LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../../tests/utils/deferred';
import { lazyLoader } from './routeData';

/* A route loader kept out of the startup path: its module loads on first use (ADR 0008 › Route loaders). */

const args = { request: new Request('http://orbital.test/blog?page=2'), params: { article: 'x' } } as unknown as LoaderFunctionArgs;

describe('lazyLoader', () => {
  it('imports its module on first use, not before, and runs its loader with the route arguments', async () => {
    const loader = vi.fn(() => 'ran');
    const load = vi.fn(async () => ({ loader }));
    const lazy = lazyLoader(load, (module) => module.loader);
    expect(load).not.toHaveBeenCalled();
    await expect(lazy(args, undefined)).resolves.toBe('ran');
    expect(load).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith(args, undefined);
  });

  it('settles only once the module is in (the router waits for it beside the page module)', async () => {
    const module = deferred<{ loader: () => null }>();
    let settled = false;
    void Promise.resolve(lazyLoader(() => module.promise, (m) => m.loader)(args, undefined)).then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    module.resolve({ loader: () => null });
    await vi.waitFor(() => expect(settled).toBe(true));
  });

  it("passes on what its loader throws (a redirect, a status screen's error) and a failed import, as the route's error", async () => {
    const moved = redirect('/elsewhere');
    const throwing = lazyLoader(
      async () => ({
        loader: () => {
          throw moved;
        },
      }),
      (module) => module.loader,
    );
    await expect(throwing(args, undefined)).rejects.toBe(moved);
    const offline = new TypeError('Failed to fetch dynamically imported module');
    await expect(lazyLoader(() => Promise.reject(offline), () => () => null)(args, undefined)).rejects.toBe(offline);
  });
});
