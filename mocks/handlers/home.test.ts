import '../../tests/setup/msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract';
import { call, rejection } from '../core/testing';
import { db } from '../db';
import { setScenarioState } from '../scenarios/state';

const home = () => call(endpoints['home.index']);
const record = (slug: string) => db.games.findFirst((q) => q.where({ slug }));

describe('home.index', () => {
  it('answers the slider with the sample games, newest and most popular games, genres and recent articles', async () => {
    const data = await home();
    expect(data.games.slider).toHaveLength(6);
    expect(data.games.slider.map((g) => g.slug)).toEqual(expect.arrayContaining(['starfall-arena', 'neon-drift']));
    expect(new Set(data.games.slider.map((g) => g.slug)).size).toBe(6);

    const updated = data.games.updated.map((g) => Date.parse(g.date.updated));
    expect(data.games.updated).toHaveLength(8);
    expect(updated).toEqual(updated.toSorted((a, b) => b - a));
    const newest = db.games.findMany().filter((g) => !g.experience).toSorted((a, b) => Date.parse(b.date.updated) - Date.parse(a.date.updated))[0];
    expect(data.games.updated[0]?.slug).toBe(newest?.slug);

    const views = data.games.popular.map((g) => g.stats.views);
    expect(data.games.popular).toHaveLength(8);
    expect(views).toEqual(views.toSorted((a, b) => b - a));

    expect(data.genres.length).toBeGreaterThanOrEqual(8);
    expect(data.genres[0]?.categories.length).toBeGreaterThan(0);

    const published = data.blog.recent.map((a) => Date.parse(a.date.published));
    expect(data.blog.recent).toHaveLength(3);
    expect(published).toEqual(published.toSorted((a, b) => b - a));
    expect(Math.max(...db.articles.findMany().map((a) => Date.parse(a.date.published)))).toBe(published[0]);
  });

  it('leaves the non-game experiences off the homepage', async () => {
    const data = await home();
    for (const g of [...data.games.slider, ...data.games.updated, ...data.games.popular]) expect(record(g.slug)?.experience).toBe(false);
  });

  it('the slider order changes between calls (random order), its games do not', async () => {
    const first = (await home()).games.slider.map((g) => g.slug);
    const orders = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const slider = (await home()).games.slider.map((g) => g.slug);
      expect(slider.toSorted()).toEqual(first.toSorted());
      orders.add(slider.join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('under the empty scenario every list is empty', async () => {
    setScenarioState({ scenario: 'empty' });
    expect(await home()).toEqual({ games: { slider: [], updated: [], popular: [] }, genres: [], blog: { recent: [] } });
  });

  it('under the error scenario it fails with a sentence', async () => {
    setScenarioState({ scenario: 'error' });
    const error = await rejection(home());
    expect(error.code).toBe(500);
    expect(error.message).toMatch(/^[A-Z].*\.$/);
  });
});
