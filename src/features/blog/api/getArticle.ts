import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import type { ArticleResponse } from '@/api/schemas/content';
import { isStatusScreenError } from './errors';

/*
 * blog.article (GET /v1/public/blog/article/{article}/details): fetcher, queryOptions and hook in one
 * file (engineering guide §2.3). An unknown article answers 404, which goes to the route's status screen.
 */

/** One article with its body (HTML, sanitised before rendering) and up to 3 related articles. */
export function getArticle(article: string, signal?: AbortSignal): Promise<ArticleResponse> {
  const params = { article };
  return callEndpoint(api(), endpoints['blog.article'], signal ? { params, signal } : { params });
}

export const articleQueryOptions = (article: string) =>
  queryOptions({
    queryKey: keys.blog.article(article),
    queryFn: ({ signal }) => getArticle(article, signal),
    meta: { endpoint: 'blog.article' },
  });

export function useArticle(article: string) {
  return useQuery({
    ...articleQueryOptions(article),
    throwOnError: (error) => isStatusScreenError(error),
  });
}
