/*
 * Sessions of the mock backend: a random token in the `orbital_session` cookie, looked up in
 * db.sessions. Guests get an `orbital_guest` cookie from the auth-status call (realtime uses it for
 * guest.announcement.{id}).
 *
 * Where the cookies come from (readCookies): the Cookie header (the HTTP mock server, real browsers),
 * msw's own cookie view (browser: document.cookie plus its cookie store), and document.cookie when a
 * document exists (vitest's jsdom: msw in Node reads only the Cookie header, and mocks/node.ts copies
 * every mocked Set-Cookie into jsdom's document.cookie, so sessions behave like in a browser).
 *
 * Cookies are not HttpOnly on purpose: in the browser msw applies a mocked Set-Cookie through
 * document.cookie, which ignores HttpOnly cookies.
 */
import { db, findUserById, type SessionRecord, type UserRecord } from '../db';
import { nowMs } from '../../src/lib/clock';

export const SESSION_COOKIE = 'orbital_session';
export const GUEST_COOKIE = 'orbital_guest';
/** 'Remember me': the session cookie outlives the browser for 30 days. */
export const REMEMBER_MAX_AGE_S = 30 * 24 * 60 * 60;
/** The guest id lives for a year. */
export const GUEST_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Parses a Cookie header or document.cookie ('a=1; b=2'); the first occurrence of a name wins. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    const raw = part.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

/** Cookie header ∪ msw's cookies ∪ document.cookie (when a document exists). The header wins. */
export function readCookies(request: Request, mswCookies: Record<string, string> = {}): Record<string, string> {
  const fromDocument = typeof document === 'undefined' ? {} : parseCookies(document.cookie);
  return { ...fromDocument, ...mswCookies, ...parseCookies(request.headers.get('cookie')) };
}

/** A Set-Cookie value: Path=/, SameSite=Lax, optional Max-Age (none: a browser-session cookie). */
export function serializeCookie(name: string, value: string, maxAgeSeconds?: number): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (maxAgeSeconds !== undefined) parts.push(`Max-Age=${maxAgeSeconds}`);
  return parts.join('; ');
}

/**
 * The Set-Cookie that clears the stale session cookie `token`, or null when the browser's cookie already
 * names another session (another demo tab logged in meanwhile: clearing would log every tab out of it).
 */
export function clearStaleSession(token: string): string | null {
  const current = typeof document === 'undefined' ? undefined : parseCookies(document.cookie)[SESSION_COOKIE];
  if (current && current !== token) return null;
  return clearCookie(SESSION_COOKIE);
}

/** The Set-Cookie that deletes a cookie. */
export function clearCookie(name: string): string {
  return `${name}=; Path=/; SameSite=Lax; Max-Age=0`;
}

function randomToken(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Opens a session for `userId`: stores it and returns the token and its Set-Cookie. */
export async function startSession(userId: number, options: { remember: boolean }): Promise<{ token: string; setCookie: string }> {
  const token = randomToken();
  await db.sessions.create({ token, userId, remember: options.remember, createdAt: new Date(nowMs()).toISOString() });
  return { token, setCookie: serializeCookie(SESSION_COOKIE, token, options.remember ? REMEMBER_MAX_AGE_S : undefined) };
}

/** Ends the session of `token` (if any) and returns the Set-Cookie that clears the cookie. */
export function endSession(token: string | undefined): string {
  if (token) db.sessions.delete((q) => q.where({ token }));
  return clearCookie(SESSION_COOKIE);
}

export function findSession(cookies: Record<string, string>): SessionRecord | undefined {
  const token = cookies[SESSION_COOKIE];
  if (!token) return undefined;
  return db.sessions.findFirst((q) => q.where({ token }));
}

/** The logged-in user of a request, or null. */
export function currentUser(request: Request, cookies: Record<string, string> = readCookies(request)): UserRecord | null {
  const session = findSession(cookies);
  return session ? (findUserById(session.userId) ?? null) : null;
}

/** A new guest id and its Set-Cookie. */
export function newGuestCookie(): { id: string; setCookie: string } {
  const id = randomToken().slice(0, 24);
  return { id, setCookie: serializeCookie(GUEST_COOKIE, id, GUEST_MAX_AGE_S) };
}

/** Human label of the device of a request ('Chrome on Windows'), for the account's lastLogin. */
export function deviceLabel(userAgent: string | null): string {
  const ua = userAgent ?? '';
  const browser = /OculusBrowser/i.test(ua)
    ? 'Meta Quest Browser'
    : /Wolvic/i.test(ua)
      ? 'Wolvic'
      : /PicoBrowser/i.test(ua)
        ? 'Pico Browser'
        : /Edg\//.test(ua)
          ? 'Edge'
          : /OPR\//.test(ua)
            ? 'Opera'
            : /Firefox\//.test(ua)
              ? 'Firefox'
              : /Chrome\//.test(ua)
                ? 'Chrome'
                : /Safari\//.test(ua)
                  ? 'Safari'
                  : null;
  const os = /Quest|Oculus/i.test(ua)
    ? 'Quest'
    : /Pico/i.test(ua)
      ? 'Pico'
      : /Windows/i.test(ua)
        ? 'Windows'
        : /Android/i.test(ua)
          ? 'Android'
          : /iPhone|iPad|iOS/i.test(ua)
            ? 'iOS'
            : /Mac OS X|Macintosh/i.test(ua)
              ? 'macOS'
              : /Linux/i.test(ua)
                ? 'Linux'
                : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? (os ? `Browser on ${os}` : 'Unknown device');
}
