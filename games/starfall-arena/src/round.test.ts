import { describe, expect, it } from 'vitest';
import { buildLabel, COMBO_WINDOW, extendRound, EXTRA_SECONDS, maxDrones, newRound, parseSave, raySphere, roundSeconds, shoot, spawnInterval, tick, wantsEmulatedXr } from './round';

describe('round rules', () => {
  it('runs 60 seconds unless orbital_round asks for a shorter round (3–60 s)', () => {
    expect(roundSeconds('')).toBe(60);
    expect(roundSeconds('?orbital_round=5')).toBe(5);
    expect(roundSeconds('?orbital_round=500')).toBe(60);
    expect(roundSeconds('?orbital_round=1')).toBe(60);
    expect(roundSeconds('?orbital_round=abc')).toBe(60);
  });

  it('reads the emulated headset from xr=emulate or orbital_xr=emulate only', () => {
    expect(wantsEmulatedXr('?xr=emulate')).toBe(true);
    expect(wantsEmulatedXr('?orbital_round=5&orbital_xr=emulate')).toBe(true);
    expect(wantsEmulatedXr('?xr=real')).toBe(false);
    expect(wantsEmulatedXr('')).toBe(false);
  });

  it('ends the round exactly once when the clock runs out', () => {
    const round = newRound(2);
    expect(tick(round, 1)).toBe(false);
    expect(tick(round, 1.5)).toBe(true);
    expect(round.left).toBe(0);
    expect(tick(round, 1)).toBe(false);
    expect(shoot(round, true)).toBe(0); // no points after the end
  });

  it('a rewarded extra time continues the ended round for 15 s: the score carries on, and it ends once more', () => {
    const round = newRound(2);
    shoot(round, true);
    tick(round, 2);
    expect(round.running).toBe(false);
    extendRound(round, EXTRA_SECONDS);
    expect(EXTRA_SECONDS).toBe(15);
    expect([round.running, round.left, round.score]).toEqual([true, 15, 100]);
    expect(shoot(round, true)).toBeGreaterThan(0);
    expect(tick(round, 14)).toBe(false);
    expect(tick(round, 1)).toBe(true);
  });

  it('builds a combo with quick hits, up to ×5, and loses it on a miss or a pause', () => {
    const round = newRound(60);
    expect([1, 2, 3, 4, 5, 6].map(() => shoot(round, true))).toEqual([100, 200, 300, 400, 500, 500]);
    expect(round.score).toBe(2000);
    shoot(round, false);
    expect(round.combo).toBe(1);
    shoot(round, true);
    tick(round, COMBO_WINDOW + 0.1);
    expect(round.combo).toBe(1);
    expect(round).toMatchObject({ hits: 7, shots: 8 });
  });

  it('raises the pressure as the round goes on', () => {
    expect(maxDrones(0)).toBe(3);
    expect(maxDrones(59)).toBe(8);
    expect(spawnInterval(0)).toBeCloseTo(1.2);
    expect(spawnInterval(60)).toBeCloseTo(0.45);
  });
});

describe('raySphere', () => {
  it('hits a sphere ahead at the near surface, misses one beside or behind', () => {
    expect(raySphere(0, 0, 0, 0, 0, -1, 0, 0, -10, 1)).toBeCloseTo(9);
    expect(raySphere(0, 0, 0, 0, 0, -1, 3, 0, -10, 1)).toBe(-1);
    expect(raySphere(0, 0, 0, 0, 0, -1, 0, 0, 10, 1)).toBe(-1);
    expect(raySphere(0, 0, 0, 0, 0, -1, 0, 0, 0, 1)).toBe(0); // inside: hit at once
  });
});

describe('parseSave', () => {
  it('reads the best score and the weapon, and tolerates empty or broken saves', () => {
    expect(parseSave('{"best":1200,"weapon":"plasma-blade"}')).toEqual({ best: 1200, weapon: 'plasma-blade' });
    expect(parseSave(null)).toEqual({ best: 0, weapon: 'blaster' });
    expect(parseSave('not json')).toEqual({ best: 0, weapon: 'blaster' });
    expect(parseSave('{"best":-4,"weapon":"laser"}')).toEqual({ best: 0, weapon: 'blaster' });
  });
});

describe('buildLabel', () => {
  it('names the build the portal framed (?build=), or the latest', () => {
    expect(buildLabel('?build=1.2.3&orbital_level=2')).toBe('Build 1.2.3');
    expect(buildLabel('')).toBe('Latest build');
    expect(buildLabel('?build=<img src=x>')).toBe('Latest build');
  });
});
