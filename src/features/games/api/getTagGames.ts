import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { keys } from '@/api/keys';
import { api } from '@/api/instance';
import type { TagGamesQuery, TagGamesResponse } from '@/api/schemas/game';
import { isStatusScreenError } from './getGameIndex';

/* games.tag (spec §7): the games with a tag, a page at a time; an unknown tag is a 404. */

export function getTagGames(tag: string, query: TagGamesQuery, signal?: AbortSignal): Promise<TagGamesResponse> {
  return callEndpoint(api(), endpoints['games.tag'], signal ? { params: { tag }, query, signal } : { params: { tag }, query });
}

export const tagGamesQueryOptions = (tag: string, query: TagGamesQuery) =>
  queryOptions({
    queryKey: keys.games.tag(tag, query),
    queryFn: ({ signal }) => getTagGames(tag, query, signal),
    meta: { endpoint: 'games.tag' },
  });

/**
 * A page of a tag's games. A 404 (unknown tag) and the other status-screen failures are thrown to the
 * route's error boundary; 500 and network failures stay inline.
 */
export function useTagGames(tag: string, query: TagGamesQuery) {
  return useQuery({
    ...tagGamesQueryOptions(tag, query),
    // Only within one tag: another tag's games must not stand in for this one's.
    placeholderData: (previous) => (previous?.tag.slug === tag ? previous : undefined),
    throwOnError: isStatusScreenError,
  });
}
