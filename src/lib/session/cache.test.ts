import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS, type Session } from '@/api/schemas/user';
import { clearSessionCache, readSessionCache, SESSION_CACHE_KEY, writeSessionCache } from './cache';

const session: Session = {
  account: {
    id: 7,
    alias: 'Player One',
    username: 'player',
    balance: 120,
    avatar: { tn: '/a/tn.png', sm: null, sd: null },
    lastLogin: null,
    premium: null,
  },
  settings: DEFAULT_USER_SETTINGS,
};

afterEach(() => clearSessionCache());

describe('the session cache', () => {
  it('applies a valid session as it was written (unknown keys kept)', () => {
    writeSessionCache({ ...session, extra: 1 } as Session);
    expect(readSessionCache()).toEqual({ ...session, extra: 1 });
  });

  it('drops a session that no longer fits sessionSchema, and text that is not JSON', () => {
    sessionStorage.setItem(SESSION_CACHE_KEY, JSON.stringify({ ...session, account: { ...session.account, username: 'x' } }));
    expect(readSessionCache()).toBeUndefined();
    expect(sessionStorage.getItem(SESSION_CACHE_KEY)).toBeNull();
    sessionStorage.setItem(SESSION_CACHE_KEY, '{');
    expect(readSessionCache()).toBeUndefined();
    expect(sessionStorage.getItem(SESSION_CACHE_KEY)).toBeNull();
  });
});
