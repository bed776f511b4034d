import { describe, expect, it } from 'vitest';
import { queryProblem, readSearchParams, searchHref, toApiQuery } from '@/features/search/params';

describe('/search URL parameters (guide §3: query, games, users, articles, announcements as 1/0)', () => {
  it('defaults: games and users on, articles and announcements off (spec §2 Shell)', () => {
    expect(readSearchParams('')).toEqual({ query: '', games: true, users: true, articles: false, announcements: false });
  });

  it("reads '1'/'0' and falls back to the default for anything malformed", () => {
    expect(readSearchParams('query=abc&games=0&users=0&articles=1&announcements=1')).toMatchObject({
      games: false,
      users: false,
      articles: true,
      announcements: true,
    });
    expect(readSearchParams('games=yes&users=&articles=2&announcements=%00')).toMatchObject({
      games: true,
      users: true,
      articles: false,
      announcements: false,
    });
  });

  it('writes every toggle out, and round-trips', () => {
    const params = readSearchParams('query=neon%20drift&articles=1');
    expect(searchHref(params)).toBe('/search?query=neon+drift&games=1&users=1&articles=1&announcements=0');
    expect(readSearchParams(new URL(searchHref(params), 'http://x').searchParams)).toEqual(params);
  });

  it('at least 3 characters once trimmed (spec §5), at most 100', () => {
    expect(queryProblem('')).toBe('empty');
    expect(queryProblem('   ')).toBe('empty');
    expect(queryProblem('ab')).toBe('too-short');
    expect(queryProblem('  ab  ')).toBe('too-short');
    expect(queryProblem('abc')).toBeNull();
    expect(queryProblem('a'.repeat(101))).toBe('too-long');
  });

  it('the API query is trimmed; nothing is searched without a usable text or with every section off', () => {
    expect(toApiQuery(readSearchParams('query=%20starfall%20'))).toEqual({
      query: 'starfall',
      games: true,
      users: true,
      articles: false,
      announcements: false,
    });
    expect(toApiQuery(readSearchParams('query=ab'))).toBeNull();
    expect(toApiQuery(readSearchParams('query=abc&games=0&users=0'))).toBeNull();
  });
});
