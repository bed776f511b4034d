import type { RouteObject } from 'react-router';

/** /market and its pages (spec §2): one lazy route; the module picks the page (marketRoute.tsx). */
export const marketRoutes: RouteObject[] = [
  { path: 'market/*', lazy: async () => import('./marketRoute').then((m) => ({ loader: m.marketLoader, Component: m.MarketPage })) },
];
