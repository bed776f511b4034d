/*
 * Browser persistence of the demo database: a JSON snapshot of every collection in localStorage, written
 * shortly after each change (and when the page is hidden), read back when the demo starts.
 *
 * Why not @msw/data's persist() extension: it writes only on `unload` (unreliable: bfcache, mobile,
 * deprecated in Chrome), keys storage by collection creation order, hydrates asynchronously while the
 * caller cannot await it (so it races the seed), and has no notion of "this snapshot belongs to an older
 * seed". This snapshot is keyed by the seed hash: a snapshot of another seed is discarded, not merged.
 */
import type { CollectionName } from './collections';

export const SNAPSHOT_STORAGE_KEY = 'orbital.mock-db';
const SNAPSHOT_VERSION = 1;
/** Delay between a change and the write (changes in one request are written together). */
const SAVE_DELAY_MS = 150;

export interface Snapshot {
  version: number;
  /** seedHash() of the seed the snapshot grew from. */
  seed: string;
  collections: Partial<Record<CollectionName, unknown[]>>;
}

/**
 * Long strings (image data URIs, mostly) repeat a lot — a slide's original and thumbnail, a developer's
 * logo on each game — so the stored JSON keeps each long string once in a table and refers to it.
 */
const LONG = 120;
const REF = '\u0001#';

interface StoredSnapshot extends Snapshot {
  strings: string[];
}

function pack(collections: Snapshot['collections']): { strings: string[]; json: string } {
  const index = new Map<string, number>();
  const strings: string[] = [];
  const json = JSON.stringify(collections, (_key, value: unknown) => {
    if (typeof value !== 'string' || value.length < LONG) return value;
    let i = index.get(value);
    if (i === undefined) {
      i = strings.push(value) - 1;
      index.set(value, i);
    }
    return `${REF}${i}`;
  });
  return { strings, json };
}

function unpack(strings: string[], value: unknown): unknown {
  if (typeof value === 'string' && value.startsWith(REF)) {
    const found = strings[Number(value.slice(REF.length))];
    if (found === undefined) throw new Error('The saved demo database refers to a missing string.');
    return found;
  }
  if (Array.isArray(value)) return value.map((v) => unpack(strings, v));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unpack(strings, v)]));
  }
  return value;
}

/**
 * A short mark written with each snapshot. A tab whose last read or write left another mark takes the
 * snapshot again before it answers (database.ts ensureDatabase): the 'storage' event that tells it may
 * arrive after a BroadcastChannel message sent later (a social login's tab tells its opener at once).
 */
export const SNAPSHOT_REVISION_KEY = 'orbital.mock-db.rev';

export function readRevision(storage: Storage): string | null {
  try {
    return storage.getItem(SNAPSHOT_REVISION_KEY);
  } catch {
    return null;
  }
}

export function readSnapshot(storage: Storage, seed: string): Snapshot | null {
  let raw: string | null;
  try {
    raw = storage.getItem(SNAPSHOT_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredSnapshot>;
    if (parsed.version !== SNAPSHOT_VERSION || parsed.seed !== seed || !Array.isArray(parsed.strings) || typeof parsed.collections !== 'object' || parsed.collections === null) return null;
    return { version: parsed.version, seed: parsed.seed, collections: unpack(parsed.strings, parsed.collections) as Snapshot['collections'] };
  } catch {
    return null;
  }
}

export function writeSnapshot(storage: Storage, seed: string, collections: Snapshot['collections']): boolean {
  const { strings, json } = pack(collections);
  // Written by hand so the packed collections JSON is not stringified a second time.
  const head = JSON.stringify({ version: SNAPSHOT_VERSION, seed, strings } satisfies Omit<StoredSnapshot, 'collections'>);
  try {
    storage.setItem(SNAPSHOT_STORAGE_KEY, `${head.slice(0, -1)},"collections":${json}}`);
    storage.setItem(SNAPSHOT_REVISION_KEY, `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`);
    return true;
  } catch (error) {
    // Quota exceeded or storage disabled: the demo keeps working in memory.
    console.warn('[mocks] Could not save the demo database to localStorage; changes will not survive a reload.', error);
    return false;
  }
}

export function clearSnapshot(storage: Storage): void {
  try {
    storage.removeItem(SNAPSHOT_STORAGE_KEY);
  } catch {
    // Storage disabled: nothing to clear.
  }
}

/** A debounced writer that also flushes when the page is hidden or closed. */
export function createSnapshotWriter(save: () => void): { schedule(): void; flush(): void; dispose(): void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer === null) return;
    clearTimeout(timer);
    timer = null;
    save();
  };
  const onHide = () => {
    if (typeof document === 'undefined' || document.visibilityState === 'hidden') flush();
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
  }
  return {
    schedule() {
      if (timer !== null) return;
      timer = setTimeout(() => {
        timer = null;
        save();
      }, SAVE_DELAY_MS);
    },
    flush,
    dispose() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      if (typeof window !== 'undefined') {
        window.removeEventListener('pagehide', flush);
        document.removeEventListener('visibilitychange', onHide);
      }
    },
  };
}
