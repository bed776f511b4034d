import type { RouteObject } from 'react-router';

/**
 * The SDK documentation route (issue 12), lazy and relative to the frame route: its page is its own
 * chunk (docs/adr/0008-production-bundle.md), so no other route's initial JS grows. The app's route
 * table spreads it: `...sdkDocsRoutes`.
 */
export const sdkDocsRoutes: RouteObject[] = [
  {
    path: 'developers/sdk',
    lazy: async () => ({ Component: (await import('./SdkDocsPage')).SdkDocsPage }),
  },
];
