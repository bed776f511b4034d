import { useEffect, useReducer } from 'react';
import { afterFirstScreen } from '@/lib/afterFirstScreen';

/*
 * The on-demand half of a shell widget (a dropdown's panel, the toast cards, the search form): a chunk of
 * its own, off the startup path (issue 14, ADR 0008). The widget's closed state stays in the initial
 * render, so prerendered markup hydrates unchanged; the open state's module loads on first need and is
 * preloaded after the first screen, so a user rarely waits for it.
 */
export interface LazyPart<M> {
  /** The module once it has arrived. */
  readonly loaded: M | undefined;
  /** Starts the download (once; again after a failure) and resolves with the module. */
  load: () => Promise<M>;
  /** Loads it after the first screen (src/lib/afterFirstScreen.ts). */
  preload: () => void;
}

const ignore = () => {
  // Nothing to do: the next need loads it again.
};

export function lazyPart<M>(importer: () => Promise<M>): LazyPart<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  const load = () =>
    (pending ??= importer().then(
      (loaded) => (module = loaded),
      (error: unknown) => {
        // A failed download (offline, a stale deployment: vite:preloadError reloads) is tried again next time.
        pending = undefined;
        throw error;
      },
    ));
  return {
    get loaded() {
      return module;
    },
    load,
    preload: () => void afterFirstScreen().then(load).catch(ignore),
  };
}

/**
 * The part's module, or undefined until it has arrived. While `needed` (the widget is open, a toast is
 * waiting) it loads the part and re-renders when it arrives, so the state that asked for it (a click, a
 * keypress, a raised toast) shows then instead of being lost. Every user preloads it after the first screen.
 */
export function useLazyPart<M>(part: LazyPart<M>, needed: boolean): M | undefined {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const module = part.loaded;
  useEffect(() => {
    if (!needed || module) return;
    part.load().then(arrived, () => {
      // Nothing more to do here; a later need tries again.
    });
  }, [part, needed, module]);
  useEffect(() => part.preload(), [part]);
  return module;
}

/**
 * The part's module once the first screen is done (src/lib/afterFirstScreen.ts), undefined before: for a
 * part that draws nothing at first (a connection, a listener), so the first render, and the prerendered
 * markup it hydrates, are the same without it.
 */
export function useLaterPart<M>(part: LazyPart<M>): M | undefined {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const module = part.loaded;
  useEffect(() => {
    if (module) return;
    let live = true;
    afterFirstScreen()
      .then(part.load)
      .then(
        () => {
          if (live) arrived();
        },
        () => {
          // Offline or a stale deployment: the part stays away until the next page load.
        },
      );
    return () => {
      live = false;
    };
  }, [part, module]);
  return module;
}
