/*
 * Public user profiles (/community/user/{user}). What a visitor sees follows the owner's privacy
 * settings (spec §3): profile_visibility decides whether the profile shows at all, play_history the
 * recently played games, achievement_visibility the latest achievements — 'all', 'friends' (friends and
 * the owner) or 'none' (the owner only). Hidden sections are null.
 */
import type { HttpHandler } from 'msw';
import { endpoints } from '../../src/api/contract';
import type { PublicProfile } from '../../src/api/schemas';
import { MockError, notFound } from '../core/errors';
import { route } from '../core/route';
import { db, findGame, findUserByUsername, isPremium, toGameCard, type GameRecord } from '../db';
import { canSee, friendIds, playedGameSlugs } from './lib/accounts';

/** Recently played games and latest achievements shown on a profile. */
export const PROFILE_RECENT = 6;
export const PROFILE_ACHIEVEMENTS = 6;

export const profileNotFoundMessage = (username: string) => `We could not find a player called "${username}".`;
export const PROFILE_PRIVATE_MESSAGE = 'This player keeps their profile private.';
export const PROFILE_FRIENDS_ONLY_MESSAGE = 'This player shares their profile with friends only.';

export const communityHandlers: HttpHandler[] = [
  route(endpoints['community.profile'], ({ params, user: viewer, ok }) => {
    const owner = findUserByUsername(params.user);
    if (!owner) throw notFound(profileNotFoundMessage(params.user));
    const privacy = owner.settings.privacy;
    if (!canSee(privacy.profile_visibility, owner, viewer)) {
      const message = privacy.profile_visibility === 'friends' ? PROFILE_FRIENDS_ONLY_MESSAGE : PROFILE_PRIVATE_MESSAGE;
      throw new MockError(403, message, 'err_profile_private');
    }

    const played = playedGameSlugs(owner.id);
    const unlocks = db.achievementUnlocks.findMany((q) => q.where({ userId: owner.id })).toSorted((a, b) => b.unlocked.localeCompare(a.unlocked));
    const achievements = new Map(db.achievements.all().map((a) => [a.uuid, a]));
    const reviews = db.reviews.findMany((q) => q.where({ authorUsername: owner.username })).length;

    const recent = canSee(privacy.play_history, owner, viewer)
      ? played
          .map((slug) => findGame(slug))
          .filter((g): g is GameRecord => g !== undefined)
          .slice(0, PROFILE_RECENT)
          .map((g) => toGameCard(g))
      : null;
    const latest = canSee(privacy.achievement_visibility, owner, viewer)
      ? unlocks.flatMap((u) => {
          const a = achievements.get(u.achievementUuid);
          return a ? [{ title: a.title, thumb: a.thumb, game: { slug: a.game.slug, title: a.game.title }, date: { unlocked: u.unlocked } }] : [];
        }).slice(0, PROFILE_ACHIEVEMENTS)
      : null;

    const profile: PublicProfile = {
      alias: owner.alias,
      username: owner.username,
      avatar: { ...owner.avatar },
      premium: isPremium(owner),
      date: { joined: owner.joined },
      stats: { games: played.length, achievements: unlocks.length, reviews, friends: friendIds(owner.id).length },
      recent,
      achievements: latest,
    };
    return ok({ profile });
  }),
];
