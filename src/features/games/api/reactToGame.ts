import { useMutation, type QueryClient } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import { endpointMutationOptions } from '@/api/queryClient';
import type { GameDetailsResponse, ReactionType } from '@/api/schemas/game';

/*
 * games.react (spec §7: PUT /v1/public/user/arcade/game/{slug}/react with type and status; the reply says
 * whether the reaction was retracted). The optimistic state lives in the game page's own data
 * (keys.games.details): the page, its stats and the reactions all follow one cache entry. Which request
 * to send when is the reaction state machine's (features/games/reactions/reactionState.ts).
 *
 * A failure shows the app's 'Error' toast with the server's message (the mutation cache's handler).
 */

/**
 * The game page's data with one reaction shown as `marked`: its flag set, its count and the total moved
 * by one. Unchanged (the same object) when it is already shown that way.
 */
export function withReactionShown(data: GameDetailsResponse, type: ReactionType, marked: boolean): GameDetailsResponse {
  const { game } = data;
  if (game.reacted_to[type] === marked) return data;
  const delta = marked ? 1 : -1;
  return {
    ...data,
    game: {
      ...game,
      reacted_to: { ...game.reacted_to, [type]: marked },
      reactions: { ...game.reactions, [type]: Math.max(0, game.reactions[type] + delta) },
      stats: { ...game.stats, reactions: Math.max(0, game.stats.reactions + delta) },
    },
  };
}

/** Shows a reaction as `marked` in the cached game page data (nothing happens when the page is not cached). */
export function showReaction(queryClient: QueryClient, slug: string, type: ReactionType, marked: boolean): void {
  queryClient.setQueryData<GameDetailsResponse>(keys.games.details(slug), (data) => (data ? withReactionShown(data, type, marked) : data));
}

/** Whether the cached game page data shows the reaction as marked (undefined when not cached). */
export function cachedReaction(queryClient: QueryClient, slug: string, type: ReactionType): boolean | undefined {
  return queryClient.getQueryData<GameDetailsResponse>(keys.games.details(slug))?.game.reacted_to[type];
}

/** The bare call; the caller decides the optimistic steps (see useGameReactions). */
export function useReactToGame() {
  return useMutation(endpointMutationOptions(api(), endpoints['games.react']));
}
