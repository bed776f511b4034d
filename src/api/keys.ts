import type { EndpointKey, Endpoints } from './contract';
import type { EndpointInput } from './endpoint';
import type {
  BlogIndexQuery,
  GameIndexQuery,
  PageQuery,
  SearchQuery,
  TagGamesQuery,
} from './schemas';

/*
 * React Query keys. One scheme for every endpoint, so invalidating a prefix works:
 *
 *   [domain, name, params?, query?]      e.g. ['games', 'reviews', { game: 'starfall-arena' }, { page: 2 }]
 *
 * - ['games']                                   everything of the games domain
 * - ['games', 'reviews']                        every reviews list
 * - ['games', 'reviews', { game }]              every page of one game's reviews
 * react-query matches object elements of a prefix partially, so { game } also matches { game, … }.
 * Undefined/null query fields are dropped and an empty query is left out, so f(), f({}) and
 * f({ page: undefined }) share one key (as they share one URL).
 */

export type ApiQueryKey = readonly unknown[];

type Input<K extends EndpointKey> = EndpointInput<Endpoints[K]>;

/** The query without undefined/null fields; undefined when nothing is left (so f() and f({}) share a key). */
function compact(query: unknown): Record<string, unknown> | undefined {
  if (query === undefined || query === null || typeof query !== 'object') return undefined;
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** The key of a call: domain and name from the endpoint key, then path params, then query. */
export function queryKeyFor<K extends EndpointKey>(
  endpoint: { key: K },
  input?: { params?: unknown; query?: unknown } | Input<K>,
): ApiQueryKey {
  const [domain = endpoint.key, name] = endpoint.key.split('.');
  const key: unknown[] = name === undefined ? [domain] : [domain, name];
  const { params, query } = (input ?? {}) as { params?: unknown; query?: unknown };
  if (params !== undefined) key.push(params);
  const definedQuery = compact(query);
  if (definedQuery !== undefined) key.push(definedQuery);
  return key;
}

const k = <K extends EndpointKey>(key: K, input?: { params?: unknown; query?: unknown }) =>
  queryKeyFor({ key }, input);

/** Key factories per domain. `all` is the prefix of everything in the domain. */
export const keys = {
  auth: {
    all: ['auth'] as const,
    status: () => k('auth.status'),
    socialProviders: () => k('auth.socialProviders'),
    socialStatus: (provider: string) => k('auth.socialStatus', { query: { provider } }),
    deletionStatus: (code: string) => k('auth.socialDeleteStatus', { query: { code } }),
  },
  account: {
    all: ['account'] as const,
    summary: () => k('account.summary'),
    settings: () => k('account.settings'),
    // The area's own lists and forms: src/features/account/api/keys.ts (only its chunk needs them).
  },
  notifications: {
    all: ['notifications'] as const,
    index: (query?: PageQuery) => k('notifications.index', { query }),
  },
  messages: {
    all: ['messages'] as const,
    index: (query?: PageQuery) => k('messages.index', { query }),
  },
  home: {
    all: ['home'] as const,
    index: () => k('home.index'),
  },
  games: {
    all: ['games'] as const,
    index: (query?: GameIndexQuery) => k('games.index', { query }),
    details: (game: string) => k('games.details', { params: { game } }),
    catalogItem: (game: string, item: string) => k('games.catalogItem', { params: { game, item } }),
    tag: (tag: string, query?: TagGamesQuery) => k('games.tag', { params: { tag }, query }),
    /** Without `query`: every page of that game's reviews. */
    reviews: (game: string, query?: PageQuery) => k('games.reviews', { params: { game }, query }),
  },
  developers: {
    all: ['developers'] as const,
    details: (developer: string) => k('developers.details', { params: { developer } }),
    announcements: (developer: string, query?: PageQuery) =>
      k('developers.announcements', { params: { developer }, query }),
    announcement: (developer: string, announcement: string) =>
      k('developers.announcement', { params: { developer, announcement } }),
  },
  community: {
    all: ['community'] as const,
    profile: (user: string) => k('community.profile', { params: { user } }),
  },
  blog: {
    all: ['blog'] as const,
    index: (query?: BlogIndexQuery) => k('blog.index', { query }),
    article: (article: string) => k('blog.article', { params: { article } }),
  },
  help: {
    all: ['help'] as const,
    legal: (page: string) => k('help.legal', { params: { page } }),
  },
  market: {
    all: ['market'] as const,
    offers: () => k('market.offers'),
    showcase: () => k('market.showcase'),
  },
  ads: {
    all: ['ads'] as const,
    serve: (size: string) => k('ads.serve', { params: { size } }),
  },
  search: {
    all: ['search'] as const,
    index: (query: SearchQuery) => k('search.index', { query }),
  },
} as const;
