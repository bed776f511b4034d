import '../../tests/setup/msw';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, clearStaleSession, endSession, parseCookies, startSession } from '../core/session';
import { applyPersona } from '../sandbox/persona';
import {
  SNAPSHOT_REVISION_KEY,
  SNAPSHOT_STORAGE_KEY,
  createDatabase,
  db,
  disablePersistence,
  flushPersistence,
  holdDatabase,
  resetDatabase,
} from './index';

/*
 * The demo's tabs: each runs its own mock database, shared through the snapshot in localStorage, while
 * the session cookie is shared at once. These are the races a second tab meets (CI: a persona applied in
 * one tab logged every tab out): a fill under a request, a cookie that arrives before the snapshot, a
 * stale answer that would clear a newer cookie.
 */

const STATUS_URL = 'http://localhost/v1/public/user/auth/status';

async function authStatus(): Promise<{ status: number; username?: string }> {
  const response = await fetch(STATUS_URL, { credentials: 'include', headers: { Accept: 'application/json' } });
  const body = (await response.json()) as { data?: { account?: { username?: string } } | null };
  return { status: response.status, username: body.data?.account?.username };
}

afterEach(async () => {
  disablePersistence({ forget: true });
  localStorage.removeItem(SNAPSHOT_REVISION_KEY);
  await resetDatabase();
});

describe('a fill from the snapshot and the requests of the tab', () => {
  it('waits for the requests holding the database, and a request arriving meanwhile waits for the fill', async () => {
    await createDatabase({ persist: true, storage: localStorage });
    const release = await holdDatabase();
    let filled = false;
    const fill = createDatabase({ persist: true, storage: localStorage }).then(() => (filled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The request still reads the full database: the fill has not cleared it.
    expect(filled).toBe(false);
    expect(db.users.count()).toBeGreaterThan(0);

    let secondHeld = false;
    const second = holdDatabase().then((releaseSecond) => {
      secondHeld = true;
      expect(filled).toBe(true);
      releaseSecond();
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(secondHeld).toBe(false);

    release();
    await fill;
    await second;
    expect(secondHeld).toBe(true);
  });
});

/** The snapshot of a database that also holds a session of `userId`, as another tab would save it. */
async function otherTabSnapshot(userId: number): Promise<{ token: string; snapshot: string }> {
  const { token } = await startSession(userId, { remember: false });
  flushPersistence();
  const snapshot = localStorage.getItem(SNAPSHOT_STORAGE_KEY) ?? '';
  // This tab has not seen it: back to the database without the session.
  endSession(token);
  flushPersistence();
  return { token, snapshot };
}

describe('a session another tab started', () => {
  it('is answered as its user when the cookie arrives before the snapshot does', async () => {
    await createDatabase({ persist: true, storage: localStorage });
    const { token, snapshot } = await otherTabSnapshot(1);
    document.cookie = `${SESSION_COOKIE}=${token}; Path=/`;
    // localStorage reaches this tab 300 ms after the cookie.
    setTimeout(() => {
      localStorage.setItem(SNAPSHOT_STORAGE_KEY, snapshot);
      localStorage.setItem(SNAPSHOT_REVISION_KEY, 'saved-by-the-other-tab');
    }, 300);

    expect(await authStatus()).toEqual({ status: 200, username: 'player' });
    expect(parseCookies(document.cookie)[SESSION_COOKIE]).toBe(token);
  });

  it('still counts as expired when no save brings it (the cookie is cleared)', async () => {
    await createDatabase({ persist: true, storage: localStorage });
    document.cookie = `${SESSION_COOKIE}=no-such-session; Path=/`;
    const started = Date.now();
    expect((await authStatus()).status).toBe(419);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(parseCookies(document.cookie)[SESSION_COOKIE]).toBeUndefined();
  });

  it('is not cleared by a stale answer to this tab: only the cookie the answer was about is', () => {
    document.cookie = `${SESSION_COOKIE}=newer; Path=/`;
    expect(clearStaleSession('older')).toBeNull();
    expect(clearStaleSession('newer')).toBe(`${SESSION_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`);
    document.cookie = `${SESSION_COOKIE}=; Max-Age=0; Path=/`;
    expect(clearStaleSession('older')).toBe(`${SESSION_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`);
  });
});

describe('a persona applied in one tab', () => {
  it('is saved before its cookie is set, and the session it replaces ends only after', async () => {
    await createDatabase({ persist: true, storage: localStorage });
    await applyPersona('player');
    const replaced = parseCookies(document.cookie)[SESSION_COOKIE] ?? '';
    const savedWhenSet: { token: string; saved: boolean; replacedSaved: boolean }[] = [];
    const jar = {
      get cookie() {
        return document.cookie;
      },
      set cookie(value: string) {
        const token = parseCookies(value)[SESSION_COOKIE] ?? '';
        const saved = localStorage.getItem(SNAPSHOT_STORAGE_KEY) ?? '';
        savedWhenSet.push({ token, saved: token !== '' && saved.includes(token), replacedSaved: saved.includes(replaced) });
        document.cookie = value;
      },
    };
    await applyPersona('developer', jar);
    expect(savedWhenSet).toEqual([{ token: expect.any(String) as string, saved: true, replacedSaved: true }]);
    expect(localStorage.getItem(SNAPSHOT_STORAGE_KEY)).not.toContain(replaced);
  });
});
