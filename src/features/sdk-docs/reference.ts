import { ERROR_CODES, EVENTS, METHODS, type ErrorCode, type EventName, type Method } from '@orbital/sdk/names';

/**
 * The SDK reference shown on /developers/sdk: one entry per method, event and error code of the wire
 * protocol (packages/sdk/src/protocol.ts, documented in docs/sdk/protocol.md). Typed as records keyed by
 * the protocol's own unions, so a method, event or code added to the protocol fails the typecheck here
 * until it is documented; the lists below follow the protocol's order, and
 * src/features/sdk-docs/reference.test.ts holds the keys equal to METHODS / EVENTS / ERROR_CODES (no
 * extra entries either). User-visible reference text (ours), kept beside the data it describes.
 */

export interface MethodDoc {
  /** The library call ('orbital.saves.write(slot, data)'). */
  call: string;
  /** The request's params ('' for none). */
  params: string;
  /** The reply's data. */
  result: string;
  /** A visitor gets login_required. */
  login: boolean;
  /** Errors besides rate_limited, network, server and timeout ('' for none). */
  errors: string;
}

// ours
const METHOD_DOCS = {
  handshake: {
    call: 'Orbital.init(options)',
    params: '{ sdk?: string } (the library version)',
    result: '{ v, product, features: { multiplayer, achievement, save, leaderboard, inventory }, loggedIn }',
    login: false,
    errors: 'unsupported_version',
  },
  'user.get': {
    call: 'orbital.user.get()',
    params: '',
    result: '{ loggedIn: false } or { loggedIn: true, id, alias, username, avatar: { tn, sm, sd }, premium }',
    login: false,
    errors: '',
  },
  'inventory.get': {
    call: 'orbital.inventory.get()',
    params: '',
    result: 'InventoryItem[]: the catalog items the player owns, each with count and date.acquired',
    login: true,
    errors: '',
  },
  'inventory.catalog': {
    call: 'orbital.inventory.catalog()',
    params: '',
    result: 'CatalogItem[]: { slug, name, thumbnail, price, price_discounted, game: { slug, title } }',
    login: false,
    errors: '',
  },
  'inventory.itemUrl': {
    call: 'orbital.inventory.itemUrl(item)',
    params: '{ item } (slug)',
    result: "{ url }: the item's catalog page, absolute",
    login: false,
    errors: 'invalid_params, not_found',
  },
  'inventory.purchase': {
    call: 'orbital.inventory.purchase(item, count = 1)',
    params: '{ item, count? }',
    result: '{ item: InventoryItem, balance } (coins after the charge)',
    login: true,
    errors: 'invalid_params, not_found, insufficient_funds',
  },
  'leaderboards.get': {
    call: 'orbital.leaderboards.get({ page, size })',
    params: '{ page?, size? }',
    result: 'a page: { total, from, to, current, last, per_page, items: LeaderboardEntry[] }; an entry is { rank, score, user, date: { posted } }',
    login: false,
    errors: '',
  },
  'leaderboards.friends': {
    call: 'orbital.leaderboards.friends({ page, size })',
    params: '{ page?, size? }',
    result: "a page of the player's friends' entries",
    login: true,
    errors: '',
  },
  'leaderboards.my': {
    call: 'orbital.leaderboards.my()',
    params: '',
    result: 'LeaderboardEntry, or null (no score yet)',
    login: true,
    errors: '',
  },
  'leaderboards.postScore': {
    call: 'orbital.leaderboards.postScore(score)',
    params: '{ score } (integer)',
    result: '{ entry: LeaderboardEntry, best } (best: a new personal best)',
    login: true,
    errors: 'invalid_params',
  },
  'leaderboards.stats': {
    call: 'orbital.leaderboards.stats()',
    params: '',
    result: '{ players, top, average } (top and average null when empty)',
    login: false,
    errors: '',
  },
  'saves.all': {
    call: 'orbital.saves.all()',
    params: '',
    result: 'SaveSlot[]: { slot, size, date: { updated } }, without data',
    login: true,
    errors: '',
  },
  'saves.load': {
    call: 'orbital.saves.load(slot)',
    params: '{ slot }',
    result: '{ slot, size, date, data }',
    login: true,
    errors: 'not_found (empty slot)',
  },
  'saves.write': {
    call: 'orbital.saves.write(slot, data)',
    params: '{ slot, data } (a string of at most 1,048,576 characters)',
    result: 'SaveSlot',
    login: true,
    errors: 'invalid_params',
  },
  'saves.delete': { call: 'orbital.saves.delete(slot)', params: '{ slot }', result: 'null', login: true, errors: '' },
  'saves.clear': { call: 'orbital.saves.clear()', params: '', result: 'null', login: true, errors: '' },
  'marketing.check': {
    call: 'orbital.marketing.check()',
    params: '',
    result: "{ subscribed } (marketing e-mails from the game's developer)",
    login: true,
    errors: '',
  },
  'marketing.subscribe': { call: 'orbital.marketing.subscribe()', params: '', result: '{ subscribed: true }', login: true, errors: '' },
  'marketing.unsubscribe': { call: 'orbital.marketing.unsubscribe()', params: '', result: '{ subscribed: false }', login: true, errors: '' },
  'achievements.unlock': {
    call: 'orbital.achievements.unlock(achievement)',
    params: '{ achievement } (slug)',
    result: "{ achievement: { slug, title, desc, thumb, sound }, unlocked_now } (the page shows the achievement toast and echoes achievement.unlocked; a visitor's unlock is not kept, unlocked_now is always true for them, and the page asks them to log in or sign up to save it)",
    login: false,
    errors: 'invalid_params, not_found',
  },
  'session.report': {
    call: 'orbital.session.report(state), .start(), .end(), .track(xrSession)',
    params: '{ state }: start, xr-session-start, visible, visible-blurred, hidden, end',
    result: 'null',
    login: false,
    errors: 'invalid_params',
  },
  'game.loading': {
    call: 'orbital.game.loading(progress)',
    params: '{ progress } (0–1)',
    result: 'null; the page shows a progress bar over the frame',
    login: false,
    errors: 'invalid_params',
  },
  'game.loaded': {
    call: 'orbital.game.loaded()',
    params: '',
    result: 'null; the page hides the bar and records the time to play',
    login: false,
    errors: '',
  },
  'game.happytime': {
    call: 'orbital.game.happytime()',
    params: '',
    result: 'null; the page celebrates (confetti, not under reduced motion, at most once a minute)',
    login: false,
    errors: '',
  },
  'game.inviteLink': {
    call: 'orbital.game.inviteLink(params)',
    params: '{ params }: at most 10 keys [a-z0-9_]{1,32}, string values of at most 200 characters',
    result: "{ url }: the game page's absolute URL with each key prefixed orbital_ (forwarded to your game)",
    login: false,
    errors: 'invalid_params',
  },
  'settings.get': {
    call: 'orbital.settings.get()',
    params: '',
    result: '{ muteAudio, reducedMotion }',
    login: false,
    errors: '',
  },
  'ads.break': {
    call: 'orbital.ads.break(type)',
    params: "{ type }: 'midgame' or 'rewarded'",
    result: '{ shown, rewarded }; the page sends pause before an ad and resume after it (see Ad breaks)',
    login: false,
    errors: "invalid_params (a rewarded break without the player's action)",
  },
} satisfies Record<Method, MethodDoc>;

export interface EventDoc {
  data: string;
  when: string;
}

// ours
const EVENT_DOCS = {
  'user.changed': { data: 'the user.get result', when: 'The player logged in or out while the game runs.' },
  pause: { data: '', when: 'An overlay or dialog covers the game, the tab is hidden, or an ad break shows its ad.' },
  resume: { data: '', when: "The game is uncovered and visible again, or an ad break's ad is over." },
  'settings.changed': { data: 'the settings.get result', when: 'muteAudio or reducedMotion changed.' },
  'achievement.unlocked': { data: '{ slug, title, desc, thumb, sound }', when: "Echo of the player's unlock (the page shows its toast)." },
} satisfies Record<EventName, EventDoc>;

// ours
const ERROR_DOCS = {
  login_required: 'The method needs a logged-in player; the page shows its login prompt. In immersive VR, leave VR so the player can log in (session.track does this).',
  invalid_params: 'A param is invalid; the message names the field.',
  unknown_method: 'No such method in this protocol version.',
  unsupported_version: 'The page does not speak this library’s protocol version (Orbital.init rejects).',
  not_found: 'The slot, item or achievement does not exist (status 404).',
  insufficient_funds: 'Too few coins for the purchase (status 422).',
  rate_limited: 'The page’s queue is full; try again shortly (see Rate limits).',
  network: 'The page could not reach the API.',
  server: 'The API failed (status when known).',
  timeout: 'Library only: no reply within the call’s timeout (default 10 s).',
} satisfies Record<ErrorCode, string>;

export const METHOD_REFERENCE: ReadonlyArray<MethodDoc & { name: Method }> = METHODS.map((name) => ({ name, ...METHOD_DOCS[name] }));
export const EVENT_REFERENCE: ReadonlyArray<EventDoc & { name: EventName }> = EVENTS.map((name) => ({ name, ...EVENT_DOCS[name] }));
export const ERROR_REFERENCE: ReadonlyArray<{ code: ErrorCode; meaning: string }> = Object.values(ERROR_CODES).map((code) => ({
  code,
  meaning: ERROR_DOCS[code],
}));

/** The documented keys, for the test that holds them equal to the protocol's. */
export const DOCUMENTED = {
  methods: Object.keys(METHOD_DOCS),
  events: Object.keys(EVENT_DOCS),
  errors: Object.keys(ERROR_DOCS),
};
