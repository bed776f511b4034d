// Pure game rules (no three, no DOM): the round clock, scoring with a combo, the drone spawn schedule and a
// ray–sphere hit test. Kept pure so they are unit-tested (round.test.ts) and reused by every input path.

/** Seconds in a round (issue 13: a 60 s round); `orbital_round` may shorten it for demos and tests. */
export const ROUND_SECONDS = 60;

/** Seconds a rewarded ad adds to a round that has just ended (once a round). */
export const EXTRA_SECONDS = 15;

/** Continues a round that ran out of time with `seconds` more: the score and hits carry on. Mutates. */
export function extendRound(round: RoundState, seconds: number): void {
  round.left = seconds;
  round.running = true;
}

/** The round length asked for by the page's `orbital_round` parameter (3–60 s), or the default. */
export function roundSeconds(search: string): number {
  const asked = Number(new URLSearchParams(search).get('orbital_round'));
  return Number.isFinite(asked) && asked >= 3 ? Math.min(ROUND_SECONDS, Math.round(asked)) : ROUND_SECONDS;
}

/**
 * Which build this is, for the menu's footer: the portal frames an older build with `?build=<version>`
 * (its build selector); the active build has none.
 */
export function buildLabel(search: string): string {
  const build = new URLSearchParams(search).get('build');
  return build && /^[\w.-]{1,32}$/.test(build) ? `Build ${build}` : 'Latest build';
}

/** Whether the emulated headset is asked for: `xr=emulate` (forwarded by the page) or `orbital_xr=emulate`. */
export function wantsEmulatedXr(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.get('xr') === 'emulate' || params.get('orbital_xr') === 'emulate';
}

/** Points for a drone hit: 100 times the combo multiplier (1×–5×). */
export const HIT_POINTS = 100;
/** Hits less than this apart keep the combo going. */
export const COMBO_WINDOW = 1.5;
export const MAX_COMBO = 5;

export interface RoundState {
  /** Seconds left; the round ends at 0. */
  left: number;
  score: number;
  hits: number;
  shots: number;
  /** Current multiplier (1 after a miss or a pause in hits). */
  combo: number;
  /** Round time of the last hit (for the combo window). */
  lastHit: number;
  /** Seconds since the round started. */
  elapsed: number;
  running: boolean;
}

export function newRound(seconds: number): RoundState {
  return { left: seconds, score: 0, hits: 0, shots: 0, combo: 1, lastHit: -Infinity, elapsed: 0, running: true };
}

/** Advances the clock; returns true on the tick that ends the round. Mutates (no per-frame allocation). */
export function tick(round: RoundState, dt: number): boolean {
  if (!round.running) return false;
  round.elapsed += dt;
  round.left = Math.max(0, round.left - dt);
  if (round.elapsed - round.lastHit > COMBO_WINDOW) round.combo = 1;
  if (round.left > 0) return false;
  round.running = false;
  return true;
}

/** Counts a shot; on a hit adds the points and raises the combo. Returns the points scored. */
export function shoot(round: RoundState, hit: boolean): number {
  if (!round.running) return 0;
  round.shots += 1;
  if (!hit) {
    round.combo = 1;
    return 0;
  }
  const points = HIT_POINTS * round.combo;
  round.score += points;
  round.hits += 1;
  round.lastHit = round.elapsed;
  round.combo = Math.min(MAX_COMBO, round.combo + 1);
  return points;
}

/** How many drones may fly at once: 3 at the start, up to 8 as the round goes on. */
export function maxDrones(elapsed: number): number {
  return Math.min(8, 3 + Math.floor(elapsed / 8));
}

/** Seconds between spawns: 1.2 s at the start, down to 0.45 s. */
export function spawnInterval(elapsed: number): number {
  return Math.max(0.45, 1.2 - elapsed * 0.0125);
}

/**
 * Distance along a ray (origin o, unit direction d) to a sphere (centre c, radius r), or -1 when it misses
 * or the sphere is behind. Plain numbers so the hot path allocates nothing.
 */
export function raySphere(ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, cx: number, cy: number, cz: number, r: number): number {
  const lx = cx - ox;
  const ly = cy - oy;
  const lz = cz - oz;
  const along = lx * dx + ly * dy + lz * dz;
  const nearest2 = lx * lx + ly * ly + lz * lz - along * along;
  if (nearest2 > r * r) return -1;
  const t = along - Math.sqrt(r * r - nearest2);
  return t >= 0 ? t : along >= 0 ? 0 : -1;
}

/** The weapon's look: the default blaster, or the plasma blade bought from the shop. */
export type Weapon = 'blaster' | 'plasma-blade';

/** The cloud save (slot 1): the best score and the chosen weapon. Tolerates old or broken data. */
export interface SaveState {
  best: number;
  weapon: Weapon;
}

export function parseSave(data: string | null | undefined): SaveState {
  try {
    const parsed = JSON.parse(data ?? '{}') as Partial<SaveState>;
    return {
      best: typeof parsed.best === 'number' && parsed.best >= 0 ? Math.floor(parsed.best) : 0,
      weapon: parsed.weapon === 'plasma-blade' ? 'plasma-blade' : 'blaster',
    };
  } catch {
    return { best: 0, weapon: 'blaster' };
  }
}
