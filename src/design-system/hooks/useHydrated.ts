import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates prerendered HTML (scripts/prerender.mjs) and on the server, true otherwise.
 * What only the browser knows (a cached session, the date, a media query) waits for it, so the first
 * render matches the prerendered markup; React then renders again at once with the browser's state.
 * In an app rendered afresh (no prerendered HTML) it is true from the first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
