import { describe, expect, it } from 'vitest';
import { isSession, SETTINGS_CHECKS } from './guards';
import { DEFAULT_USER_SETTINGS, sessionSchema, userSettingsSchema } from './user';

const valid = {
  account: {
    id: 7,
    alias: 'Player One',
    username: 'player',
    balance: 120,
    avatar: { tn: '/a/tn.png', sm: null, sd: 'https://cdn.example/sd.png' },
    lastLogin: { date: '2026-11-21T18:03:00.000000Z', device: 'Chrome on Windows' },
    premium: '2026-12-11T00:00:00+01:00',
  },
  settings: DEFAULT_USER_SETTINGS,
};

/** Replacement values tried at every leaf (and in place of every object). */
const ALTERNATIVES: unknown[] = [
  undefined,
  null,
  '',
  'x',
  'ab',
  'player.one_2-x',
  'has space',
  'a'.repeat(31),
  0,
  1,
  -1,
  1.5,
  2 ** 53,
  true,
  false,
  'all',
  'friends',
  'friends_of_friends',
  'nobody',
  '2026-11-21T18:03:00Z',
  '2026-11-21T18:03Z',
  '2026-11-21T18:03:00',
  '2026-02-29T00:00:00Z',
  '2028-02-29T00:00:00.5-05:30',
  '2026-11-21T24:00:00Z',
  '2026-11-21 18:03:00Z',
  [],
  {},
];

function* variants(value: unknown): Generator<unknown> {
  for (const alternative of ALTERNATIVES) yield alternative;
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const replaced of variants(child)) {
        const copy: Record<string, unknown> = { ...value, [key]: replaced };
        if (replaced === undefined) delete copy[key];
        yield copy;
      }
    }
  }
}

const fields = (shape: Record<string, unknown>) => Object.keys(shape).toSorted();

describe('isSession (the session cache check)', () => {
  it('knows every settings group and field of userSettingsSchema', () => {
    expect(fields(SETTINGS_CHECKS)).toEqual(fields(userSettingsSchema.shape));
    const groups = Object.entries(SETTINGS_CHECKS).map(([group, checks]) => [group, fields(checks)]);
    const schemaGroups = Object.entries(userSettingsSchema.shape).map(([group, schema]) => [group, fields(schema.shape)]);
    expect(groups.toSorted()).toEqual(schemaGroups.toSorted());
  });

  it('accepts a valid session', () => {
    expect(sessionSchema.safeParse(valid).success).toBe(true);
    expect(isSession(valid)).toBe(true);
  });

  it('agrees with sessionSchema on every one-field change', () => {
    const candidates = [...variants(valid)];
    const disagreements = candidates
      .filter((candidate) => isSession(candidate) !== sessionSchema.safeParse(candidate).success)
      .map((candidate) => JSON.stringify(candidate));
    expect(disagreements).toEqual([]);
    expect(candidates.length).toBeGreaterThan(1000);
  });
});
