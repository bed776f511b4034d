import type { RouteObject } from 'react-router';

/**
 * The route table. Each page module is lazy. Pages that belong to later issues are not
 * routed yet: their paths fall through to the 404 screen rather than to a placeholder.
 */
export const routes: RouteObject[] = [
  {
    path: '*',
    lazy: async () => ({ Component: (await import('@/features/status/NotFoundPage')).NotFoundPage }),
  },
];
