/*
 * Shared logic of the market and SDK handlers: coins (charge, credit, balance.updated), premium expiry
 * maths, the lookups of games and catalog items, the app origin for absolute links, the activity feed,
 * and the forgiving reading of SDK integer arguments (spec §5).
 */
import { PREMIUM_MAX_MONTHS_AHEAD, SDK_DEFAULTS, positiveIntOr } from '../../../src/api/schemas';
import { nowMs } from '../../../src/lib/clock';
import { MockError, notFound } from '../../core/errors';
import { db, findGame, isPremium, type CatalogItemRecord, type GameRecord, type UserRecord } from '../../db';
import { publishBalance } from '../../realtime/events';

// --- wording ---------------------------------------------------------------------------------------

/** '1 coin', '1,200 coins'. */
export function coins(n: number): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? 'coin' : 'coins'}`;
}

/** '$4.49' (prices are dollars, VAT included). */
export function dollars(price: number): string {
  return `$${price.toFixed(2)}`;
}

/** 'December 11, 2026' (UTC, so the sentence does not depend on the machine's zone). */
export function longDate(ms: number): string {
  return new Date(ms).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

// --- lookups ---------------------------------------------------------------------------------------

/** The game of an SDK or market call, or 404 with a sentence. */
export function requireGame(slug: string): GameRecord {
  const game = findGame(slug);
  if (!game) throw notFound(`We could not find a game called "${slug}".`);
  return game;
}

/** Every catalog item of a game, in catalogue order. */
export function catalogOf(gameSlug: string): CatalogItemRecord[] {
  return db.catalogItems.findMany((q) => q.where({ game: { slug: gameSlug } }));
}

/** A catalog item of a game, or 404 with a sentence. */
export function requireCatalogItem(game: GameRecord, itemSlug: string): CatalogItemRecord {
  const item = db.catalogItems.findFirst((q) => q.where({ slug: itemSlug, game: { slug: game.slug } }));
  if (!item) throw notFound(`${game.title} has no item called "${itemSlug}" for sale.`);
  return item;
}

/** Same slugs as the seed ('Blade Master' → 'blade-master'). */
export function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The origin of the app that made the request (absolute links for it: payment page, catalog item page):
 * the Origin header (the HTTP mock server, cross-origin calls), else the page's own origin (the
 * service worker and jsdom run the handlers in the page), else the API's origin.
 */
export function appOrigin(request: Request): string {
  const header = request.headers.get('origin');
  if (header && /^https?:\/\/[^/\s]+$/i.test(header)) return header;
  const page = (globalThis as { location?: { origin?: string } }).location?.origin;
  if (page && /^https?:\/\//i.test(page)) return page;
  return new URL(request.url).origin;
}

// --- coins -----------------------------------------------------------------------------------------

/** Writes a user's new balance and raises balance.updated on account.{id}. */
export async function setBalance(userId: number, total: number): Promise<number> {
  await db.users.update((q) => q.where({ id: userId }), {
    data(user) {
      user.balance = total;
    },
  });
  publishBalance(userId, total);
  return total;
}

/**
 * The debug marker of a purchase the balance cannot pay. The status stays 422 (the request is well formed
 * but cannot be done); the marker tells it apart from a validation failure (the SDK relay answers it
 * insufficient_funds: src/features/games/sdk/dispatch.ts INSUFFICIENT_FUNDS_DEBUG).
 */
export const INSUFFICIENT_FUNDS_DEBUG = 'err_insufficient_funds';

/** Takes `cost` coins (422 err_insufficient_funds with `short` when the balance is lower). Returns the new balance. */
export async function charge(user: UserRecord, cost: number, short: (balance: number) => string): Promise<number> {
  if (user.balance < cost) throw new MockError(422, short(user.balance), INSUFFICIENT_FUNDS_DEBUG);
  if (cost === 0) return user.balance;
  return setBalance(user.id, user.balance - cost);
}

/** Adds `amount` coins. Returns the new balance. */
export async function credit(user: UserRecord, amount: number): Promise<number> {
  return setBalance(user.id, user.balance + amount);
}

export type ActivityType = 'played' | 'achievement' | 'review' | 'reaction' | 'purchase' | 'friend';

/** Adds an entry to the user's activity feed (account activity page). */
export async function recordActivity(userId: number, type: ActivityType, title: string, url: string | null): Promise<void> {
  await db.activity.create({ uuid: crypto.randomUUID(), userId, type, title, url, date: new Date(nowMs()).toISOString() });
}

// --- premium ---------------------------------------------------------------------------------------

/** `ms` moved by `months` calendar months (UTC), the day clamped to the month's length (Jan 31 → Feb 28). */
export function addMonths(ms: number, months: number): number {
  const date = new Date(ms);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

export interface PremiumQuote {
  /** The expiry the purchase extends: the current one while premium, else now. */
  from: number;
  /** The expiry after the purchase: one month after `from`. */
  until: number;
  /** The latest expiry allowed: one year from now (Decision 12). */
  limit: number;
  allowed: boolean;
}

/** Spec §4/§9 and Decision 12: +1 month from the later of now and the current expiry, at most a year ahead. */
export function premiumQuote(user: Pick<UserRecord, 'premium'>, at: number = nowMs()): PremiumQuote {
  const from = isPremium(user, at) && user.premium !== null ? Date.parse(user.premium) : at;
  const until = addMonths(from, 1);
  const limit = addMonths(at, PREMIUM_MAX_MONTHS_AHEAD);
  return { from, until, limit, allowed: until <= limit };
}

// --- SDK arguments (spec §5) ------------------------------------------------------------------------

/**
 * An SDK integer argument as it arrived (query string, path segment or JSON): a positive integer, or
 * `fallback` for anything else ('0', '-3', '1.5', 'abc', missing).
 */
export function sdkInt(raw: unknown, fallback: number): number {
  if (typeof raw === 'string') return raw.trim() === '' ? fallback : positiveIntOr(Number(raw), fallback);
  return positiveIntOr(raw, fallback);
}

/** The save slot of a path (default 1). */
export function sdkSlot(raw: string): number {
  return sdkInt(raw, SDK_DEFAULTS.slot);
}
