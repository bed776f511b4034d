import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { articleQueryOptions } from './api/getArticle';
import { blogIndexQueryOptions } from './api/getBlogIndex';
import { readBlogParams, toApiQuery } from './params';
import { lazyFirstScreen } from '@/lib/lazyFirstScreen';

// The routes' first screens (hydrate fallbacks), once: the prerender loads them all before it renders.
const blogIndexFirstScreen = lazyFirstScreen(() => import('./FirstScreen').then((module) => module.BlogIndexFirstScreen));
const articleFirstScreen = lazyFirstScreen(() => import('./FirstScreen').then((module) => module.ArticleFirstScreen));

/**
 * Starts the article index for the URL before the page renders (guide §2.7). Not awaited: the page
 * shows its own skeletons at once; its useQuery joins the same request. Failures are the page's to
 * show, so the prefetch swallows them.
 */
export function blogIndexLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const query = toApiQuery(readBlogParams(new URL(request.url).searchParams));
    if (query) void queryClient.ensureQueryData(blogIndexQueryOptions(query)).catch(() => undefined);
    return null;
  };
}

/** Starts loading the article (same rules as the index: not awaited, failures are the page's). */
export function articleLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    const article = params.article ?? '';
    if (article) void queryClient.ensureQueryData(articleQueryOptions(article)).catch(() => undefined);
    return null;
  };
}

/**
 * /blog and /blog/article/{article} (spec §2), lazy. The app's route table spreads them:
 * `...blogRoutes(queryClient)`.
 */
export function blogRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'blog',
      loader: blogIndexLoader(queryClient),
      hydrateFallbackElement: blogIndexFirstScreen,
      lazy: async () => ({ Component: (await import('./BlogIndexPage')).BlogIndexPage }),
    },
    {
      path: 'blog/article/:article',
      loader: articleLoader(queryClient),
      // The first load's screen until the page's module is in (and the prerendered HTML's).
      hydrateFallbackElement: articleFirstScreen,
      lazy: async () => ({ Component: (await import('./ArticlePage')).ArticlePage }),
    },
  ];
}
