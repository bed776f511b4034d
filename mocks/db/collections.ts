/*
 * The collections of the mock database (@msw/data), one per record schema. `db` is a singleton: the
 * handlers, the sandbox and the tests share it.
 */
import { Collection } from '@msw/data';
import { defineExtension } from '@msw/data/extensions';
import * as s from './schemas';

/** Every collection's record schema, by collection name (insertion order = seeding order). */
export const recordSchemas = {
  users: s.userRecordSchema,
  sessions: s.sessionRecordSchema,
  friendships: s.friendshipRecordSchema,
  friendRequests: s.friendRequestRecordSchema,
  genres: s.genreRecordSchema,
  tags: s.tagRecordSchema,
  engines: s.engineRecordSchema,
  developers: s.developerRecordSchema,
  announcements: s.announcementRecordSchema,
  games: s.gameRecordSchema,
  catalogItems: s.catalogItemRecordSchema,
  inventory: s.inventoryRecordSchema,
  reviews: s.reviewRecordSchema,
  gameReactions: s.gameReactionRecordSchema,
  reviewReactions: s.reviewReactionRecordSchema,
  gameSessions: s.gameSessionRecordSchema,
  achievements: s.achievementRecordSchema,
  achievementUnlocks: s.achievementUnlockRecordSchema,
  activity: s.activityRecordSchema,
  saves: s.saveRecordSchema,
  scores: s.scoreRecordSchema,
  marketing: s.marketingRecordSchema,
  notifications: s.notificationRecordSchema,
  messages: s.messageRecordSchema,
  giftCodes: s.giftCodeRecordSchema,
  giftRedemptions: s.giftRedemptionRecordSchema,
  coinOffers: s.coinOfferRecordSchema,
  coinPurchases: s.coinPurchaseRecordSchema,
  premiumPurchases: s.premiumPurchaseRecordSchema,
  ads: s.adRecordSchema,
  legalPages: s.legalPageRecordSchema,
  articles: s.articleRecordSchema,
  redirects: s.redirectRecordSchema,
  newsletterTokens: s.newsletterTokenRecordSchema,
  emailVerifications: s.emailVerificationRecordSchema,
  passwordResets: s.passwordResetRecordSchema,
  deletionRequests: s.deletionRequestRecordSchema,
  supportMessages: s.supportMessageRecordSchema,
  socialProviders: s.socialProviderRecordSchema,
  socialLogins: s.socialLoginRecordSchema,
} as const;

export type RecordSchemas = typeof recordSchemas;
export type CollectionName = keyof RecordSchemas;
export type Db = { readonly [K in CollectionName]: Collection<RecordSchemas[K]> };

type ChangeListener = (collection: CollectionName) => void;
const changeListeners = new Set<ChangeListener>();

/** Calls `listener` after every create, update or delete in any collection. Returns the unsubscribe. */
export function onDatabaseChange(listener: ChangeListener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/**
 * The change-tracking extension of every collection: it reports writes to onDatabaseChange listeners
 * (the "modified" flag that lets tests skip needless resets, and the browser snapshot).
 */
function notifyChange(name: CollectionName): void {
  for (const listener of changeListeners) listener(name);
}

function tracked(name: CollectionName) {
  const notify = () => notifyChange(name);
  return defineExtension({
    name: 'orbital-track-changes',
    extend(collection) {
      collection.hooks.on('create', notify);
      collection.hooks.on('update', notify);
      collection.hooks.on('delete', notify);
    },
  });
}

function createCollections(): Db {
  const out: Record<string, Collection<RecordSchemas[CollectionName]>> = {};
  for (const [name, schema] of Object.entries(recordSchemas) as Array<[CollectionName, RecordSchemas[CollectionName]]>) {
    out[name] = new Collection({ schema, extensions: [tracked(name)] });
  }
  return out as unknown as Db;
}

export const db: Db = createCollections();
export const collectionNames = Object.keys(recordSchemas) as CollectionName[];
