import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/config';
import { createEventLog } from '@/lib/analytics';
import { getClockOffset, resetClock } from '@/lib/clock';
import { GUEST_COOKIE, SESSION_COOKIE, parseCookies } from '../core/session';
import { db, findUserById, resetDatabase } from '../db';
import { getScenarioState, resetScenarioState } from '../scenarios/state';
import { createSandboxController, navigate } from './controller';
import { completeMockReturn } from './mockReturns';
import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY } from './params';
import { applyPersona, readSession } from './persona';
import { realtimeServer } from '../realtime/protocol';
import { BALANCE_STEP, dropRealtimeConnections, fireRealtime } from './realtimeActions';
import { createSdkTrafficLog } from './sdkTraffic';
import { applyStorySandbox, resolveStorySandbox } from './storybook';

beforeEach(async () => {
  await resetDatabase();
});

afterEach(() => {
  resetClock();
  resetScenarioState();
});

function fakeLocation(href: string) {
  return { href, replace: vi.fn<(url: string) => void>(), reload: vi.fn<() => void>() };
}

describe('personas', () => {
  it('logs in as a demo user with the session cookie, and out again', async () => {
    await applyPersona('premium');
    expect(readSession()).toMatchObject({ persona: 'premium', userId: 2, username: 'premium', email: 'premium@orbital.test' });
    const token = parseCookies(document.cookie)[SESSION_COOKIE];
    expect(db.sessions.findFirst((q) => q.where({ token: token ?? '' }))).toBeDefined();

    await applyPersona('guest');
    expect(parseCookies(document.cookie)[SESSION_COOKIE]).toBeUndefined();
    expect(db.sessions.findFirst((q) => q.where({ token: token ?? '' }))).toBeUndefined();
    expect(readSession()).toMatchObject({ persona: null, userId: null });
  });

  it('reports the guest session from its cookie', () => {
    document.cookie = `${GUEST_COOKIE}=abc123; path=/`;
    expect(readSession().guestSession).toBe('abc123');
  });
});

describe('realtime buttons', () => {
  it('raise the balance in the database and publish the new total', async () => {
    await applyPersona('player');
    const result = await fireRealtime('balance', readSession());
    expect(result).toEqual({ ok: true, delivered: 0, message: 'balance.updated on private-account.1: delivered to 0 connections.' });
    expect(findUserById(1)?.balance).toBe(120 + BALANCE_STEP);
  });

  it("'Drop connection' closes every socket with Pusher's reconnect-after-backoff code", () => {
    expect(dropRealtimeConnections()).toEqual({ ok: false, delivered: 0, message: 'No realtime connection to drop.' });
    const closes: number[] = [];
    realtimeServer().connect({ send: () => {}, close: (code) => closes.push(code) });
    realtimeServer().connect({ send: () => {}, close: (code) => closes.push(code) });
    expect(dropRealtimeConnections()).toEqual({ ok: true, delivered: 2, message: 'Dropped 2 connections; the app reconnects by itself.' });
    expect(closes).toEqual([4100, 4100]);
    expect(realtimeServer().connections.size).toBe(0);
  });

  it('store the notification and the message they announce', async () => {
    await applyPersona('developer');
    await fireRealtime('notification', readSession());
    await fireRealtime('message', readSession());
    expect(db.notifications.findMany((q) => q.where({ userId: 3 })).some((n) => n.title === 'Hello from the sandbox')).toBe(true);
    expect(db.messages.findMany((q) => q.where({ userId: 3 })).some((m) => m.body.includes('Neon Drift'))).toBe(true);
  });

  it('record an achievement unlock for a user; a guest only gets the event', async () => {
    await applyPersona('player');
    const before = db.achievementUnlocks.findMany((q) => q.where({ userId: 1 })).length;
    const result = await fireRealtime('achievement', readSession());
    expect(result.message).toMatch(/^achievement\.unlocked on private-announcement\.1: /);
    expect(db.achievementUnlocks.findMany((q) => q.where({ userId: 1 }))).toHaveLength(before + 1);

    await applyPersona('guest');
    const guest = await fireRealtime('achievement', { ...readSession(), guestSession: 'g123' });
    expect(guest.message).toMatch(/^achievement\.unlocked on guest\.announcement\.g123: /);
  });

  it('refuse what a guest cannot receive, saying why', async () => {
    const result = await fireRealtime('balance', readSession());
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/Needs a logged-in user/);
  });
});

describe('controller', () => {
  it('stores changed settings for the tab and reloads without stale parameters', () => {
    const storage = { setItem: vi.fn<(key: string, value: string) => void>() };
    const location = fakeLocation('http://localhost:4173/blog?scenario=error&page=2');
    const controller = createSandboxController({ settings: DEFAULT_SETTINGS, storage, consent: null, adsDefault: false, eventLog: createEventLog(), sdkTraffic: createSdkTrafficLog(), location });
    controller.updateSettings({ scenario: 'empty' });
    expect(storage.setItem).toHaveBeenCalledWith(SETTINGS_STORAGE_KEY, expect.stringContaining('"scenario":"empty"'));
    expect(location.replace).toHaveBeenCalledWith('/blog?page=2');
    expect(controller.getSettings().scenario).toBe('empty');
  });

  it('switches persona through the URL parameter', () => {
    const location = fakeLocation('http://localhost:4173/market');
    const controller = createSandboxController({
      settings: DEFAULT_SETTINGS,
      storage: { setItem: () => {} },
      consent: null,
      adsDefault: false,
      eventLog: createEventLog(),
      sdkTraffic: createSdkTrafficLog(),
      location,
    });
    controller.switchPersona('developer');
    expect(location.replace).toHaveBeenCalledWith('/market?persona=developer');
  });

  it('resets the data and logs the same persona in again', async () => {
    await applyPersona('player');
    await fireRealtime('balance', readSession());
    const location = fakeLocation('http://localhost:4173/');
    const controller = createSandboxController({
      settings: DEFAULT_SETTINGS,
      storage: { setItem: () => {} },
      consent: null,
      adsDefault: false,
      eventLog: createEventLog(),
      sdkTraffic: createSdkTrafficLog(),
      location,
    });
    await controller.resetDemoData();
    expect(findUserById(1)?.balance).toBe(120);
    expect(location.replace).toHaveBeenCalledWith('/?persona=player');
  });

  it('reloads when the address would not change', () => {
    const location = fakeLocation('http://localhost:4173/a#top');
    navigate(location, '/a#top');
    expect(location.reload).toHaveBeenCalled();
    expect(location.replace).not.toHaveBeenCalled();
  });
});

describe('stand-in page returns', () => {
  it('pays a pending coin purchase once', async () => {
    const uuid = crypto.randomUUID();
    await db.coinPurchases.create({ uuid, userId: 1, amount: 500, price: 4.99, method: 'direct', status: 'pending', created: new Date().toISOString() });
    const paid = await completeMockReturn(new URLSearchParams({ mock_checkout: uuid, mock_result: 'paid' }));
    expect(paid).toEqual({ kind: 'checkout', status: 'paid', userId: 1, balance: 620 });
    // A reload of the success page changes nothing.
    await completeMockReturn(new URLSearchParams({ mock_checkout: uuid, mock_result: 'paid' }));
    expect(findUserById(1)?.balance).toBe(620);
  });

  it('cancels a pending purchase without charging', async () => {
    const uuid = crypto.randomUUID();
    await db.coinPurchases.create({ uuid, userId: 2, amount: 100, price: 0.99, method: 'direct', status: 'pending', created: new Date().toISOString() });
    expect(await completeMockReturn(new URLSearchParams({ mock_checkout: uuid, mock_result: 'cancelled' }))).toMatchObject({ status: 'cancelled' });
    expect(findUserById(2)?.balance).toBe(40);
  });

  it('completes a pending social login for the chosen demo user, or fails it', async () => {
    const created = new Date().toISOString();
    await db.socialLogins.create({ token: 'social-token-1', provider: 'google', status: 'pending', email: null, userId: null, created });
    await db.socialLogins.create({ token: 'social-token-2', provider: 'facebook', status: 'pending', email: null, userId: null, created });
    expect(await completeMockReturn(new URLSearchParams({ mock_social: 'social-token-1', mock_result: 'approved', mock_persona: 'developer' }))).toEqual({
      kind: 'social',
      status: 'completed',
      userId: 3,
    });
    expect(db.socialLogins.findFirst((q) => q.where({ token: 'social-token-1' }))).toMatchObject({ status: 'completed', userId: 3, email: 'developer@orbital.test' });
    await completeMockReturn(new URLSearchParams({ mock_social: 'social-token-2', mock_result: 'denied' }));
    expect(db.socialLogins.findFirst((q) => q.where({ token: 'social-token-2' }))?.status).toBe('failed');
  });

  it('turns a login into a registration for a provider account without an Orbital account', async () => {
    await db.socialLogins.create({ token: 'abcdef123456', provider: 'google', status: 'pending', email: null, userId: null, created: new Date().toISOString() });
    expect(await completeMockReturn(new URLSearchParams({ mock_social: 'abcdef123456', mock_result: 'new' }))).toMatchObject({
      status: 'needs-registration',
    });
    expect(db.socialLogins.findFirst((q) => q.where({ token: 'abcdef123456' }))).toMatchObject({
      status: 'needs-registration',
      email: 'google.user.abcdef@orbital.test',
    });
  });

  it('ignores unknown tokens and plain URLs', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await completeMockReturn(new URLSearchParams())).toEqual({ kind: 'none' });
    expect((await completeMockReturn(new URLSearchParams({ mock_checkout: 'nope', mock_result: 'paid' }))).kind).toBe('ignored');
    expect(warn).toHaveBeenCalled();
  });
});

describe('Storybook parameters', () => {
  it('read like the URL parameters and default to a guest in the default scenario', () => {
    expect(resolveStorySandbox(undefined)).toEqual({ persona: 'guest', scenario: 'default', now: null, fail: [], failStatus: 500, ads: null });
    expect(resolveStorySandbox({ persona: 'player', scenario: 'slow', now: '2026-12-24', fail: ['games.index'], failStatus: 503, ads: true })).toEqual({
      persona: 'player',
      scenario: 'slow',
      now: '2026-12-24',
      fail: ['games.index'],
      failStatus: 503,
      ads: true,
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveStorySandbox({ persona: 'root', scenario: 'nope' })).toMatchObject({ persona: 'guest', scenario: 'default' });
    expect(resolveStorySandbox('player').persona).toBe('guest');
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('apply scenario, clock and session before a story renders', async () => {
    await applyStorySandbox({ persona: 'developer', scenario: 'forbidden', now: '2026-12-24', fail: ['games.index'] });
    expect(getScenarioState()).toMatchObject({ scenario: 'forbidden', fail: ['games.index'], failStatus: 500 });
    expect(getClockOffset()).not.toBe(0);
    expect(readSession().persona).toBe('developer');
    await applyStorySandbox(undefined);
    expect(getScenarioState()).toMatchObject({ scenario: 'default', fail: [] });
    expect(readSession().persona).toBeNull();
  });

  it("turn the ads flag on for one story, and back to the build's flag for the next", async () => {
    const before = config.ads.enabled;
    await applyStorySandbox({ ads: !before });
    expect(config.ads.enabled).toBe(!before);
    await applyStorySandbox(undefined);
    expect(config.ads.enabled).toBe(before);
  });
});
