import type { RouteObject } from 'react-router';

/**
 * /account/{page} (spec §2): one lazy route for the ten account pages. Everything — the frame, its loader
 * (an unknown page is the 404) and each page — loads only when an account page is opened.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: 'account/:page',
    lazy: async () => {
      const { AccountPage, accountPageLoader, shouldAccountPageRevalidate } = await import('./AccountPage');
      return { Component: AccountPage, loader: accountPageLoader, shouldRevalidate: shouldAccountPageRevalidate };
    },
  },
];
