/*
 * The seed: one pure function from the environment (clock, developer-area URL) to the initial records of
 * every collection. Same input, same output: tests pin its hash (seedHash in ../database.ts).
 */
import { fixtures } from '../fixtures';
import {
  ENGINES,
  GENRES,
  TAGS,
  generateAchievements,
  generateAnnouncements,
  generateCatalogItems,
  generateDevelopers,
  generateGames,
} from './catalog';
import {
  generateAds,
  generateArticles,
  generateCoinOffers,
  generateCoinPurchases,
  generateGiftCodes,
  generateLegalPages,
  generateRedirects,
  generateSocialProviders,
  generateTokens,
} from './content';
import {
  generateActivity,
  generateFriendRequests,
  generateFriendships,
  generateGameReactions,
  generateHistory,
  generateInventory,
  generateMarketing,
  generateMessages,
  generateNotifications,
  generateReviewReactions,
  generateReviews,
  generateSaves,
  generateScores,
  generateUnlocks,
  generateUsers,
} from './people';
import type { SeedData, SeedEnv } from './types';

export type { CollectionName, SeedData, SeedEnv, SeedRecord } from './types';

/** Games whose overlay shows a custom ad (the game's own promotion) instead of the ad network. */
const OVERLAY_GAMES = ['neon-drift', 'lantern-isles', 'beat-nebula'];
/**
 * Games without ads (`ads_disabled`), whatever the generator drew: the fixture of the no-ads paths. The
 * sample games always have ads (their overlay ad and ad breaks are what the demo shows).
 */
const ADS_DISABLED_GAMES = ['comet-rally'];
const ADS_GAMES = ['starfall-arena', 'neon-drift'];

export function generateSeed(env: SeedEnv): SeedData {
  const games = generateGames();
  const developers = generateDevelopers(games);
  const users = generateUsers(env, developers.map((d) => d.slug));
  const friendships = generateFriendships(users);
  const catalogItems = generateCatalogItems(games);
  const achievements = generateAchievements(games);
  const reviews = generateReviews(games, users);
  const gameReactions = generateGameReactions();
  const reviewReactions = generateReviewReactions(reviews);
  const gameSessions = generateHistory(games);
  const achievementUnlocks = generateUnlocks(achievements);
  const inventory = generateInventory(catalogItems);
  const ads = generateAds();

  // Counters include the seeded per-user reactions, so retracting one never goes below zero.
  for (const r of gameReactions) {
    const game = games.find((g) => g.slug === r.gameSlug);
    if (game) game.reactions[r.type] += 1;
  }
  for (const r of reviewReactions) {
    const review = reviews.find((x) => x.uuid === r.reviewUuid);
    if (review) review.reactions[r.type] += 1;
  }
  const overlayAd = ads.find((a) => a.size === '600x500' && a.type === 'image');
  for (const game of games) {
    if (overlayAd && OVERLAY_GAMES.includes(game.slug)) {
      game.overlay = { uuid: overlayAd.uuid, type: overlayAd.type, media: overlayAd.media, poster: overlayAd.poster, url: overlayAd.url };
    }
    if (ADS_DISABLED_GAMES.includes(game.slug)) game.ads_disabled = true;
    if (ADS_GAMES.includes(game.slug)) game.ads_disabled = false;
  }

  const tokens = generateTokens();
  return {
    users,
    sessions: [],
    friendships,
    friendRequests: generateFriendRequests(users, friendships),
    genres: GENRES.map((g) => structuredClone(g)),
    tags: TAGS.map((t) => ({ ...t })),
    engines: ENGINES.map((e) => ({ ...e })),
    developers,
    announcements: generateAnnouncements(developers),
    games,
    catalogItems,
    inventory,
    reviews,
    gameReactions,
    reviewReactions,
    gameSessions,
    achievements,
    achievementUnlocks,
    activity: generateActivity({ gameSessions, games, achievementUnlocks, achievements, reviews, users, inventory, catalogItems }),
    saves: generateSaves(),
    scores: generateScores(games, users),
    marketing: generateMarketing(),
    notifications: generateNotifications(),
    messages: generateMessages(users),
    giftCodes: generateGiftCodes(),
    giftRedemptions: [],
    coinOffers: generateCoinOffers(),
    coinPurchases: generateCoinPurchases(),
    premiumPurchases: [],
    ads,
    legalPages: generateLegalPages(),
    articles: generateArticles(),
    redirects: generateRedirects(env),
    newsletterTokens: tokens.newsletterTokens,
    emailVerifications: tokens.emailVerifications,
    passwordResets: tokens.passwordResets,
    deletionRequests: tokens.deletionRequests,
    supportMessages: [],
    socialProviders: generateSocialProviders(),
    socialLogins: [],
  };
}

/** Fixture sanity, checked on every seed: a broken fixture fails loudly instead of producing a subtly wrong demo. */
export function assertFixtures(seed: SeedData): void {
  const problems: string[] = [];
  const { users, games, articles, giftCodes } = fixtures;
  for (const u of Object.values(users)) {
    const found = seed.users.find((x) => x.id === u.id);
    if (!found || found.email !== u.email || found.username !== u.username || found.balance !== u.coins) problems.push(`demo user ${u.username}`);
  }
  for (const g of Object.values(games)) if (!seed.games.some((x) => x.slug === g.slug)) problems.push(`game ${g.slug}`);
  if (!seed.articles.some((a) => a.slug === articles.welcome)) problems.push(`article ${articles.welcome}`);
  for (const c of Object.values(giftCodes)) if (!seed.giftCodes.some((x) => x.code === c.code)) problems.push(`gift code ${c.code}`);
  if (seed.reviews.some((r) => r.gameSlug === games.starfallArena.slug && r.authorUsername === users.player.username)) problems.push('player must not have reviewed starfall-arena');
  const slugs = new Set<string>();
  for (const g of seed.games) {
    if (slugs.has(g.slug)) problems.push(`duplicate game slug ${g.slug}`);
    slugs.add(g.slug);
    if (g.builds.filter((b) => b.active).length !== 1) problems.push(`game ${g.slug} must have exactly one active build`);
  }
  if (problems.length > 0) throw new Error(`The mock seed is broken: ${problems.join('; ')}.`);
}
