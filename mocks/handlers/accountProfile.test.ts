import '../../tests/setup/msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract';
import { AVATAR_UPLOAD } from '../../src/api/schemas/accountRules';
import { call, rawFetch, rejection } from '../core/testing';
import { db } from '../db';
import { setScenarioState } from '../scenarios/state';

/*
 * The profile and shop pages' endpoints (issue 15): account.profile, account.updateProfile,
 * account.uploadAvatar (a data URL whose bytes must be the type it names) and account.purchases (coin
 * packs and premium months, newest first; premium purchases are recorded by market.premiumPurchase).
 */

const PASSWORD = 'Orbital!2026';
const UNAUTHORIZED = 'You need to be logged in to do that. Please log in and try again.';
const TYPE_MESSAGE = 'The avatar must be a PNG, JPEG, WebP image.';
const SIZE_MESSAGE = 'The avatar must be at most 2 MB.';

function login(name: string) {
  return call(endpoints['auth.login'], { body: { login: name, password: PASSWORD, remember: false } });
}

/** A 1×1 PNG. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
/** JPEG bytes (the SOI marker) labelled as PNG. */
const JPEG_AS_PNG = `data:image/png;base64,${btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70))}`;

async function postAvatar(image: string) {
  return rawFetch('/v1/private/user/account/avatar', { method: 'POST', body: JSON.stringify({ image }) });
}

async function failure(response: Response) {
  const body = (await response.json()) as { status: { code: number; message: string } };
  return { http: response.status, code: body.status.code, message: body.status.message };
}

describe('account.profile', () => {
  it("answers the player's alias, username, e-mail address and avatar", async () => {
    await login('player');
    const profile = await call(endpoints['account.profile']);
    expect(profile).toMatchObject({ alias: 'Player One', username: 'player', email: 'player@orbital.test' });
    expect(profile.avatar.sd).toEqual(expect.any(String));
  });

  it('needs a session', async () => {
    await expect(rejection(call(endpoints['account.profile']))).resolves.toMatchObject({ code: 401, message: UNAUTHORIZED });
  });
});

describe('account.updateProfile', () => {
  it('saves the trimmed alias and answers the account; the session shows it from then on', async () => {
    await login('player');
    const account = await call(endpoints['account.updateProfile'], { body: { alias: '  Comet Rider ' } });
    expect(account).toMatchObject({ id: 1, alias: 'Comet Rider', username: 'player' });
    expect((await call(endpoints['auth.status'])).account.alias).toBe('Comet Rider');
    expect((await call(endpoints['account.summary'])).alias).toBe('Comet Rider');
  });

  it('refuses an alias shorter than 2 or longer than 32 characters, with a sentence, and keeps the old one', async () => {
    await login('player');
    for (const [alias, message] of [
      [' a ', 'Please enter an alias of at least 2 characters.'],
      ['x'.repeat(33), 'Please keep your alias to 32 characters or fewer.'],
    ] as const) {
      const response = await rawFetch('/v1/private/user/account/profile', { method: 'PATCH', body: JSON.stringify({ alias }) });
      await expect(failure(response)).resolves.toEqual({ http: 422, code: 422, message });
    }
    expect((await call(endpoints['account.profile'])).alias).toBe('Player One');
  });

  it('needs a session', async () => {
    await expect(rejection(call(endpoints['account.updateProfile'], { body: { alias: 'Nobody' } }))).resolves.toMatchObject({ code: 401 });
  });
});

describe('account.uploadAvatar', () => {
  it('stores the image as every size of the avatar; the session and the profile show it', async () => {
    await login('player');
    const account = await call(endpoints['account.uploadAvatar'], { body: { image: PNG } });
    expect(account.avatar).toEqual({ tn: PNG, sm: PNG, sd: PNG });
    expect((await call(endpoints['auth.status'])).account.avatar.sd).toBe(PNG);
    expect((await call(endpoints['account.profile'])).avatar.tn).toBe(PNG);
  });

  it('refuses another type (GIF), bytes that are not the named type, and an image over 2 MB', async () => {
    await login('player');
    const before = db.users.findFirst((q) => q.where({ username: 'player' }))?.avatar;
    await expect(failure(await postAvatar('data:image/gif;base64,R0lGODlhAQABAAAAACw='))).resolves.toEqual({ http: 422, code: 422, message: TYPE_MESSAGE });
    await expect(failure(await postAvatar(JPEG_AS_PNG))).resolves.toEqual({ http: 422, code: 422, message: TYPE_MESSAGE });
    await expect(failure(await postAvatar('not an image'))).resolves.toEqual({ http: 422, code: 422, message: TYPE_MESSAGE });
    const tooLarge = `data:image/png;base64,${'A'.repeat(Math.ceil(AVATAR_UPLOAD.maxBytes / 3) * 4 + 4)}`;
    await expect(failure(await postAvatar(tooLarge))).resolves.toEqual({ http: 422, code: 422, message: SIZE_MESSAGE });
    expect(db.users.findFirst((q) => q.where({ username: 'player' }))?.avatar).toEqual(before);
  });

  it('needs a session', async () => {
    expect((await failure(await postAvatar(PNG))).code).toBe(401);
  });
});

describe('account.purchases', () => {
  it("lists the player's coin purchases, newest first, with price, method and status", async () => {
    await login('player');
    const { pagination } = await call(endpoints['account.purchases']);
    expect(pagination.total).toBe(2);
    expect(pagination.items).toEqual([
      expect.objectContaining({ kind: 'coins', amount: 500, price: 4.49, method: 'email', status: 'pending' }),
      expect.objectContaining({ kind: 'coins', amount: 100, price: 0.99, method: 'direct', status: 'paid' }),
    ]);
  });

  it('lists a month of premium once it is bought, first, with its cost and the expiry it set', async () => {
    await login('player');
    const bought = await call(endpoints['market.premiumPurchase']);
    const { pagination } = await call(endpoints['account.purchases']);
    expect(pagination.total).toBe(3);
    expect(pagination.items[0]).toMatchObject({ kind: 'premium', months: 1, coins: 10, until: bought.premium });
  });

  it("shows only the user's own purchases, and none under the empty scenario", async () => {
    await login('premium');
    const own = await call(endpoints['account.purchases']);
    expect(own.pagination.items.map((p) => p.kind === 'coins' && p.amount)).toEqual([100, 1200]);
    setScenarioState({ scenario: 'empty' });
    await expect(call(endpoints['account.purchases'])).resolves.toMatchObject({ pagination: { total: 0, items: [] } });
  });

  it('needs a session', async () => {
    await expect(rejection(call(endpoints['account.purchases']))).resolves.toMatchObject({ code: 401, message: UNAUTHORIZED });
  });
});
