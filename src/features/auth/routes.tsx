import type { RouteObject } from 'react-router';

const page = (pane: 'login' | 'register' | 'forgot' | 'reset') => async () => {
  const { AuthRoutePage } = await import('./AuthRoutePage');
  return { Component: () => <AuthRoutePage pane={pane} /> };
};

/** The auth panes' routes (spec §2), spread by the app's route table under the AppLayout. */
export const authRoutes: RouteObject[] = [
  { path: 'auth/login', lazy: page('login') },
  { path: 'auth/register', lazy: page('register') },
  { path: 'auth/forgot-password', lazy: page('forgot') },
  { path: 'auth/reset-password', lazy: page('reset') },
];
