/*
 * Records → API shapes. Handlers answer with these so every domain serialises an entity the same way,
 * and the seed is checked against the API schemas through them (views.test.ts).
 */
import type {
  Account,
  AnnouncementDetails,
  Article,
  ArticleDetails,
  CatalogItem,
  CatalogItemDetails,
  Developer,
  Game,
  GameCard,
  GameStats,
  Genre,
  Announcement,
  ReactedTo,
  Review,
  Session,
  UserCard,
} from '../../src/api/schemas';
import { REACTION_TYPES } from '../../src/api/schemas';
import { nowMs } from '../../src/lib/clock';
import { db } from './collections';
import type { ArticleRecord, CatalogItemRecord, DeveloperRecord, GameRecord, ReviewRecord, UserRecord } from './schemas';

type AnnouncementRecord = AnnouncementDetails;

// --- users ----------------------------------------------------------------------------------------

export function findUserById(id: number): UserRecord | undefined {
  return db.users.findFirst((q) => q.where({ id }));
}

export function findUserByUsername(username: string): UserRecord | undefined {
  const wanted = username.toLowerCase();
  return db.users.findFirst((q) => q.where({ username: (u: string) => u.toLowerCase() === wanted }));
}

/** Decision 16: an e-mail address or a username, case-insensitive. */
export function findUserByLogin(login: string): UserRecord | undefined {
  const wanted = login.trim().toLowerCase();
  return db.users.findFirst((q) =>
    q.where({ email: (e: string) => e.toLowerCase() === wanted }).or({ username: (u: string) => u.toLowerCase() === wanted }),
  );
}

/** Premium while the expiry lies after the app clock's now. */
export function isPremium(user: Pick<UserRecord, 'premium'>, at: number = nowMs()): boolean {
  return user.premium !== null && Date.parse(user.premium) > at;
}

export function toAccount(user: UserRecord): Account {
  return {
    id: user.id,
    alias: user.alias,
    username: user.username,
    balance: user.balance,
    avatar: { ...user.avatar },
    lastLogin: user.lastLogin ? { ...user.lastLogin } : null,
    premium: user.premium,
  };
}

export function toSession(user: UserRecord): Session {
  return { account: toAccount(user), settings: structuredClone(user.settings) };
}

export function toUserCard(user: UserRecord): UserCard {
  return { alias: user.alias, username: user.username, avatar: { ...user.avatar }, premium: isPremium(user) };
}

// --- games ----------------------------------------------------------------------------------------

export function findGame(slug: string): GameRecord | undefined {
  return db.games.findFirst((q) => q.where({ slug }));
}

export function gameReviews(slug: string): ReviewRecord[] {
  return db.reviews.findMany((q) => q.where({ gameSlug: slug }));
}

/** Average rating of a game's reviews (one decimal); 0 without reviews. */
export function gameRating(slug: string): number {
  const reviews = gameReviews(slug);
  if (reviews.length === 0) return 0;
  return Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10;
}

export function gameStats(game: GameRecord): GameStats {
  return {
    views: game.views,
    reviews: gameReviews(game.slug).length,
    reactions: REACTION_TYPES.reduce((sum, t) => sum + game.reactions[t], 0),
  };
}

export function reactedTo(gameSlug: string, userId: number | null): ReactedTo {
  const mine = userId === null ? [] : db.gameReactions.findMany((q) => q.where({ userId, gameSlug }));
  return Object.fromEntries(REACTION_TYPES.map((t) => [t, mine.some((r) => r.type === t)])) as ReactedTo;
}

export function toGameCard(game: GameRecord): GameCard {
  return {
    slug: game.slug,
    title: game.title,
    excerpt: game.excerpt,
    hero: game.hero,
    category: { ...game.genre },
    slides: game.slides.map((s) => ({ ...s })),
    stats: gameStats(game),
    rating: gameRating(game.slug),
    date: { updated: game.date.updated },
  };
}

/** The game page's Game, personalised for `viewer` (reacted_to). */
export function toGame(game: GameRecord, viewer: UserRecord | null): Game {
  const copy = structuredClone(game);
  return {
    slug: copy.slug,
    title: copy.title,
    excerpt: copy.excerpt,
    description: copy.description,
    iframe: copy.iframe,
    version: copy.version,
    builds: copy.builds,
    genre: copy.genre,
    tags: copy.tags,
    developer: copy.developer,
    engine: copy.engine,
    features: copy.features,
    portfolio: copy.portfolio,
    stats: gameStats(game),
    date: copy.date,
    reactions: copy.reactions,
    reacted_to: reactedTo(game.slug, viewer?.id ?? null),
    ads_disabled: copy.ads_disabled,
    overlay: copy.overlay,
    sdk: copy.sdk,
    g_analytics: copy.g_analytics,
    hero: copy.hero,
    slides: copy.slides,
  };
}

export function toGenre(genre: Genre & { order?: number }): Genre {
  return { slug: genre.slug, title: genre.title, categories: genre.categories.map((c) => ({ ...c })) };
}

export function toCatalogItem(item: CatalogItemRecord): CatalogItem {
  return {
    slug: item.slug,
    name: item.name,
    thumbnail: item.thumbnail,
    price: item.price,
    price_discounted: item.price_discounted,
    game: { ...item.game },
  };
}

export function toCatalogItemDetails(item: CatalogItemRecord): CatalogItemDetails {
  return { ...toCatalogItem(item), hero: item.hero, description: item.description };
}

// --- reviews --------------------------------------------------------------------------------------

/** A review as `viewer` sees it: their reaction, and respondable only for the game's developer. */
export function toReview(review: ReviewRecord, viewer: UserRecord | null): Review {
  const author = findUserByUsername(review.authorUsername);
  const game = findGame(review.gameSlug);
  const mine = viewer ? db.reviewReactions.findMany((q) => q.where({ userId: viewer.id, reviewUuid: review.uuid })) : [];
  const isDeveloper = viewer !== null && game !== undefined && viewer.developer === game.developer.slug;
  return {
    uuid: review.uuid,
    rating: review.rating,
    body: review.body,
    author: {
      alias: author?.alias ?? review.authorUsername,
      username: review.authorUsername,
      avatar: { sm: author?.avatar.sm ?? null },
    },
    reactions: { ...review.reactions },
    reacted_to: { like: mine.some((r) => r.type === 'like'), dislike: mine.some((r) => r.type === 'dislike') },
    date: { ...review.date },
    response: review.response,
    respondable: isDeveloper && review.respondable && review.response === null,
  };
}

// --- content --------------------------------------------------------------------------------------

export function toArticle(article: ArticleRecord): Article {
  const { content: _content, ...rest } = structuredClone(article);
  return rest;
}

export function toArticleDetails(article: ArticleRecord): ArticleDetails {
  return structuredClone(article);
}

export function toAnnouncement(announcement: AnnouncementRecord): Announcement {
  const { content: _content, ...rest } = structuredClone(announcement);
  return rest;
}

export function toAnnouncementDetails(announcement: AnnouncementRecord): AnnouncementDetails {
  return structuredClone(announcement);
}

export function toDeveloper(developer: DeveloperRecord): Developer {
  const games = db.games.findMany((q) => q.where({ developer: { slug: developer.slug } }));
  return {
    ...structuredClone(developer),
    stats: { games: games.length, views: games.reduce((sum, g) => sum + g.views, 0) },
  };
}
