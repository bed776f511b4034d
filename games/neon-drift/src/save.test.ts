import { describe, expect, it } from 'vitest';
import { parseSave } from './save';

describe('parseSave', () => {
  it("merges the seed's save for neon-drift ({ track, bestLap }) and keeps its fields", () => {
    expect(parseSave(JSON.stringify({ track: 'harbor-loop', bestLap: 61.42 }))).toEqual({
      track: 'harbor-loop',
      bestLap: 61.42,
      bestScore: 0,
      unlocked: ['harbor-loop'],
    });
  });

  it('reads a full save, keeps unknown fields for the next write and drops unknown tracks', () => {
    const save = parseSave(JSON.stringify({ track: 'neon-canyon', bestLap: 9.5, bestScore: 4200.4, unlocked: ['neon-canyon', 'moon-base'], firstGate: true }));
    expect(save).toEqual({ track: 'neon-canyon', bestLap: 9.5, bestScore: 4200, unlocked: ['harbor-loop', 'neon-canyon'], firstGate: true });
  });

  it.each([[null], [''], ['not json'], ['[1,2]'], ['42'], [JSON.stringify({ track: 7, bestLap: 'fast', bestScore: -5, unlocked: 'all' })]])(
    'never throws on unexpected data (%j): a fresh save',
    (raw) => {
      expect(parseSave(raw)).toMatchObject({ track: 'harbor-loop', bestLap: null, bestScore: 0, unlocked: ['harbor-loop'] });
    },
  );
});
