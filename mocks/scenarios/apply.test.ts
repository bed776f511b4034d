import '../../tests/setup/msw';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../src/api/contract';
import { paginate } from '../core/pagination';
import { call, rejection } from '../core/testing';
import { emptyable, isContentCall, matchesFailList } from './apply';
import { getScenarioState, isEmptyScenario, resetScenarioState, setScenarioState, subscribeScenario } from './state';

const MAINTENANCE = "We're currently down for maintenance to add extra fancy features. Please try again in 30 seconds.";
const loginBody = { login: 'player@orbital.test', password: 'Orbital!2026', remember: false };
const status = () => call(endpoints['auth.status']);
const login = () => call(endpoints['auth.login'], { body: loginBody });
const redirect = (route = '/old-games') => call(endpoints['system.redirectCheck'], { body: { route } });
const logout = () => call(endpoints['auth.logout']);

describe('scenario: maintenance', () => {
  it('answers 503 with the spec message from every call, the auth-status call included', async () => {
    setScenarioState({ scenario: 'maintenance' });
    for (const promise of [status(), login(), redirect(), logout()]) {
      const error = await rejection(promise);
      expect(error.code).toBe(503);
      expect(error.httpStatus).toBe(503);
      expect(error.message).toBe(MAINTENANCE);
      expect(error.isNetworkError).toBe(false);
    }
  });
});

describe('scenario: error', () => {
  it('fails content calls with 500 and a server message; the auth-status call is exempt', async () => {
    await login();
    setScenarioState({ scenario: 'error' });
    const error = await rejection(redirect());
    expect(error.code).toBe(500);
    expect(error.message).toBe('The server ran into an unexpected problem while handling this request. Please try again later.');
    await expect(status()).resolves.toMatchObject({ account: { username: 'player' } });
  });
});

describe('scenario: offline', () => {
  it('fails content calls as a network error; the auth-status call is exempt', async () => {
    await login();
    setScenarioState({ scenario: 'offline' });
    const error = await rejection(redirect());
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe('A network error has occurred. Please check your connection and try again.');
    await expect(status()).resolves.toMatchObject({ account: { username: 'player' } });
  });
});

describe('scenario: slow', () => {
  it('delays content calls by 2 s; the auth-status call answers at once', async () => {
    await redirect(); // warm up (the first call fills the database)
    setScenarioState({ scenario: 'slow' });
    let t = performance.now();
    await expect(status()).rejects.toMatchObject({ code: 401 });
    expect(performance.now() - t).toBeLessThan(1000);
    t = performance.now();
    await expect(redirect()).resolves.toEqual({ to: '/arcade/games' });
    expect(performance.now() - t).toBeGreaterThanOrEqual(1990);
  });

  it('latencyMs sets the delay (here: of every content call, in any scenario)', async () => {
    setScenarioState({ latencyMs: 300 });
    const t = performance.now();
    await redirect();
    expect(performance.now() - t).toBeGreaterThanOrEqual(290);
  });
});

describe('scenarios: session-expired, forbidden, unauthorized', () => {
  it.each([
    ['session-expired', 419, 'Your session has expired. Please log in again to continue.'],
    ['forbidden', 403, 'You do not have permission to do that.'],
    ['unauthorized', 401, 'You need to be logged in to do that. Please log in and try again.'],
  ] as const)('%s fails private calls with %i, logged in or not; public and optional calls work', async (scenario, code, message) => {
    await login();
    setScenarioState({ scenario });
    const error = await rejection(logout());
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    await expect(status()).resolves.toMatchObject({ account: { username: 'player' } });
    await expect(redirect()).resolves.toEqual({ to: '/arcade/games' });
  });
});

describe('scenario: empty', () => {
  it('empties lists built with paginate() and emptyable()', () => {
    expect(paginate([1, 2, 3], { perPage: 2 })).toEqual({ total: 3, from: 1, to: 2, current: 1, last: 2, per_page: 2, items: [1, 2] });
    setScenarioState({ scenario: 'empty' });
    expect(isEmptyScenario()).toBe(true);
    expect(paginate([1, 2, 3], { perPage: 2 })).toEqual({ total: 0, from: null, to: null, current: 1, last: 1, per_page: 2, items: [] });
    expect(emptyable([1, 2])).toEqual([]);
  });
});

describe('fail list', () => {
  it('fails only the calls named by endpoint key, with failStatus', async () => {
    setScenarioState({ fail: ['system.redirectCheck'], failStatus: 404 });
    const error = await rejection(redirect());
    expect(error.code).toBe(404);
    expect(error.message).toBe('We could not find what you were looking for.');
    await expect(login()).resolves.toMatchObject({ account: { username: 'player' } });
  });

  it('fails the calls whose path contains a fragment (default 500), even the auth-status call', async () => {
    setScenarioState({ fail: ['/auth/'] });
    expect((await rejection(status())).code).toBe(500);
    expect((await rejection(login())).code).toBe(500);
    await expect(redirect()).resolves.toEqual({ to: '/arcade/games' });
  });

  it('matchesFailList and isContentCall', () => {
    expect(matchesFailList({ key: 'games.react' }, '/v1/public/user/arcade/game/x/react', ['games.react'])).toBe(true);
    expect(matchesFailList({ key: 'games.react' }, '/v1/public/user/arcade/game/x/react', ['/react'])).toBe(true);
    expect(matchesFailList({ key: 'games.react' }, '/v1/public/user/arcade/game/x/react', ['reviews.react', '/'])).toBe(false);
    expect(isContentCall({ key: 'auth.status' })).toBe(false);
    expect(isContentCall({ key: 'auth.login' })).toBe(true);
  });
});

describe('scenario state', () => {
  it('validates, notifies and resets', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeScenario(listener);
    setScenarioState({ scenario: 'slow', fail: [' games.react ', ''] });
    expect(getScenarioState()).toEqual({ scenario: 'slow', fail: ['games.react'], failStatus: 500 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(() => setScenarioState({ scenario: 'broken' as never })).toThrow(/Unknown scenario "broken"/);
    expect(() => setScenarioState({ failStatus: 200 })).toThrow(RangeError);
    resetScenarioState();
    expect(getScenarioState()).toEqual({ scenario: 'default', fail: [], failStatus: 500 });
    unsubscribe();
  });
});
