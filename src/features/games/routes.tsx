import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { lazyFirstScreen } from '@/lib/lazyFirstScreen';
import { lazyLoader } from '@/lib/routeData';

// The routes' first screens (hydrate fallbacks), once: the prerender loads them all before it renders.
const gameIndexFirstScreen = lazyFirstScreen(() => import('./FirstScreen').then((module) => module.GameIndexFirstScreen));
const tagFirstScreen = lazyFirstScreen(() => import('./FirstScreen').then((module) => module.TagFirstScreen));
const gamePageSkeleton = lazyFirstScreen(() => import('./game-page/GamePageSkeleton').then((module) => module.GamePageSkeleton));
const catalogItemFirstScreen = lazyFirstScreen(() => import('./FirstScreen').then((module) => module.CatalogItemFirstScreen));

const loaders = () => import('./loaders');
const listLoaders = () => import('./listLoaders');

/**
 * The game index, tag, game page and catalog item routes (spec §2), lazy; children of the root layout.
 * The app's route table spreads them: `...gameRoutes(queryClient)`.
 */
export function gameRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'arcade/games',
      loader: lazyLoader(listLoaders, (module) => module.gameIndexLoader(queryClient)),
      hydrateFallbackElement: gameIndexFirstScreen,
      lazy: async () => ({ Component: (await import('./GameIndexPage')).GameIndexPage }),
    },
    {
      path: 'arcade/games/tag/:tag',
      loader: lazyLoader(listLoaders, (module) => module.tagLoader(queryClient)),
      hydrateFallbackElement: tagFirstScreen,
      lazy: async () => ({ Component: (await import('./TagPage')).TagPage }),
    },
    {
      path: 'arcade/games/:game',
      loader: lazyLoader(loaders, (module) => module.gameLoader(queryClient)),
      // Also the prerendered first screen, whose stage the game's frame starts in (earlyFrame.ts).
      hydrateFallbackElement: gamePageSkeleton,
      lazy: async () => ({ Component: (await import('./GamePage')).GamePage }),
    },
    {
      path: 'arcade/games/:game/catalog/:item',
      loader: lazyLoader(loaders, (module) => module.catalogItemLoader(queryClient)),
      // The first load's screen until the page's module is in (and the prerendered HTML's).
      hydrateFallbackElement: catalogItemFirstScreen,
      lazy: async () => ({ Component: (await import('./CatalogItemPage')).CatalogItemPage }),
    },
  ];
}
