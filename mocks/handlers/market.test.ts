import '../../tests/setup/msw';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract';
import { nowMs } from '../../src/lib/clock';
import { call, rawFetch, rejection } from '../core/testing';
import { db } from '../db';
import { realtimeServer } from '../realtime/protocol';
import { setScenarioState } from '../scenarios/state';
import { completeMockReturn } from '../sandbox/mockReturns';
import { addMonths } from './lib/commerce';

const PASSWORD = 'Orbital!2026';
const UNAUTHORIZED = 'You need to be logged in to do that. Please log in and try again.';

async function login(username: 'player' | 'premium' | 'developer') {
  return (await call(endpoints['auth.login'], { body: { login: username, password: PASSWORD, remember: false } })).account;
}

function userRecord(username: string) {
  const user = db.users.findFirst((q) => q.where({ username }));
  if (!user) throw new Error(`no user ${username}`);
  return user;
}

async function setUser(username: string, patch: { balance?: number; premium?: string | null }) {
  await db.users.update((q) => q.where({ username }), {
    data(user) {
      if (patch.balance !== undefined) user.balance = patch.balance;
      if (patch.premium !== undefined) user.premium = patch.premium;
    },
  });
}

interface WireFrame {
  event: string;
  channel?: string;
  data: string;
}

/** A realtime client subscribed to `channel` on the shared Pusher core: the events it receives. */
async function listen(channel: string) {
  const frames: WireFrame[] = [];
  const server = realtimeServer();
  const connection = server.connect({ send: (frame) => frames.push(JSON.parse(frame) as WireFrame) });
  const { auth } = await server.authorizeChannel(connection.socketId, channel);
  await connection.receive(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
  return {
    events: (name: string) => frames.filter((f) => f.event === name && f.channel === channel).map((f) => JSON.parse(f.data) as unknown),
  };
}

afterEach(() => realtimeServer().closeAll());

describe('market.offers', () => {
  it('lists the coin packs by amount, exactly one of them special', async () => {
    const offers = await call(endpoints['market.offers']);
    expect(offers.length).toBeGreaterThanOrEqual(3);
    expect(offers.map((o) => o.amount)).toEqual(offers.map((o) => o.amount).toSorted((a, b) => a - b));
    expect(offers.filter((o) => o.special)).toHaveLength(1);
    expect(offers[0]).toEqual({ amount: 100, price: 0.99, special: false });
  });

  it('is empty under the empty scenario', async () => {
    setScenarioState({ scenario: 'empty' });
    await expect(call(endpoints['market.offers'])).resolves.toEqual([]);
  });
});

describe('market.showcase', () => {
  it('shows catalog items of several games, deals first, some on sale', async () => {
    const items = await call(endpoints['market.showcase']);
    expect(new Set(items.map((i) => i.game.slug)).size).toBeGreaterThanOrEqual(2);
    expect(items.some((i) => i.game.slug === 'starfall-arena' && i.slug === 'plasma-blade' && i.price === 300 && i.price_discounted === 180)).toBe(true);
    const onSale = items.map((i) => i.price_discounted < i.price);
    expect(onSale[0]).toBe(true);
    expect(onSale.indexOf(false)).toBeGreaterThan(0);
    expect(onSale.slice(onSale.indexOf(false)).every((s) => !s)).toBe(true);
  });

  it('is empty under the empty scenario', async () => {
    setScenarioState({ scenario: 'empty' });
    await expect(call(endpoints['market.showcase'])).resolves.toEqual([]);
  });
});

describe('market.purchaseDirect', () => {
  it('needs a session', async () => {
    const error = await rejection(call(endpoints['market.purchaseDirect'], { body: { amount: 500 } }));
    expect(error).toMatchObject({ code: 401, message: UNAUTHORIZED });
  });

  it('refuses an amount that is not an offered pack, with a sentence', async () => {
    await login('player');
    // The seed holds earlier purchases of the demo users (the shop page's history): none is added.
    const before = db.coinPurchases.count();
    const error = await rejection(call(endpoints['market.purchaseDirect'], { body: { amount: 150 } }));
    expect(error.code).toBe(422);
    expect(error.message).toBe('There is no pack of 150 coins for sale. Please choose one of the offered packs (100, 500, 1,200, 2,500, 6,500 coins).');
    expect(db.coinPurchases.count()).toBe(before);
  });

  it('answers the demo checkout URL of a pending order; nothing is credited yet', async () => {
    await login('player');
    const { payment_url } = await call(endpoints['market.purchaseDirect'], { body: { amount: 500 } });
    const url = new URL(payment_url);
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/__mock/checkout');
    const order = url.searchParams.get('order');
    expect(url.searchParams.get('amount')).toBe('500');
    expect(url.searchParams.get('price')).toBe('4.49');
    expect(db.coinPurchases.findFirst((q) => q.where({ uuid: order ?? '' }))).toMatchObject({ userId: 1, amount: 500, price: 4.49, method: 'direct', status: 'pending' });
    expect(userRecord('player').balance).toBe(120);
  });

  it('uses the Origin of the calling app for the checkout page', async () => {
    await login('player');
    const response = await rawFetch('/v1/private/user/market/coins/purchase/direct', {
      method: 'POST',
      body: JSON.stringify({ amount: 100 }),
      headers: { Origin: 'http://localhost:4174' },
    });
    const body = (await response.json()) as { data: { payment_url: string } };
    expect(body.data.payment_url).toMatch(/^http:\/\/localhost:4174\/__mock\/checkout\?order=[0-9a-f-]{36}&amount=100&price=0\.99$/);
  });

  it('the checkout round trip (Pay) credits the coins once and raises balance.updated', async () => {
    await login('player');
    const socket = await listen('private-account.1');
    const { payment_url } = await call(endpoints['market.purchaseDirect'], { body: { amount: 1200 } });
    const order = new URL(payment_url).searchParams.get('order') ?? '';

    const outcome = await completeMockReturn(new URLSearchParams({ mock_checkout: order, mock_result: 'paid' }));
    expect(outcome).toEqual({ kind: 'checkout', status: 'paid', userId: 1, balance: 1320 });
    expect(socket.events('balance.updated')).toEqual([{ total: 1320 }]);
    expect((await call(endpoints['auth.status'])).account.balance).toBe(1320);

    // A reload of the return page changes nothing.
    await completeMockReturn(new URLSearchParams({ mock_checkout: order, mock_result: 'paid' }));
    expect(userRecord('player').balance).toBe(1320);
    expect(socket.events('balance.updated')).toHaveLength(1);
  });

  it('Cancel leaves the balance alone', async () => {
    await login('player');
    const { payment_url } = await call(endpoints['market.purchaseDirect'], { body: { amount: 100 } });
    const order = new URL(payment_url).searchParams.get('order') ?? '';
    await completeMockReturn(new URLSearchParams({ mock_checkout: order, mock_result: 'cancelled' }));
    expect(db.coinPurchases.findFirst((q) => q.where({ uuid: order }))?.status).toBe('cancelled');
    expect(userRecord('player').balance).toBe(120);
  });
});

describe('market.purchaseByEmail', () => {
  it('needs a session', async () => {
    await expect(call(endpoints['market.purchaseByEmail'], { body: { amount: 500 } })).rejects.toMatchObject({ code: 401, message: UNAUTHORIZED });
  });

  it('refuses an amount that is not offered', async () => {
    await login('player');
    const error = await rejection(call(endpoints['market.purchaseByEmail'], { body: { amount: 7 } }));
    expect(error.code).toBe(422);
    expect(error.message).toMatch(/^There is no pack of 7 coins for sale\./);
  });

  it('answers a sentence naming the pack and the address, and stores a pending order', async () => {
    await login('premium');
    const { message } = await call(endpoints['market.purchaseByEmail'], { body: { amount: 2500 } });
    expect(message).toBe(
      'We have sent a payment link for 2,500 coins ($19.99) to premium@orbital.test. The coins are added to your balance as soon as the payment is complete.',
    );
    expect(db.coinPurchases.findMany((q) => q.where({ userId: 2, status: 'pending' }))).toEqual([expect.objectContaining({ amount: 2500, method: 'email' })]);
    expect(userRecord('premium').balance).toBe(40);
  });
});

describe('market.premiumPurchase', () => {
  it('needs a session', async () => {
    await expect(call(endpoints['market.premiumPurchase'])).rejects.toMatchObject({ code: 401, message: UNAUTHORIZED });
  });

  it('not premium: one month from now for 10 coins, "Premium Activated!", balance.updated', async () => {
    await login('player');
    const socket = await listen('private-account.1');
    const before = nowMs();
    const result = await call(endpoints['market.premiumPurchase']);
    const after = nowMs();
    const expiry = Date.parse(result.premium);
    expect(expiry).toBeGreaterThanOrEqual(addMonths(before, 1));
    expect(expiry).toBeLessThanOrEqual(addMonths(after, 1));
    expect(result.balance).toBe(110);
    expect(result.message).toMatch(/^Premium Activated! You can play without ads until [A-Z][a-z]+ \d{1,2}, \d{4}\.$/);
    expect(userRecord('player')).toMatchObject({ balance: 110, premium: result.premium });
    expect(socket.events('balance.updated')).toEqual([{ total: 110 }]);
    expect((await call(endpoints['auth.status'])).account.premium).toBe(result.premium);
  });

  it('premium (20 days left): one month after the current expiry', async () => {
    await login('premium');
    const current = userRecord('premium').premium;
    if (current === null) throw new Error('the premium fixture has no expiry');
    const days = (Date.parse(current) - nowMs()) / 86_400_000;
    expect(days).toBeGreaterThan(19);
    expect(days).toBeLessThanOrEqual(21);
    const result = await call(endpoints['market.premiumPurchase']);
    expect(result.premium).toBe(new Date(addMonths(Date.parse(current), 1)).toISOString());
    expect(result.balance).toBe(30);
  });

  it('an expired membership counts from now, not from the old expiry', async () => {
    await setUser('player', { premium: new Date(nowMs() - 40 * 86_400_000).toISOString() });
    await login('player');
    const before = nowMs();
    const result = await call(endpoints['market.premiumPurchase']);
    expect(Date.parse(result.premium)).toBeGreaterThanOrEqual(addMonths(before, 1));
  });

  it('refuses, without charging, a month that would pass one year from today (Decision 12)', async () => {
    const current = new Date(addMonths(nowMs(), 11) + 5 * 86_400_000).toISOString();
    await setUser('premium', { premium: current });
    await login('premium');
    const socket = await listen('private-account.2');
    const error = await rejection(call(endpoints['market.premiumPurchase']));
    expect(error.code).toBe(422);
    expect(error.message).toMatch(/^Premium can be bought at most one year ahead\. Your premium already lasts until .+, so another month would pass .+\. Nothing was charged\.$/);
    expect(userRecord('premium')).toMatchObject({ balance: 40, premium: current });
    expect(socket.events('balance.updated')).toEqual([]);
  });

  it('allows twelve months ahead, then refuses the thirteenth', async () => {
    await login('player'); // 120 coins: exactly twelve months
    let last = '';
    for (let i = 0; i < 12; i++) last = (await call(endpoints['market.premiumPurchase'])).premium;
    expect(userRecord('player').balance).toBe(0);
    expect(Date.parse(last)).toBeLessThanOrEqual(addMonths(nowMs(), 12));
    expect(Date.parse(last)).toBeGreaterThan(addMonths(nowMs(), 11) + 27 * 86_400_000);
    const error = await rejection(call(endpoints['market.premiumPurchase']));
    expect(error.message).toMatch(/^Premium can be bought at most one year ahead\./);
    expect(userRecord('player')).toMatchObject({ balance: 0, premium: last });
  });

  it('refuses with a sentence when the coins are short, and changes nothing', async () => {
    await setUser('player', { balance: 9 });
    await login('player');
    const error = await rejection(call(endpoints['market.premiumPurchase']));
    expect(error.code).toBe(422);
    expect(error.message).toBe('A month of premium costs 10 coins, but your balance is 9 coins. Please buy more coins first.');
    expect(userRecord('player')).toMatchObject({ balance: 9, premium: null });
  });
});

describe('market.redeemGiftCode', () => {
  it('needs a session', async () => {
    await expect(call(endpoints['market.redeemGiftCode'], { body: { code: 'ORBITAL-100' } })).rejects.toMatchObject({ code: 401 });
  });

  it('ORBITAL-100 adds 100 coins once per user and raises balance.updated', async () => {
    await login('player');
    const socket = await listen('private-account.1');
    const result = await call(endpoints['market.redeemGiftCode'], { body: { code: 'ORBITAL-100' } });
    expect(result).toEqual({ message: 'Gift code redeemed! 100 coins were added to your balance.', amount: 100, balance: 220 });
    expect(socket.events('balance.updated')).toEqual([{ total: 220 }]);

    const again = await rejection(call(endpoints['market.redeemGiftCode'], { body: { code: 'orbital-100' } }));
    expect(again.code).toBe(422);
    expect(again.message).toBe('You have already redeemed the gift code ORBITAL-100. Each code can be used once per account.');
    expect(userRecord('player').balance).toBe(220);
  });

  it('is once per user: another account can still redeem it (case-insensitive)', async () => {
    await login('player');
    await call(endpoints['market.redeemGiftCode'], { body: { code: 'ORBITAL-100' } });
    await login('premium');
    await expect(call(endpoints['market.redeemGiftCode'], { body: { code: 'orbital-100' } })).resolves.toMatchObject({ amount: 100, balance: 140 });
  });

  it('EXPIRED-2025 is refused as expired', async () => {
    await login('player');
    const error = await rejection(call(endpoints['market.redeemGiftCode'], { body: { code: 'EXPIRED-2025' } }));
    expect(error.code).toBe(422);
    expect(error.message).toBe('The gift code EXPIRED-2025 expired on December 31, 2025 and can no longer be redeemed.');
    expect(userRecord('player').balance).toBe(120);
  });

  it('an unknown code is refused with a sentence', async () => {
    await login('player');
    const error = await rejection(call(endpoints['market.redeemGiftCode'], { body: { code: 'nope-1234' } }));
    expect(error.code).toBe(422);
    expect(error.message).toBe('The gift code NOPE-1234 does not exist. Please check the code and try again.');
  });

  it('a malformed code fails the contract check with the schema sentence', async () => {
    await login('player');
    const response = await rawFetch('/v1/private/user/market/gift-code/redeem', { method: 'POST', body: JSON.stringify({ code: 'no spaces!' }) });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { status: { message: string } }).status.message).toBe('A gift code has letters, digits and dashes only.');
  });
});
