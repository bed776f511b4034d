import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { gameIndexQueryOptions } from './api/getGameIndex';
import { tagGamesQueryOptions } from './api/getTagGames';
import { readGameIndexParams, readTagParams, toGameIndexQuery, toTagQuery } from './params';

// The game index's and the tag page's loaders. A chunk of its own, imported on first use by routes.tsx
// (lazyLoader, src/lib/routeData.ts): the startup path of every page carries none of this code, and the
// game page's (loaders.ts) none of the list pages' parameters (ADR 0008 › Route loaders).

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
