import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { lazyFirstScreen } from '@/lib/lazyFirstScreen';
import { lazyLoader } from '@/lib/routeData';

// The routes' first screens (hydrate fallbacks), once: the prerender loads them all before it renders.
const blogIndexFirstScreen = lazyFirstScreen(() => import('./FirstScreen').then((module) => module.BlogIndexFirstScreen));
const articleFirstScreen = lazyFirstScreen(() => import('./FirstScreen').then((module) => module.ArticleFirstScreen));

const loaders = () => import('./loaders');

/**
 * /blog and /blog/article/{article} (spec §2), lazy. The app's route table spreads them:
 * `...blogRoutes(queryClient)`.
 */
export function blogRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'blog',
      loader: lazyLoader(loaders, (module) => module.blogIndexLoader(queryClient)),
      hydrateFallbackElement: blogIndexFirstScreen,
      lazy: async () => ({ Component: (await import('./BlogIndexPage')).BlogIndexPage }),
    },
    {
      path: 'blog/article/:article',
      loader: lazyLoader(loaders, (module) => module.articleLoader(queryClient)),
      // The first load's screen until the page's module is in (and the prerendered HTML's).
      hydrateFallbackElement: articleFirstScreen,
      lazy: async () => ({ Component: (await import('./ArticlePage')).ArticlePage }),
    },
  ];
}
