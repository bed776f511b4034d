import { describe, expect, it } from 'vitest';
import { unhandledVerdict } from './unhandled';

const api = 'http://localhost:4173';

describe('unhandledVerdict', () => {
  it('warns about API calls no handler answers', () => {
    expect(unhandledVerdict('http://localhost:4173/v1/public/nothing/here', api)).toBe('warn');
    expect(unhandledVerdict('http://localhost:4173/v1/private/user/x?y=1', api)).toBe('warn');
  });

  it('lets static assets, pages and other origins through silently', () => {
    for (const url of [
      'http://localhost:4173/assets/index-abc123.js',
      'http://localhost:4173/assets/inter.woff2',
      'http://localhost:4173/favicon.svg',
      'http://localhost:4173/',
      'http://localhost:4173/games/starfall-arena',
      'http://localhost:4173/__mock/checkout?order=1',
      'http://games.localhost:4173/neon-drift/index.html',
      'http://localhost:4173/v1x/not-the-api',
    ]) {
      expect(unhandledVerdict(url, api)).toBe('bypass');
    }
  });

  it('follows an API base with a path, and never throws on junk', () => {
    expect(unhandledVerdict('http://localhost:8787/api/v1/public/x', 'http://localhost:8787/api/')).toBe('warn');
    expect(unhandledVerdict('http://localhost:8787/v1/public/x', 'http://localhost:8787/api')).toBe('bypass');
    expect(unhandledVerdict('not a url', api)).toBe('bypass');
  });
});
