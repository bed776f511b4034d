import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { catalogItemQueryOptions } from './api/getCatalogItem';
import { gameDetailsQueryOptions } from './api/getGameDetails';
import { gameIndexQueryOptions } from './api/getGameIndex';
import { tagGamesQueryOptions } from './api/getTagGames';
import { readGameIndexParams, readTagParams, toGameIndexQuery, toTagQuery } from './params';
import { lazyFirstScreen } from '@/lib/lazyFirstScreen';

// The routes' first screens (hydrate fallbacks), once: the prerender loads them all before it renders.
const gameIndexFirstScreen = lazyFirstScreen(() => import('./FirstScreen').then((module) => module.GameIndexFirstScreen));
const tagFirstScreen = lazyFirstScreen(() => import('./FirstScreen').then((module) => module.TagFirstScreen));
const gamePageSkeleton = lazyFirstScreen(() => import('./game-page/GamePageSkeleton').then((module) => module.GamePageSkeleton));
const catalogItemFirstScreen = lazyFirstScreen(() => import('./FirstScreen').then((module) => module.CatalogItemFirstScreen));

/**
 * Start the page's request for the URL before it renders (guide §2.7). Not awaited: the page shows its
 * skeleton grid at once and its useQuery joins the same request. Failures are the page's to show (the
 * inline 'Oops!', or a status screen thrown to the route boundary), so the prefetch swallows them.
 */
export function gameIndexLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const query = toGameIndexQuery(readGameIndexParams(new URL(request.url).searchParams));
    void queryClient.ensureQueryData(gameIndexQueryOptions(query)).catch(() => undefined);
    return null;
  };
}

export function tagLoader(queryClient: QueryClient) {
  return ({ request, params }: LoaderFunctionArgs) => {
    const tag = params.tag ?? '';
    const query = toTagQuery(readTagParams(new URL(request.url).searchParams));
    void queryClient.ensureQueryData(tagGamesQueryOptions(tag, query)).catch(() => undefined);
    return null;
  };
}

export function catalogItemLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    void queryClient.ensureQueryData(catalogItemQueryOptions(params.game ?? '', params.item ?? '')).catch(() => undefined);
    return null;
  };
}

export function gameLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    void queryClient.ensureQueryData(gameDetailsQueryOptions(params.game ?? '')).catch(() => undefined);
    return null;
  };
}

/**
 * The game index, tag, game page and catalog item routes (spec §2), lazy; children of the root layout.
 * The app's route table spreads them: `...gameRoutes(queryClient)`.
 */
export function gameRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'arcade/games',
      loader: gameIndexLoader(queryClient),
      hydrateFallbackElement: gameIndexFirstScreen,
      lazy: async () => ({ Component: (await import('./GameIndexPage')).GameIndexPage }),
    },
    {
      path: 'arcade/games/tag/:tag',
      loader: tagLoader(queryClient),
      hydrateFallbackElement: tagFirstScreen,
      lazy: async () => ({ Component: (await import('./TagPage')).TagPage }),
    },
    {
      path: 'arcade/games/:game',
      loader: gameLoader(queryClient),
      // Also the prerendered first screen, whose stage the game's frame starts in (earlyFrame.ts).
      hydrateFallbackElement: gamePageSkeleton,
      lazy: async () => ({ Component: (await import('./GamePage')).GamePage }),
    },
    {
      path: 'arcade/games/:game/catalog/:item',
      loader: catalogItemLoader(queryClient),
      // The first load's screen until the page's module is in (and the prerendered HTML's).
      hydrateFallbackElement: catalogItemFirstScreen,
      lazy: async () => ({ Component: (await import('./CatalogItemPage')).CatalogItemPage }),
    },
  ];
}
