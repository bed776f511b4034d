/*
 * The quality gates' route registry (issue 6: "every gate is driven by the route table, so pages added
 * later are covered without touching the gates").
 *
 * One entry per route pattern of the app's table (src/app/routes.tsx, flattened: nested paths joined,
 * index routes under their parent, pathless routes transparent). tests/unit/route-table.test.ts fails
 * when a pattern of the table has no entry here or an entry names a pattern the table no longer has,
 * so a new page fails the unit tests until it declares itself below — and from then on the axe gate,
 * the route fuzzer and the scenario gate (tests/e2e/quality-*.spec.ts) cover it without any change.
 *
 * What an entry declares:
 * - `sample`: a URL with valid parameters from the demo seed (mocks/db/fixtures.ts and the seed), shown
 *   in its success state by the built demo.
 * - `heading`: the level-1 heading of that success state (exact text, or a RegExp); `playerHeading`
 *   when it differs for a logged-in player; `null` means "any visible h1".
 * - `params`: valid values for each `:param` of the pattern (the fuzzer mixes them with malformed ones).
 * - `query`: the query parameters the page reads, with the kind of value it expects (the fuzzer feeds
 *   each wrong types, out-of-range numbers, repeats, arrays and junk).
 * - `states`: how its primary data's failure and loading show in the demo's scenarios (guide §3):
 *     error/offline: 'inline' — the inline 'Oops!' (role=alert) with 'Try Again';
 *                    'screen:<title>' — the status screen with that h1 and 'Try Again' (reloads);
 *                    'none' — the page has no primary data and shows its success state regardless.
 *     loading:       'busy' — the page's own skeleton (an aria-busy region in main) shows first;
 *                    'none' — nothing to wait for.
 * - `kind`: 'page' (all gates), 'redirect' (fuzzed; its target is a page or the 404), 'catch-all' (the
 *   404 handling: fuzzed, axe-checked, and unaffected by the scenarios).
 *
 * Samples use the fixtures only: the generated part of the catalogue may change with the seed.
 */

import { fixtures } from '../../mocks/db/fixtures';
import { daysAfter, unixSeconds } from '../../mocks/db/time';

export type ErrorStateDecl = 'inline' | 'none' | `screen:${string}`;

export interface RouteStates {
  error: ErrorStateDecl;
  offline: ErrorStateDecl;
  loading: 'busy' | 'none';
}

/** What a query parameter holds; the fuzzer derives malformed values from it. */
export type QueryKind =
  | { type: 'slug'; valid: readonly string[] }
  | { type: 'enum'; valid: readonly string[] }
  | { type: 'flag' }
  | { type: 'page' }
  | { type: 'text'; valid: readonly string[] }
  | { type: 'redirect' }
  | { type: 'email' }
  | { type: 'token' };

export interface RouteEntry {
  /** The pattern exactly as the flattened table spells it (leading slash; '/*' for the catch-all). */
  pattern: string;
  kind: 'page' | 'redirect' | 'catch-all';
  sample: string;
  heading: string | RegExp | null;
  /** The h1 for a logged-in player, when it differs (e.g. the auth panes redirect). */
  playerHeading?: string | RegExp | null;
  params: Readonly<Record<string, readonly string[]>>;
  query: Readonly<Record<string, QueryKind>>;
  states: RouteStates;
}

const GAME = 'starfall-arena';
const DEVELOPER = 'orbital-labs';
const ANNOUNCEMENT = 'starfall-arena-season-2-is-live';

/** Pages with primary data: inline error with a retry, their own skeleton while loading. */
const DATA_PAGE: RouteStates = { error: 'inline', offline: 'inline', loading: 'busy' };
/** Pages without primary data: the scenarios do not change what they show. */
const STATIC_PAGE: RouteStates = { error: 'none', offline: 'none', loading: 'none' };

const SORTS = ['popular', 'released', 'rating', 'recent'] as const;
const GENRES = ['action', 'adventure', 'puzzle'] as const;
const FLAG: QueryKind = { type: 'flag' };
const PAGE: QueryKind = { type: 'page' };
const REDIRECT: QueryKind = { type: 'redirect' };
/** The demo player's signed verification link (the seed's, mocks/db/seed/content.ts), as the API's path. */
const VERIFY = fixtures.tokens.emailVerification;
/** A finalize link of the social login's last step (its path; the page checks its form only when posting). */
const SOCIAL_FINALIZE_LINK = '/v1/public/user/auth/social/finalize/google/quality-gate-token?expires=1900000000&signature=quality-gate';
const VERIFY_EMAIL_LINK = `/v1/public/user/auth/email/verify/${VERIFY.id}/${VERIFY.hash}?expires=${unixSeconds(daysAfter(3650))}&signature=${VERIFY.signature}`;

export const ROUTES: readonly RouteEntry[] = [
  {
    pattern: '/',
    kind: 'page',
    sample: '/',
    heading: 'Featured games',
    params: {},
    query: {},
    states: DATA_PAGE,
  },
  {
    pattern: '/arcade/games',
    kind: 'page',
    sample: '/arcade/games?sort=popular',
    heading: 'Games',
    params: {},
    query: {
      cat: { type: 'slug', valid: GENRES },
      sub_cat: { type: 'slug', valid: ['arena', 'racing'] },
      sort: { type: 'enum', valid: SORTS },
      recent: FLAG,
      experiences: FLAG,
      page: PAGE,
    },
    states: DATA_PAGE,
  },
  {
    pattern: '/arcade/games/tag/:tag',
    kind: 'page',
    sample: '/arcade/games/tag/multiplayer',
    heading: 'Tag: Multiplayer',
    params: { tag: ['multiplayer', 'vr'] },
    query: { sort: { type: 'enum', valid: SORTS }, page: PAGE },
    states: DATA_PAGE,
  },
  {
    pattern: '/arcade/games/:game',
    kind: 'page',
    sample: `/arcade/games/${GAME}`,
    heading: 'Starfall Arena',
    params: { game: [GAME, 'neon-drift'] },
    // `build` preselects a build (an unknown one falls back to the active build); `orbital_*` and
    // `xr=emulate` go to the frame.
    query: {
      build: { type: 'text', valid: ['1.4.0', '1.1.0'] },
      orbital_level: { type: 'text', valid: ['2', 'arena'] },
      xr: { type: 'enum', valid: ['emulate'] },
    },
    states: DATA_PAGE,
  },
  {
    pattern: '/arcade/games/:game/catalog/:item',
    kind: 'page',
    sample: `/arcade/games/${GAME}/catalog/plasma-blade`,
    heading: 'Plasma Blade',
    params: { game: [GAME], item: ['plasma-blade', 'starter-pack'] },
    query: {},
    states: DATA_PAGE,
  },
  {
    pattern: '/arcade/games/developer/:developer',
    kind: 'page',
    sample: `/arcade/games/developer/${DEVELOPER}`,
    heading: 'Orbital Labs',
    params: { developer: [DEVELOPER] },
    query: {},
    states: DATA_PAGE,
  },
  {
    pattern: '/arcade/games/developer/:developer/announcements',
    kind: 'page',
    sample: `/arcade/games/developer/${DEVELOPER}/announcements`,
    heading: 'Announcements',
    params: { developer: [DEVELOPER] },
    query: { page: PAGE },
    states: DATA_PAGE,
  },
  {
    pattern: '/arcade/games/developer/:developer/announcements/:announcement',
    kind: 'page',
    sample: `/arcade/games/developer/${DEVELOPER}/announcements/${ANNOUNCEMENT}`,
    heading: 'Starfall Arena Season 2 Is Live',
    params: { developer: [DEVELOPER], announcement: [ANNOUNCEMENT] },
    query: {},
    states: DATA_PAGE,
  },
  {
    pattern: '/blog',
    kind: 'page',
    sample: '/blog',
    heading: 'Blog',
    params: {},
    query: {
      cat: { type: 'slug', valid: ['news', 'guides'] },
      author: { type: 'slug', valid: ['mira'] },
      tag: { type: 'slug', valid: ['updates', 'showcase'] },
      page: PAGE,
    },
    states: DATA_PAGE,
  },
  {
    pattern: '/blog/article/:article',
    kind: 'page',
    sample: '/blog/article/welcome-to-orbital',
    heading: 'Welcome to Orbital',
    params: { article: ['welcome-to-orbital'] },
    query: {},
    states: DATA_PAGE,
  },
  {
    // The game SDK's documentation (issue 12): static, no API data.
    pattern: '/developers/sdk',
    kind: 'page',
    sample: '/developers/sdk',
    heading: 'Game SDK',
    params: {},
    query: {},
    states: STATIC_PAGE,
  },
  {
    pattern: '/hc',
    kind: 'page',
    sample: '/hc',
    heading: 'Help Centre',
    params: {},
    query: { view: { type: 'enum', valid: ['contact'] } },
    states: STATIC_PAGE,
  },
  {
    pattern: '/hc/legal/:page',
    kind: 'page',
    sample: '/hc/legal/privacy-policy',
    heading: 'Privacy Policy',
    params: { page: ['privacy-policy', 'terms-of-service', 'refund-policy', 'imprint', 'about-us'] },
    query: {},
    // The loader awaits the page: a 500 is thrown to the route boundary (the page has no error state of
    // its own); a network failure resolves and the page shows the network message inline.
    states: { error: 'screen:Server Error', offline: 'inline', loading: 'busy' },
  },
  {
    pattern: '/search',
    kind: 'page',
    sample: '/search?query=starfall',
    heading: 'Search results for “starfall”',
    params: {},
    query: {
      query: { type: 'text', valid: ['starfall', 'neon', 'orbital'] },
      games: FLAG,
      users: FLAG,
      articles: FLAG,
      announcements: FLAG,
    },
    states: DATA_PAGE,
  },
  ...(
    [
      ['login', 'Login', {}],
      ['register', 'Sign Up', {}],
      ['forgot-password', 'Forgot Password', {}],
      ['reset-password', 'Reset Password', { email: { type: 'email' }, token: { type: 'token' } }],
    ] as const
  ).map(
    ([path, heading, extra]): RouteEntry => ({
      pattern: `/auth/${path}`,
      kind: 'page',
      sample:
        path === 'reset-password' ? '/auth/reset-password?email=player%40orbital.test&token=demo-reset-token-player' : `/auth/${path}`,
      heading,
      // A logged-in player is sent to the account home (spec §2), whose heading is the dashboard's.
      playerHeading: 'Dashboard',
      params: {},
      query: { redirect_to: REDIRECT, ...extra },
      states: STATIC_PAGE,
    }),
  ),
  {
    pattern: '/auth/verify-email',
    kind: 'page',
    sample: `/auth/verify-email?token=${encodeURIComponent(VERIFY_EMAIL_LINK)}`,
    heading: 'Email Verified',
    params: {},
    query: { token: { type: 'token' } },
    // The verification is the page's one call: 'Verification Error' with 'Try Again' when it fails.
    states: { error: 'screen:Verification Error', offline: 'screen:Verification Error', loading: 'busy' },
  },
  {
    // /auth/social/status and /auth/social/finalize (one route). The sample is the finalize form, asked with a
    // finalize link (its path, on the API host): it has no primary data (the status step's one call is
    // its outcome: as a visitor without a login in progress, 'Login Unsuccessful' with the server's message).
    pattern: '/auth/social/:step',
    kind: 'page',
    sample: `/auth/social/finalize?${new URLSearchParams({ token: SOCIAL_FINALIZE_LINK, provider: 'google' })}`,
    heading: 'Almost There!',
    params: { step: ['finalize', 'status'] },
    query: { token: { type: 'token' }, provider: { type: 'enum', valid: ['google', 'facebook', 'steam'] } },
    states: STATIC_PAGE,
  },
  {
    pattern: '/auth/delete/meta',
    kind: 'page',
    sample: `/auth/delete/meta?code=${fixtures.tokens.deletion.pending}`,
    heading: 'Account Status',
    params: {},
    query: { code: { type: 'token' } },
    states: DATA_PAGE,
  },
  {
    // /market and its pages: one route (src/features/market/routes.tsx). The sample is the shop itself;
    // its other pages (/market/coins, /market/coins/success, the newsletter links) are covered by their
    // stories (axe), unit and e2e tests, and the fuzzer's addresses under /market/*.
    pattern: '/market/*',
    kind: 'page',
    sample: '/market',
    heading: 'Shop',
    params: {},
    query: { amount: { type: 'page' }, token: { type: 'token' } },
    // The coin packs and the showcase: each list's inline 'Oops!' with 'Try Again', its skeleton first.
    states: DATA_PAGE,
  },
  {
    // The demo premium's profile: public to all (some sections friends-only or owner-only: the page says so).
    pattern: '/community/user/:user',
    kind: 'page',
    sample: `/community/user/${fixtures.users.premium.username}`,
    heading: fixtures.users.premium.alias,
    params: { user: [fixtures.users.premium.username, fixtures.users.player.username, fixtures.users.developer.username] },
    query: {},
    states: DATA_PAGE,
  },
  {
    // The account area (issue 15). A visitor gets 'Login Required' with the login pane open over it (no
    // data of its own: the scenarios do not change it); the demo player sees the page, whose private
    // calls fail inline under `error`/`offline` (tests/e2e/account.spec.ts covers them as the player).
    pattern: '/account/:page',
    kind: 'page',
    sample: '/account/home',
    heading: 'Login Required',
    playerHeading: 'Dashboard',
    params: { page: ['home', 'profile', 'friends', 'achievement', 'inventory', 'shop', 'activity', 'history', 'settings', 'support'] },
    query: {},
    states: STATIC_PAGE,
  },
  {
    pattern: '/game/:game',
    kind: 'redirect',
    sample: `/game/${GAME}`,
    heading: null,
    params: { game: [GAME, 'neon-drift'] },
    query: { build: { type: 'text', valid: ['1.0.0'] }, orbital_level: { type: 'text', valid: ['2'] } },
    states: STATIC_PAGE,
  },
  {
    pattern: '/game/:game/game',
    kind: 'redirect',
    sample: `/game/${GAME}/game`,
    heading: null,
    params: { game: [GAME, 'neon-drift'] },
    query: { build: { type: 'text', valid: ['1.0.0'] } },
    states: STATIC_PAGE,
  },
  {
    pattern: '/*',
    kind: 'catch-all',
    sample: '/this/path/does/not/exist',
    heading: 'BOO! HAHA',
    params: {},
    query: {},
    // The redirect check failing (500, network) still shows the 404 (spec §8).
    states: STATIC_PAGE,
  },
];

/** The entries every page gate visits (axe, scenarios): pages and the 404. */
export const PAGES = ROUTES.filter((route) => route.kind !== 'redirect');

/** Status-screen titles (spec §2 'Error and status pages'; src/lib/strings/common.ts `status`). */
export const STATUS_TITLES = [
  'BOO! HAHA',
  'Unauthorized Access',
  'Permission Denied',
  'Session Expired',
  'Server Error',
  'Service Unavailable',
] as const;

/**
 * Sandbox parameters (mocks/sandbox/params.ts, mockReturns.ts): they reconfigure the demo on a full
 * load (gate=1 blanks it on purpose), so the fuzzer never generates them.
 */
export const SANDBOX_KEYS = [
  'persona',
  'scenario',
  'fail',
  'failStatus',
  'now',
  'gate',
  'ads',
  'consent',
  'bypass',
  'mock_checkout',
  'mock_social',
  'mock_result',
  'mock_persona',
] as const;

/** `sample` with extra query parameters. */
export function withQuery(url: string, extra: Record<string, string>): string {
  const [path = '', search = ''] = url.split('?');
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** A readable test title for an entry. */
export function label(route: RouteEntry): string {
  return route.pattern === '/*' ? '404 (/*)' : route.pattern;
}
