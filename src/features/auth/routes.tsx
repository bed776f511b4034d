import type { RouteObject } from 'react-router';

const page = (pane: 'login' | 'register' | 'forgot' | 'reset') => async () => {
  const { AuthRoutePage } = await import('./AuthRoutePage');
  return { Component: () => <AuthRoutePage pane={pane} /> };
};

/** The auth panes' and token pages' routes (spec §2), spread by the app's route table under the AppLayout. */
export const authRoutes: RouteObject[] = [
  { path: 'auth/login', lazy: page('login') },
  { path: 'auth/register', lazy: page('register') },
  { path: 'auth/forgot-password', lazy: page('forgot') },
  { path: 'auth/reset-password', lazy: page('reset') },
  // The pages a link from an e-mail or a provider opens (spec §2), each a page of its own rather than a pane.
  { path: 'auth/verify-email', lazy: async () => ({ Component: (await import('./token/VerifyEmailPage')).VerifyEmailPage }) },
  { path: 'auth/delete/meta', lazy: async () => ({ Component: (await import('./token/DeletionStatusPage')).DeletionStatusPage }) },
  // /auth/social/status and /auth/social/finalize: one entry, the module picks the step (unknown: 404).
  { path: 'auth/social/:step', lazy: async () => import('./social/socialRoute').then((m) => ({ loader: m.socialStepLoader, Component: m.SocialPage })) },
];
