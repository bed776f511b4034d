/*
 * Filling, resetting and persisting the mock database.
 *
 * - createDatabase({ persist }): fills the database once per page/process — from the browser snapshot
 *   when `persist` is on and a snapshot of the current seed exists, else from the seed — and with
 *   `persist` keeps saving it. Only the browser demo passes persist: true; vitest, Storybook and the HTTP
 *   mock server start from the seed every time.
 * - ensureDatabase(): createDatabase() unless it ran; in the demo, first takes another tab's newer snapshot.
 * - holdDatabase(): what every request awaits (route() does it): the database filled and current, held
 *   until the answer so that no reload clears it under the request.
 * - resetDatabase(): clear + reseed (the sandbox's 'Reset demo data', tests between tests); also
 *   rewrites the snapshot when persisting.
 * - seedHash(): FNV-1a of the canonical JSON of the seed generated in a pinned environment (HASH_ENV), so
 *   it changes only when the generator changes, not with the day or the host. A test pins it.
 */
import { config } from '../../src/config';
import { now } from '../../src/lib/clock';
import { collectionNames, db, onDatabaseChange, type CollectionName } from './collections';
import { fixtures } from './fixtures';
import { canonicalJson, fnv1aHex } from './hash';
import { clearSnapshot, createSnapshotWriter, readRevision, readSnapshot, writeSnapshot, type Snapshot } from './persistence';
import { assertFixtures, generateSeed, type SeedData, type SeedEnv } from './seed';
import { SEED_EPOCH_MS } from './time';

/** The environment the pinned hash is computed in. */
export const HASH_ENV: Readonly<SeedEnv> = Object.freeze({
  now: new Date(SEED_EPOCH_MS),
  developerAreaUrl: 'https://developers.orbital.example',
});

/** The seed environment of this run: the app clock and the configured developer area. */
export function currentSeedEnv(overrides: Partial<SeedEnv> = {}): SeedEnv {
  return { now: now(), developerAreaUrl: config.developerAreaUrl, ...overrides };
}

export interface CreateDatabaseOptions {
  /** Keep the database in localStorage between page loads (browser demo only). Default false. */
  persist?: boolean;
  /** Storage for the snapshot; default window.localStorage. */
  storage?: Storage;
  /** Overrides of the seed environment (tests). */
  env?: Partial<SeedEnv>;
}

export type DatabaseSource = 'seed' | 'snapshot';

/** The demo build's seed hash, computed at build time; undefined elsewhere (tests, the HTTP mock). */
declare const ORBITAL_BUILD_SEED_HASH: string | undefined;

let ready: Promise<DatabaseSource> | null = null;
/** Fills queued or running (createDatabase): requests wait for them instead of reading a half-filled database. */
let fillsPending = 0;
/** Requests holding the database (holdDatabase); a fill starts only when there are none. */
let holders = 0;
const idleWaiters: (() => void)[] = [];
let filling = false;
let modified = false;
let persistence: { storage: Storage; writer: ReturnType<typeof createSnapshotWriter> } | null = null;
/** The snapshot's revision this tab last read or wrote (persistence.ts SNAPSHOT_REVISION_KEY). */
let knownRevision: string | null = null;
let cachedSeedHash: string | null = null;

onDatabaseChange(() => {
  if (filling) return;
  modified = true;
  persistence?.writer.schedule();
});

async function fill(data: Partial<Record<CollectionName, unknown[]>>): Promise<void> {
  filling = true;
  try {
    for (const name of collectionNames) db[name].clear();
    for (const name of collectionNames) {
      const collection = db[name] as unknown as { create(value: unknown): Promise<unknown> };
      await Promise.all((data[name] ?? []).map((record) => collection.create(record)));
    }
  } finally {
    filling = false;
  }
  modified = false;
}

function dump(): Snapshot['collections'] {
  const out: Snapshot['collections'] = {};
  for (const name of collectionNames) out[name] = db[name].all().map((record) => ({ ...record }));
  return out;
}

/** Clears every collection and fills it from the seed of `env` (default: this run's clock and config). */
export async function seedDatabase(env: Partial<SeedEnv> = {}): Promise<void> {
  const seed: SeedData = generateSeed(currentSeedEnv(env));
  assertFixtures(seed);
  await fill(seed);
}

function whenNotHeld(): Promise<void> {
  if (holders === 0) return Promise.resolve();
  return new Promise((resolve) => idleWaiters.push(resolve));
}

/**
 * Fills the database (snapshot or seed) and, with `persist`, keeps saving it. See the file comment.
 * Fills run one after another, each once no request holds the database: a fill clears every collection
 * and awaits each record's creation, so a request reading in between would find, say, no sessions.
 */
export function createDatabase(options: CreateDatabaseOptions = {}): Promise<DatabaseSource> {
  // A pending save of the state this fill replaces is dropped: it would overwrite another tab's newer one.
  persistence?.writer.dispose();
  persistence = null;
  const previous = ready;
  const storage = options.persist ? (options.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage)) : undefined;
  fillsPending += 1;
  ready = (async (): Promise<DatabaseSource> => {
    await previous?.catch(() => undefined);
    await whenNotHeld();
    let source: DatabaseSource = 'seed';
    // The mark first: a write between the two reads is taken at the next request.
    knownRevision = storage ? readRevision(storage) : null;
    const snapshot = storage ? readSnapshot(storage, seedHash()) : null;
    if (snapshot) {
      try {
        await fill(snapshot.collections);
        source = 'snapshot';
      } catch (error) {
        console.warn('[mocks] The saved demo database does not fit the current schemas; starting from the seed.', error);
      }
    }
    if (source === 'seed') await seedDatabase(options.env);
    if (storage) {
      const s = storage;
      const save = () => {
        writeSnapshot(s, seedHash(), dump());
        knownRevision = readRevision(s);
      };
      persistence = { storage: s, writer: createSnapshotWriter(save) };
      if (source === 'seed') save();
    }
    return source;
  })().finally(() => {
    fillsPending -= 1;
  });
  return ready;
}

/** A fill queued or running (a function: the count changes while a caller awaits). */
function fillPending(): boolean {
  return fillsPending > 0;
}

/**
 * When another tab saved since this one last read or wrote (and no fill is already on its way to read it),
 * starts taking its snapshot and returns that fill; otherwise null.
 */
function takeOtherTabSave(): Promise<DatabaseSource> | null {
  if (!persistence || fillPending() || readRevision(persistence.storage) === knownRevision) return null;
  return createDatabase({ persist: true, storage: persistence.storage });
}

/** Resolves when the database is filled; fills it from the seed if nothing did yet. */
export function ensureDatabase(): Promise<DatabaseSource> {
  // Another tab saved since: take its data first (its login is a session here).
  return takeOtherTabSave() ?? ready ?? createDatabase();
}

/** Takes another tab's newer snapshot (the page's 'storage' listener), unless a fill is already on its way. */
export function followOtherTab(): void {
  void takeOtherTabSave();
}

/**
 * Waits up to `ms` for a save of another tab to reach this tab's localStorage (the next holdDatabase takes
 * it, if the page's 'storage' listener has not already). Without browser persistence there is no other
 * tab: it returns at once.
 */
export async function awaitOtherTabSave(ms: number): Promise<void> {
  const storage = persistence?.storage;
  if (!storage) return;
  const seen = knownRevision;
  const deadline = Date.now() + ms;
  while (readRevision(storage) === seen && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * What a request awaits before it reads or writes: the database filled and current (another tab's newer
 * snapshot taken), held until the returned release is called with the answer, so that no fill clears it
 * meanwhile.
 */
export async function holdDatabase(): Promise<() => void> {
  await ensureDatabase();
  // A fill queued between the check and here: wait for it too, so the request never meets it half done.
  while (fillPending()) await ready;
  holders += 1;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    holders -= 1;
    if (holders === 0) for (const resolve of idleWaiters.splice(0)) resolve();
  };
}

/** Clear + reseed; rewrites the browser snapshot when persisting. Requests wait for it to finish. */
export function resetDatabase(env: Partial<SeedEnv> = {}): Promise<void> {
  const previous = ready ?? Promise.resolve<DatabaseSource>('seed');
  const next = previous
    .catch(() => 'seed' as const)
    .then(async () => {
      await seedDatabase(env);
      if (persistence) {
        writeSnapshot(persistence.storage, seedHash(), dump());
        knownRevision = readRevision(persistence.storage);
      }
      return 'seed' as const;
    });
  ready = next;
  return next.then(() => undefined);
}

/** True when anything was written since the database was last filled. */
export function isDatabaseModified(): boolean {
  return modified;
}

/** Writes a pending browser snapshot now (tests; the page does it on hide). */
export function flushPersistence(): void {
  persistence?.writer.flush();
}

/** Stops persisting and forgets the saved snapshot (tests; the sandbox may offer it). */
export function disablePersistence(options: { forget?: boolean } = {}): void {
  if (persistence && options.forget) clearSnapshot(persistence.storage);
  persistence?.writer.dispose();
  persistence = null;
}

/**
 * The pinned fingerprint of the seed generator (see the file comment). The demo premium user's expiry
 * is a local calendar day after the clock's today, so its instant depends on the time zone: it is hashed
 * as its rule ('today+20d'), which keeps the hash the same on every machine.
 */
export function seedHash(): string {
  // The demo build computes it once at build time (vite.config.ts, seedHashAtBuild): the same function of
  // the same generator, saving a second seed generation on every page load of the demo.
  if (cachedSeedHash === null && typeof ORBITAL_BUILD_SEED_HASH === 'string') cachedSeedHash = ORBITAL_BUILD_SEED_HASH;
  if (cachedSeedHash === null) {
    const seed = generateSeed({ ...HASH_ENV, now: new Date(HASH_ENV.now) });
    const premium = fixtures.users.premium;
    for (const user of seed.users) if (user.id === premium.id) user.premium = `today+${premium.premiumDaysAfterToday}d`;
    cachedSeedHash = fnv1aHex(canonicalJson(seed));
  }
  return cachedSeedHash;
}

/** Fingerprint of what the database holds now (same hashing as seedHash). */
export function databaseHash(): string {
  return fnv1aHex(canonicalJson(dump()));
}
