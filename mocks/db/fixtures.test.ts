/*
 * The fixtures of the engineering guide §3, checked with the guide's literal values (not the constants of
 * fixtures.ts), through the API where a handler exists and through the views (API shapes) otherwise.
 */
import '../../tests/setup/msw';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract';
import { catalogItemSchema, gameSchema, isFree, percentOff, reviewSchema } from '../../src/api/schemas';
import { resetClock, setClockDate, todayIso } from '../../src/lib/clock';
import { call } from '../core/testing';
import { db, findUserByUsername, resetDatabase, toCatalogItem, toGame, toReview } from './index';

const login = (name: string) => call(endpoints['auth.login'], { body: { login: name, password: 'Orbital!2026', remember: false } });

/** 'YYYY-MM-DD' of the local day of an ISO instant. */
function localDay(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

afterEach(async () => {
  resetClock();
  await resetDatabase();
});

describe('demo users (log in with e-mail or username; password Orbital!2026)', () => {
  it('player@orbital.test: username player, 120 coins, not premium', async () => {
    for (const id of ['player@orbital.test', 'player']) {
      const { account } = await login(id);
      expect(account).toMatchObject({ username: 'player', balance: 120, premium: null });
    }
  });

  it('premium@orbital.test: username premium, 40 coins, premium until 20 days after the clock\'s today', async () => {
    for (const id of ['premium@orbital.test', 'premium']) {
      const { account } = await login(id);
      expect(account.username).toBe('premium');
      expect(account.balance).toBe(40);
      expect(account.premium).not.toBeNull();
      expect(localDay(account.premium ?? '')).toBe(addDays(todayIso(), 20));
    }
  });

  it('the premium expiry follows the clock the database is seeded with (the demo\'s now=)', async () => {
    setClockDate('2027-03-10');
    await resetDatabase();
    const { account } = await login('premium');
    expect(localDay(account.premium ?? '')).toBe('2027-03-30');
  });

  it('developer@orbital.test: username developer, 500 coins, owns the developer orbital-labs', async () => {
    for (const id of ['developer@orbital.test', 'developer']) {
      const { account } = await login(id);
      expect(account).toMatchObject({ username: 'developer', balance: 500 });
    }
    expect(findUserByUsername('developer')?.developer).toBe('orbital-labs');
    expect(db.developers.findFirst((q) => q.where({ slug: 'orbital-labs' }))).toBeDefined();
  });
});

function starfall() {
  const record = db.games.findFirst((q) => q.where({ slug: 'starfall-arena' }));
  if (!record) throw new Error('starfall-arena is missing');
  return gameSchema.parse(toGame(record, null));
}

describe('game starfall-arena (the WebXR sample game)', () => {

  it('is by orbital-labs, genre action, tags multiplayer and vr, all five features, several builds', async () => {
    await login('player'); // fills the database through the API
    const g = starfall();
    expect(g.developer.slug).toBe('orbital-labs');
    expect(g.genre.slug).toBe('action');
    expect(g.tags.map((t) => t.slug)).toEqual(expect.arrayContaining(['multiplayer', 'vr']));
    expect(g.features).toEqual({ multiplayer: true, achievement: true, save: true, leaderboard: true, inventory: true });
    expect(g.builds.length).toBeGreaterThan(1);
    expect(g.builds.filter((b) => b.active)).toHaveLength(1);
  });

  it('has a catalog with plasma-blade on sale and starter-pack free', async () => {
    await login('player');
    const items = db.catalogItems.findMany((q) => q.where({ game: { slug: 'starfall-arena' } })).map((i) => catalogItemSchema.parse(toCatalogItem(i)));
    const blade = items.find((i) => i.slug === 'plasma-blade');
    const starter = items.find((i) => i.slug === 'starter-pack');
    expect(blade && percentOff(blade)).toBeGreaterThan(0);
    expect(starter && isFree(starter)).toBe(true);
  });

  it('has respondable reviews and one with a developer response; player has not reviewed it, premium has', async () => {
    await login('player');
    const developer = findUserByUsername('developer') ?? null;
    const reviews = db.reviews.findMany((q) => q.where({ gameSlug: 'starfall-arena' })).map((r) => reviewSchema.parse(toReview(r, developer)));
    expect(reviews.filter((r) => r.respondable).length).toBeGreaterThan(1);
    expect(reviews.filter((r) => r.response !== null)).toHaveLength(1);
    expect(reviews.some((r) => r.author.username === 'player')).toBe(false);
    expect(reviews.some((r) => r.author.username === 'premium')).toBe(true);
    // Only the game's developer sees reviews as respondable.
    const player = findUserByUsername('player') ?? null;
    expect(db.reviews.findMany((q) => q.where({ gameSlug: 'starfall-arena' })).some((r) => toReview(r, player).respondable)).toBe(false);
  });
});

describe('other fixtures', () => {
  it('neon-drift exists and its builds point at the games origin path /neon-drift/index.html', async () => {
    await login('player');
    const neon = db.games.findFirst((q) => q.where({ slug: 'neon-drift' }));
    expect(neon?.builds.find((b) => b.active)?.url).toBe('/neon-drift/index.html');
  });

  it('blog article welcome-to-orbital exists', async () => {
    await login('player');
    expect(db.articles.findFirst((q) => q.where({ slug: 'welcome-to-orbital' }))?.title).toBe('Welcome to Orbital');
  });

  it('gift codes ORBITAL-100 (+100 coins, valid) and EXPIRED-2025 (expired)', async () => {
    await login('player');
    const valid = db.giftCodes.findFirst((q) => q.where({ code: 'ORBITAL-100' }));
    expect(valid).toMatchObject({ amount: 100, expires: null });
    const expired = db.giftCodes.findFirst((q) => q.where({ code: 'EXPIRED-2025' }));
    expect(expired?.expires !== null && Date.parse(expired?.expires ?? '') < Date.now()).toBe(true);
  });
});
