import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { endpoints } from './contract';
import { keys, queryKeyFor } from './keys';
import { endpointQueryOptions } from './queryClient';

describe('query keys', () => {
  it('are [domain, name, params?, query?]', () => {
    expect(keys.home.index()).toEqual(['home', 'index']);
    expect(keys.games.details('starfall-arena')).toEqual(['games', 'details', { game: 'starfall-arena' }]);
    expect(keys.games.reviews('starfall-arena', { page: 2 })).toEqual(['games', 'reviews', { game: 'starfall-arena' }, { page: 2 }]);
    expect(keys.games.index({ sort: 'popular', genre: 'action' })).toEqual(['games', 'index', { sort: 'popular', genre: 'action' }]);
  });

  it('drop undefined query fields and empty queries', () => {
    expect(keys.games.index()).toEqual(['games', 'index']);
    expect(keys.games.index({})).toEqual(['games', 'index']);
    expect(keys.games.index({ page: undefined })).toEqual(['games', 'index']);
    expect(keys.account.summary()).toEqual(['account', 'summary']);
  });

  it('match what endpointQueryOptions uses', () => {
    const api = createApiClient({ baseUrl: '' });
    expect(endpointQueryOptions(api, endpoints['games.details'], { params: { game: 'neon-drift' } }).queryKey).toEqual(
      keys.games.details('neon-drift'),
    );
    expect(endpointQueryOptions(api, endpoints['games.reviews'], { params: { game: 'x' }, query: { page: 3 } }).queryKey).toEqual(
      keys.games.reviews('x', { page: 3 }),
    );
    expect(endpointQueryOptions(api, endpoints['auth.status']).queryKey).toEqual(keys.auth.status());
    expect(endpointQueryOptions(api, endpoints['search.index'], { query: { query: 'neo', games: true } }).queryKey).toEqual(
      keys.search.index({ query: 'neo', games: true }),
    );
    expect(queryKeyFor(endpoints['account.settings'])).toEqual(keys.account.settings());
  });

  it('invalidate by prefix', async () => {
    const client = new QueryClient();
    const seed = (key: readonly unknown[]) => client.setQueryData(key, 1);
    seed(keys.games.details('a'));
    seed(keys.games.reviews('a'));
    seed(keys.games.reviews('a', { page: 2 }));
    seed(keys.games.reviews('b', { page: 1 }));
    seed(keys.blog.index());

    const invalidated = (prefix: readonly unknown[]) =>
      client
        .getQueryCache()
        .findAll({ queryKey: prefix })
        .map((q) => q.queryKey);

    expect(invalidated(keys.games.reviews('a'))).toEqual([keys.games.reviews('a'), keys.games.reviews('a', { page: 2 })]);
    expect(invalidated(keys.games.all)).toHaveLength(4);
    expect(invalidated(['games', 'reviews'])).toHaveLength(3);
    expect(invalidated(keys.blog.all)).toEqual([keys.blog.index()]);
    client.clear();
  });
});
