import { afterEach, describe, expect, it } from 'vitest';
import { connect, FIRST_GATE_ACHIEVEMENT } from './orbital';

// The game's SDK wrapper against the library's local mode (the same answers as Orbital's frame).
afterEach(() => localStorage.clear());

describe('orbital.ts in local mode', () => {
  it('a player: alias, the score posted (a best), the top 10 with their rank, friends', async () => {
    const sdk = await connect({ local: { user: { alias: 'Drift King' } } });
    expect(sdk.mode).toBe('local');
    expect(await sdk.alias()).toBe('Drift King');
    expect(await sdk.postScore(4200)).toEqual({ status: 'posted', rank: 1, best: true });
    expect(await sdk.postScore(100)).toEqual({ status: 'posted', rank: 1, best: false });
    const board = await sdk.board('global');
    expect(board).toMatchObject({ status: 'ok', entries: [{ rank: 1, score: 4200, user: { alias: 'Drift King' } }], mine: { rank: 1, score: 4200 } });
    expect(await sdk.board('friends')).toMatchObject({ status: 'ok' });
  });

  it("a visitor: 'Playing as visitor' (no alias) and a post answered login_required, without a throw", async () => {
    const sdk = await connect({ local: { user: null } });
    expect(await sdk.alias()).toBeNull();
    expect(await sdk.postScore(4200)).toEqual({ status: 'login' });
    expect(await sdk.board('friends')).toEqual({ status: 'login' });
    expect(await sdk.board('global')).toMatchObject({ status: 'ok', mine: null });
  });

  it('other failures are reported, not thrown', async () => {
    const sdk = await connect({ local: { fail: { 'leaderboards.postScore': 'server', 'leaderboards.get': 'network' } } });
    expect(await sdk.postScore(1)).toMatchObject({ status: 'error' });
    expect(await sdk.board('global')).toMatchObject({ status: 'error' });
  });

  it('progress survives a reload on this device (local mode), and garbage there starts fresh', async () => {
    const sdk = await connect({ local: true });
    expect(await sdk.loadSave()).toMatchObject({ track: 'harbor-loop', bestScore: 0 });
    await sdk.writeSave({ track: 'neon-canyon', bestLap: 11.5, bestScore: 9000, unlocked: ['harbor-loop', 'neon-canyon'] });
    const again = await connect({ local: true });
    expect(await again.loadSave()).toEqual({ track: 'neon-canyon', bestLap: 11.5, bestScore: 9000, unlocked: ['harbor-loop', 'neon-canyon'] });
    localStorage.setItem('neon-drift:save', '{oops');
    expect(await again.loadSave()).toMatchObject({ track: 'harbor-loop', bestScore: 0 });
  });

  it("'Challenge a friend': an invite link carrying the track; the first-gate achievement is neon-drift's 'first-steps'", async () => {
    const sdk = await connect({ local: true });
    expect(new URL(await sdk.invite('neon-canyon')).searchParams.get('orbital_track')).toBe('neon-canyon');
    expect(FIRST_GATE_ACHIEVEMENT).toBe('first-steps');
    await expect(sdk.unlockFirstGate()).resolves.toMatchObject({ achievement: { slug: 'first-steps' }, unlocked_now: true });
  });

  it('a midgame break between rounds: over at once in local mode (no ads), and a failure never stops the game', async () => {
    const sdk = await connect({ local: true });
    await expect(sdk.midgameBreak()).resolves.toBeUndefined();
    const failing = await connect({ local: { fail: { 'ads.break': 'server' } } });
    await expect(failing.midgameBreak()).resolves.toBeUndefined();
  });
});
