import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { lazyFirstScreen } from '@/lib/lazyFirstScreen';
import { lazyLoader } from '@/lib/routeData';

// The index's first screen (its hydrate fallback), once: the prerender loads it before it renders.
const helpFirstScreen = lazyFirstScreen(() => import('./FirstScreen').then((module) => module.HelpFirstScreen));

const loaders = () => import('./loaders');

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
      loader: lazyLoader(loaders, (module) => module.legalLoader(queryClient)),
      lazy: async () => ({ Component: (await import('./LegalPage')).LegalPage }),
    },
  ];
}
