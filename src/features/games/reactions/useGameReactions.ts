import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { keys } from '@/api/keys';
import type { ReactionResult } from '@/api/schemas/common';
import type { ReactionType } from '@/api/schemas/game';
import { cachedReaction, showReaction, useReactToGame } from '../api/reactToGame';
import { click, fail, succeed, type ReactionSlot, type ReactionStep } from './reactionState';

/** What the controller reads, shows and sends: the cache and the network in the app, fakes in tests. */
export interface ReactionIo {
  /** Whether the page's data shows the reaction as marked (used while the type is idle); undefined when unknown. */
  read: (type: ReactionType) => boolean | undefined;
  /** Shows the reaction as marked or not (the count follows). */
  show: (type: ReactionType, marked: boolean) => void;
  /** Sends games.react with that status. */
  send: (type: ReactionType, status: boolean) => Promise<ReactionResult>;
}

export interface ReactionController {
  /** A click; `rendered` is the flag the toggle was drawn with, for when `read` knows nothing. */
  toggle: (type: ReactionType, rendered: boolean) => void;
}

/**
 * Runs reactionState's steps against `io`: every step's `shown` goes to the screen, every `send` to the
 * network, and each reply (or failure) is the next step. One slot per type, so types never wait on
 * each other.
 */
export function createReactionController(io: ReactionIo): ReactionController {
  const slots = new Map<ReactionType, ReactionSlot>();

  const settle = (type: ReactionType, next: (slot: ReactionSlot) => ReactionStep) => {
    const slot = slots.get(type);
    if (slot) apply(type, next(slot));
  };

  function apply(type: ReactionType, step: ReactionStep): void {
    if (step.slot) slots.set(type, step.slot);
    else slots.delete(type);
    io.show(type, step.shown);
    if (step.send === null) return;
    io.send(type, step.send).then(
      (result) => settle(type, (slot) => succeed(slot, result.retracted)),
      () => settle(type, fail),
    );
  }

  return { toggle: (type, rendered) => apply(type, click(slots.get(type), io.read(type) ?? rendered)) };
}

/**
 * The reaction toggles of one game: optimistic in the game page's cached data (keys.games.details),
 * serialised per type, rolled back on failure (the mutation cache shows the server's message).
 */
export function useGameReactions(slug: string): ReactionController {
  const queryClient = useQueryClient();
  const { mutateAsync } = useReactToGame();
  return useMemo(
    () =>
      createReactionController({
        read: (type) => cachedReaction(queryClient, slug, type),
        show: (type, marked) => showReaction(queryClient, slug, type, marked),
        send: async (type, status) => {
          // A refetch landing now would overwrite the optimistic state with the server's older one.
          await queryClient.cancelQueries({ queryKey: keys.games.details(slug) });
          return mutateAsync({ params: { slug }, body: { type, status } });
        },
      }),
    [queryClient, slug, mutateAsync],
  );
}
