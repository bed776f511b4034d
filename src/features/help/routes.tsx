import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { primaryErrorView } from '@/lib/errors';
import { legalPageQueryOptions } from './api/getLegalPage';
import { lazyFirstScreen } from '@/lib/lazyFirstScreen';

// The index's first screen (its hydrate fallback), once: the prerender loads it before it renders.
const helpFirstScreen = lazyFirstScreen(() => import('./FirstScreen').then((module) => module.HelpFirstScreen));

/**
 * Prefetches the legal page before it renders (guide §2.7). Awaited, so an unknown page (the server's
 * 404) and the other status-screen failures (401/403/419/real 503, and 500: the page has no error
 * state) are thrown to the route's error boundary; a network failure resolves and the page shows the
 * network message inline with a retry (guide §2.10).
 */
export function legalLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    try {
      await queryClient.ensureQueryData(legalPageQueryOptions(params.page ?? ''));
    } catch (error) {
      if (primaryErrorView(error).kind === 'screen') throw error;
    }
    return null;
  };
}

/**
 * The help centre routes (spec §2), lazy, relative to the frame route. The app's route table spreads
 * them: `...helpRoutes(queryClient)`.
 *
 * - `hc`: the index; `hc?view=contact` is the contact form (see HelpCentrePage).
 * - `hc/legal/:page`: privacy-policy, terms-of-service, refund-policy, imprint, about-us; else 404.
 */
export function helpRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'hc',
      // The first load's screen until the page's module is in (and the prerendered HTML's).
      hydrateFallbackElement: helpFirstScreen,
      lazy: async () => ({ Component: (await import('./HelpCentrePage')).HelpCentrePage }),
    },
    {
      path: 'hc/legal/:page',
      loader: legalLoader(queryClient),
      lazy: async () => ({ Component: (await import('./LegalPage')).LegalPage }),
    },
  ];
}
