import { describe, expect, it } from 'vitest';
import { slugSchema } from '@/api/schemas/common';
import {
  leaderboardPostScoreRequestSchema,
  leaderboardQuerySchema,
  positiveIntOr as contractPositiveIntOr,
  SDK_DEFAULTS,
  SDK_MAX_PAGE_SIZE,
  SDK_MAX_SAVE_LENGTH,
  sdkAchievementUnlockRequestSchema,
  sdkInventoryPurchaseRequestSchema,
  sdkSaveWriteRequestSchema,
} from '@/api/schemas/sdk';
import { inviteLinkUrl } from '@/features/games/sdk/inviteLink';
import { isSdkMethod, positiveIntOr, validateParams } from '@/features/games/sdk/params';
import { DEFAULTS, MAX_PAGE_SIZE, MAX_SAVE_LENGTH } from '@orbital/sdk/protocol';

/*
 * SDK params (issue 12, spec §5): integer arguments that are not positive integers take the defaults
 * (page size 10, page 1, slot 1, purchase count 1); other invalid params are invalid_params naming the field.
 */

const NOT_POSITIVE_INTEGERS = [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '3', null, true, {}, [], 2 ** 60, undefined];

describe('positive-integer defaults (spec §5)', () => {
  it.each(NOT_POSITIVE_INTEGERS.map((v) => [v]))('page/size %s → page 1, size 10', (value) => {
    expect(validateParams('leaderboards.get', { page: value, size: value })).toEqual({ ok: true, params: { page: 1, size: 10 } });
    expect(validateParams('leaderboards.friends', { page: value, size: value })).toEqual({ ok: true, params: { page: 1, size: 10 } });
  });

  it.each(NOT_POSITIVE_INTEGERS.map((v) => [v]))('slot %s → 1, count %s → 1', (value) => {
    expect(validateParams('saves.load', { slot: value })).toEqual({ ok: true, params: { slot: 1 } });
    expect(validateParams('saves.delete', { slot: value })).toEqual({ ok: true, params: { slot: 1 } });
    expect(validateParams('saves.write', { slot: value, data: 'x' })).toEqual({ ok: true, params: { slot: 1, data: 'x' } });
    expect(validateParams('inventory.purchase', { item: 'plasma-blade', count: value })).toEqual({
      ok: true,
      params: { item: 'plasma-blade', count: 1 },
    });
  });

  it('keeps positive integers', () => {
    expect(validateParams('leaderboards.get', { page: 3, size: 25 })).toEqual({ ok: true, params: { page: 3, size: 25 } });
    expect(validateParams('saves.load', { slot: 4 })).toEqual({ ok: true, params: { slot: 4 } });
    expect(validateParams('inventory.purchase', { item: 'plasma-blade', count: 5 })).toEqual({ ok: true, params: { item: 'plasma-blade', count: 5 } });
  });

  it('no params at all: every default', () => {
    expect(validateParams('leaderboards.get', undefined)).toEqual({ ok: true, params: { page: 1, size: 10 } });
    expect(validateParams('saves.load', undefined)).toEqual({ ok: true, params: { slot: 1 } });
  });
});

describe('invalid_params names the field', () => {
  it.each<[string, unknown, string]>([
    ['inventory.itemUrl', {}, '"item"'],
    ['inventory.itemUrl', { item: 'Not A Slug' }, '"item"'],
    ['inventory.purchase', { count: 2 }, '"item"'],
    ['inventory.purchase', { item: 'plasma-blade', count: 100 }, '"count"'],
    ['leaderboards.get', { size: 101 }, '"size"'],
    ['leaderboards.postScore', { score: 1.5 }, '"score"'],
    ['leaderboards.postScore', { score: '12' }, '"score"'],
    ['leaderboards.postScore', {}, '"score"'],
    ['saves.write', { slot: 1 }, '"data"'],
    ['saves.write', { slot: 1, data: { level: 2 } }, '"data"'],
    ['saves.write', { slot: 1, data: 'x'.repeat(1_048_577) }, '"data"'],
    ['achievements.unlock', { achievement: '<img src=x onerror=alert(1)>' }, '"achievement"'],
    ['session.report', { state: 'paused' }, '"state"'],
    ['ads.break', {}, '"type"'],
    ['ads.break', { type: 'preroll' }, '"type"'],
    ['game.loading', { progress: 1.5 }, '"progress"'],
    ['game.loading', { progress: '0.5' }, '"progress"'],
    ['game.inviteLink', { params: [] }, '"params"'],
    ['user.get', 'not an object', '"params"'],
    ['saves.load', [1], '"params"'],
  ])('%s %j', (method, params, field) => {
    if (!isSdkMethod(method)) throw new Error(`not a method: ${method}`);
    expect(validateParams(method, params)).toEqual({ ok: false, message: expect.stringContaining(`${method}: invalid param ${field}`) });
  });

  it('valid values pass', () => {
    expect(validateParams('session.report', { state: 'visible-blurred' })).toEqual({ ok: true, params: { state: 'visible-blurred' } });
    expect(validateParams('game.loading', { progress: 0 })).toEqual({ ok: true, params: { progress: 0 } });
    expect(validateParams('ads.break', { type: 'rewarded' })).toEqual({ ok: true, params: { type: 'rewarded' } });
    expect(validateParams('ads.break', { type: 'midgame', extra: 1 })).toEqual({ ok: true, params: { type: 'midgame' } });
    expect(validateParams('achievements.unlock', { achievement: 'first-blood' })).toEqual({ ok: true, params: { achievement: 'first-blood' } });
    expect(validateParams('leaderboards.postScore', { score: -40 })).toEqual({ ok: true, params: { score: -40 } });
  });

  it('never throws on params with throwing getters', () => {
    const params = Object.defineProperty({}, 'slot', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(validateParams('saves.load', params)).toEqual({ ok: false, message: 'saves.load: invalid param "params": could not be read' });
  });

  it('knows the protocol\'s methods only', () => {
    expect(isSdkMethod('saves.write')).toBe(true);
    expect(isSdkMethod('toString')).toBe(false);
    expect(isSdkMethod('__proto__')).toBe(false);
  });
});

describe('game.inviteLink', () => {
  it('checks the params: at most 10 string values, keys [a-z0-9_]{1,32}, values ≤ 200 characters', () => {
    const ten = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, 'v']));
    expect(validateParams('game.inviteLink', { params: ten })).toEqual({ ok: true, params: { params: ten } });
    expect(validateParams('game.inviteLink', { params: { ...ten, k10: 'v' } })).toMatchObject({ ok: false, message: expect.stringContaining('at most 10 keys') });
    expect(validateParams('game.inviteLink', { params: { Room: 'a' } })).toMatchObject({ ok: false, message: expect.stringContaining('key "Room"') });
    expect(validateParams('game.inviteLink', { params: { ['k'.repeat(33)]: 'a' } })).toMatchObject({ ok: false });
    expect(validateParams('game.inviteLink', { params: { room: 7 } })).toMatchObject({ ok: false, message: expect.stringContaining('"params.room"') });
    expect(validateParams('game.inviteLink', { params: { room: 'r'.repeat(200) } })).toMatchObject({ ok: true });
    expect(validateParams('game.inviteLink', { params: { room: 'r'.repeat(201) } })).toMatchObject({ ok: false, message: expect.stringContaining('"params.room"') });
    expect(validateParams('game.inviteLink', {})).toEqual({ ok: true, params: { params: {} } });
  });

  it('builds the page URL with orbital_ keys, keeping other query params and dropping old orbital_ ones and the hash', () => {
    const url = inviteLinkUrl(
      'http://orbital.localhost:5173/arcade/games/starfall-arena?build=1.2.0&orbital_room=old&orbital_team=red#reviews',
      { room: 'blue 7&x=1', mode: 'duel' },
      'orbital_',
    );
    expect(url).toBe('http://orbital.localhost:5173/arcade/games/starfall-arena?build=1.2.0&orbital_room=blue+7%26x%3D1&orbital_mode=duel');
    expect(new URL(url).searchParams.get('orbital_room')).toBe('blue 7&x=1');
  });

  it('leaves out xr=emulate: the emulated headset is this device\'s, not the friend\'s', () => {
    expect(inviteLinkUrl('http://orbital.localhost:5173/arcade/games/starfall-arena?xr=emulate&build=1.2.0', { room: '7' }, 'orbital_')).toBe(
      'http://orbital.localhost:5173/arcade/games/starfall-arena?build=1.2.0&orbital_room=7',
    );
  });
});

/** Each case with our answer (params or null) beside the contract's (parsed data or null). */
const side = (result: { ok: boolean; params?: unknown }) => (result.ok ? result.params : null);
const parsed = <T,>(result: { success: boolean; data?: T }, map: (data: T) => unknown = (d) => d) => (result.success ? map(result.data as T) : null);

/*
 * The relay's checks are hand-written (no zod in the relay's chunk: its 5 kB budget); these tests hold
 * them to the contract's request schemas on a spread of values, so the two cannot drift.
 */
describe('agreement with the contract\'s request schemas', () => {
  const strings = [undefined, null, '', 'plasma-blade', 'a1-b2', 'first-blood', 'Plasma', 'a--b', '-a', 'a-', 'a b', '<b>', 7, {}, ['x']];
  const numbers = [undefined, null, '3', 0, -1, 1, 2, 1.5, 42, 99, 100, 101, 1000, 2 ** 53, -(2 ** 53), Number.NaN, Number.POSITIVE_INFINITY, true];

  it('the same defaults and limits', () => {
    expect(DEFAULTS).toEqual({ page: SDK_DEFAULTS.page, size: SDK_DEFAULTS.pageSize, slot: SDK_DEFAULTS.slot, count: SDK_DEFAULTS.count });
    expect(MAX_PAGE_SIZE).toBe(SDK_MAX_PAGE_SIZE);
    expect(MAX_SAVE_LENGTH).toBe(SDK_MAX_SAVE_LENGTH);
    for (const n of numbers) expect(positiveIntOr(n, 7)).toBe(contractPositiveIntOr(n, 7));
  });

  it('inventory.itemUrl and achievements.unlock: the slug rule', () => {
    expect(strings.map((item) => [item, side(validateParams('inventory.itemUrl', { item }))])).toEqual(
      strings.map((item) => [item, parsed(slugSchema.safeParse(item), (data) => ({ item: data }))]),
    );
    expect(strings.map((achievement) => [achievement, side(validateParams('achievements.unlock', { achievement }))])).toEqual(
      strings.map((achievement) => [achievement, parsed(sdkAchievementUnlockRequestSchema.safeParse({ achievement }))]),
    );
  });

  it('inventory.purchase: item and count (after the default)', () => {
    const cases = strings.flatMap((item) => numbers.map((count) => ({ item, count })));
    expect(cases.map((c) => [c, side(validateParams('inventory.purchase', c))])).toEqual(
      cases.map((c) => [c, parsed(sdkInventoryPurchaseRequestSchema.safeParse({ item: c.item, count: contractPositiveIntOr(c.count, SDK_DEFAULTS.count) }))]),
    );
  });

  it('leaderboards.get / friends: page and size (after the defaults)', () => {
    const cases = numbers.flatMap((page) => numbers.map((size) => ({ page, size })));
    const contract = cases.map((c) => [
      c,
      parsed(
        leaderboardQuerySchema.safeParse({ page: contractPositiveIntOr(c.page, SDK_DEFAULTS.page), per_page: contractPositiveIntOr(c.size, SDK_DEFAULTS.pageSize) }),
        (data) => ({ page: data.page, size: data.per_page }),
      ),
    ]);
    expect(cases.map((c) => [c, side(validateParams('leaderboards.get', c))])).toEqual(contract);
    expect(cases.map((c) => [c, side(validateParams('leaderboards.friends', c))])).toEqual(contract);
  });

  it('leaderboards.postScore: a whole number', () => {
    const scores = [...numbers, -5, -(2 ** 31)];
    expect(scores.map((score) => [score, side(validateParams('leaderboards.postScore', { score }))])).toEqual(
      scores.map((score) => [score, parsed(leaderboardPostScoreRequestSchema.safeParse({ score }))]),
    );
  });

  it('saves.write: a string up to the save limit', () => {
    const data = [...strings, 'x'.repeat(SDK_MAX_SAVE_LENGTH), 'x'.repeat(SDK_MAX_SAVE_LENGTH + 1)];
    expect(data.map((d) => validateParams('saves.write', { slot: 1, data: d }).ok)).toEqual(data.map((d) => sdkSaveWriteRequestSchema.safeParse({ data: d }).success));
  });
});
