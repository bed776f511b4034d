import { afterEach, describe, expect, it, vi } from 'vitest';
import { SNAPSHOT_STORAGE_KEY, createDatabase, db, disablePersistence, flushPersistence, resetDatabase, seedHash } from './index';

const balanceOfPlayer = () => db.users.findFirst((q) => q.where({ username: 'player' }))?.balance;
const setBalance = (balance: number) => db.users.update((q) => q.where({ username: 'player' }), { data: (u) => void (u.balance = balance) });

afterEach(async () => {
  disablePersistence({ forget: true });
  await createDatabase();
});

describe('browser persistence (demo)', () => {
  it('keeps what was changed across a reload, and the reset goes back to the seed', async () => {
    expect(await createDatabase({ persist: true, storage: localStorage })).toBe('seed');
    expect(localStorage.getItem(SNAPSHOT_STORAGE_KEY)).toContain(seedHash());
    await setBalance(999);
    flushPersistence();

    // A reload: a fresh createDatabase reads the snapshot instead of seeding.
    expect(await createDatabase({ persist: true, storage: localStorage })).toBe('snapshot');
    expect(balanceOfPlayer()).toBe(999);
    expect(db.games.count()).toBeGreaterThanOrEqual(60);

    await resetDatabase();
    expect(balanceOfPlayer()).toBe(120);
    expect(await createDatabase({ persist: true, storage: localStorage })).toBe('snapshot');
    expect(balanceOfPlayer()).toBe(120);
  });

  it('writes changes by itself shortly after they happen', async () => {
    vi.useFakeTimers();
    try {
      await createDatabase({ persist: true, storage: localStorage });
      await setBalance(5);
      vi.advanceTimersByTime(1000);
    } finally {
      vi.useRealTimers();
    }
    expect(await createDatabase({ persist: true, storage: localStorage })).toBe('snapshot');
    expect(balanceOfPlayer()).toBe(5);
  });

  it('ignores a snapshot of another seed or a corrupt one', async () => {
    localStorage.setItem(SNAPSHOT_STORAGE_KEY, JSON.stringify({ version: 1, seed: 'deadbeef', strings: [], collections: {} }));
    expect(await createDatabase({ persist: true, storage: localStorage })).toBe('seed');
    localStorage.setItem(SNAPSHOT_STORAGE_KEY, '{not json');
    expect(await createDatabase({ persist: true, storage: localStorage })).toBe('seed');
    expect(balanceOfPlayer()).toBe(120);
  });

  it('does not persist unless asked (vitest, Storybook, the HTTP mock server)', async () => {
    await createDatabase();
    await setBalance(7);
    flushPersistence();
    expect(localStorage.getItem(SNAPSHOT_STORAGE_KEY)).toBeNull();
  });
});
