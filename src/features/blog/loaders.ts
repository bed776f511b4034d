import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { articleQueryOptions } from './api/getArticle';
import { blogIndexQueryOptions } from './api/getBlogIndex';
import { readBlogParams, toApiQuery } from './params';

// A chunk of its own, imported on first use by routes.tsx (lazyLoader, src/lib/routeData.ts): the
// startup path of every page carries none of this code (ADR 0008 › Route loaders).

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
