/**
 * Stale deployments (issue 4, spec §8): after a new release, a lazily loaded script or stylesheet of
 * the old build may be gone. Vite raises `vite:preloadError` (cancelable, the error in `payload`;
 * unless cancelled the error is re-thrown — for a stylesheet Vite's message is 'Unable to preload CSS
 * for …'). Users expect a reload to fetch the new build, so: one guarded reload (a timestamp in
 * sessionStorage, so it can never loop), and if the error comes back within the guard window, let it
 * be re-thrown: the route's error boundary shows the 500 screen. Never a blank page.
 */

export const PRELOAD_RELOAD_KEY = 'orbital.preloadReloadAt';
/** A second preload error within this window after the reload is not reloaded again. */
export const PRELOAD_RELOAD_WINDOW_MS = 60_000;

export interface PreloadErrorDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  now: () => number;
  log?: (message: string, error: unknown) => void;
}

/** What the handler decided, for tests and logs. */
export type PreloadDecision = 'reload' | 'rethrow';

/** The message of the failure ('Unable to preload CSS for …' for a stylesheet). */
export function preloadErrorMessage(payload: unknown): string {
  if (payload instanceof Error) return payload.message;
  return typeof payload === 'string' ? payload : 'Unable to preload a module';
}

/** Decides and acts on one `vite:preloadError` event. */
export function handlePreloadError(event: Event & { payload?: unknown }, deps: PreloadErrorDeps): PreloadDecision {
  const message = preloadErrorMessage(event.payload);
  let last = Number.NaN;
  try {
    last = Number(deps.storage?.getItem(PRELOAD_RELOAD_KEY) ?? Number.NaN);
  } catch {
    // Storage unavailable: treated as no record, but see below — without storage we never reload.
  }
  const now = deps.now();
  const recentlyReloaded = Number.isFinite(last) && now - last >= 0 && now - last < PRELOAD_RELOAD_WINDOW_MS;
  if (!deps.storage || recentlyReloaded) {
    deps.log?.(`Orbital: ${message} (after a reload): showing the error screen.`, event.payload);
    return 'rethrow';
  }
  try {
    deps.storage.setItem(PRELOAD_RELOAD_KEY, String(now));
  } catch {
    // A reload we cannot record could loop: show the error screen instead.
    deps.log?.(`Orbital: ${message}: cannot record a reload, showing the error screen.`, event.payload);
    return 'rethrow';
  }
  deps.log?.(`Orbital: ${message}: reloading once for the new release.`, event.payload);
  event.preventDefault();
  deps.reload();
  return 'reload';
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Installs the handler on `window` (bootstrap). Returns the uninstall function. */
export function installPreloadErrorHandler(deps: Partial<PreloadErrorDeps> = {}): () => void {
  const full: PreloadErrorDeps = {
    storage: deps.storage === undefined ? sessionStorageOrNull() : deps.storage,
    reload: deps.reload ?? (() => window.location.reload()),
    now: deps.now ?? (() => Date.now()),
    log: deps.log ?? ((message, error) => console.error(message, error)),
  };
  const listener = (event: Event) => {
    handlePreloadError(event as Event & { payload?: unknown }, full);
  };
  window.addEventListener('vite:preloadError', listener);
  return () => window.removeEventListener('vite:preloadError', listener);
}
