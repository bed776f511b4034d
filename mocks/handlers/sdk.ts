/*
 * SDK relay handlers (spec §7 "SDK relay from the game frame", Decision 2): what the page asks the server
 * for a game in its frame — user info, inventory and catalog, leaderboards, cloud saves, marketing mails,
 * and achievements (which raise achievement.unlocked in real time).
 *
 * Spec §5: SDK integer arguments (leaderboard page and page size, save slot, purchase count) that are not
 * positive integers fall back to the defaults (page 1, page size 10, slot 1, count 1). The app's relay
 * applies them before calling (positiveIntOr); this server applies them too, so the leaderboard query and
 * the purchase body are read with forgiving copies of the contract's schemas (same key, method and path).
 */
import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { endpoints } from '../../src/api/contract';
import {
  SDK_DEFAULTS,
  SDK_MAX_PAGE_SIZE,
  positiveIntOr,
  slugSchema,
  type InventoryItem,
  type LeaderboardEntry,
  type SaveSlot,
} from '../../src/api/schemas';
import { nowMs } from '../../src/lib/clock';
import { invalid, notFound } from '../core/errors';
import { paginate } from '../core/pagination';
import { route } from '../core/route';
import { GUEST_COOKIE } from '../core/session';
import { db, findUserById, isPremium, toCatalogItem, toUserCard, type GameRecord, type UserRecord } from '../db';
import { publishAchievement } from '../realtime/events';
import { emptyable } from '../scenarios/apply';
import { isEmptyScenario } from '../scenarios/state';
import { appOrigin, catalogOf, charge, coins, recordActivity, requireCatalogItem, requireGame, sdkInt, sdkSlot, slugOf } from './lib/commerce';

/** Most of one item a game may buy in one call (the contract's limit). */
export const SDK_MAX_PURCHASE_COUNT = 99;

// --- forgiving copies of the contract's schemas (spec §5 defaults instead of 422) -----------------

const forgivingPageQuery = z.object({ page: z.string().optional(), per_page: z.string().optional() });
const leaderboardEndpoint = { ...endpoints['sdk.leaderboard'], query: forgivingPageQuery };
const leaderboardFriendsEndpoint = { ...endpoints['sdk.leaderboardFriends'], query: forgivingPageQuery };
const inventoryPurchaseEndpoint = {
  ...endpoints['sdk.inventoryPurchase'],
  body: z.object({ item: slugSchema, count: z.unknown().optional() }),
};

function pageArgs(query: { page?: string; per_page?: string }): { page: number; perPage: number } {
  return {
    page: sdkInt(query.page, SDK_DEFAULTS.page),
    perPage: Math.min(sdkInt(query.per_page, SDK_DEFAULTS.pageSize), SDK_MAX_PAGE_SIZE),
  };
}

// --- inventory -------------------------------------------------------------------------------------

function inventoryOf(user: UserRecord, game: GameRecord): InventoryItem[] {
  const items = catalogOf(game.slug);
  const owned = db.inventory.findMany((q) => q.where({ userId: user.id, gameSlug: game.slug }));
  return owned
    .toSorted((a, b) => b.acquired.localeCompare(a.acquired) || a.itemSlug.localeCompare(b.itemSlug))
    .flatMap((record) => {
      const item = items.find((i) => i.slug === record.itemSlug);
      return item ? [{ ...toCatalogItem(item), count: record.count, date: { acquired: record.acquired } }] : [];
    });
}

// --- leaderboards ----------------------------------------------------------------------------------

/** Each player's best score on a game, ranked: highest first, then who got there first. */
function board(gameSlug: string, among?: ReadonlySet<number>): LeaderboardEntry[] {
  const best = new Map<number, { score: number; posted: string }>();
  for (const s of db.scores.findMany((q) => q.where({ gameSlug }))) {
    if (among && !among.has(s.userId)) continue;
    const current = best.get(s.userId);
    if (!current || s.score > current.score || (s.score === current.score && s.posted < current.posted)) {
      best.set(s.userId, { score: s.score, posted: s.posted });
    }
  }
  const rows = [...best.entries()].flatMap(([userId, b]) => {
    const user = findUserById(userId);
    return user ? [{ user, ...b }] : [];
  });
  rows.sort((a, b) => b.score - a.score || a.posted.localeCompare(b.posted) || a.user.id - b.user.id);
  return rows.map((r, i) => ({ rank: i + 1, score: r.score, user: toUserCard(r.user), date: { posted: r.posted } }));
}

function entryOf(gameSlug: string, user: UserRecord): LeaderboardEntry | null {
  return board(gameSlug).find((e) => e.user.username === user.username) ?? null;
}

function friendIds(user: UserRecord): Set<number> {
  const ids = new Set(db.friendships.findMany((q) => q.where({ userId: user.id })).map((f) => f.friendId));
  ids.add(user.id);
  return ids;
}

// --- saves -----------------------------------------------------------------------------------------

type SaveRecord = ReturnType<typeof db.saves.findMany>[number];

function toSaveSlot(save: SaveRecord): SaveSlot {
  return { slot: save.slot, size: save.data.length, date: { updated: save.updated } };
}

function findSave(user: UserRecord, game: GameRecord, slot: number): SaveRecord | undefined {
  return db.saves.findFirst((q) => q.where({ userId: user.id, gameSlug: game.slug, slot }));
}

// --- marketing -------------------------------------------------------------------------------------

function isSubscribed(user: UserRecord, game: GameRecord): boolean {
  return db.marketing.findFirst((q) => q.where({ userId: user.id, developerSlug: game.developer.slug })) !== undefined;
}

export const sdkHandlers: HttpHandler[] = [
  // ------------------------------------------------------------------------------------- user info
  route(endpoints['sdk.user'], ({ params, user, ok }) => {
    requireGame(params.game);
    if (!user) return ok({ loggedIn: false });
    return ok({
      loggedIn: true,
      id: user.id,
      alias: user.alias,
      username: user.username,
      avatar: { ...user.avatar },
      premium: isPremium(user),
    });
  }),

  // ------------------------------------------------------------------------------------- inventory
  route(endpoints['sdk.inventory'], ({ params, user, ok }) => {
    const game = requireGame(params.game);
    return ok(emptyable(inventoryOf(user, game)));
  }),

  route(inventoryPurchaseEndpoint, async ({ params, body, user, ok }) => {
    const game = requireGame(params.game);
    // JSON keeps its types: only a number that is a positive integer counts ('3' is not).
    const count = positiveIntOr(body.count, SDK_DEFAULTS.count);
    if (count > SDK_MAX_PURCHASE_COUNT) throw invalid(`A game can buy at most ${SDK_MAX_PURCHASE_COUNT} of an item at a time.`);
    const item = requireCatalogItem(game, body.item);
    const cost = item.price_discounted * count;
    const what = count === 1 ? item.name : `${count} × ${item.name}`;
    const balance = await charge(user, cost, (have) => `${what} costs ${coins(cost)}, but your balance is ${coins(have)}. Please buy more coins in the shop first.`);

    const acquired = new Date(nowMs()).toISOString();
    const where = { userId: user.id, gameSlug: game.slug, itemSlug: item.slug };
    if (db.inventory.findFirst((q) => q.where(where))) {
      await db.inventory.update((q) => q.where(where), {
        data(record) {
          record.count += count;
          record.acquired = acquired;
        },
      });
    } else {
      await db.inventory.create({ ...where, count, acquired });
    }
    await recordActivity(user.id, 'purchase', `Got ${what} for ${game.title}`, `/arcade/games/${game.slug}/catalog/${item.slug}`);
    const owned = db.inventory.findFirst((q) => q.where(where));
    return ok({ item: { ...toCatalogItem(item), count: owned?.count ?? count, date: { acquired } }, balance });
  }),

  route(endpoints['sdk.catalog'], ({ params, ok }) => {
    const game = requireGame(params.game);
    return ok(emptyable(catalogOf(game.slug)).map(toCatalogItem));
  }),

  route(endpoints['sdk.itemUrl'], ({ request, params, ok }) => {
    const game = requireGame(params.game);
    const item = requireCatalogItem(game, params.item);
    const path = `/arcade/games/${encodeURIComponent(game.slug)}/catalog/${encodeURIComponent(item.slug)}`;
    return ok({ url: new URL(path, appOrigin(request)).toString() });
  }),

  // ---------------------------------------------------------------------------------- leaderboards
  route(leaderboardEndpoint, ({ params, query, ok }) => {
    const game = requireGame(params.game);
    return ok(paginate(board(game.slug), pageArgs(query)));
  }),

  route(leaderboardFriendsEndpoint, ({ params, query, user, ok }) => {
    const game = requireGame(params.game);
    return ok(paginate(board(game.slug, friendIds(user)), pageArgs(query)));
  }),

  route(endpoints['sdk.leaderboardMy'], ({ params, user, ok }) => {
    const game = requireGame(params.game);
    return ok(isEmptyScenario() ? null : entryOf(game.slug, user));
  }),

  route(endpoints['sdk.leaderboardPostScore'], async ({ params, body, user, ok }) => {
    const game = requireGame(params.game);
    const where = { userId: user.id, gameSlug: game.slug };
    const previous = db.scores.findMany((q) => q.where(where)).reduce<number | null>((max, s) => (max === null || s.score > max ? s.score : max), null);
    const best = previous === null || body.score > previous;
    if (best) {
      // The board keeps each player's best: one record per player and game.
      db.scores.deleteMany((q) => q.where(where));
      await db.scores.create({ ...where, score: body.score, posted: new Date(nowMs()).toISOString() });
    }
    const entry = entryOf(game.slug, user);
    if (!entry) throw new Error(`The score of ${user.username} on ${game.slug} is missing after posting.`);
    return ok({ entry, best });
  }),

  route(endpoints['sdk.leaderboardStats'], ({ params, ok }) => {
    const game = requireGame(params.game);
    const entries = emptyable(board(game.slug));
    if (entries.length === 0) return ok({ players: 0, top: null, average: null });
    const sum = entries.reduce((total, e) => total + e.score, 0);
    return ok({ players: entries.length, top: entries[0]?.score ?? null, average: Math.round((sum / entries.length) * 100) / 100 });
  }),

  // ----------------------------------------------------------------------------------------- saves
  route(endpoints['sdk.saves'], ({ params, user, ok }) => {
    const game = requireGame(params.game);
    const saves = db.saves.findMany((q) => q.where({ userId: user.id, gameSlug: game.slug }));
    return ok(emptyable(saves.toSorted((a, b) => a.slot - b.slot)).map(toSaveSlot));
  }),

  route(endpoints['sdk.saveLoad'], ({ params, user, ok }) => {
    const game = requireGame(params.game);
    const slot = sdkSlot(params.slot);
    const save = findSave(user, game, slot);
    if (!save) throw notFound(`Save slot ${slot} of ${game.title} is empty.`);
    return ok({ ...toSaveSlot(save), data: save.data });
  }),

  route(endpoints['sdk.saveWrite'], async ({ params, body, user, ok }) => {
    const game = requireGame(params.game);
    const slot = sdkSlot(params.slot);
    const updated = new Date(nowMs()).toISOString();
    if (findSave(user, game, slot)) {
      await db.saves.update((q) => q.where({ userId: user.id, gameSlug: game.slug, slot }), {
        data(record) {
          record.data = body.data;
          record.updated = updated;
        },
      });
    } else {
      await db.saves.create({ userId: user.id, gameSlug: game.slug, slot, data: body.data, updated });
    }
    return ok({ slot, size: body.data.length, date: { updated } });
  }),

  route(endpoints['sdk.saveDelete'], ({ params, user, ok }) => {
    const game = requireGame(params.game);
    // Emptying an empty slot is fine: the slot is empty afterwards either way.
    db.saves.deleteMany((q) => q.where({ userId: user.id, gameSlug: game.slug, slot: sdkSlot(params.slot) }));
    return ok(null);
  }),

  route(endpoints['sdk.savesClear'], ({ params, user, ok }) => {
    const game = requireGame(params.game);
    db.saves.deleteMany((q) => q.where({ userId: user.id, gameSlug: game.slug }));
    return ok(null);
  }),

  // ------------------------------------------------------------------------------------- marketing
  route(endpoints['sdk.marketing'], ({ params, user, ok }) => {
    return ok({ subscribed: isSubscribed(user, requireGame(params.game)) });
  }),

  route(endpoints['sdk.marketingSubscribe'], async ({ params, user, ok }) => {
    const game = requireGame(params.game);
    if (!isSubscribed(user, game)) await db.marketing.create({ userId: user.id, developerSlug: game.developer.slug });
    return ok({ subscribed: true });
  }),

  route(endpoints['sdk.marketingUnsubscribe'], ({ params, user, ok }) => {
    const game = requireGame(params.game);
    db.marketing.deleteMany((q) => q.where({ userId: user.id, developerSlug: game.developer.slug }));
    return ok({ subscribed: false });
  }),

  // ---------------------------------------------------------------------------------- achievements
  route(endpoints['sdk.achievementUnlock'], async ({ params, body, user, cookies, ok }) => {
    const game = requireGame(params.game);
    const record = db.achievements
      .findMany((q) => q.where({ game: { slug: game.slug } }))
      .find((a) => slugOf(a.title) === body.achievement);
    if (!record) throw notFound(`${game.title} has no achievement called "${body.achievement}".`);
    const achievement = { slug: body.achievement, title: record.title, desc: record.desc, thumb: record.thumb, sound: record.sound };
    const payload = { title: record.title, desc: record.desc, thumb: record.thumb, sound: record.sound };

    if (!user) {
      // Guests keep nothing (they are asked to log in or sign up to save it); the toast goes to their session.
      const guest = cookies[GUEST_COOKIE];
      if (guest) publishAchievement({ guestSession: guest }, payload);
      return ok({ achievement, unlocked_now: true });
    }
    if (db.achievementUnlocks.findFirst((q) => q.where({ userId: user.id, achievementUuid: record.uuid }))) {
      return ok({ achievement, unlocked_now: false });
    }
    await db.achievementUnlocks.create({ userId: user.id, achievementUuid: record.uuid, unlocked: new Date(nowMs()).toISOString() });
    await recordActivity(user.id, 'achievement', `Unlocked ${record.title} in ${game.title}`, `/arcade/games/${game.slug}`);
    publishAchievement({ userId: user.id }, payload);
    return ok({ achievement, unlocked_now: true });
  }),
];
