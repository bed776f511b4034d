import '../../tests/setup/msw';
import { describe, expect, it } from 'vitest';
import { endpoints, matchPath } from '../../src/api/contract';
import { DEFAULT_USER_SETTINGS, sessionSchema } from '../../src/api/schemas';
import { nowMs } from '../../src/lib/clock';
import { call, rawFetch, rejection } from '../core/testing';
import { db } from '../db';
import { completeMockReturn } from '../sandbox/mockReturns';
import { setScenarioState } from '../scenarios/state';
import { requireSocialRegistration, signFinalize } from './lib/accounts';

const PASSWORD = 'Orbital!2026';

function rawLogin(remember: boolean) {
  return rawFetch('/v1/public/user/auth/login', { method: 'POST', body: JSON.stringify({ login: 'player', password: PASSWORD, remember }) });
}

async function status() {
  return call(endpoints['auth.status']);
}

describe('auth.login', () => {
  it('logs in by e-mail address', async () => {
    const session = await call(endpoints['auth.login'], { body: { login: 'player@orbital.test', password: PASSWORD, remember: false } });
    expect(session.account.username).toBe('player');
    expect(session.account.balance).toBe(120);
    expect(session.settings.privacy.profile_visibility).toBe('all');
  });

  it('logs in by username, case-insensitively', async () => {
    const session = await call(endpoints['auth.login'], { body: { login: 'Premium', password: PASSWORD, remember: false } });
    expect(session.account.username).toBe('premium');
  });

  it('refuses a wrong password with a sentence, and the same for an unknown login', async () => {
    const wrong = await rejection(call(endpoints['auth.login'], { body: { login: 'player', password: 'orbital!2026', remember: false } }));
    expect(wrong.code).toBe(422);
    expect(wrong.message).toBe('These credentials do not match our records. Please check your e-mail address or username and your password.');
    const unknown = await rejection(call(endpoints['auth.login'], { body: { login: 'nobody@orbital.test', password: PASSWORD, remember: false } }));
    expect(unknown.message).toBe(wrong.message);
    await expect(status()).rejects.toMatchObject({ code: 401 });
  });

  it('answers the previous login and records this one', async () => {
    const first = await call(endpoints['auth.login'], { body: { login: 'player', password: PASSWORD, remember: false } });
    expect(first.account.lastLogin).toEqual({ date: expect.any(String), device: 'Chrome on Windows' });
    const user = db.users.findFirst((q) => q.where({ username: 'player' }));
    expect(user?.lastLogin?.date).not.toBe(first.account.lastLogin?.date);
    expect(user?.lastLogin?.device).toBe('Unknown device');
  });
});

describe('session cookie flow', () => {
  it('login, then the status call answers the logged-in user', async () => {
    await expect(status()).rejects.toMatchObject({ code: 401, message: 'You are not logged in.' });
    await call(endpoints['auth.login'], { body: { login: 'developer@orbital.test', password: PASSWORD, remember: false } });
    const session = await status();
    expect(session.account).toMatchObject({ id: 3, username: 'developer', balance: 500 });
    expect(document.cookie).toMatch(/orbital_session=[0-9a-f]{48}/);
  });

  it('logout ends the session: the status call answers logged out again', async () => {
    await call(endpoints['auth.login'], { body: { login: 'player', password: PASSWORD, remember: false } });
    expect(db.sessions.count()).toBe(1);
    await expect(call(endpoints['auth.logout'])).resolves.toBeNull();
    expect(document.cookie).not.toMatch(/orbital_session=/);
    expect(db.sessions.count()).toBe(0);
    await expect(status()).rejects.toMatchObject({ code: 401 });
  });

  it('logout without a session is a 401', async () => {
    const error = await rejection(call(endpoints['auth.logout']));
    expect(error.code).toBe(401);
    expect(error.message).toBe('You need to be logged in to do that. Please log in and try again.');
  });

  it('remember sets a 30-day cookie; without it the cookie ends with the browser session', async () => {
    const remembered = (await rawLogin(true)).headers.getSetCookie();
    expect(remembered).toHaveLength(1);
    expect(remembered[0]).toMatch(/^orbital_session=[0-9a-f]{48}; Path=\/; SameSite=Lax; Max-Age=2592000$/);
    const session = (await rawLogin(false)).headers.getSetCookie();
    expect(session[0]).toMatch(/^orbital_session=[0-9a-f]{48}; Path=\/; SameSite=Lax$/);
    expect(db.sessions.findMany().map((s) => s.remember)).toEqual([false]);
  });

  it('a session cookie the server does not know answers 419 and is cleared', async () => {
    document.cookie = 'orbital_session=0123456789abcdef0123456789abcdef; Path=/';
    const error = await rejection(status());
    expect(error.code).toBe(419);
    expect(document.cookie).not.toMatch(/orbital_session=/);
  });

  it('the status call gives guests a guest id cookie, once', async () => {
    await expect(status()).rejects.toMatchObject({ code: 401 });
    const guest = /orbital_guest=([0-9a-f]{24})/.exec(document.cookie)?.[1];
    expect(guest).toBeDefined();
    await expect(status()).rejects.toMatchObject({ code: 401 });
    expect(/orbital_guest=([0-9a-f]{24})/.exec(document.cookie)?.[1]).toBe(guest);
  });
});

// ------------------------------------------------------------------------------------------------
// register and its steps
// ------------------------------------------------------------------------------------------------

const NEW_USER = { email: 'new.pilot@orbital.test', username: 'new_pilot', password: 'Launch#2026', password_confirmation: 'Launch#2026' };
/** Decision 9: a refused password names the part of the rule it breaks (the hints describe the whole rule). */
const RULE = {
  tooShort: 'The password must be at least 8 characters long.',
  letter: 'The password must contain at least one letter.',
  lowerCase: 'The password must contain at least one lower-case letter.',
  upperCase: 'The password must contain at least one upper-case letter.',
  digit: 'The password must contain at least one digit.',
  special: 'The password must contain at least one special character, such as ! or #.',
};
const MISMATCH = 'The password confirmation does not match the entered password. Please check your inputs.';

/** A raw POST (bodies the client's own check would refuse); answers the HTTP status and the envelope. */
async function rawPost(path: string, body: unknown): Promise<{ status: number; message: string; success: boolean }> {
  const response = await rawFetch(path, { method: 'POST', body: JSON.stringify(body) });
  const json = (await response.json()) as { status: { message: string; success: boolean } };
  return { status: response.status, message: json.status.message, success: json.status.success };
}

function login(name: string, password = PASSWORD) {
  return call(endpoints['auth.login'], { body: { login: name, password, remember: false } });
}

describe('auth.register', () => {
  it('registers with the defaults of a new account, logs in, and the status call answers the new user', async () => {
    const usersBefore = db.users.count();
    const session = await call(endpoints['auth.register'], { body: NEW_USER });
    expect(session.account).toMatchObject({ username: 'new_pilot', alias: 'new_pilot', balance: 0, premium: null, lastLogin: null });
    expect(session.settings).toEqual(DEFAULT_USER_SETTINGS);
    expect(db.users.count()).toBe(usersBefore + 1);

    const current = await status();
    expect(current.account.id).toBe(session.account.id);
    expect(current.account.username).toBe('new_pilot');

    const record = db.users.findFirst((q) => q.where({ username: 'new_pilot' }));
    expect(record).toMatchObject({ email: 'new.pilot@orbital.test', verified: false, roles: ['player'], developer: null, demo: false });
    // The verification e-mail: a signed link for the new user, and a reminder notification.
    expect(db.emailVerifications.findMany((q) => q.where({ userId: session.account.id }))).toHaveLength(1);
    expect(db.notifications.findMany((q) => q.where({ userId: session.account.id }))).toHaveLength(1);
  });

  it('the new account can log out and log in again with its password (the next login shows the first)', async () => {
    await call(endpoints['auth.register'], { body: NEW_USER });
    await call(endpoints['auth.logout']);
    const again = await login('New.Pilot@orbital.test', 'Launch#2026');
    expect(again.account.username).toBe('new_pilot');
    expect(again.account.lastLogin).toEqual({ date: expect.any(String), device: 'Unknown device' });
  });

  it('refuses a registered e-mail address and a taken username, whatever their case, and creates nothing', async () => {
    const before = db.users.count();
    const email = await rejection(call(endpoints['auth.register'], { body: { ...NEW_USER, email: 'PLAYER@orbital.test' } }));
    expect(email.code).toBe(422);
    expect(email.message).toBe('This e-mail address is already registered. Please log in or use another e-mail address.');
    const username = await rejection(call(endpoints['auth.register'], { body: { ...NEW_USER, username: 'Premium' } }));
    expect(username.code).toBe(422);
    expect(username.message).toBe('The username "Premium" is already taken. Please choose another one.');
    expect(db.users.count()).toBe(before);
    await expect(call(endpoints['auth.status'])).rejects.toMatchObject({ code: 401 });
  });

  it.each([
    ['too short', 'Sh0rt!', RULE.tooShort],
    ['no upper-case letter', 'launch#2026', RULE.upperCase],
    ['no lower-case letter', 'LAUNCH#2026', RULE.lowerCase],
    ['no digit', 'Launch#Pad', RULE.digit],
    ['no special character', 'Launch2026', RULE.special],
  ])('checks the register rule on the server and names the broken part: %s', async (_rule, password, message) => {
    const before = db.users.count();
    const answer = await rawPost('/v1/public/user/auth/register', { ...NEW_USER, password, password_confirmation: password });
    expect(answer).toEqual({ status: 422, success: false, message });
    expect(db.users.count()).toBe(before);
    // The register step check (auth.validatePassword) answers the same sentence as the final call.
    expect(await rawPost('/v1/public/user/account/validate/password', { password })).toMatchObject({ status: 422, message });
  });

  it('checks the confirmation, the e-mail format and the username on the server', async () => {
    expect(await rawPost('/v1/public/user/auth/register', { ...NEW_USER, password_confirmation: 'Launch#2027' })).toMatchObject({ status: 422, message: MISMATCH });
    expect(await rawPost('/v1/public/user/auth/register', { ...NEW_USER, email: 'not-an-address' })).toMatchObject({
      status: 422,
      message: 'The email must be a valid e-mail address.',
    });
    expect(await rawPost('/v1/public/user/auth/register', { ...NEW_USER, username: 'no spaces' })).toMatchObject({
      status: 422,
      message: 'Use letters, digits, dots, dashes and underscores only.',
    });
    expect(await rawPost('/v1/public/user/auth/register', { email: NEW_USER.email })).toMatchObject({ status: 422, message: 'The username field is required.' });
  });
});

describe('auth.validateEmail / validateUsername / validatePassword (register steps 1–3)', () => {
  it('accepts a free, well-formed e-mail address', async () => {
    await expect(call(endpoints['auth.validateEmail'], { body: { email: 'someone.new@orbital.test' } })).resolves.toBeNull();
  });

  it('refuses a malformed, blank or registered e-mail address with a sentence', async () => {
    const malformed = await rejection(call(endpoints['auth.validateEmail'], { body: { email: 'someone@' } }));
    expect(malformed.code).toBe(422);
    expect(malformed.message).toBe('The email must be a valid e-mail address.');
    const blank = await rejection(call(endpoints['auth.validateEmail'], { body: { email: '   ' } }));
    expect(blank.message).toBe('Please enter your e-mail address.');
    const taken = await rejection(call(endpoints['auth.validateEmail'], { body: { email: 'Developer@Orbital.test' } }));
    expect(taken.message).toBe('This e-mail address is already registered. Please log in or use another e-mail address.');
  });

  it('accepts a free username and refuses short, long, malformed and taken ones', async () => {
    await expect(call(endpoints['auth.validateUsername'], { body: { username: 'star.rider-7' } })).resolves.toBeNull();
    const cases: Array<[string, string]> = [
      ['ab', 'The username must be at least 3 characters long.'],
      ['a'.repeat(31), 'The username may not be longer than 30 characters.'],
      ['star rider', 'Use letters, digits, dots, dashes and underscores only.'],
      ['PLAYER', 'The username "PLAYER" is already taken. Please choose another one.'],
      ['  ', 'Please enter a username.'],
    ];
    for (const [username, message] of cases) {
      const error = await rejection(call(endpoints['auth.validateUsername'], { body: { username } }));
      expect(error.code).toBe(422);
      expect(error.message).toBe(message);
    }
  });

  it('names the part of the register rule a password breaks', async () => {
    await expect(call(endpoints['auth.validatePassword'], { body: { password: 'Launch#2026' } })).resolves.toBeNull();
    const cases: Array<[string, string]> = [
      ['Ab1!', RULE.tooShort],
      ['LAUNCH#2026', RULE.lowerCase],
      ['launch#2026', RULE.upperCase],
      ['Launch#Pad', RULE.digit],
      ['Launch2026', RULE.special],
    ];
    for (const [password, message] of cases) {
      const error = await rejection(call(endpoints['auth.validatePassword'], { body: { password } }));
      expect(error.code).toBe(422);
      expect(error.message).toBe(message);
    }
  });
});

// ------------------------------------------------------------------------------------------------
// password reset
// ------------------------------------------------------------------------------------------------

describe('auth.sendResetMail and auth.resetPassword', () => {
  it('forgot → reset with the mailed token → log in with the new password (the old one no longer works)', async () => {
    await expect(call(endpoints['auth.sendResetMail'], { body: { email: 'Player@orbital.test' } })).resolves.toBeNull();
    const mailed = db.passwordResets.findMany((q) => q.where({ email: 'player@orbital.test', used: false })).find((r) => r.token !== 'demo-reset-token-player');
    expect(mailed).toBeDefined();
    const token = mailed?.token ?? '';

    await call(endpoints['auth.resetPassword'], { body: { email: 'player@orbital.test', token, password: 'New-pass1', password_confirmation: 'New-pass1' } });
    await expect(rejection(login('player'))).resolves.toMatchObject({ code: 422 });
    const session = await login('player', 'New-pass1');
    expect(session.account.username).toBe('player');

    // A link works once: every open link of the address is used up.
    const reused = await rejection(call(endpoints['auth.resetPassword'], { body: { email: 'player@orbital.test', token, password: 'Other-pass2', password_confirmation: 'Other-pass2' } }));
    expect(reused.code).toBe(422);
    expect(reused.message).toBe('This password reset link is invalid or has already been used. Please request a new one.');
  });

  it('answers the same for an unknown address and creates no token (never reveals whether an account exists)', async () => {
    const before = db.passwordResets.count();
    await expect(call(endpoints['auth.sendResetMail'], { body: { email: 'nobody@orbital.test' } })).resolves.toBeNull();
    expect(db.passwordResets.count()).toBe(before);
  });

  it('refuses a malformed or blank address', async () => {
    const malformed = await rejection(call(endpoints['auth.sendResetMail'], { body: { email: 'player' } }));
    expect(malformed.code).toBe(422);
    expect(malformed.message).toBe('Please enter a valid e-mail address.');
    const blank = await rejection(call(endpoints['auth.sendResetMail'], { body: { email: ' ' } }));
    expect(blank.message).toBe('Please enter your e-mail address.');
  });

  it('the demo fixture link resets the player password', async () => {
    await call(endpoints['auth.resetPassword'], {
      body: { email: 'player@orbital.test', token: 'demo-reset-token-player', password: 'Fresh!start9', password_confirmation: 'Fresh!start9' },
    });
    await expect(login('player@orbital.test', 'Fresh!start9')).resolves.toMatchObject({ account: { id: 1 } });
  });

  it('refuses a token of another address, an unknown token and an expired token', async () => {
    const body = { password: 'New-pass1', password_confirmation: 'New-pass1' };
    const other = await rejection(call(endpoints['auth.resetPassword'], { body: { ...body, email: 'premium@orbital.test', token: 'demo-reset-token-player' } }));
    expect(other.message).toBe('This password reset link is invalid or has already been used. Please request a new one.');
    const unknown = await rejection(call(endpoints['auth.resetPassword'], { body: { ...body, email: 'player@orbital.test', token: 'no-such-token' } }));
    expect(unknown.code).toBe(422);

    await db.passwordResets.create({ email: 'premium@orbital.test', token: 'old-token-premium', created: new Date(nowMs() - 2 * 3_600_000).toISOString(), used: false });
    const expired = await rejection(call(endpoints['auth.resetPassword'], { body: { ...body, email: 'premium@orbital.test', token: 'old-token-premium' } }));
    expect(expired.code).toBe(422);
    expect(expired.message).toBe('This password reset link has expired. Please request a new one.');
  });

  it('checks the reset rule and the confirmation on the server', async () => {
    const base = { email: 'player@orbital.test', token: 'demo-reset-token-player' };
    expect(await rawPost('/v1/public/user/auth/password/reset', { ...base, password: 'New-pass1', password_confirmation: 'New-pass2' })).toEqual({
      status: 422,
      success: false,
      message: MISMATCH,
    });
    const cases: Array<[string, string]> = [
      ['Np-1', RULE.tooShort],
      ['NoNumber!', RULE.digit],
      ['NoSpecial1', RULE.special],
      ['12345678!', RULE.letter],
    ];
    for (const [password, message] of cases) {
      expect(await rawPost('/v1/public/user/auth/password/reset', { ...base, password, password_confirmation: password })).toMatchObject({ status: 422, message });
    }
    // The reset rule is looser than the register rule: no upper case needed.
    await expect(call(endpoints['auth.resetPassword'], { body: { ...base, password: 'lower-case1', password_confirmation: 'lower-case1' } })).resolves.toBeNull();
  });
});

// ------------------------------------------------------------------------------------------------
// social login
// ------------------------------------------------------------------------------------------------

async function startSocial(provider: 'google' | 'facebook'): Promise<string> {
  const { url } = await call(endpoints['auth.socialLogin'], { body: { provider } });
  const parsed = new URL(url);
  expect(parsed.origin).toBe(window.location.origin);
  expect(parsed.pathname).toBe(`/__mock/social/${provider}`);
  const state = parsed.searchParams.get('state') ?? '';
  expect(state).toMatch(/^[\w-]{8,200}$/); // what the consent page (mocks/pages/social.js) accepts
  return state;
}

function socialStatus(provider: 'google' | 'facebook' | 'steam') {
  return call(endpoints['auth.socialStatus'], { query: { provider } });
}

/** Posts the finalize form to the URL the status call handed out (as the finalize page does). */
function finalize(url: string, body: { email: string; username: string }) {
  const parsed = new URL(url);
  const params = matchPath(endpoints['auth.socialFinalize'], parsed.pathname);
  if (!params?.provider || !params.token) throw new Error(`Not a finalize URL: ${url}`);
  const query = { expires: parsed.searchParams.get('expires') ?? undefined, signature: parsed.searchParams.get('signature') ?? undefined };
  return call(endpoints['auth.socialFinalize'], { params: { provider: params.provider, token: params.token }, query, body });
}

describe('auth.socialProviders', () => {
  it('lists Google and Facebook with icon names and titles', async () => {
    const providers = await call(endpoints['auth.socialProviders']);
    expect(providers.toSorted((a, b) => a.provider.localeCompare(b.provider))).toEqual([
      { provider: 'facebook', icon: 'facebook', title: 'Facebook' },
      { provider: 'google', icon: 'google', title: 'Google' },
    ]);
  });

  it('the empty scenario answers an empty list', async () => {
    setScenarioState({ scenario: 'empty' });
    await expect(call(endpoints['auth.socialProviders'])).resolves.toEqual([]);
  });
});

describe('social login flow', () => {
  it('start → the consent page approves (the demo round trip) → the status call logs this browser in', async () => {
    const state = await startSocial('google');
    expect(db.socialLogins.findFirst((q) => q.where({ token: state }))).toMatchObject({ provider: 'google', status: 'pending' });
    expect(document.cookie).toContain(`orbital_social=${state}`);

    const outcome = await completeMockReturn(new URLSearchParams({ provider: 'google', mock_social: state, mock_result: 'approved', mock_persona: 'premium' }));
    expect(outcome).toEqual({ kind: 'social', status: 'completed', userId: 2 });

    const result = await socialStatus('google');
    expect(result).toMatchObject({ type: 'login', provider: 'google', account: { id: 2, username: 'premium' } });
    expect(sessionSchema.parse({ account: result.account, settings: result.settings }).settings.privacy.play_history).toBe('friends');
    await expect(call(endpoints['auth.status'])).resolves.toMatchObject({ account: { username: 'premium' } });

    // A reload of the status page keeps the same session.
    const sessions = db.sessions.count();
    await expect(socialStatus('google')).resolves.toMatchObject({ account: { id: 2 } });
    expect(db.sessions.count()).toBe(sessions);
  });

  it('reports a pending, a cancelled, a missing and another provider\'s login with sentences', async () => {
    await expect(rejection(socialStatus('facebook'))).resolves.toMatchObject({
      code: 422,
      message: 'There is no Facebook login in progress in this browser. Please start the login again from Orbital.',
    });
    const state = await startSocial('facebook');
    const pending = await rejection(socialStatus('facebook'));
    expect(pending.message).toBe('The login with Facebook has not been completed yet. Please finish it in the Facebook window and try again.');
    const steam = await rejection(socialStatus('steam'));
    expect(steam.message).toBe('There is no Steam login in progress in this browser. Please start the login again from Orbital.');

    await completeMockReturn(new URLSearchParams({ mock_social: state, mock_result: 'denied' }));
    const denied = await rejection(socialStatus('facebook'));
    expect(denied.code).toBe(422);
    expect(denied.message).toBe('The login with Facebook was cancelled or refused. Please try again, or log in with your e-mail address.');
    await expect(call(endpoints['auth.status'])).rejects.toMatchObject({ code: 401 });
  });

  it('a provider account without an Orbital account: status hands out the finalize link, finalize registers and logs in', async () => {
    const state = await startSocial('facebook');
    expect(await requireSocialRegistration(state, 'astro.fan@example.com')).toBe(true);
    const needs = await rejection(socialStatus('facebook'));
    expect(needs.code).toBe(422);
    expect(needs.message).toBe('Your Facebook account is not linked to an Orbital account yet. Please choose a username to finish signing up.');
    const link = (needs.body.data as { finalize: string }).finalize;
    expect(link).toMatch(/\/v1\/public\/user\/auth\/social\/finalize\/facebook\/[0-9a-f]+\?expires=\d+&signature=[0-9a-f]+$/);

    await expect(finalize(link, { email: 'astro.fan@example.com', username: 'astro_fan' })).resolves.toEqual({ provider: 'facebook' });
    const current = await status();
    expect(current.account).toMatchObject({ username: 'astro_fan', balance: 0 });
    expect(db.users.findFirst((q) => q.where({ username: 'astro_fan' }))?.verified).toBe(true);
    // The status page (opened again) now reports the registration.
    await expect(socialStatus('facebook')).resolves.toMatchObject({ type: 'register', provider: 'facebook', account: { username: 'astro_fan' } });
    // The link is used up.
    const again = await rejection(finalize(link, { email: 'other@example.com', username: 'other_fan' }));
    expect(again.code).toBe(404);
  });

  it('finalize with another address than the provider\'s asks for verification', async () => {
    const state = await startSocial('google');
    await requireSocialRegistration(state, 'someone@gmail.example');
    const link = ((await rejection(socialStatus('google'))).body.data as { finalize: string }).finalize;
    await finalize(link, { email: 'different@orbital.test', username: 'different' });
    const user = db.users.findFirst((q) => q.where({ username: 'different' }));
    expect(user?.verified).toBe(false);
    expect(db.emailVerifications.findMany((q) => q.where({ userId: user?.id ?? 0 }))).toHaveLength(1);
  });

  it('finalize refuses other providers, unknown tokens, bad signatures, expired links and taken names', async () => {
    const state = await startSocial('google');
    await requireSocialRegistration(state, null);
    const link = ((await rejection(socialStatus('google'))).body.data as { finalize: string }).finalize;
    const body = { email: 'fresh@orbital.test', username: 'fresh_face' };
    const url = new URL(link);
    const expires = url.searchParams.get('expires') ?? '';
    const signature = url.searchParams.get('signature') ?? '';

    const steam = await rejection(call(endpoints['auth.socialFinalize'], { params: { provider: 'steam', token: state }, query: { expires, signature }, body }));
    expect(steam).toMatchObject({ code: 422, message: 'Registering with a social account is only possible with Facebook or Google.' });
    const wrongProvider = await rejection(call(endpoints['auth.socialFinalize'], { params: { provider: 'facebook', token: state }, query: { expires, signature }, body }));
    expect(wrongProvider.code).toBe(404);
    const unknown = await rejection(call(endpoints['auth.socialFinalize'], { params: { provider: 'google', token: 'feedfacefeedface' }, query: { expires, signature }, body }));
    expect(unknown).toMatchObject({ code: 404, message: 'This registration link is invalid or has already been used. Please start the social login again.' });
    const forged = await rejection(call(endpoints['auth.socialFinalize'], { params: { provider: 'google', token: state }, query: { expires, signature: 'forged' }, body }));
    expect(forged.code).toBe(403);
    const unsigned = await rejection(call(endpoints['auth.socialFinalize'], { params: { provider: 'google', token: state }, body }));
    expect(unsigned.code).toBe(403);

    const past = String(Math.floor(nowMs() / 1000) - 60);
    const expired = await rejection(
      call(endpoints['auth.socialFinalize'], { params: { provider: 'google', token: state }, query: { expires: past, signature: signFinalize('google', state, past) }, body }),
    );
    expect(expired).toMatchObject({ code: 422, message: 'This registration link has expired. Please start the social login again.' });

    const taken = await rejection(finalize(link, { email: 'fresh@orbital.test', username: 'developer' }));
    expect(taken).toMatchObject({ code: 422, message: 'The username "developer" is already taken. Please choose another one.' });
    const takenEmail = await rejection(finalize(link, { email: 'player@orbital.test', username: 'fresh_face' }));
    expect(takenEmail.message).toBe('This e-mail address is already registered. Please log in or use another e-mail address.');
    await expect(call(endpoints['auth.status'])).rejects.toMatchObject({ code: 401 });
  });
});

describe('auth.socialDeleteStatus', () => {
  it('answers the status of each demo deletion request (the code in any case)', async () => {
    await expect(call(endpoints['auth.socialDeleteStatus'], { body: { code: 'ORB4821XQ' } })).resolves.toMatchObject({ code: 'ORB4821XQ', status: 'pending', date: { completed: null } });
    await expect(call(endpoints['auth.socialDeleteStatus'], { body: { code: 'orb1937kd' } })).resolves.toMatchObject({ status: 'processing' });
    const completed = await call(endpoints['auth.socialDeleteStatus'], { body: { code: 'ORB5550ZT' } });
    expect(completed.status).toBe('completed');
    expect(completed.date.completed).toEqual(expect.any(String));
  });

  it('an unknown code is a 404 with a sentence ("Account Not Found")', async () => {
    const error = await rejection(call(endpoints['auth.socialDeleteStatus'], { body: { code: 'ORB0000AA' } }));
    expect(error.code).toBe(404);
    expect(error.message).toBe('We could not find a deletion request with this confirmation code. Please check the link you received.');
  });
});

// ------------------------------------------------------------------------------------------------
// e-mail verification
// ------------------------------------------------------------------------------------------------

const fixtureVerification = () => db.emailVerifications.findFirst((q) => q.where({ userId: 1, hash: 'a3f5c9e1b7d2' }));

function verify(id: number, hash: string, query: { expires?: string; signature?: string }) {
  return call(endpoints['auth.verifyEmail'], { params: { id, hash }, query });
}

describe('auth.verifyEmail', () => {
  it('verifies with the demo link; opening it again says it is already verified', async () => {
    const expires = fixtureVerification()?.expires ?? '';
    await expect(verify(1, 'a3f5c9e1b7d2', { expires, signature: 'demo-signature-player' })).resolves.toEqual({ message: 'Thank you for verifying your e-mail address.' });
    expect(fixtureVerification()?.used).toBe(true);
    await expect(verify(1, 'a3f5c9e1b7d2', { expires, signature: 'demo-signature-player' })).resolves.toEqual({ message: 'Your e-mail address has already been verified.' });
  });

  it('register → the mailed link verifies the new account', async () => {
    const session = await call(endpoints['auth.register'], { body: NEW_USER });
    const link = db.emailVerifications.findFirst((q) => q.where({ userId: session.account.id }));
    if (!link) throw new Error('no verification link');
    await verify(session.account.id, link.hash, { expires: link.expires, signature: link.signature });
    expect(db.users.findFirst((q) => q.where({ id: session.account.id }))?.verified).toBe(true);
  });

  it('refuses a wrong signature, an unknown hash or user, and an expired link', async () => {
    const expires = fixtureVerification()?.expires ?? '';
    const message = 'This verification link is invalid. Please use the link from your most recent verification e-mail.';
    await expect(rejection(verify(1, 'a3f5c9e1b7d2', { expires, signature: 'forged' }))).resolves.toMatchObject({ code: 422, message });
    await expect(rejection(verify(1, 'a3f5c9e1b7d2', {}))).resolves.toMatchObject({ code: 422, message });
    await expect(rejection(verify(1, 'ffffffffffff', { expires, signature: 'demo-signature-player' }))).resolves.toMatchObject({ code: 422, message });
    await expect(rejection(verify(2, 'a3f5c9e1b7d2', { expires, signature: 'demo-signature-player' }))).resolves.toMatchObject({ code: 422, message });

    const past = String(Math.floor(nowMs() / 1000) - 10);
    await db.emailVerifications.create({ userId: 2, hash: 'deadbeef0001', expires: past, signature: 'sig-premium-old', used: false });
    const expired = await rejection(verify(2, 'deadbeef0001', { expires: past, signature: 'sig-premium-old' }));
    expect(expired).toMatchObject({ code: 422, message: 'This verification link has expired. Please request a new verification e-mail.' });
  });
});

// ------------------------------------------------------------------------------------------------
// realtime channel auth
// ------------------------------------------------------------------------------------------------

describe('auth.channel', () => {
  it('authorises the user\'s own announcement and account channels with a Pusher signature', async () => {
    await login('player');
    for (const channel of ['private-announcement.1', 'private-account.1']) {
      const answer = await call(endpoints['auth.channel'], { body: { socket_id: '123.456', channel_name: channel } });
      expect(answer.auth).toMatch(/^orbital-demo-key:[0-9a-f]{64}$/);
    }
  });

  it('refuses another user\'s channel and unknown channels with 403', async () => {
    await login('player');
    for (const channel of ['private-announcement.2', 'private-account.3', 'private-secret.1', 'guest.announcement.abc']) {
      const error = await rejection(call(endpoints['auth.channel'], { body: { socket_id: '123.456', channel_name: channel } }));
      expect(error.code).toBe(403);
      expect(error.message).toBe('You may only listen to your own private channels.');
    }
  });

  it('needs a session (401)', async () => {
    const error = await rejection(call(endpoints['auth.channel'], { body: { socket_id: '123.456', channel_name: 'private-announcement.1' } }));
    expect(error.code).toBe(401);
  });
});
