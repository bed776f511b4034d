import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { accountRoutes } from '@/features/account/routes';
import { authRoutes } from '@/features/auth/routes';
import { blogRoutes } from '@/features/blog/routes';
import { communityRoutes } from '@/features/community/routes';
import { developerRoutes } from '@/features/developers/routes';
import { gameRoutes } from '@/features/games/routes';
import { helpRoutes } from '@/features/help/routes';
import { homeRoutes } from '@/features/home/routes';
import { marketRoutes } from '@/features/market/routes';
import { AppLayout } from '@/features/shell/AppLayout';
import { sdkDocsRoutes } from '@/features/sdk-docs/routes';
import { searchRoutes } from '@/features/search/routes';
import { RootErrorBoundary, RouteErrorBoundary } from '@/features/status/RouteErrorBoundary';
import { NotFoundPage } from '@/features/status/NotFoundPage';
import { lazyLoader } from '@/lib/routeData';
import { AppSkeleton, PageFrame, PageSkeleton } from './PageFrame';

/**
 * `/game/{game}` and `/game/{game}/game` (spec §2 Routes): the game's page, keeping the query.
 */
export function gameRedirectLoader({ params, request }: LoaderFunctionArgs) {
  const game = params.game ?? '';
  const { search } = new URL(request.url);
  return redirect(`/arcade/games/${encodeURIComponent(game)}${search}`);
}

/**
 * The route table (spec §2 Routes; issue 4; guide §2.7 and §5).
 *
 * - The root is the shell (`AppLayout`); its boundary (`RootErrorBoundary`) covers a failing shell
 *   with a standalone status screen.
 * - Inside it, one pathless frame route holds every page: its boundary (`RouteErrorBoundary`) shows the
 *   status screen chosen by the error mapping *inside* the shell — for every page under it, since route
 *   errors bubble to the nearest boundary (loader errors, lazy modules that fail to load, render errors).
 * - Each page module is lazy. The full-page skeleton shows while a page's module or loader runs: on the
 *   first load through `hydrateFallbackElement`, on later navigations through `PageFrame`
 *   (`useNavigation`).
 * - Loaders get the QueryClient from the router context (`queryClientContext`, src/lib/routeData.ts)
 *   or, like search, as an argument here.
 * - Routes whose pages belong to later issues are not routed: they fall through to `*`, the 404
 *   handling (redirect check, then 'BOO! HAHA').
 */
// The page is not lazy: the root boundary shows it for a URL no route can match. Its loader, the redirect
// check, is (lazyLoader: a chunk of its own, ADR 0008 › Route loaders).
const notFoundRoute = {
  loader: lazyLoader(
    () => import('@/features/status/notFoundLoader'),
    (module) => module.notFoundLoader,
  ),
  Component: NotFoundPage,
} satisfies RouteObject;

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <AppLayout />,
      errorElement: (
        <RootErrorBoundary
          notMatched={
            <AppLayout>
              <NotFoundPage />
            </AppLayout>
          }
        />
      ),
      hydrateFallbackElement: <AppSkeleton />,
      children: [
        {
          id: 'pages',
          element: <PageFrame />,
          errorElement: <RouteErrorBoundary />,
          hydrateFallbackElement: <PageSkeleton />,
          children: [
            ...homeRoutes(queryClient),
            ...gameRoutes(queryClient),
            ...developerRoutes(queryClient),
            ...blogRoutes(queryClient),
            ...helpRoutes(queryClient),
            ...sdkDocsRoutes,
            ...authRoutes,
            ...accountRoutes,
            ...marketRoutes,
            ...searchRoutes(queryClient),
            ...communityRoutes(queryClient),
            { path: 'game/:game', loader: gameRedirectLoader },
            { path: 'game/:game/game', loader: gameRedirectLoader },
            { id: 'not-found', path: '*', ...notFoundRoute },
          ],
        },
      ],
    },
  ];
}
