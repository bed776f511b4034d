import type { z } from 'zod';
import type { CollectionName, RecordSchemas } from '../collections';

export type { CollectionName };
/** What a seed generator produces: the initial values of every collection, in insertion order. */
export type SeedData = { [K in CollectionName]: Array<z.input<RecordSchemas[K]>> };
export type SeedRecord<K extends CollectionName> = SeedData[K][number];

/** What the seed takes from its surroundings (pinned for the hash: see HASH_ENV). */
export interface SeedEnv {
  /** The app clock's current time (the demo premium user's expiry is relative to its day). */
  now: Date;
  /** Target of the absolute legacy redirect (config.developerAreaUrl). */
  developerAreaUrl: string;
}
