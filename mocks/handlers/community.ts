/*
 * Public user profiles (/community/user/{user}). What a viewer sees follows the owner's privacy settings
 * (spec §3): profile_visibility decides whether the profile shows at all; play_history the recently played
 * games and the latest sessions; badge_visibility, achievement_visibility, activity_visibility,
 * friend_visibility and inventory_visibility their sections — 'all' (everyone), 'friends' (friends and the
 * owner) or 'none' (the owner only). The viewer is the session's user. A section hidden from the viewer is
 * null (and so are its counts): the check is here, on the server, never left to the page. The owner also
 * gets `privacy`, the settings behind each section, so the page can tell them who sees what.
 */
import type { HttpHandler } from 'msw';
import { endpoints } from '../../src/api/contract';
import type { InventoryItem, ProfileActivity, ProfileBadge, ProfilePlay, ProfilePrivacy, PublicProfile, UserCard, Visibility } from '../../src/api/schemas';
import { PROFILE_ACTIVITY_TYPES, PROFILE_PRIVACY_FIELDS } from '../../src/api/schemas';
import { nowMs } from '../../src/lib/clock';
import { MockError, notFound } from '../core/errors';
import { route } from '../core/route';
import { db, findGame, findUserById, findUserByUsername, isPremium, toCatalogItem, toGameCard, toUserCard, type GameRecord, type UserRecord } from '../db';
import { emptyable } from '../scenarios/apply';
import { canSee, friendIds, playedGameSlugs } from './lib/accounts';

/** How many entries each section shows (the account pages list them all). */
export const PROFILE_RECENT = 6;
export const PROFILE_ACHIEVEMENTS = 6;
export const PROFILE_HISTORY = 5;
export const PROFILE_ACTIVITY = 8;
export const PROFILE_INVENTORY = 8;
export const PROFILE_FRIENDS = 12;

export const profileNotFoundMessage = (username: string) => `We could not find a player called "${username}".`;
export const PROFILE_PRIVATE_MESSAGE = 'This player keeps their profile private.';
export const PROFILE_FRIENDS_ONLY_MESSAGE = 'This player shares their profile with friends only.';

/** Thresholds of the earned badges. */
const VETERAN_DAYS = 365;
const ACHIEVER_UNLOCKS = 3;
const EXPLORER_GAMES = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The badges a user's record earns, in a fixed order. */
function badgesOf(owner: UserRecord, counts: { games: number; achievements: number; reviews: number; items: number }): ProfileBadge[] {
  const badges: ProfileBadge[] = [];
  if (isPremium(owner)) badges.push({ kind: 'premium', title: 'Premium Member', description: 'Supports Orbital with a premium membership.' });
  if (owner.roles.includes('developer')) badges.push({ kind: 'developer', title: 'Game Developer', description: 'Publishes games on Orbital.' });
  if (owner.roles.includes('staff')) badges.push({ kind: 'staff', title: 'Orbital Team', description: 'Works on Orbital.' });
  if (nowMs() - Date.parse(owner.joined) > VETERAN_DAYS * DAY_MS) {
    badges.push({ kind: 'veteran', title: 'Veteran', description: 'A member for more than a year.' });
  }
  if (counts.reviews > 0) badges.push({ kind: 'reviewer', title: 'Critic', description: 'Wrote a game review.' });
  if (counts.achievements >= ACHIEVER_UNLOCKS) {
    badges.push({ kind: 'achiever', title: 'Achiever', description: `Unlocked ${ACHIEVER_UNLOCKS} or more achievements.` });
  }
  if (counts.items > 0) badges.push({ kind: 'collector', title: 'Collector', description: 'Owns in-game items.' });
  if (counts.games >= EXPLORER_GAMES) badges.push({ kind: 'explorer', title: 'Explorer', description: `Played ${EXPLORER_GAMES} or more games.` });
  return badges;
}

/** The owner's settings behind each part of the profile (the owner's own view only). */
function profilePrivacyOf(owner: UserRecord): ProfilePrivacy {
  return Object.fromEntries(PROFILE_PRIVACY_FIELDS.map((field) => [field, owner.settings.privacy[field]])) as ProfilePrivacy;
}

const publicActivityTypes = new Set<string>(PROFILE_ACTIVITY_TYPES);

function activityOf(userId: number): ProfileActivity[] {
  return db.activity
    .findMany((q) => q.where({ userId }))
    .filter((a): a is typeof a & { type: ProfileActivity['type'] } => publicActivityTypes.has(a.type))
    .toSorted((a, b) => b.date.localeCompare(a.date) || a.uuid.localeCompare(b.uuid))
    .slice(0, PROFILE_ACTIVITY)
    .map(({ uuid, type, title, url, date }) => ({ uuid, type, title, url, date }));
}

function historyOf(userId: number): ProfilePlay[] {
  const sessions = db.gameSessions.findMany((q) => q.where({ userId })).toSorted((a, b) => b.started.localeCompare(a.started) || b.id - a.id);
  const plays: ProfilePlay[] = [];
  for (const s of sessions) {
    const game = findGame(s.gameSlug);
    if (game) plays.push({ game: { slug: game.slug, title: game.title, hero: game.hero }, date: { started: s.started }, duration: s.duration });
    if (plays.length === PROFILE_HISTORY) break;
  }
  return plays;
}

function inventoryOf(userId: number): InventoryItem[] {
  const items: InventoryItem[] = [];
  const owned = db.inventory.findMany((q) => q.where({ userId })).toSorted((a, b) => b.acquired.localeCompare(a.acquired));
  for (const entry of owned) {
    const item = db.catalogItems.findFirst((q) => q.where({ slug: entry.itemSlug, game: { slug: entry.gameSlug } }));
    if (item) items.push({ ...toCatalogItem(item), count: entry.count, date: { acquired: entry.acquired } });
  }
  return items;
}

function friendsOf(userId: number): UserCard[] {
  return friendIds(userId)
    .map((id) => findUserById(id))
    .filter((u): u is UserRecord => u !== undefined)
    .toSorted((a, b) => a.alias.localeCompare(b.alias) || a.username.localeCompare(b.username))
    .slice(0, PROFILE_FRIENDS)
    .map(toUserCard);
}

export const communityHandlers: HttpHandler[] = [
  route(endpoints['community.profile'], ({ params, user: viewer, ok }) => {
    const owner = findUserByUsername(params.user);
    if (!owner) throw notFound(profileNotFoundMessage(params.user));
    const privacy = owner.settings.privacy;
    if (!canSee(privacy.profile_visibility, owner, viewer)) {
      const message = privacy.profile_visibility === 'friends' ? PROFILE_FRIENDS_ONLY_MESSAGE : PROFILE_PRIVATE_MESSAGE;
      throw new MockError(403, message, 'err_profile_private');
    }
    /** The section's data when this viewer may see it (a list is empty under the `empty` scenario), else null. */
    const shown = <T>(visibility: Visibility, read: () => T[]): T[] | null => (canSee(visibility, owner, viewer) ? emptyable(read()) : null);
    const counted = (visibility: Visibility, count: number): number | null => (canSee(visibility, owner, viewer) ? count : null);

    const played = playedGameSlugs(owner.id);
    const unlocks = db.achievementUnlocks.findMany((q) => q.where({ userId: owner.id })).toSorted((a, b) => b.unlocked.localeCompare(a.unlocked));
    const achievements = new Map(db.achievements.all().map((a) => [a.uuid, a]));
    const reviews = db.reviews.findMany((q) => q.where({ authorUsername: owner.username })).length;
    const friendCount = friendIds(owner.id).length;
    const items = db.inventory.findMany((q) => q.where({ userId: owner.id })).length;

    const profile: PublicProfile = {
      alias: owner.alias,
      username: owner.username,
      avatar: { ...owner.avatar },
      premium: isPremium(owner),
      date: { joined: owner.joined },
      stats: {
        games: counted(privacy.play_history, played.length),
        achievements: counted(privacy.achievement_visibility, unlocks.length),
        reviews,
        friends: counted(privacy.friend_visibility, friendCount),
      },
      badges: shown(privacy.badge_visibility, () => badgesOf(owner, { games: played.length, achievements: unlocks.length, reviews, items })),
      recent: shown(privacy.play_history, () =>
        played
          .map((slug) => findGame(slug))
          .filter((g): g is GameRecord => g !== undefined)
          .slice(0, PROFILE_RECENT)
          .map((g) => toGameCard(g)),
      ),
      history: shown(privacy.play_history, () => historyOf(owner.id)),
      achievements: shown(privacy.achievement_visibility, () =>
        unlocks
          .flatMap((u) => {
            const a = achievements.get(u.achievementUuid);
            return a ? [{ title: a.title, thumb: a.thumb, game: { slug: a.game.slug, title: a.game.title }, date: { unlocked: u.unlocked } }] : [];
          })
          .slice(0, PROFILE_ACHIEVEMENTS),
      ),
      activity: shown(privacy.activity_visibility, () => activityOf(owner.id)),
      inventory: shown(privacy.inventory_visibility, () => inventoryOf(owner.id).slice(0, PROFILE_INVENTORY)),
      friends: shown(privacy.friend_visibility, () => friendsOf(owner.id)),
      privacy: viewer !== null && viewer.id === owner.id ? profilePrivacyOf(owner) : null,
    };
    return ok({ profile });
  }),
];
