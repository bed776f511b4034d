/*
 * Personas (engineering guide §3): `?persona=` logs the mock session out, or in as a demo user, once at
 * load. It writes the same cookie the mock's login and logout would (orbital_session), so from then on
 * the session is an ordinary one: the app's logout works and other tabs follow the shared cookie.
 */
import { GUEST_COOKIE, SESSION_COOKIE, clearCookie, endSession, findSession, parseCookies, startSession } from '../core/session';
import { findUserById, fixtures, flushPersistence } from '../db';
import { PERSONAS, type Persona } from './params';
import type { SessionInfo } from './types';

/** The demo user of each logged-in persona. */
export function personaUserId(persona: Exclude<Persona, 'guest'>): number {
  return fixtures.users[persona].id;
}

function personaOf(userId: number): Persona | null {
  for (const persona of PERSONAS) {
    if (persona !== 'guest' && fixtures.users[persona].id === userId) return persona;
  }
  return null;
}

/**
 * Unless `persona` is guest, opens a session for its demo user; then ends the session it replaces (if any).
 * Each step is saved before the next: the cookie other tabs see always names a session the saved database
 * holds, so their mock never answers it as expired (which would clear the cookie for every tab).
 */
export async function applyPersona(persona: Persona, cookieJar: { cookie: string } = document): Promise<void> {
  const previous = parseCookies(cookieJar.cookie)[SESSION_COOKIE];
  if (persona === 'guest') {
    cookieJar.cookie = clearCookie(SESSION_COOKIE);
  } else {
    // 'Remember me': the persona survives closing the browser, like a remembered login.
    const { setCookie } = await startSession(personaUserId(persona), { remember: true });
    flushPersistence();
    cookieJar.cookie = setCookie;
  }
  if (previous) {
    endSession(previous);
    flushPersistence();
  }
}

/** Who the mock session is now, from the cookies and the database. */
export function readSession(cookieJar: { cookie: string } = document): SessionInfo {
  const cookies = parseCookies(cookieJar.cookie);
  const guestSession = cookies[GUEST_COOKIE] ?? null;
  const session = findSession(cookies);
  const user = session ? findUserById(session.userId) : undefined;
  if (!user) return { persona: null, userId: null, username: null, email: null, guestSession };
  return { persona: personaOf(user.id), userId: user.id, username: user.username, email: user.email, guestSession };
}
