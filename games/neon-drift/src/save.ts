// The save: what survives a reload (cloud slot 1 for a player in Orbital; this device for visitors and
// local mode). Pure parsing, unit-tested: a save from an older version — the seed's `{ track, bestLap }` —
// or plain garbage must never crash the game.
import { DEFAULT_TRACK, trackById } from './track';

/** Visitors and local mode keep progress on this device (localStorage of the games origin). */
const LOCAL_KEY = 'neon-drift:save';

export interface SaveData {
  /** The track last raced. */
  track: string;
  /** Best lap in seconds (null: none yet). */
  bestLap: number | null;
  bestScore: number;
  /** Unlocked track ids. */
  unlocked: string[];
  /** The first-gate achievement was unlocked (not asked again). */
  firstGate?: boolean;
}

const positive = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);

export function readLocal(): string | null {
  try {
    return localStorage.getItem(LOCAL_KEY);
  } catch {
    return null; // storage can be blocked
  }
}

/**
 * Reads a save written by any version of the game (or by something else entirely) without trusting it:
 * unknown fields are kept for the next write, wrong types fall back to defaults, never a throw.
 */
export function parseSave(raw: unknown): SaveData & Record<string, unknown> {
  let data: unknown = raw;
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw);
    } catch {
      data = null;
    }
  }
  const obj = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const unlocked = Array.isArray(obj.unlocked) ? obj.unlocked.filter((id): id is string => !!trackById(id)) : [];
  const track = trackById(obj.track) ? (obj.track as string) : DEFAULT_TRACK;
  return {
    ...obj,
    track,
    bestLap: positive(obj.bestLap),
    bestScore: Math.round(positive(obj.bestScore) ?? 0),
    // The track in a save was raced, so it is unlocked; the first track always is.
    unlocked: [...new Set([DEFAULT_TRACK, track, ...unlocked])],
  };
}

export function writeLocal(data: string): void {
  try {
    localStorage.setItem(LOCAL_KEY, data);
  } catch {
    /* storage blocked: the cloud copy still counts */
  }
}
