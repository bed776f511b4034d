/*
 * The mock database: @msw/data collections on the API's zod schemas, a deterministic seed around the
 * fixtures of the engineering guide §3, reset and browser persistence. See mocks/core/README.md.
 */
export { db, collectionNames, onDatabaseChange, recordSchemas, type CollectionName, type Db } from './collections';
export {
  HASH_ENV,
  awaitOtherTabSave,
  createDatabase,
  currentSeedEnv,
  databaseHash,
  disablePersistence,
  ensureDatabase,
  flushPersistence,
  followOtherTab,
  holdDatabase,
  isDatabaseModified,
  resetDatabase,
  seedDatabase,
  seedHash,
  type CreateDatabaseOptions,
  type DatabaseSource,
} from './database';
export { DEMO_PASSWORD, fixtures, type DemoPersona } from './fixtures';
export { generateSeed, type SeedData, type SeedEnv } from './seed';
export { SEED_EPOCH } from './time';
export { SNAPSHOT_REVISION_KEY, SNAPSHOT_STORAGE_KEY } from './persistence';
export * from './schemas';
export * from './views';
