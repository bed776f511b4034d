import { Suspense, lazy, useEffect, type ComponentType, type ReactElement } from 'react';

/*
 * A route's prerendered first screen, loaded on its own (issue 14; ADR 0012 › "The first screens out of
 * the entry"). A hydrate fallback renders while the app hydrates, so a first screen imported by the route
 * table sits in the app's entry chunk, which every route downloads; and a styled component stays in the
 * bundle of every module that imports its file. Lazy, each route downloads only its own (its HTML
 * preloads it with the app, scripts/prerender.mjs › ROUTE_EARLY_MODULES).
 *
 * The prerender loads them all first (`preloadFirstScreens`), so its markup holds the first screen inside
 * the Suspense boundary. In the browser the boundary suspends while its module downloads, and React keeps
 * the prerendered HTML of a boundary that suspends while hydrating (nothing moves, nothing is drawn
 * again), then hydrates it once the module is in.
 */

const preloads = new Set<() => Promise<void>>();

/** Set by the prerender: first screens draw at once (in the browser always through React.lazy, so a
 * first screen never swaps one element type for another, which would draw it again). */
let prerendering = false;

/** While the app hydrates a first screen that waits for its module (expectFirstScreen): settles once it has. */
let hydrating: Promise<void> | null = null;
let hydrated: () => void = () => undefined;

/**
 * Before the app hydrates `main` (the prerendered page's <main>): whether its HTML holds a first screen, a
 * Suspense boundary's markup (`<!--$-->`) right inside it, which hydrates only once its module is in.
 */
export function expectFirstScreen(main: Element | null) {
  const boundary = [...(main?.childNodes ?? [])].some((node) => node.nodeType === Node.COMMENT_NODE && (node as Comment).data === '$');
  if (boundary) {
    hydrating ??= new Promise<void>((resolve) => {
      hydrated = resolve;
    });
  }
}

/**
 * Settles once the first screen `expectFirstScreen` found has hydrated, at once if there is none. The app
 * takes the route's page only then (bootstrap.tsx): a page that replaced a boundary still waiting for its
 * module would drop its HTML without running its cleanups (the game page's early frame, earlyFrame.ts).
 */
export function firstScreenHydrated(): Promise<void> {
  return hydrating ?? Promise.resolve();
}

/** Loads every first screen's module: the prerender renders them at once. */
export function preloadFirstScreens(): Promise<void> {
  prerendering = true;
  return Promise.all([...preloads].map((preload) => preload())).then(() => undefined);
}

/** Draws nothing: a first screen or a part whose module failed to load. */
const Nothing = () => null;

/**
 * A component's module, loaded once, which the prerender's `preloadFirstScreens` loads with every other:
 * `loaded` is the component once it is in, `Nothing` if its module failed to load (the app's own
 * preload-error handling takes it from there), null before.
 */
function preloadedComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let component: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (loaded) => {
        component = loaded;
      },
      () => {
        component = Nothing;
      },
    ));
  preloads.add(preload);
  return {
    preload,
    get loaded() {
      return component;
    },
  };
}

/** The hydrate fallback for a route whose first screen `load` resolves to. */
export function lazyFirstScreen(load: () => Promise<ComponentType>): ReactElement {
  // A first screen that failed to load is no first screen rather than a page error: the route's page
  // replaces it as usual.
  const screen = preloadedComponent(load);

  function Hydrated() {
    useEffect(() => hydrated(), []);
    const Loaded = screen.loaded ?? Nothing;
    return <Loaded />;
  }
  const Lazy = lazy(() => screen.preload().then(() => ({ default: Hydrated })));

  // The prerender (after preloadFirstScreens) draws it at once; the browser through React.lazy.
  function FirstScreen() {
    const Loaded = prerendering ? screen.loaded : null;
    return Loaded ? <Loaded /> : <Lazy />;
  }

  return (
    <Suspense fallback={null}>
      <FirstScreen />
    </Suspense>
  );
}

/**
 * A part of the shell below the first screen (the footer), as a chunk of its own like a first screen: the
 * prerender draws it at once (after preloadFirstScreens); in the browser React keeps its prerendered HTML
 * until its module is in and hydrates it then. Where the app draws the page itself, it draws `fallback`
 * until then (space of the part's size, so nothing moves; nothing for a part below the fold). A module
 * that fails to load leaves the part out rather than failing the shell.
 */
export function lazyHydrated<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactElement | null = null): ComponentType<P> {
  const part = preloadedComponent(load);
  const Lazy = lazy(() => part.preload().then(() => ({ default: part.loaded ?? Nothing })));

  function HydratedPart(props: P) {
    const Loaded = prerendering ? part.loaded : null;
    return <Suspense fallback={fallback}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>;
  }
  return HydratedPart;
}
