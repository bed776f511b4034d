/*
 * Auth handlers: status, login, logout, register and its step checks, password reset, social login,
 * e-mail verification, deletion status and realtime channel auth. The reference pattern for every
 * domain file:
 *   - one file per contract key prefix, exporting `<domain>Handlers`;
 *   - one route(endpoints['<key>'], resolver) per endpoint: route() has already applied the scenario,
 *     enforced auth and checked query and body, so the resolver holds only the domain logic;
 *   - answer with ctx.ok(data) (typed with the endpoint's response) or throw/return a failure whose
 *     message is a real sentence (MockError helpers: invalid(), notFound(), forbidden());
 *   - read and write state only through `db` and the views of mocks/db (toSession, toGameCard, …).
 *
 * Social login in the mock (spec §4, Decision 15): auth.socialLogin stores a pending db.socialLogins
 * record, marks this browser with the `orbital_social` cookie (its token) and answers the stand-in
 * provider's consent page (mocks/pages/social.*; lib/socialConsent.ts says where it is served: the app's
 * origin in the demo, the mock API's own over HTTP). The consent answer completes the record (completed
 * with a demo user, or failed: in the demo through the mock_* parameters the page returns with and
 * mocks/sandbox/mockReturns.ts, over HTTP through mocks/server.ts's consent route), and
 * auth.socialStatus then logs this browser in. A record in 'needs-registration' (a provider account without an Orbital account:
 * lib/accounts.ts requireSocialRegistration) makes the status call answer 422 with the signed
 * finalize URL in `data.finalize`; auth.socialFinalize registers with it.
 */
import type { HttpHandler } from 'msw';
import { endpoints } from '../../src/api/contract';
import type { Session } from '../../src/api/schemas';
import { nowMs } from '../../src/lib/clock';
import { fail } from '../core/envelope';
import { MESSAGES, MockError, forbidden, invalid, notFound } from '../core/errors';
import { route } from '../core/route';
import {
  clearStaleSession,
  deviceLabel,
  endSession,
  GUEST_COOKIE,
  newGuestCookie,
  serializeCookie,
  SESSION_COOKIE,
  startSession,
} from '../core/session';
import { db, findUserById, findUserByLogin, fixtures, flushPersistence, toSession, type UserRecord } from '../db';
import { canAccessChannel, authorizeChannel } from '../realtime/protocol';
import { emptyable } from '../scenarios/apply';
import {
  apiBaseOf,
  createEmailVerification,
  createUser,
  EMAIL_TAKEN_MESSAGE,
  emailProblem,
  findUserByEmail,
  isEmailFormat,
  isEmailTaken,
  isUsernameTaken,
  nowIso,
  providerTitle,
  randomHex,
  registerPasswordProblem,
  RESET_TOKEN_TTL_MS,
  signFinalize,
  SOCIAL_COOKIE,
  socialFinalizeUrl,
  socialLoginUser,
  updateUser,
  usernameProblem,
  usernameTakenMessage,
} from './lib/accounts';
import { socialConsentUrl } from './lib/socialConsent';

export const LOGIN_FAILED_MESSAGE =
  'These credentials do not match our records. Please check your e-mail address or username and your password.';
export const LOGGED_OUT_MESSAGE = 'You are not logged in.';
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid e-mail address.';
export const RESET_TOKEN_INVALID_MESSAGE = 'This password reset link is invalid or has already been used. Please request a new one.';
export const RESET_TOKEN_EXPIRED_MESSAGE = 'This password reset link has expired. Please request a new one.';
export const CHANNEL_FORBIDDEN_MESSAGE = 'You may only listen to your own private channels.';
export const DELETION_NOT_FOUND_MESSAGE =
  'We could not find a deletion request with this confirmation code. Please check the link you received.';
export const VERIFICATION_INVALID_MESSAGE =
  'This verification link is invalid. Please use the link from your most recent verification e-mail.';
export const VERIFICATION_EXPIRED_MESSAGE = 'This verification link has expired. Please request a new verification e-mail.';
export const SOCIAL_FINALIZE_PROVIDER_MESSAGE = 'Registering with a social account is only possible with Facebook or Google.';
export const SOCIAL_FINALIZE_INVALID_MESSAGE =
  'This registration link is invalid or has already been used. Please start the social login again.';
export const SOCIAL_FINALIZE_EXPIRED_MESSAGE = 'This registration link has expired. Please start the social login again.';

/**
 * Logs `user` in on this request: ends the request's session (if any), opens a new one and records this
 * login as the user's lastLogin. The answer shows the previous login, as a real server's does.
 */
async function logIn(user: UserRecord, request: Request, cookies: Record<string, string>, remember: boolean): Promise<{ session: Session; setCookie: string }> {
  const session = toSession(user);
  if (cookies[SESSION_COOKIE]) endSession(cookies[SESSION_COOKIE]);
  await updateUser(user.id, (record) => {
    record.lastLogin = { date: new Date(nowMs()).toISOString(), device: deviceLabel(request.headers.get('user-agent')) };
  });
  const { setCookie } = await startSession(user.id, { remember });
  return { session, setCookie };
}

/** Opens the first session of a new user (register, social finalize): lastLogin is null in the answer. */
async function firstLogin(user: UserRecord, cookies: Record<string, string>): Promise<{ session: Session; setCookie: string }> {
  if (cookies[SESSION_COOKIE]) endSession(cookies[SESSION_COOKIE]);
  const session = toSession(user);
  session.account.lastLogin = null;
  const { setCookie } = await startSession(user.id, { remember: false });
  return { session, setCookie };
}

export const authHandlers: HttpHandler[] = [
  route(endpoints['auth.status'], ({ user, cookies, ok }) => {
    const headers = new Headers();
    if (!user) {
      // Guests get a guest id (realtime: guest.announcement.{id}); a stale session cookie is cleared.
      if (!cookies[GUEST_COOKIE]) headers.append('Set-Cookie', newGuestCookie().setCookie);
      if (cookies[SESSION_COOKIE]) {
        const clear = clearStaleSession(cookies[SESSION_COOKIE]);
        if (clear) headers.append('Set-Cookie', clear);
        return fail(419, MESSAGES.sessionExpired, { headers, debug: 'err_session_expired' });
      }
      return fail(401, LOGGED_OUT_MESSAGE, { headers, debug: 'err_unauthenticated' });
    }
    return ok(toSession(user));
  }),

  route(endpoints['auth.login'], async ({ request, body, cookies, ok }) => {
    const found = findUserByLogin(body.login);
    if (!found || found.password !== body.password) throw invalid(LOGIN_FAILED_MESSAGE);
    const { session, setCookie } = await logIn(found, request, cookies, body.remember);
    return ok(session, { headers: { 'Set-Cookie': setCookie } });
  }),

  route(endpoints['auth.logout'], ({ cookies, ok }) => {
    return ok(null, { headers: { 'Set-Cookie': endSession(cookies[SESSION_COOKIE]) } });
  }),

  // ------------------------------------------------------------------------------------ register
  route(endpoints['auth.register'], async ({ request, body, cookies, ok }) => {
    // route() checked the formats and the register rule (Decision 9); what is left needs the database.
    if (isEmailTaken(body.email)) throw invalid(EMAIL_TAKEN_MESSAGE);
    if (isUsernameTaken(body.username)) throw invalid(usernameTakenMessage(body.username));
    const user = await createUser({
      email: body.email,
      username: body.username,
      password: body.password,
      verified: false,
      device: deviceLabel(request.headers.get('user-agent')),
    });
    await createEmailVerification(user);
    await db.notifications.create({
      uuid: crypto.randomUUID(),
      userId: user.id,
      type: 'warning',
      title: 'Verify your e-mail address',
      body: `We sent a verification link to ${user.email}. Please open it to confirm your address.`,
      url: null,
      read: false,
      date: nowIso(),
    });
    const { session, setCookie } = await firstLogin(user, cookies);
    return ok(session, { headers: { 'Set-Cookie': setCookie } });
  }),

  route(endpoints['auth.validateEmail'], ({ body, ok }) => {
    const problem = emailProblem(body.email);
    if (problem) throw invalid(problem);
    return ok(null);
  }),

  route(endpoints['auth.validateUsername'], ({ body, ok }) => {
    const problem = usernameProblem(body.username);
    if (problem) throw invalid(problem);
    return ok(null);
  }),

  route(endpoints['auth.validatePassword'], ({ body, ok }) => {
    const problem = registerPasswordProblem(body.password);
    if (problem) throw invalid(problem);
    return ok(null);
  }),

  // ------------------------------------------------------------------------------ password reset
  route(endpoints['auth.sendResetMail'], async ({ body, ok }) => {
    const email = body.email.trim();
    // Only the format is refused: whether an account exists is never revealed.
    if (email === '') throw invalid('Please enter your e-mail address.');
    if (!isEmailFormat(email)) throw invalid(INVALID_EMAIL_MESSAGE);
    const user = findUserByEmail(email);
    if (user) await db.passwordResets.create({ email: user.email, token: randomHex(20), created: nowIso(), used: false });
    return ok(null);
  }),

  route(endpoints['auth.resetPassword'], async ({ body, ok }) => {
    // route() checked the reset rule (Decision 9) and that both passwords match.
    const wanted = body.email.trim().toLowerCase();
    const reset = db.passwordResets.findFirst((q) => q.where({ token: body.token, email: (e: string) => e.toLowerCase() === wanted }));
    if (!reset || reset.used) throw invalid(RESET_TOKEN_INVALID_MESSAGE);
    // The demo's fixture link (engineering guide §3) never expires, so the demo's reset page always works.
    const isDemoLink = reset.token === fixtures.tokens.passwordReset.token;
    if (!isDemoLink && Date.parse(reset.created) + RESET_TOKEN_TTL_MS < nowMs()) throw invalid(RESET_TOKEN_EXPIRED_MESSAGE);
    const user = findUserByEmail(reset.email);
    if (!user) throw invalid(RESET_TOKEN_INVALID_MESSAGE);
    await updateUser(user.id, (record) => {
      record.password = body.password;
    });
    await db.passwordResets.updateMany((q) => q.where({ email: reset.email }), {
      data(record) {
        record.used = true;
      },
    });
    return ok(null);
  }),

  // -------------------------------------------------------------------------------- social login
  route(endpoints['auth.socialProviders'], ({ ok }) => {
    return ok(emptyable(db.socialProviders.all()).map((p) => ({ provider: p.provider, icon: p.icon, title: p.title })));
  }),

  route(endpoints['auth.socialLogin'], async ({ request, body, ok }) => {
    const token = randomHex(20);
    await db.socialLogins.create({ token, provider: body.provider, status: 'pending', email: null, userId: null, created: nowIso() });
    const url = socialConsentUrl(request, body.provider, token);
    return ok({ url }, { headers: { 'Set-Cookie': serializeCookie(SOCIAL_COOKIE, token) } });
  }),

  route(endpoints['auth.socialStatus'], async ({ request, query, cookies, session, ok }) => {
    const title = providerTitle(query.provider);
    const token = cookies[SOCIAL_COOKIE];
    const login = token ? db.socialLogins.findFirst((q) => q.where({ token })) : undefined;
    if (!login || login.provider !== query.provider) {
      throw invalid(`There is no ${title} login in progress in this browser. Please start the login again from Orbital.`);
    }
    if (login.status === 'pending') {
      throw invalid(`The login with ${title} has not been completed yet. Please finish it in the ${title} window and try again.`);
    }
    if (login.status === 'failed') {
      throw invalid(`The login with ${title} was cancelled or refused. Please try again, or log in with your e-mail address.`);
    }
    if (login.status === 'needs-registration') {
      throw new MockError(
        422,
        `Your ${title} account is not linked to an Orbital account yet. Please choose a username to finish signing up.`,
        'err_social_registration',
        { finalize: socialFinalizeUrl(apiBaseOf(request), login.provider, login.token) },
      );
    }
    const user = socialLoginUser(login.userId);
    if (!user) throw invalid(`The account of this ${title} login no longer exists. Please register again.`);
    const type = Date.parse(user.joined) >= Date.parse(login.created) ? 'register' : 'login';
    if (session?.userId === user.id) return ok({ type, provider: query.provider, ...toSession(user) });
    const { session: answer, setCookie } = await logIn(user, request, cookies, false);
    // This tab tells its opener at once (orbital-auth): the demo's other tabs must know the session first.
    flushPersistence();
    return ok({ type, provider: query.provider, ...answer }, { headers: { 'Set-Cookie': setCookie } });
  }),

  route(endpoints['auth.socialFinalize'], async ({ request, params, query, body, cookies, ok }) => {
    const provider = params.provider;
    if (provider !== 'facebook' && provider !== 'google') throw invalid(SOCIAL_FINALIZE_PROVIDER_MESSAGE);
    const login = db.socialLogins.findFirst((q) => q.where({ token: params.token }));
    if (!login || login.provider !== provider || login.status !== 'needs-registration') throw notFound(SOCIAL_FINALIZE_INVALID_MESSAGE);
    if (!query.expires || !query.signature || query.signature !== signFinalize(provider, login.token, query.expires)) {
      throw forbidden(SOCIAL_FINALIZE_INVALID_MESSAGE);
    }
    if (Number(query.expires) * 1000 < nowMs()) throw invalid(SOCIAL_FINALIZE_EXPIRED_MESSAGE);
    if (isEmailTaken(body.email)) throw invalid(EMAIL_TAKEN_MESSAGE);
    if (isUsernameTaken(body.username)) throw invalid(usernameTakenMessage(body.username));
    // The provider vouches for its own address; another address needs the usual verification link.
    const verified = login.email !== null && login.email.toLowerCase() === body.email.trim().toLowerCase();
    const user = await createUser({
      email: body.email,
      username: body.username,
      password: `social:${randomHex(16)}`,
      verified,
      device: deviceLabel(request.headers.get('user-agent')),
    });
    if (!verified) await createEmailVerification(user);
    await db.socialLogins.update((q) => q.where({ token: login.token }), {
      data(record) {
        record.status = 'completed';
        record.userId = user.id;
        record.email = user.email;
      },
    });
    const { setCookie } = await firstLogin(user, cookies);
    flushPersistence();
    return ok({ provider }, { headers: { 'Set-Cookie': setCookie } });
  }),

  route(endpoints['auth.socialDeleteStatus'], ({ body, ok }) => {
    const code = body.code.trim().toUpperCase();
    const request = db.deletionRequests.findFirst((q) => q.where({ code: (c: string) => c.toUpperCase() === code }));
    if (!request) throw notFound(DELETION_NOT_FOUND_MESSAGE);
    return ok({ code: request.code, status: request.status, date: { ...request.date } });
  }),

  // -------------------------------------------------------------------------- e-mail verification
  route(endpoints['auth.verifyEmail'], async ({ params, query, ok }) => {
    const id = Number(params.id);
    const record = Number.isInteger(id) ? db.emailVerifications.findFirst((q) => q.where({ userId: id, hash: params.hash })) : undefined;
    const user = record ? findUserById(record.userId) : undefined;
    if (!record || !user || query.signature !== record.signature || query.expires !== record.expires) {
      throw invalid(VERIFICATION_INVALID_MESSAGE);
    }
    if (record.used) {
      if (user.verified) return ok({ message: 'Your e-mail address has already been verified.' });
      throw invalid(VERIFICATION_INVALID_MESSAGE);
    }
    if (Number(record.expires) * 1000 < nowMs()) throw invalid(VERIFICATION_EXPIRED_MESSAGE);
    await db.emailVerifications.update((q) => q.where({ userId: record.userId, hash: record.hash }), {
      data(r) {
        r.used = true;
      },
    });
    await updateUser(user.id, (u) => {
      u.verified = true;
    });
    return ok({ message: 'Thank you for verifying your e-mail address.' });
  }),

  // ------------------------------------------------------------------------------------- realtime
  route(endpoints['auth.channel'], async ({ user, body, ok }) => {
    if (!canAccessChannel(body.channel_name, user.id)) throw forbidden(CHANNEL_FORBIDDEN_MESSAGE);
    return ok(await authorizeChannel(body.socket_id, body.channel_name));
  }),
];
