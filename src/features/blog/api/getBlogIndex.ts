import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import type { BlogIndexQuery, BlogIndexResponse } from '@/api/schemas/content';
import { isStatusScreenError } from './errors';

/*
 * blog.index (GET /v1/public/blog/article/index): fetcher, queryOptions and hook in one file
 * (engineering guide §2.3). Keys come from the blog domain of the key factory (keys.blog).
 */

export const blogKeys = keys.blog;

/** One page of the article index; cat, author and tag are the page URL's. */
export function getBlogIndex(query: BlogIndexQuery, signal?: AbortSignal): Promise<BlogIndexResponse> {
  return callEndpoint(api(), endpoints['blog.index'], signal ? { query, signal } : { query });
}

export const blogIndexQueryOptions = (query: BlogIndexQuery) =>
  queryOptions({
    queryKey: blogKeys.index(query),
    queryFn: ({ signal }) => getBlogIndex(query, signal),
    meta: { endpoint: 'blog.index' },
  });

/** The article index; `null` (a filter that can never match) leaves the query idle. */
export function useBlogIndex(query: BlogIndexQuery | null) {
  return useQuery({
    ...blogIndexQueryOptions(query ?? {}),
    enabled: query !== null,
    throwOnError: (error) => isStatusScreenError(error),
  });
}
