/**
 * Orbit Catcher's rules, apart from drawing and input so they can be tested: a ship circles a planet on one
 * of two orbits; the one button swaps orbits. Stars on the ship's orbit are points (more in a row), rocks
 * cost the streak and three seconds. A round lasts 45 seconds and speeds up as it goes.
 */

export const ROUND_SECONDS = 45;
/** Radians per second at the start and at the end of a round. */
const SPEED_START = 1.1;
const SPEED_END = 2.3;
/** How close (radians along the orbit) counts as a touch. */
const HIT_ANGLE = 0.16;
/** Seconds a swap between orbits takes. */
const SWAP_SECONDS = 0.18;
const ROCK_PENALTY_SECONDS = 3;
const ORBS = 7;

export type Ring = 0 | 1;
export type OrbKind = 'star' | 'rock';

export interface Orb {
  angle: number;
  ring: Ring;
  kind: OrbKind;
}

export interface Round {
  /** Seconds left. */
  time: number;
  /** The round's length in seconds (the pace speeds up across it). */
  length: number;
  score: number;
  /** Stars caught in a row (the next one is worth 10 × (streak + 1), at most ×5). */
  streak: number;
  /** The ship's angle (radians, grows forever) and its orbit. */
  angle: number;
  ring: Ring;
  /** Where the ship is between the orbits: 0 inner … 1 outer (it glides to `ring`). */
  ringPos: number;
  orbs: Orb[];
  random: () => number;
}

export type RoundEvent = { kind: OrbKind; orb: Orb; points: number };

/** A small seeded generator (mulberry32): the same seed plays the same round. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A new orb somewhere ahead of the ship (half a lap to a lap and a half), never right on it. */
function spawn(round: Pick<Round, 'angle' | 'random'>): Orb {
  return {
    angle: round.angle + Math.PI * (1 + round.random() * 2),
    ring: round.random() < 0.5 ? 0 : 1,
    kind: round.random() < 0.7 ? 'star' : 'rock',
  };
}

/** The round's length: 45 seconds, or a shorter `orbital_round=<seconds>` (3–45; the game page forwards it) for demos and tests. */
export function roundSeconds(search: string): number {
  const asked = Number(new URLSearchParams(search).get('orbital_round'));
  return Number.isFinite(asked) && asked >= 3 ? Math.min(ROUND_SECONDS, Math.round(asked)) : ROUND_SECONDS;
}

export function createRound(random: () => number = Math.random, seconds = ROUND_SECONDS): Round {
  const round: Round = { time: seconds, length: seconds, score: 0, streak: 0, angle: -Math.PI / 2, ring: 0, ringPos: 0, orbs: [], random };
  for (let i = 0; i < ORBS; i += 1) round.orbs.push(spawn(round));
  return round;
}

/** The one button. */
export function swap(round: Round): void {
  round.ring = round.ring === 0 ? 1 : 0;
}

export const speedAt = (round: Round) => SPEED_START + (SPEED_END - SPEED_START) * (1 - Math.max(0, round.time) / round.length);

export const isOver = (round: Round) => round.time <= 0;

/**
 * Advances the round by `dt` seconds; returns what the ship touched. Orbs are replaced in place (no
 * allocation per frame besides the events of a touch).
 */
export function step(round: Round, dt: number): RoundEvent[] {
  if (isOver(round)) return [];
  const events: RoundEvent[] = [];
  round.time = Math.max(0, round.time - dt);
  round.angle += speedAt(round) * dt;
  const glide = dt / SWAP_SECONDS;
  round.ringPos = round.ring === 1 ? Math.min(1, round.ringPos + glide) : Math.max(0, round.ringPos - glide);
  for (const orb of round.orbs) {
    const ahead = orb.angle - round.angle;
    const onOrbit = Math.abs(round.ringPos - orb.ring) < 0.35;
    if (Math.abs(ahead) < HIT_ANGLE && onOrbit) {
      let points = 0;
      if (orb.kind === 'star') {
        points = 10 * Math.min(5, round.streak + 1);
        round.streak += 1;
        round.score += points;
      } else {
        round.streak = 0;
        round.time = Math.max(0, round.time - ROCK_PENALTY_SECONDS);
      }
      events.push({ kind: orb.kind, orb: { ...orb }, points });
      Object.assign(orb, spawn(round));
    } else if (ahead < -HIT_ANGLE) {
      // Passed by on the other orbit: it comes back somewhere else.
      Object.assign(orb, spawn(round));
    }
  }
  return events;
}
