import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { articleQueryOptions } from './api/getArticle';
import { blogIndexQueryOptions } from './api/getBlogIndex';
import { ArticleFirstScreen, BlogIndexFirstScreen } from './FirstScreen';
import { readBlogParams, toApiQuery } from './params';

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
      hydrateFallbackElement: <BlogIndexFirstScreen />,
      lazy: async () => ({ Component: (await import('./BlogIndexPage')).BlogIndexPage }),
    },
    {
      path: 'blog/article/:article',
      loader: articleLoader(queryClient),
      // The first load's screen until the page's module is in (and the prerendered HTML's).
      hydrateFallbackElement: <ArticleFirstScreen />,
      lazy: async () => ({ Component: (await import('./ArticlePage')).ArticlePage }),
    },
  ];
}
