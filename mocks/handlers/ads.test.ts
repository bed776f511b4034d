import '../../tests/setup/msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract';
import { call, rejection } from '../core/testing';
import { db, ensureDatabase } from '../db';
import { setScenarioState } from '../scenarios/state';

const PASSWORD = 'Orbital!2026';
const serve = (size: string) => call(endpoints['ads.serve'], { params: { size } });
const adRecord = (uuid: string) => db.ads.findFirst((q) => q.where({ uuid }));

async function login(username: 'player' | 'premium') {
  await call(endpoints['auth.login'], { body: { login: username, password: PASSWORD, remember: false } });
}

beforeEach(async () => {
  await ensureDatabase();
});

describe('ads.serve', () => {
  it('serves a local ad of the slot size to guests and players', async () => {
    for (const size of ['600x500', '735x90']) {
      const ad = await serve(size);
      expect(ad).not.toBeNull();
      expect(adRecord(ad?.uuid ?? '')).toMatchObject({ size, active: true });
      expect(ad?.media).not.toMatch(/^https?:/);
    }
    await login('player');
    expect(await serve('600x500')).not.toBeNull();
  });

  it('serves nothing (null) to premium players', async () => {
    await login('premium');
    expect(await serve('600x500')).toBeNull();
    expect(await serve('735x90')).toBeNull();
  });

  it('serves both image and video ads over time for the overlay size', async () => {
    const types = new Set<string>();
    for (let i = 0; i < 30 && types.size < 2; i++) types.add((await serve('600x500'))?.type ?? 'none');
    expect([...types].toSorted()).toEqual(['image', 'video']);
  });

  it('an unknown size is refused with a sentence', async () => {
    const error = await rejection(serve('300x250'));
    expect(error.code).toBe(422);
    expect(error.message).toBe('The ad size must be one of: 600x500, 735x90.');
  });

  it('under the empty scenario there is no ad', async () => {
    setScenarioState({ scenario: 'empty' });
    expect(await serve('735x90')).toBeNull();
  });
});

describe('ads.impression', () => {
  it('counts an impression of a served ad', async () => {
    const ad = await serve('735x90');
    const uuid = ad?.uuid ?? '';
    const before = adRecord(uuid)?.impressions ?? -1;
    await expect(call(endpoints['ads.impression'], { params: { uuid } })).resolves.toBeNull();
    expect(adRecord(uuid)?.impressions).toBe(before + 1);
  });

  it('an unknown ad is a 404 with a sentence', async () => {
    const error = await rejection(call(endpoints['ads.impression'], { params: { uuid: '00000000-0000-4000-8000-000000000000' } }));
    expect(error.code).toBe(404);
    expect(error.message).toBe('We could not find this ad.');
  });
});
