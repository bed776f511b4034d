import '../../tests/setup/msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract';
import type { SearchQuery } from '../../src/api/schemas';
import { call, rawFetch } from '../core/testing';
import { db, ensureDatabase } from '../db';
import { setScenarioState } from '../scenarios/state';

const TOO_SHORT = 'Please enter at least 3 character to perform a search.';
const search = (query: SearchQuery) => call(endpoints['search.index'], { query });

async function rawSearch(qs: string) {
  const response = await rawFetch(`/v1/public/search${qs}`);
  return { http: response.status, body: (await response.json()) as { status: { message: string } } };
}

beforeEach(async () => {
  await ensureDatabase();
});

describe('search.index', () => {
  it('finds games and users by default; articles and announcements stay empty unless asked', async () => {
    const data = await search({ query: 'starfall' });
    expect(data.games.map((g) => g.slug)).toContain('starfall-arena');
    expect(data.articles).toEqual([]);
    expect(data.announcements).toEqual([]);
    const users = await search({ query: 'PLAY' });
    expect(users.users.map((u) => u.username)).toContain('player');
  });

  it('articles and announcements when their toggles are on; games and users off when theirs are off', async () => {
    const data = await search({ query: 'Starfall', articles: true, announcements: true, games: false, users: false });
    expect(data.games).toEqual([]);
    expect(data.users).toEqual([]);
    expect(data.articles.map((a) => a.slug)).toContain('starfall-arena-season-2-four-new-arenas');
    expect(data.announcements.map((a) => a.slug)).toContain('starfall-arena-season-2-is-live');
  });

  it('matches games by developer and tag too, case-insensitively, at most 24 per section', async () => {
    const labs = await search({ query: 'orbital labs' });
    expect(labs.games.map((g) => g.slug)).toEqual(expect.arrayContaining(['starfall-arena', 'neon-drift']));
    const tagged = db.games.findMany().filter((g) => g.tags.some((t) => t.slug === 'room-scale'));
    expect(tagged.length).toBeGreaterThan(0);
    const roomScale = await search({ query: 'ROOM-SCALE' });
    expect(roomScale.games.map((g) => g.slug)).toEqual(expect.arrayContaining(tagged.slice(0, 24).map((g) => g.slug)));
    const broad = await search({ query: 'the', articles: true });
    expect(broad.games.length).toBeLessThanOrEqual(24);
    const matching = db.articles.findMany().filter((a) => `${a.title} ${a.excerpt}`.toLowerCase().includes('the')).length;
    expect(matching).toBeGreaterThan(24);
    expect(broad.articles).toHaveLength(24);
  });

  it('nothing found: every section empty', async () => {
    expect(await search({ query: 'zzqxv', articles: true, announcements: true })).toEqual({ games: [], users: [], articles: [], announcements: [] });
  });

  it('fewer than 3 characters (once trimmed), or none, answers the spec\'s sentence', async () => {
    for (const qs of ['?query=ab', '?query=%20%20ab%20%20', '?query=%20%20%20%20%20', '?query=', '']) {
      const { http, body } = await rawSearch(qs);
      expect(http).toBe(422);
      expect(body.status.message).toBe(TOO_SHORT);
    }
  });

  it('searches the trimmed text; more than 100 characters is refused with a sentence', async () => {
    const padded = await search({ query: '  starfall  ' });
    expect(padded.games.map((g) => g.slug)).toContain('starfall-arena');
    const { http, body } = await rawSearch(`?query=${'a'.repeat(101)}`);
    expect(http).toBe(422);
    expect(body.status.message).toBe('Please keep your search to 100 characters or fewer.');
  });

  it('reads the toggles as the search page sends them (1/0)', async () => {
    const response = await rawFetch('/v1/public/search?query=starfall&games=0&users=0&articles=1&announcements=0');
    const data = ((await response.json()) as { data: { games: unknown[]; articles: unknown[] } }).data;
    expect(data.games).toEqual([]);
    expect(data.articles.length).toBeGreaterThan(0);
  });

  it('under the empty scenario every section is empty', async () => {
    setScenarioState({ scenario: 'empty' });
    expect(await search({ query: 'starfall', articles: true, announcements: true })).toEqual({ games: [], users: [], articles: [], announcements: [] });
  });
});
