import type { RouteObject } from 'react-router';
import { lazyFirstScreen } from '@/lib/lazyFirstScreen';

// The shop's first screen (the route's hydrate fallback), once: the prerender loads it before it renders.
const marketFirstScreen = lazyFirstScreen(() => import('./FirstScreen').then((module) => module.MarketFirstScreen));

/** /market and its pages (spec §2): one lazy route; the module picks the page (marketRoute.tsx). */
export const marketRoutes: RouteObject[] = [
  {
    path: 'market/*',
    hydrateFallbackElement: marketFirstScreen,
    lazy: async () => import('./marketRoute').then((m) => ({ loader: m.marketLoader, Component: m.MarketPage })),
  },
];
