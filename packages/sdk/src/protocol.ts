/**
 * The Orbital game SDK wire protocol, version 1 (docs/sdk/protocol.md): the public contract between a
 * game in Orbital's frame and the game page. Types and constants only, no dependencies, so both the
 * game library (packages/sdk) and the page's relay (src/features/games/sdk) import exactly this.
 */

import type { ErrorCode } from './names.js';

/** The protocol version this library speaks. */
export const PROTOCOL_VERSION = 1;
/** Every protocol version a page or library may accept. */
export const SUPPORTED_VERSIONS: readonly number[] = [1];
/** The `from` field of every message: Orbital's product id. */
export const PRODUCT_ID = 'orbital';
/**
 * Page → game before the handshake, an event without an id: the page has the game's frame but its relay
 * is still starting (a first visit's page starts the game beside its own code): the library waits on.
 */
export const HANDSHAKE_PENDING = 'handshake.pending';
/** Largest request id (characters); ids are non-empty strings. */
export const MAX_ID_LENGTH = 64;
/** A slug param (`item`, `achievement`): lower-case letters and digits in dash-separated groups, the API's own rule. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// --- messages -----------------------------------------------------------------------------------

/** Game → page. Posted with `window.parent.postMessage`. */
export interface RequestMessage<M extends string = string, P = unknown> {
  from: string;
  v: number;
  id: string;
  method: M;
  params?: P;
}

/** Page → game, the successful reply to a request (same `id`). */
export interface ReplyOk<D = unknown> {
  from: string;
  v: number;
  id: string;
  ok: true;
  data: D;
}

/** The `error` of a failed reply. */
export interface ProtocolError {
  code: ErrorCode | (string & {});
  message: string;
  /** The HTTP status of the API call behind it, when there was one. */
  status?: number;
}

/** Page → game, the failed reply to a request (same `id`). */
export interface ReplyError {
  from: string;
  v: number;
  id: string;
  ok: false;
  error: ProtocolError;
}

export type ReplyMessage<D = unknown> = ReplyOk<D> | ReplyError;

/** Page → game, an event (no `id`). */
export interface EventMessage<E extends string = string, D = unknown> {
  from: string;
  v: number;
  event: E;
  data?: D;
}

export type PageMessage = ReplyMessage | EventMessage;

// --- errors -------------------------------------------------------------------------------------

export { CLIENT_ONLY_ERROR_CODES, ERROR_CODES } from './names.js';
export type { ErrorCode } from './names.js';

// --- methods ------------------------------------------------------------------------------------

export { METHODS } from './names.js';
export type { Method } from './names.js';

/** `session.report` states (decision 13: desktop play reports `start`/`end` too). */
export const SESSION_STATES = ['start', 'xr-session-start', 'visible', 'visible-blurred', 'hidden', 'end'] as const;
export type SessionState = (typeof SESSION_STATES)[number];

/** `ads.break` types: `midgame` (a natural pause, e.g. between rounds) or `rewarded` (the player asked for a reward). */
export const AD_BREAK_TYPES = ['midgame', 'rewarded'] as const;
export type AdBreakType = (typeof AD_BREAK_TYPES)[number];
/** The page shows at most one midgame ad per this many ms (any ad shown in a break restarts the wait). */
export const MIDGAME_BREAK_INTERVAL_MS = 180_000;
/** The library's timeout for `ads.break` (an ad and its skip take far longer than a call's default 10 s). */
export const AD_BREAK_TIMEOUT_MS = 120_000;

/** Page size and page defaults, and the limits the page applies (spec §5). */
export const DEFAULTS = { page: 1, size: 10, slot: 1, count: 1 } as const;
export const MAX_PAGE_SIZE = 100;
export const MAX_PURCHASE_COUNT = 99;
/** Largest save (characters of the saved string). */
export const MAX_SAVE_LENGTH = 1_048_576;

/** `game.inviteLink` params: at most 10 keys of `[a-z0-9_]{1,32}`, string values of at most 200 characters. */
export const INVITE_LINK_LIMITS = { maxKeys: 10, keyPattern: /^[a-z0-9_]{1,32}$/, maxValueLength: 200, prefix: 'orbital_' } as const;

// --- result shapes (plain mirrors of the sdk.* response schemas of src/api) -------------------------

/** A server image path; null when there is none. */
export type ImagePath = string | null;
export interface Avatar {
  tn: ImagePath;
  sm: ImagePath;
  sd: ImagePath;
}
export interface SlugTitle {
  slug: string;
  title: string;
}
export type User =
  | { loggedIn: false }
  | { loggedIn: true; id: number; alias: string; username: string; avatar: Avatar; premium: boolean };
export interface UserCard {
  alias: string;
  username: string;
  avatar: Avatar;
  premium: boolean;
}
export interface CatalogItem {
  slug: string;
  name: string;
  thumbnail: ImagePath;
  /** Regular price in coins. */
  price: number;
  /** Price to pay now (equal to price when not on sale). */
  price_discounted: number;
  game: SlugTitle;
}
export interface InventoryItem extends CatalogItem {
  /** How many the player owns. */
  count: number;
  date: { acquired: string };
}
export interface PurchaseResult {
  item: InventoryItem;
  /** Coin balance after the charge. */
  balance: number;
}
export interface LeaderboardEntry {
  rank: number;
  score: number;
  user: UserCard;
  date: { posted: string };
}
export interface Page<T> {
  total: number;
  from: number | null;
  to: number | null;
  current: number;
  last: number;
  per_page: number;
  items: T[];
}
export interface PostScoreResult {
  entry: LeaderboardEntry;
  /** A new personal best. */
  best: boolean;
}
export interface LeaderboardStats {
  players: number;
  top: number | null;
  average: number | null;
}
export interface SaveSlot {
  slot: number;
  /** Length of the saved string. */
  size: number;
  date: { updated: string };
}
export interface SaveData extends SaveSlot {
  data: string;
}
export interface MarketingStatus {
  subscribed: boolean;
}
export type NotificationSound = 'error' | 'ding' | 'message' | 'short' | 'strong';
export interface Achievement {
  slug: string;
  title: string;
  desc: string;
  thumb: ImagePath;
  sound: NotificationSound;
}
export interface AchievementUnlockResult {
  achievement: Achievement;
  /** This call unlocked it (false: the player already had it). */
  unlocked_now: boolean;
}
export interface GameFeatures {
  multiplayer: boolean;
  achievement: boolean;
  save: boolean;
  leaderboard: boolean;
  inventory: boolean;
}
export interface HandshakeParams {
  /** The SDK library's own version (semver), for the page's inspector. */
  sdk?: string;
}
export interface HandshakeResult {
  /** The protocol version the page will speak (one of the game's). */
  v: number;
  /** The product's display name ('Orbital'). */
  product: string;
  features: GameFeatures;
  loggedIn: boolean;
}
export interface Settings {
  muteAudio: boolean;
  reducedMotion: boolean;
}
export type InviteLinkParams = Record<string, string>;
/**
 * The `ads.break` answer. `shown`: an ad was on screen. `rewarded`: grant the reward — only for a
 * `rewarded` break, whose ad was shown until the player could skip it, or for which Orbital shows no ads
 * (premium players, games with ads disabled, a build without ads). Never true for a `midgame` break.
 */
export interface AdBreakResult {
  shown: boolean;
  rewarded: boolean;
}

export interface PageParams {
  page?: number;
  size?: number;
}

/** Params of each method (`undefined`: the method takes none). */
export interface MethodParams {
  handshake: HandshakeParams;
  'user.get': undefined;
  'inventory.get': undefined;
  'inventory.catalog': undefined;
  'inventory.itemUrl': { item: string };
  'inventory.purchase': { item: string; count?: number };
  'leaderboards.get': PageParams;
  'leaderboards.friends': PageParams;
  'leaderboards.my': undefined;
  'leaderboards.postScore': { score: number };
  'leaderboards.stats': undefined;
  'saves.all': undefined;
  'saves.load': { slot: number };
  'saves.write': { slot: number; data: string };
  'saves.delete': { slot: number };
  'saves.clear': undefined;
  'marketing.check': undefined;
  'marketing.subscribe': undefined;
  'marketing.unsubscribe': undefined;
  'achievements.unlock': { achievement: string };
  'session.report': { state: SessionState };
  'game.loading': { progress: number };
  'game.loaded': undefined;
  'game.happytime': undefined;
  'game.inviteLink': { params: InviteLinkParams };
  'settings.get': undefined;
  'ads.break': { type: AdBreakType };
}

/** The `data` of each method's successful reply. */
export interface MethodResult {
  handshake: HandshakeResult;
  'user.get': User;
  'inventory.get': InventoryItem[];
  'inventory.catalog': CatalogItem[];
  'inventory.itemUrl': { url: string };
  'inventory.purchase': PurchaseResult;
  'leaderboards.get': Page<LeaderboardEntry>;
  'leaderboards.friends': Page<LeaderboardEntry>;
  /** null when the player has no score yet. */
  'leaderboards.my': LeaderboardEntry | null;
  'leaderboards.postScore': PostScoreResult;
  'leaderboards.stats': LeaderboardStats;
  'saves.all': SaveSlot[];
  /** `not_found` when the slot is empty. */
  'saves.load': SaveData;
  'saves.write': SaveSlot;
  'saves.delete': null;
  'saves.clear': null;
  'marketing.check': MarketingStatus;
  'marketing.subscribe': MarketingStatus;
  'marketing.unsubscribe': MarketingStatus;
  'achievements.unlock': AchievementUnlockResult;
  'session.report': null;
  'game.loading': null;
  'game.loaded': null;
  'game.happytime': null;
  'game.inviteLink': { url: string };
  'settings.get': Settings;
  'ads.break': AdBreakResult;
}

// --- events -------------------------------------------------------------------------------------

export { EVENTS } from './names.js';
export type { EventName } from './names.js';

/** The `data` of each event. */
export interface EventData {
  'user.changed': User;
  pause: undefined;
  resume: undefined;
  'settings.changed': Settings;
  'achievement.unlocked': Achievement;
}

// --- helpers (pure; shared by both sides) ---------------------------------------------------------

/** A request id: a non-empty string of at most 64 characters. */
export function isValidId(id: unknown): id is string {
  return typeof id === 'string' && id.length > 0 && id.length <= MAX_ID_LENGTH;
}

/**
 * Checks `game.inviteLink` params; returns the problem (naming the field) or null when they are valid.
 */
export function inviteLinkProblem(params: unknown): string | null {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return 'params must be an object';
  const keys = Object.keys(params);
  if (keys.length > INVITE_LINK_LIMITS.maxKeys) return `params has more than ${INVITE_LINK_LIMITS.maxKeys} keys`;
  for (const key of keys) {
    if (!INVITE_LINK_LIMITS.keyPattern.test(key)) return `params.${key}: keys are [a-z0-9_]{1,32}`;
    const value = (params as Record<string, unknown>)[key];
    if (typeof value !== 'string') return `params.${key} must be a string`;
    if (value.length > INVITE_LINK_LIMITS.maxValueLength) {
      return `params.${key} is longer than ${INVITE_LINK_LIMITS.maxValueLength} characters`;
    }
  }
  return null;
}

/**
 * The origin rule for the page's host (decision 3): `candidate`'s hostname is a subdomain of `parentHost`
 * (it ends with '.' + parentHost). Used by the library on the handshake reply (the page's origin must be a
 * parent domain of the game's) and by the relay on requests (the game's origin a subdomain of the page's).
 */
export function isSubdomainOf(candidateHost: string, parentHost: string): boolean {
  return parentHost.length > 0 && candidateHost.endsWith(`.${parentHost}`);
}
