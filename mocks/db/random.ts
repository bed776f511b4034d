/*
 * Deterministic randomness for the seed. Never Math.random or Date.now in seed data: every value comes
 * from a mulberry32 stream seeded from a string key, so the same key always yields the same values and
 * adding an entity does not reshuffle the others (each entity draws from its own stream).
 */
import { fnv1a } from './hash';

/** The one seed of the mock database. Changing it changes every generated value (and the pinned hash). */
export const SEED = 20261101;

/** mulberry32: a small, fast 32-bit PRNG with good enough statistics for fixtures. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct elements (in random order); all of them when count >= length. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
  /** A version-4-shaped UUID drawn from the stream. */
  uuid(): string;
  /** `length` characters of [A-Z0-9]. */
  code(length: number): string;
}

/** A deterministic stream for `key` (e.g. 'game:starfall-arena'). */
export function randomFor(key: string): Random {
  const next = mulberry32(fnv1a(key) ^ SEED);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(0, i);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('Cannot pick from an empty list.');
      return items[int(0, items.length - 1)] as T;
    },
    sample: (items, count) => shuffle(items).slice(0, Math.max(0, count)),
    shuffle,
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => int(0, 15).toString(16));
      hex[12] = '4';
      hex[16] = (8 + int(0, 3)).toString(16);
      const s = hex.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
    code: (length) => {
      const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
      return Array.from({ length }, () => alphabet[int(0, alphabet.length - 1)]).join('');
    },
  };
}
