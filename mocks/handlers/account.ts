/*
 * Account handlers (the /account/{page} data): summary, settings, profile (alias, avatar: lib/profile.ts),
 * purchases, friends, achievements, inventory, activity, history, and the unique-username suggestion of the social finalize form. Lists are newest
 * first and paginated with paginate() (empty under the `empty` scenario, counts included). Friend
 * requests (send, accept, decline, cancel) and removing a friend: lib/friendRequests.ts.
 */
import type { HttpHandler } from 'msw';
import { endpoints } from '../../src/api/contract';
import type { Achievement, Friend, HistoryEntry, InventoryItem } from '../../src/api/schemas';
import { paginate } from '../core/pagination';
import { route } from '../core/route';
import { db, findGame, findUserById, toAccount, toCatalogItem, toUserCard } from '../db';
import { emptyable } from '../scenarios/apply';
import { mergeSettings, PAGE_SIZE, playedGameSlugs, suggestUsername, updateUser } from './lib/accounts';
import { avatarFromUpload, checkAvatarBytes, purchasesOf } from './lib/profile';
import { acceptFriendRequest, cancelFriendRequest, declineFriendRequest, pendingRequests, removeFriend, sendFriendRequest } from './lib/friendRequests';

export const accountHandlers: HttpHandler[] = [
  route(endpoints['account.uniqueUsername'], ({ query, ok }) => {
    return ok({ username: suggestUsername(query.username) });
  }),

  route(endpoints['account.summary'], ({ user, ok }) => {
    return ok({ alias: user.alias, coins: user.balance, username: user.username });
  }),

  route(endpoints['account.settings'], ({ user, ok }) => {
    return ok(structuredClone(user.settings));
  }),

  route(endpoints['account.updateSettings'], async ({ user, body, ok }) => {
    const settings = mergeSettings(user.settings, body);
    const updated = await updateUser(user.id, (record) => {
      record.settings = settings;
    });
    return ok(structuredClone(updated.settings));
  }),

  route(endpoints['account.profile'], ({ user, ok }) => {
    return ok({ alias: user.alias, username: user.username, email: user.email, avatar: { ...user.avatar } });
  }),

  route(endpoints['account.updateProfile'], async ({ user, body, ok }) => {
    const updated = await updateUser(user.id, (record) => {
      record.alias = body.alias.trim();
    });
    return ok(toAccount(updated));
  }),

  route(endpoints['account.uploadAvatar'], async ({ user, body, ok }) => {
    checkAvatarBytes(body.image);
    const updated = await updateUser(user.id, (record) => {
      record.avatar = avatarFromUpload(body.image);
    });
    return ok(toAccount(updated));
  }),

  route(endpoints['account.purchases'], ({ user, query, ok }) => {
    return ok({ pagination: paginate(emptyable(purchasesOf(user.id)), { page: query.page, perPage: PAGE_SIZE.purchases }) });
  }),

  route(endpoints['account.friends'], ({ user, query, ok }) => {
    const friends: Friend[] = [];
    for (const friendship of db.friendships.findMany((q) => q.where({ userId: user.id }))) {
      const friend = findUserById(friendship.friendId);
      if (friend) friends.push({ ...toUserCard(friend), online: friend.online, date: { since: friendship.since } });
    }
    // Online friends first, then by name.
    friends.sort((a, b) => Number(b.online) - Number(a.online) || a.alias.localeCompare(b.alias) || a.username.localeCompare(b.username));
    return ok({ pagination: paginate(friends, { page: query.page, perPage: PAGE_SIZE.friends }) });
  }),

  route(endpoints['account.achievements'], ({ user, query, ok }) => {
    const unlocks = new Map(db.achievementUnlocks.findMany((q) => q.where({ userId: user.id })).map((u) => [u.achievementUuid, u.unlocked]));
    const achievements = db.achievements.all();
    // The games the user played, and any game they unlocked something in.
    const games = new Set(playedGameSlugs(user.id));
    for (const a of achievements) if (unlocks.has(a.uuid)) games.add(a.game.slug);
    const list: Achievement[] = achievements
      .filter((a) => games.has(a.game.slug))
      .map((a) => ({ uuid: a.uuid, title: a.title, desc: a.desc, thumb: a.thumb, game: { ...a.game }, unlocked: unlocks.get(a.uuid) ?? null }));
    // Unlocked first (latest first), then the locked ones by game and title.
    list.sort((a, b) => {
      if (a.unlocked && b.unlocked) return b.unlocked.localeCompare(a.unlocked);
      if (a.unlocked || b.unlocked) return a.unlocked ? -1 : 1;
      return a.game.title.localeCompare(b.game.title) || a.title.localeCompare(b.title);
    });
    const shown = emptyable(list);
    return ok({
      unlocked: shown.filter((a) => a.unlocked !== null).length,
      total: shown.length,
      pagination: paginate(shown, { page: query.page, perPage: PAGE_SIZE.achievements }),
    });
  }),

  route(endpoints['account.inventory'], ({ user, query, ok }) => {
    const items: InventoryItem[] = [];
    const owned = db.inventory.findMany((q) => q.where({ userId: user.id })).toSorted((a, b) => b.acquired.localeCompare(a.acquired));
    for (const entry of owned) {
      const item = db.catalogItems.findFirst((q) => q.where({ slug: entry.itemSlug, game: { slug: entry.gameSlug } }));
      if (item) items.push({ ...toCatalogItem(item), count: entry.count, date: { acquired: entry.acquired } });
    }
    return ok({ pagination: paginate(items, { page: query.page, perPage: PAGE_SIZE.inventory }) });
  }),

  route(endpoints['account.activity'], ({ user, query, ok }) => {
    const entries = db.activity
      .findMany((q) => q.where({ userId: user.id }))
      .toSorted((a, b) => b.date.localeCompare(a.date) || a.uuid.localeCompare(b.uuid))
      .map(({ uuid, type, title, url, date }) => ({ uuid, type, title, url, date }));
    return ok({ pagination: paginate(entries, { page: query.page, perPage: PAGE_SIZE.activity }) });
  }),

  route(endpoints['account.history'], ({ user, query, ok }) => {
    const sessions = emptyable(db.gameSessions.findMany((q) => q.where({ userId: user.id }))).toSorted(
      (a, b) => b.started.localeCompare(a.started) || b.id - a.id,
    );
    const entries: HistoryEntry[] = [];
    for (const s of sessions) {
      const game = findGame(s.gameSlug);
      if (!game) continue;
      entries.push({
        id: s.id,
        game: { slug: game.slug, title: game.title, hero: game.hero },
        date: { started: s.started, ended: s.ended },
        duration: s.duration,
      });
    }
    return ok({
      total_duration: entries.reduce((sum, e) => sum + e.duration, 0),
      pagination: paginate(entries, { page: query.page, perPage: PAGE_SIZE.history }),
    });
  }),

  route(endpoints['account.friendRequests'], ({ user, ok }) => {
    const { incoming, outgoing } = pendingRequests(user);
    return ok({ incoming: emptyable(incoming), outgoing: emptyable(outgoing) });
  }),

  route(endpoints['account.sendFriendRequest'], async ({ user, body, ok }) => ok(await sendFriendRequest(user, body.username))),

  route(endpoints['account.acceptFriendRequest'], async ({ user, params, ok }) => ok(await acceptFriendRequest(user, params.uuid))),

  route(endpoints['account.declineFriendRequest'], ({ user, params, ok }) => ok(declineFriendRequest(user, params.uuid))),

  route(endpoints['account.cancelFriendRequest'], ({ user, params, ok }) => ok(cancelFriendRequest(user, params.uuid))),

  route(endpoints['account.removeFriend'], ({ user, params, ok }) => ok(removeFriend(user, params.user))),
];
