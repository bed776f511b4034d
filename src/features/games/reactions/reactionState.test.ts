import { describe, expect, it } from 'vitest';
import type { ReactionResult } from '@/api/schemas/common';
import type { GameDetailsResponse, ReactionType } from '@/api/schemas/game';
import { withReactionShown } from '../api/reactToGame';
import { click, fail, shownOf, succeed } from './reactionState';
import { createReactionController } from './useGameReactions';

describe('reactionState', () => {
  it('a click on an idle type flips it at once and sends the new status', () => {
    expect(click(undefined, false)).toEqual({ slot: { sending: true, queued: null, confirmed: false }, send: true, shown: true });
    expect(click(undefined, true)).toEqual({ slot: { sending: false, queued: null, confirmed: true }, send: false, shown: false });
  });

  it('success settles on the status sent; retracted clears the selection whatever was sent', () => {
    const adding = click(undefined, false).slot!;
    expect(succeed(adding, false)).toEqual({ slot: undefined, send: null, shown: true });
    expect(succeed(adding, true)).toEqual({ slot: undefined, send: null, shown: false });
    const removing = click(undefined, true).slot!;
    expect(succeed(removing, true)).toEqual({ slot: undefined, send: null, shown: false });
  });

  it('failure rolls back to what the server held', () => {
    expect(fail(click(undefined, false).slot!)).toEqual({ slot: undefined, send: null, shown: false });
    expect(fail(click(undefined, true).slot!)).toEqual({ slot: undefined, send: null, shown: true });
  });

  it('a double click while the first request is in flight sends nothing more and ends where it began', () => {
    const first = click(undefined, false);
    const second = click(first.slot, true);
    expect(second.send).toBeNull();
    expect(second.shown).toBe(false);
    expect(second.slot).toEqual({ sending: true, queued: false, confirmed: false });
    // The add lands: the intent (off) differs from the server (on), so exactly one removal follows.
    const landed = succeed(second.slot!, false);
    expect(landed).toEqual({ slot: { sending: false, queued: null, confirmed: true }, send: false, shown: false });
    expect(succeed(landed.slot!, true)).toEqual({ slot: undefined, send: null, shown: false });
  });

  it('a triple click ends on the first request: the queued intent cancels out', () => {
    const one = click(undefined, false);
    const two = click(one.slot, shownOf(one.slot, false));
    const three = click(two.slot, shownOf(two.slot, false));
    expect(three).toEqual({ slot: { sending: true, queued: null, confirmed: false }, send: null, shown: true });
    expect(succeed(three.slot!, false)).toEqual({ slot: undefined, send: null, shown: true });
  });

  it('a queued intent the server already holds is not sent (retracted while the player clicked off)', () => {
    const two = click(click(undefined, false).slot, true);
    expect(succeed(two.slot!, true)).toEqual({ slot: undefined, send: null, shown: false });
  });

  it('a failure drops the queued intent with it', () => {
    const two = click(click(undefined, false).slot, true);
    expect(fail(two.slot!)).toEqual({ slot: undefined, send: null, shown: false });
  });
});

/** A fake backend whose replies the test releases one by one. */
function fakeIo(initial: Partial<Record<ReactionType, boolean>> = {}) {
  const marked = new Map<ReactionType, boolean>(Object.entries(initial) as [ReactionType, boolean][]);
  const count = new Map<ReactionType, number>();
  const sent: { type: ReactionType; status: boolean; resolve: (r: ReactionResult) => void; reject: (e: unknown) => void }[] = [];
  const io = {
    read: (type: ReactionType) => marked.get(type),
    show: (type: ReactionType, value: boolean) => {
      if ((marked.get(type) ?? false) !== value) count.set(type, (count.get(type) ?? 0) + (value ? 1 : -1));
      marked.set(type, value);
    },
    send: (type: ReactionType, status: boolean) =>
      new Promise<ReactionResult>((resolve, reject) => {
        sent.push({ type, status, resolve, reject });
      }),
  };
  return { io, marked, count, sent };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createReactionController', () => {
  it('flips and counts at once, then keeps it when the server agrees', async () => {
    const { io, marked, count, sent } = fakeIo();
    const controller = createReactionController(io);
    controller.toggle('laugh', false);
    expect(marked.get('laugh')).toBe(true);
    expect(count.get('laugh')).toBe(1);
    expect(sent.map(({ type, status }) => ({ type, status }))).toEqual([{ type: 'laugh', status: true }]);
    sent[0]!.resolve({ retracted: false });
    await flush();
    expect(marked.get('laugh')).toBe(true);
    expect(count.get('laugh')).toBe(1);
  });

  it('rolls the flag and the count back when the request fails', async () => {
    const { io, marked, count, sent } = fakeIo({ love: true });
    const controller = createReactionController(io);
    controller.toggle('love', false);
    expect(marked.get('love')).toBe(false);
    expect(count.get('love')).toBe(-1);
    sent[0]!.reject(new Error('500'));
    await flush();
    expect(marked.get('love')).toBe(true);
    expect(count.get('love')).toBe(0);
  });

  it('clears the selection when the reply carries retracted', async () => {
    const { io, marked, count, sent } = fakeIo();
    createReactionController(io).toggle('bug', false);
    sent[0]!.resolve({ retracted: true });
    await flush();
    expect(marked.get('bug')).toBe(false);
    expect(count.get('bug')).toBe(0);
  });

  it('a double click sends one request at a time and ends with the count where the server is', async () => {
    const { io, marked, count, sent } = fakeIo();
    const controller = createReactionController(io);
    controller.toggle('high5', false);
    controller.toggle('high5', false);
    expect(sent).toHaveLength(1);
    expect(marked.get('high5')).toBe(false);
    sent[0]!.resolve({ retracted: false });
    await flush();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ type: 'high5', status: false });
    sent[1]!.resolve({ retracted: true });
    await flush();
    expect(sent).toHaveLength(2);
    expect(marked.get('high5')).toBe(false);
    expect(count.get('high5')).toBe(0);
  });

  it('types do not wait on each other', () => {
    const { io, sent } = fakeIo();
    const controller = createReactionController(io);
    controller.toggle('joy', false);
    controller.toggle('cry', false);
    expect(sent.map((s) => s.type)).toEqual(['joy', 'cry']);
  });
});

describe('withReactionShown', () => {
  const data = {
    game: {
      reacted_to: { laugh: false, joy: false, cry: false, anger: false, high5: true, like: false, dislike: false, love: false, bug: false },
      reactions: { laugh: 2, joy: 0, cry: 0, anger: 0, high5: 5, like: 0, dislike: 0, love: 0, bug: 0 },
      stats: { views: 10, reviews: 0, reactions: 7 },
    },
  } as unknown as GameDetailsResponse;

  it('marks a type: its flag, its count and the total move by one', () => {
    const next = withReactionShown(data, 'laugh', true);
    expect(next.game.reacted_to.laugh).toBe(true);
    expect(next.game.reactions.laugh).toBe(3);
    expect(next.game.stats.reactions).toBe(8);
    expect(data.game.reactions.laugh).toBe(2);
  });

  it('unmarks a type; showing what is already shown changes nothing', () => {
    const next = withReactionShown(data, 'high5', false);
    expect(next.game.reactions.high5).toBe(4);
    expect(next.game.stats.reactions).toBe(6);
    expect(withReactionShown(data, 'high5', true)).toBe(data);
  });
});
