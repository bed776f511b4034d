import { describe, expect, it } from 'vitest';
import { createRound, isOver, ROUND_SECONDS, roundSeconds, seeded, step, swap, type Round } from './round';
import { titleFromPath } from './title';

/** A round with one orb right ahead of the ship on `ring`. */
function withOrbAhead(kind: 'star' | 'rock', ring: 0 | 1): Round {
  const round = createRound(seeded(1));
  round.orbs = [{ angle: round.angle + 0.05, ring, kind }];
  return round;
}

/** Twenty seconds of a seeded round, swapping every 1.5 s; its score. */
function playSeeded(seed: number): number {
  const round = createRound(seeded(seed));
  for (let i = 0; i < 600; i += 1) {
    if (i % 45 === 0) swap(round);
    step(round, 1 / 30);
  }
  return round.score;
}

describe('Orbit Catcher rules', () => {
  it('a star on the ship’s orbit scores, more for a streak', () => {
    const round = withOrbAhead('star', 0);
    expect(step(round, 1 / 60)).toEqual([expect.objectContaining({ kind: 'star', points: 10 })]);
    round.orbs[0] = { angle: round.angle + 0.05, ring: 0, kind: 'star' };
    expect(step(round, 1 / 60)[0]?.points).toBe(20);
    expect(round.score).toBe(30);
    expect(round.streak).toBe(2);
  });

  it('a star on the other orbit is missed unless the ship swaps to it', () => {
    const missed = withOrbAhead('star', 1);
    for (let i = 0; i < 30; i += 1) step(missed, 1 / 60);
    expect(missed.score).toBe(0);

    const caught = withOrbAhead('star', 1);
    caught.orbs[0]!.angle += 0.4;
    swap(caught);
    let points = 0;
    for (let i = 0; i < 30; i += 1) points += step(caught, 1 / 60).reduce((sum, e) => sum + e.points, 0);
    expect(points).toBe(10);
  });

  it('a rock breaks the streak and costs three seconds', () => {
    const round = withOrbAhead('rock', 0);
    round.streak = 4;
    const before = round.time;
    expect(step(round, 1 / 60)[0]?.kind).toBe('rock');
    expect(round.streak).toBe(0);
    expect(before - round.time).toBeCloseTo(3 + 1 / 60, 5);
  });

  it(`ends after ${ROUND_SECONDS} seconds and then stands still`, () => {
    const round = createRound(seeded(7));
    round.orbs = [];
    for (let t = 0; t < ROUND_SECONDS - 1; t += 1) step(round, 1);
    expect(isOver(round)).toBe(false);
    step(round, 1);
    expect(isOver(round)).toBe(true);
    const score = round.score;
    expect(step(round, 1)).toEqual([]);
    expect(round.score).toBe(score);
  });

  it('the same seed plays the same round', () => {
    expect(playSeeded(42)).toBe(playSeeded(42));
    expect(playSeeded(42)).toBeGreaterThan(0);
  });
});

describe('the generic build’s title', () => {
  it('is the slug of its URL, humanised', () => {
    expect(titleFromPath('/orbit-defender/index.html')).toBe('Orbit Defender');
    expect(titleFromPath('/arcade-demo/index.html')).toBe('Arcade Demo');
    expect(titleFromPath('/index.html')).toBe('Arcade Demo');
    expect(titleFromPath('/C:/x%20y/index.html')).toBe('Arcade Demo');
  });
});

describe('roundSeconds', () => {
  it('is 45 seconds unless orbital_round asks for a shorter round (3–45 s)', () => {
    expect(roundSeconds('')).toBe(ROUND_SECONDS);
    expect(roundSeconds('?orbital_round=4')).toBe(4);
    expect(roundSeconds('?orbital_round=500')).toBe(ROUND_SECONDS);
    expect(roundSeconds('?orbital_round=1')).toBe(ROUND_SECONDS);
    expect(roundSeconds('?orbital_round=x')).toBe(ROUND_SECONDS);
  });

  it('a shorter round ends on time', () => {
    const round = createRound(seeded(3), 4);
    step(round, 3.9);
    expect(isOver(round)).toBe(false);
    step(round, 0.2);
    expect(isOver(round)).toBe(true);
  });
});
