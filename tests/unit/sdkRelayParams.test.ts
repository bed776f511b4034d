import { describe, expect, it } from 'vitest';
import { inviteLinkUrl } from '@/features/games/sdk/inviteLink';
import { isSdkMethod, validateParams } from '@/features/games/sdk/params';

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
});
