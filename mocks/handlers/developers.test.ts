import '../../tests/setup/msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract';
import { call, rejection } from '../core/testing';
import { db, ensureDatabase } from '../db';
import { setScenarioState } from '../scenarios/state';

const DEVELOPER_NOT_FOUND = 'We could not find this developer.';
const labsAnnouncements = () =>
  db.announcements.findMany((q) => q.where({ developer: { slug: 'orbital-labs' } })).toSorted((a, b) => Date.parse(b.date.published) - Date.parse(a.date.published));

beforeEach(async () => {
  await ensureDatabase();
});

describe('developers.details', () => {
  it('answers orbital-labs with all its games (most popular first) and its latest 3 announcements', async () => {
    const data = await call(endpoints['developers.details'], { params: { developer: 'orbital-labs' } });
    const own = db.games.findMany((q) => q.where({ developer: { slug: 'orbital-labs' } }));
    expect(data.developer).toMatchObject({ slug: 'orbital-labs', name: 'Orbital Labs', stats: { games: own.length, views: own.reduce((s, g) => s + g.views, 0) } });
    expect(data.games.map((g) => g.slug).toSorted()).toEqual(own.map((g) => g.slug).toSorted());
    expect(data.games.map((g) => g.slug)).toEqual(expect.arrayContaining(['starfall-arena', 'neon-drift']));
    const views = data.games.map((g) => g.stats.views);
    expect(views).toEqual(views.toSorted((a, b) => b - a));
    expect(data.announcements.map((a) => a.slug)).toEqual(labsAnnouncements().slice(0, 3).map((a) => a.slug));
  });

  it('an unknown developer is a 404 with a sentence', async () => {
    const error = await rejection(call(endpoints['developers.details'], { params: { developer: 'no-such-studio' } }));
    expect(error.code).toBe(404);
    expect(error.message).toBe(DEVELOPER_NOT_FOUND);
  });

  it('under the empty scenario the profile stays, its lists are empty', async () => {
    setScenarioState({ scenario: 'empty' });
    const data = await call(endpoints['developers.details'], { params: { developer: 'orbital-labs' } });
    expect(data.developer.slug).toBe('orbital-labs');
    expect(data.games).toEqual([]);
    expect(data.announcements).toEqual([]);
  });
});

describe('developers.announcements', () => {
  it('answers a page of the developer\'s announcements, newest first', async () => {
    const data = await call(endpoints['developers.announcements'], { params: { developer: 'orbital-labs' } });
    expect(data.developer.slug).toBe('orbital-labs');
    expect(data.pagination).toMatchObject({ per_page: 8, current: 1, total: labsAnnouncements().length, from: 1 });
    expect(data.pagination.items.map((a) => a.slug)).toEqual(labsAnnouncements().map((a) => a.slug));
    expect(data.pagination.items.every((a) => a.developer.slug === 'orbital-labs')).toBe(true);
  });

  it('a page past the end is empty; an unknown developer a 404', async () => {
    const data = await call(endpoints['developers.announcements'], { params: { developer: 'orbital-labs' }, query: { page: 3 } });
    expect(data.pagination).toMatchObject({ items: [], current: 3, from: null, to: null, last: 1 });
    const error = await rejection(call(endpoints['developers.announcements'], { params: { developer: 'no-such-studio' } }));
    expect(error.code).toBe(404);
    expect(error.message).toBe(DEVELOPER_NOT_FOUND);
  });

  it('under the empty scenario the list is empty', async () => {
    setScenarioState({ scenario: 'empty' });
    const data = await call(endpoints['developers.announcements'], { params: { developer: 'orbital-labs' } });
    expect(data.pagination).toMatchObject({ total: 0, items: [] });
  });
});

describe('developers.announcement', () => {
  it('answers one announcement with its content', async () => {
    const data = await call(endpoints['developers.announcement'], { params: { developer: 'orbital-labs', announcement: 'starfall-arena-season-2-is-live' } });
    expect(data.developer.slug).toBe('orbital-labs');
    expect(data.announcement).toMatchObject({ slug: 'starfall-arena-season-2-is-live', title: 'Starfall Arena Season 2 Is Live', developer: { slug: 'orbital-labs' } });
    expect(data.announcement.content).toContain('<p>');
  });

  it('an unknown announcement, or one of another developer, is a 404; so is an unknown developer', async () => {
    const other = db.announcements.findMany().find((a) => a.developer.slug !== 'orbital-labs');
    if (!other) throw new Error('no announcement of another studio');
    for (const announcement of ['no-such-news', other.slug]) {
      if (labsAnnouncements().some((a) => a.slug === announcement)) continue;
      const error = await rejection(call(endpoints['developers.announcement'], { params: { developer: 'orbital-labs', announcement } }));
      expect(error.code).toBe(404);
      expect(error.message).toBe('We could not find this announcement.');
    }
    const developer = await rejection(call(endpoints['developers.announcement'], { params: { developer: 'no-such-studio', announcement: other.slug } }));
    expect(developer.message).toBe(DEVELOPER_NOT_FOUND);
  });
});
