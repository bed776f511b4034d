/*
 * Account helpers of the auth, account, community, notifications and messages handlers: the server-side
 * checks of the register steps (spec §5, Decision 9), creating users and their tokens, friendship and
 * privacy queries, and the signed links (e-mail verification, social finalize) the mock hands out.
 *
 * Everything reads and writes through `db`; nothing here answers a request (the handlers do).
 */
import { z } from 'zod';
import {
  DEFAULT_USER_SETTINGS,
  emailSchema,
  registerPasswordSchema,
  usernameSchema,
  type SocialLoginProvider,
  type UserSettings,
  type UserSettingsUpdate,
  type Visibility,
} from '../../../src/api/schemas';
import { nowMs } from '../../../src/lib/clock';
import { issueToSentence } from '../../core/errors';
import { db, findUserById, type UserRecord } from '../../db';
import { fnv1aHex } from '../../db/hash';
import { avatarFor } from '../../db/seed/people';

// --- page sizes -------------------------------------------------------------------------------------

/** Page sizes of the account lists (the contract leaves them to the server). */
export const PAGE_SIZE = {
  friends: 12,
  achievements: 12,
  inventory: 12,
  activity: 10,
  history: 10,
  purchases: 10,
  notifications: 10,
  messages: 10,
} as const;

// --- random tokens ----------------------------------------------------------------------------------

/** `bytes` random bytes as lower-case hex. */
export function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function nowIso(): string {
  return new Date(nowMs()).toISOString();
}

// --- lookups ----------------------------------------------------------------------------------------

export function findUserByEmail(email: string): UserRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return db.users.findFirst((q) => q.where({ email: (e: string) => e.toLowerCase() === wanted }));
}

export function isEmailTaken(email: string): boolean {
  return findUserByEmail(email) !== undefined;
}

export function isUsernameTaken(username: string): boolean {
  const wanted = username.trim().toLowerCase();
  return db.users.findFirst((q) => q.where({ username: (u: string) => u.toLowerCase() === wanted })) !== undefined;
}

// --- register checks (spec §5, Decision 9) ---------------------------------------------------------

export const EMAIL_TAKEN_MESSAGE = 'This e-mail address is already registered. Please log in or use another e-mail address.';
export const usernameTakenMessage = (username: string) => `The username "${username}" is already taken. Please choose another one.`;

const emailField = z.object({ email: emailSchema });
const usernameField = z.object({ username: usernameSchema });

/** Whether `email` is a syntactically valid e-mail address (the contract's rule). */
export function isEmailFormat(email: string): boolean {
  return emailSchema.safeParse(email.trim()).success;
}

/** The sentence for an e-mail address the register step refuses, or null when it is fine. */
export function emailProblem(raw: string): string | null {
  const email = raw.trim();
  if (email === '') return 'Please enter your e-mail address.';
  const checked = emailField.safeParse({ email });
  if (!checked.success) return checked.error.issues[0] ? issueToSentence(checked.error.issues[0]) : 'Please enter a valid e-mail address.';
  if (isEmailTaken(email)) return EMAIL_TAKEN_MESSAGE;
  return null;
}

/** The sentence for a username the register step refuses, or null when it is fine. */
export function usernameProblem(raw: string): string | null {
  const username = raw.trim();
  if (username === '') return 'Please enter a username.';
  // The same checks (and messages) as the final register call, so a step never passes what the end refuses.
  const checked = usernameField.safeParse({ username });
  if (!checked.success) return checked.error.issues[0] ? issueToSentence(checked.error.issues[0]) : 'Please choose another username.';
  if (isUsernameTaken(username)) return usernameTakenMessage(username);
  return null;
}

/**
 * The register rule (Decision 9) as the final register call checks it: the contract schema's sentence for
 * the first broken part; null when the password is fine.
 */
export function registerPasswordProblem(password: string): string | null {
  const checked = registerPasswordSchema.safeParse(password);
  const first = checked.error?.issues[0];
  return first ? issueToSentence(first) : null;
}

// --- users ------------------------------------------------------------------------------------------

export interface NewUser {
  email: string;
  username: string;
  password: string;
  verified: boolean;
  device: string;
}

/**
 * Creates a player with the defaults of spec §3 (settings, no coins, no premium). `lastLogin` records
 * this first login, so the next login shows it (the register answer itself has lastLogin null).
 */
export async function createUser(input: NewUser): Promise<UserRecord> {
  const id = db.users.all().reduce((max, u) => Math.max(max, u.id), 0) + 1;
  const username = input.username.trim();
  const now = nowIso();
  return db.users.create({
    id,
    alias: username,
    username,
    email: input.email.trim(),
    password: input.password,
    balance: 0,
    avatar: avatarFor(username, username),
    lastLogin: { date: now, device: input.device },
    premium: null,
    settings: structuredClone(DEFAULT_USER_SETTINGS),
    roles: ['player'],
    developer: null,
    joined: now,
    verified: input.verified,
    online: true,
    demo: false,
  });
}

export async function updateUser(id: number, change: (user: UserRecord) => void): Promise<UserRecord> {
  const updated = await db.users.update((q) => q.where({ id }), { data: change });
  if (!updated) throw new Error(`User ${id} vanished while being updated.`);
  return updated;
}

/** The settings after applying a partial update (per group, per field). */
export function mergeSettings(current: UserSettings, update: UserSettingsUpdate): UserSettings {
  const next = structuredClone(current);
  for (const group of Object.keys(next) as Array<keyof UserSettings>) {
    const patch = update[group];
    if (!patch) continue;
    for (const [field, value] of Object.entries(patch)) {
      if (value !== undefined) (next[group] as Record<string, unknown>)[field] = value;
    }
  }
  return next;
}

// --- e-mail verification ----------------------------------------------------------------------------

/** A verification link stays valid for an hour (as a signed Laravel link). */
export const VERIFICATION_TTL_S = 60 * 60;

/** Creates the signed verification link of `user` (register, social finalize with another address). */
export async function createEmailVerification(user: Pick<UserRecord, 'id' | 'email'>): Promise<{ hash: string; expires: string; signature: string }> {
  const record = {
    userId: user.id,
    hash: `${fnv1aHex(user.email.toLowerCase())}${randomHex(2)}`,
    expires: String(Math.floor(nowMs() / 1000) + VERIFICATION_TTL_S),
    signature: randomHex(16),
    used: false,
  };
  await db.emailVerifications.create(record);
  return { hash: record.hash, expires: record.expires, signature: record.signature };
}

// --- password reset ---------------------------------------------------------------------------------

/** A reset token is valid for an hour after the mail was sent. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

// --- friends and privacy ----------------------------------------------------------------------------

export function friendIds(userId: number): number[] {
  return db.friendships.findMany((q) => q.where({ userId })).map((f) => f.friendId);
}

export function areFriends(a: number, b: number): boolean {
  return db.friendships.findFirst((q) => q.where({ userId: a, friendId: b })) !== undefined;
}

/** Whether `viewer` may see a part of `owner`'s profile with this visibility setting. */
export function canSee(visibility: Visibility, owner: Pick<UserRecord, 'id'>, viewer: Pick<UserRecord, 'id'> | null): boolean {
  if (viewer !== null && viewer.id === owner.id) return true;
  if (visibility === 'all') return true;
  if (visibility === 'none' || viewer === null) return false;
  return areFriends(owner.id, viewer.id);
}

/** Slugs of the games a user played (history), most recent first, each once. */
export function playedGameSlugs(userId: number): string[] {
  const sessions = db.gameSessions.findMany((q) => q.where({ userId })).toSorted((a, b) => b.started.localeCompare(a.started));
  return [...new Set(sessions.map((s) => s.gameSlug))];
}

// --- unique usernames -------------------------------------------------------------------------------

const ADJECTIVES = ['swift', 'cosmic', 'lunar', 'silent', 'bright', 'neon', 'brave', 'stellar', 'quantum', 'rapid', 'clever', 'misty'];
const NOUNS = ['pilot', 'comet', 'falcon', 'nebula', 'rider', 'orbit', 'ranger', 'photon', 'voyager', 'otter', 'rocket', 'quasar'];

let suggestionCount = 0;

/** Restarts the word-list suggestions (tests). */
export function resetUsernameSuggestions(): void {
  suggestionCount = 0;
}

/** The seed as a username stem: allowed characters only, at most 24 characters; null when too short. */
function stemOf(seed: string | undefined): string | null {
  if (!seed) return null;
  const local = seed.includes('@') ? (seed.split('@')[0] ?? '') : seed;
  const stem = local
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, 24);
  return stem.length >= 3 ? stem : null;
}

/**
 * A free username: from the seed (an e-mail name or a wish) when given — as it is if free, else with a
 * number — otherwise adjective_noun from the word list, numbered when needed. Deterministic per call.
 */
export function suggestUsername(seed?: string): string {
  const stem = stemOf(seed);
  if (stem) {
    if (!isUsernameTaken(stem)) return stem;
    for (let n = 1; ; n++) {
      const candidate = `${stem}${n}`;
      if (!isUsernameTaken(candidate)) return candidate;
    }
  }
  const i = suggestionCount++;
  const base = `${ADJECTIVES[i % ADJECTIVES.length] ?? 'swift'}_${NOUNS[Math.floor(i / ADJECTIVES.length) % NOUNS.length] ?? 'pilot'}`;
  const round = Math.floor(i / (ADJECTIVES.length * NOUNS.length));
  for (let n = round; ; n++) {
    const candidate = n === 0 ? base : `${base}${n}`;
    if (!isUsernameTaken(candidate)) return candidate;
  }
}

// --- social login -----------------------------------------------------------------------------------

/** The cookie that marks this browser's social login (spec §4): the login token. */
export const SOCIAL_COOKIE = 'orbital_social';

export const PROVIDER_TITLES: Readonly<Record<string, string>> = { facebook: 'Facebook', google: 'Google', steam: 'Steam' };

export const providerTitle = (provider: string) => PROVIDER_TITLES[provider] ?? provider;

/** A finalize link stays valid for an hour. */
export const FINALIZE_TTL_S = 60 * 60;
const SIGNING_KEY = 'orbital-mock-signing-key';

/** The mock's link signature: a hash of what the link says (no secret worth keeping: this is a mock). */
export function signFinalize(provider: string, token: string, expires: string): string {
  return fnv1aHex(`${SIGNING_KEY}|social-finalize|${provider}|${token}|${expires}`) + fnv1aHex(`${expires}|${token}|${SIGNING_KEY}`);
}

/**
 * The signed finalize URL (auth.socialFinalize) of a social login that needs a username:
 * `{apiBase}/v1/public/user/auth/social/finalize/{provider}/{token}?expires=…&signature=…`.
 */
export function socialFinalizeUrl(apiBase: string, provider: SocialLoginProvider, token: string): string {
  const expires = String(Math.floor(nowMs() / 1000) + FINALIZE_TTL_S);
  const query = new URLSearchParams({ expires, signature: signFinalize(provider, token, expires) });
  return `${apiBase}/v1/public/user/auth/social/finalize/${encodeURIComponent(provider)}/${encodeURIComponent(token)}?${query}`;
}

/** The API base of a request: its URL up to the contract path ('http://localhost:8787', 'https://x/api'). */
export function apiBaseOf(request: Request): string {
  const url = new URL(request.url);
  const at = url.pathname.indexOf('/v1/');
  return `${url.origin}${at > 0 ? url.pathname.slice(0, at) : ''}`;
}

/** The origin the app runs on: the request's Origin header (cross-origin API), else the request's own. */
export function appOriginOf(request: Request): string {
  const origin = request.headers.get('origin');
  if (origin) {
    try {
      return new URL(origin).origin;
    } catch {
      // An unreadable Origin header: fall back to the request's origin.
    }
  }
  return new URL(request.url).origin;
}

/**
 * Puts a pending social login into the "needs a username" state (a provider account that no Orbital
 * account uses yet): the sandbox or a test plays the provider's callback with this.
 */
export async function requireSocialRegistration(token: string, email: string | null): Promise<boolean> {
  const updated = await db.socialLogins.update((q) => q.where({ token }), {
    data(record) {
      record.status = 'needs-registration';
      record.email = email;
      record.userId = null;
    },
  });
  return updated !== undefined;
}

/** The user of a completed social login (the consent page's persona, or the finalized account). */
export function socialLoginUser(userId: number | null): UserRecord | undefined {
  return userId === null ? undefined : findUserById(userId);
}
