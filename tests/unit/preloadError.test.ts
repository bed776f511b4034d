import { describe, expect, it, vi } from 'vitest';
import { handlePreloadError, installPreloadErrorHandler, PRELOAD_RELOAD_KEY, PRELOAD_RELOAD_WINDOW_MS } from '../../src/app/preloadError';

function preloadEvent(payload: unknown) {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload?: unknown };
  event.payload = payload;
  return event;
}

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('vite:preloadError (stale deployments)', () => {
  it('reloads once: records the time, cancels the re-throw', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const event = preloadEvent(new Error('Unable to preload CSS for /assets/page.css'));
    expect(handlePreloadError(event, { storage, reload, now: () => 1_000 })).toBe('reload');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    expect(storage.data.get(PRELOAD_RELOAD_KEY)).toBe('1000');
  });

  it('does not loop: a second failure soon after the reload is re-thrown (the 500 screen shows)', () => {
    const storage = memoryStorage({ [PRELOAD_RELOAD_KEY]: '1000' });
    const reload = vi.fn();
    const log = vi.fn();
    const event = preloadEvent(new Error('Unable to preload CSS for /assets/page.css'));
    expect(handlePreloadError(event, { storage, reload, now: () => 1_000 + PRELOAD_RELOAD_WINDOW_MS - 1, log })).toBe('rethrow');
    expect(reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
    expect(log.mock.calls[0]?.[0]).toContain('Unable to preload CSS');
  });

  it('reloads again for a later release, once the window has passed', () => {
    const storage = memoryStorage({ [PRELOAD_RELOAD_KEY]: '1000' });
    const reload = vi.fn();
    expect(handlePreloadError(preloadEvent(new TypeError('Failed to fetch dynamically imported module')), { storage, reload, now: () => 1_000 + PRELOAD_RELOAD_WINDOW_MS })).toBe('reload');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads when it cannot remember having reloaded (no storage, or storage refusing writes)', () => {
    const reload = vi.fn();
    expect(handlePreloadError(preloadEvent(new Error('x')), { storage: null, reload, now: () => 0 })).toBe('rethrow');
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(handlePreloadError(preloadEvent(new Error('x')), { storage: full, reload, now: () => 0 })).toBe('rethrow');
    expect(reload).not.toHaveBeenCalled();
  });

  it('treats a garbled or future timestamp as no record', () => {
    const reload = vi.fn();
    expect(handlePreloadError(preloadEvent(new Error('x')), { storage: memoryStorage({ [PRELOAD_RELOAD_KEY]: 'nope' }), reload, now: () => 5 })).toBe('reload');
    expect(handlePreloadError(preloadEvent(new Error('x')), { storage: memoryStorage({ [PRELOAD_RELOAD_KEY]: '99999999' }), reload, now: () => 5 })).toBe('reload');
  });

  it('listens on window for the event Vite dispatches', () => {
    const reload = vi.fn();
    const uninstall = installPreloadErrorHandler({ storage: memoryStorage(), reload, now: () => 1, log: () => {} });
    const event = preloadEvent(new Error('Unable to preload CSS for /assets/a.css'));
    window.dispatchEvent(event);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    uninstall();
    window.dispatchEvent(preloadEvent(new Error('again')));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
