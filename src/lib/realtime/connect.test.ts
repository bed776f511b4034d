import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '@/api/instance';
import { config, overrideConfig, resetConfig } from '@/config';
import { GUEST_SESSION_COOKIE, readGuestSessionId, subscriptionsFor, wireChannelName } from './channels';
import { connectRealtime, loadRealtimeLibraries } from './connect';
import { channelOf, deliver, fakeLibraries, FakeEcho, FakePusher, started } from './testing';

/*
 * The client with a stand-in Echo (what it configures, joins and listens for). The real laravel-echo +
 * pusher-js against the Pusher-protocol mock is tested in mocks/realtime/echo.integration.test.ts.
 */

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  FakeEcho.instances = [];
  resetConfig();
  resetApiClient();
});
afterAll(() => server.close());

const ACHIEVEMENT = { title: 'First Contact', desc: 'Finish the tutorial.', thumb: null, sound: 'ding' } as const;

describe('subscriptionsFor', () => {
  it('a user: private announcement.{id} (achievement, notification, message) and private account.{id} (balance)', () => {
    const subs = subscriptionsFor({ user: { id: 42 } });
    expect(subs).toEqual([
      { channel: 'announcement.42', private: true, events: ['achievement.unlocked', 'notification.created', 'message.created'] },
      { channel: 'account.42', private: true, events: ['balance.updated'] },
    ]);
    expect(subs.map(wireChannelName)).toEqual(['private-announcement.42', 'private-account.42']);
  });

  it('a guest: public guest.announcement.{session} from the argument or the session cookie', () => {
    expect(subscriptionsFor({ guestSessionId: 's1' })).toEqual([{ channel: 'guest.announcement.s1', private: false, events: ['achievement.unlocked'] }]);
    expect(subscriptionsFor({})).toEqual([]);
    document.cookie = `${GUEST_SESSION_COOKIE}=from-cookie; path=/`;
    expect(readGuestSessionId()).toBe('from-cookie');
    expect(subscriptionsFor({}).map(wireChannelName)).toEqual(['guest.announcement.from-cookie']);
    expect(subscriptionsFor({ guestSessionId: null })).toEqual([]);
    expect(subscriptionsFor({ guestSessionId: '  ' })).toEqual([]);
  });
});

describe('connectRealtime', () => {
  it('a guest without a session cookie: a console warning and no connection (spec §7)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi.fn(fakeLibraries);
    const connection = connectRealtime({}, { load });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('No guest session cookie'));
    expect(connection.active).toBe(false);
    expect(connection.channels).toEqual([]);
    await expect(connection.whenSubscribed()).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(connection.onAchievement(() => {})).toBeTypeOf('function');
    connection.disconnect();
  });

  it('configures Echo for the push server of config.realtime: pusher broadcaster, TLS, port 6001, our authorizer', async () => {
    const connection = connectRealtime({ user: { id: 42 } }, { load: fakeLibraries });
    const echo = await started();
    expect(echo.options).toMatchObject({
      broadcaster: 'pusher',
      Pusher: FakePusher,
      key: 'orbital-demo-key',
      cluster: config.realtime.cluster,
      wsHost: config.realtime.host,
      wsPort: 6001,
      wssPort: 6001,
      forceTLS: true,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
      withoutInterceptors: true,
      channelAuthorization: { customHandler: expect.any(Function) },
    });
    expect([...echo.channels.keys()]).toEqual(['private-announcement.42', 'private-account.42']);
    // Leading dots: Echo adds no namespace, so the wire names are the spec's.
    expect([...channelOf(echo, 'private-announcement.42').listeners.keys()]).toEqual([
      '.achievement.unlocked',
      '.notification.created',
      '.message.created',
    ]);
    expect([...channelOf(echo, 'private-account.42').listeners.keys()]).toEqual(['.balance.updated']);
    connection.disconnect();
  });

  it('follows config overrides (e.g. a plain-ws mock server)', async () => {
    overrideConfig({ realtime: { host: 'localhost', port: 8787, scheme: 'http', forceTLS: false, key: 'other' } });
    const connection = connectRealtime({ user: { id: 1 } }, { load: fakeLibraries });
    const echo = await started();
    expect(echo.options).toMatchObject({ key: 'other', wsHost: 'localhost', wsPort: 8787, wssPort: 8787, forceTLS: false });
    connection.disconnect();
  });

  it('delivers parsed payloads to listeners and resolves whenSubscribed once every channel is subscribed', async () => {
    const connection = connectRealtime({ user: { id: 42 } }, { load: fakeLibraries });
    const achievements = vi.fn();
    const balances = vi.fn();
    connection.onAchievement(achievements);
    const stop = connection.onBalance(balances);
    const echo = await started();
    echo.subscribeAll();
    await expect(connection.whenSubscribed()).resolves.toBe(true);

    deliver(channelOf(echo, 'private-announcement.42'), '.achievement.unlocked', ACHIEVEMENT);
    deliver(channelOf(echo, 'private-account.42'), '.balance.updated', { total: 5 });
    expect(achievements).toHaveBeenCalledWith(ACHIEVEMENT);
    expect(balances).toHaveBeenCalledWith({ total: 5 });

    stop();
    deliver(channelOf(echo, 'private-account.42'), '.balance.updated', { total: 6 });
    expect(balances).toHaveBeenCalledTimes(1);
    connection.disconnect();
  });

  it('drops a payload that does not match its schema and only logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const connection = connectRealtime({ user: { id: 42 } }, { load: fakeLibraries });
    const balances = vi.fn();
    connection.onBalance(balances);
    const echo = await started();
    deliver(channelOf(echo, 'private-account.42'), '.balance.updated', { total: -1 });
    expect(balances).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('balance.updated'), expect.anything());
    connection.disconnect();
  });

  it('a throwing listener does not stop the others', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const connection = connectRealtime({ guestSessionId: 'g' }, { load: fakeLibraries });
    const second = vi.fn();
    connection.onAchievement(() => {
      throw new Error('boom');
    });
    connection.onAchievement(second);
    const echo = await started();
    deliver(channelOf(echo, 'guest.announcement.g'), '.achievement.unlocked', ACHIEVEMENT);
    expect(second).toHaveBeenCalled();
    connection.disconnect();
  });

  it('a guest with a session id joins the public guest.announcement channel', async () => {
    const connection = connectRealtime({ guestSessionId: 'abc' }, { load: fakeLibraries });
    expect(connection.channels).toEqual(['guest.announcement.abc']);
    const echo = await started();
    expect([...channelOf(echo, 'guest.announcement.abc').listeners.keys()]).toEqual(['.achievement.unlocked']);
    connection.disconnect();
  });

  it('logs a subscription error and resolves whenSubscribed with false', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const connection = connectRealtime({ user: { id: 42 } }, { load: fakeLibraries });
    const echo = await started();
    channelOf(echo, 'private-account.42').errorCallback?.({ type: 'AuthError', error: 'Forbidden', status: 403 });
    await expect(connection.whenSubscribed()).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith('[realtime] Could not subscribe to private-account.42: Forbidden', expect.anything());
    connection.disconnect();
  });

  it('logs connection errors', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const connection = connectRealtime({ user: { id: 1 } }, { load: fakeLibraries });
    const echo = await started();
    echo.connectionBindings.get('error')?.({ type: 'WebSocketError' });
    expect(error).toHaveBeenCalledWith('[realtime] Connection error.', { type: 'WebSocketError' });
    connection.disconnect();
  });

  it('logs a failed lazy load and never throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const connection = connectRealtime({ user: { id: 1 } }, { load: () => Promise.reject(new Error('chunk failed')) });
    await expect(connection.whenSubscribed()).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith('[realtime] Could not start the realtime connection.', expect.any(Error));
  });

  it('disconnect() leaves the channels and closes the socket; before loading ends, nothing connects', async () => {
    const connection = connectRealtime({ user: { id: 1 } }, { load: fakeLibraries });
    const echo = await started();
    connection.disconnect();
    connection.disconnect();
    expect(echo.left).toBe(true);
    expect(echo.disconnected).toBe(true);

    FakeEcho.instances = [];
    const early = connectRealtime({ user: { id: 1 } }, { load: fakeLibraries });
    early.disconnect();
    await expect(early.whenSubscribed()).resolves.toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(FakeEcho.instances).toHaveLength(0);
  });

  it('the authorizer asks auth.channel through the API client and hands Pusher its answer', async () => {
    let body: unknown;
    server.use(
      http.post(`${config.apiBaseUrl}/v1/public/user/auth/channel`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: { success: true, code: 200, message: 'OK' }, data: { auth: 'orbital-demo-key:abc' } });
      }),
    );
    const connection = connectRealtime({ user: { id: 42 } }, { load: fakeLibraries });
    const echo = await started();
    const authorization = echo.options['channelAuthorization'] as {
      customHandler: (params: { socketId: string; channelName: string }, callback: (error: Error | null, data: unknown) => void) => void;
    };
    const callback = vi.fn();
    authorization.customHandler({ socketId: '1234.5678', channelName: 'private-announcement.42' }, callback);
    await vi.waitFor(() => expect(callback).toHaveBeenCalled());
    expect(body).toEqual({ socket_id: '1234.5678', channel_name: 'private-announcement.42' });
    expect(callback).toHaveBeenCalledWith(null, { auth: 'orbital-demo-key:abc' });
    connection.disconnect();
  });

  it('a refused authorisation reaches Pusher as an error (it then emits subscription_error)', async () => {
    server.use(
      http.post(`${config.apiBaseUrl}/v1/public/user/auth/channel`, () =>
        HttpResponse.json({ status: { success: false, code: 403, message: 'You may not listen to this channel.' }, data: null }, { status: 403 }),
      ),
    );
    const connection = connectRealtime({ user: { id: 42 } }, { load: fakeLibraries });
    const echo = await started();
    const { customHandler } = echo.options['channelAuthorization'] as {
      customHandler: (params: { socketId: string; channelName: string }, callback: (error: Error | null, data: unknown) => void) => void;
    };
    const callback = vi.fn();
    customHandler({ socketId: '1.2', channelName: 'private-account.42' }, callback);
    await vi.waitFor(() => expect(callback).toHaveBeenCalled());
    expect(callback).toHaveBeenCalledWith(expect.objectContaining({ message: 'You may not listen to this channel.' }), null);
    connection.disconnect();
  });
});

describe('loadRealtimeLibraries', () => {
  it('loads the real laravel-echo and pusher-js constructors on demand', async () => {
    const { Echo, Pusher } = await loadRealtimeLibraries();
    expect(Echo).toBeTypeOf('function');
    expect(Pusher).toBeTypeOf('function');
    expect(Pusher.name).toBe('Pusher');
  });
});
