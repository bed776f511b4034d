import type { RouteObject } from 'react-router';
import { lazyFirstScreen } from '@/lib/lazyFirstScreen';

// The routes' first screens (hydrate fallbacks), once: the prerender loads them all before it renders.
const sdkDocsFirstScreen = lazyFirstScreen(() => import('./FirstScreen').then((module) => module.SdkDocsFirstScreen));

/**
 * The SDK documentation route (issue 12), lazy and relative to the frame route: its page is its own
 * chunk (docs/adr/0008-production-bundle.md), so no other route's initial JS grows. The app's route
 * table spreads it: `...sdkDocsRoutes`.
 */
export const sdkDocsRoutes: RouteObject[] = [
  {
    path: 'developers/sdk',
    // The first load's screen until the page's module is in (and the prerendered HTML's).
    hydrateFallbackElement: sdkDocsFirstScreen,
    lazy: async () => ({ Component: (await import('./SdkDocsPage')).SdkDocsPage }),
  },
];
