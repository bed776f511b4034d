import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/api/contract';
import { resetApiClient } from '@/api/instance';
import { channelAuthRequestSchema } from '@/api/schemas/auth';
import { config } from '@/config';
import { connectRealtime, type RealtimeConnection } from '@/lib/realtime';
import { publishAchievement, publishBalance, publishMessage, publishNotification } from './events';
import { realtimeHandlers, realtimeSocketUrl } from './msw';
import { authorizeChannel, canAccessChannel, realtimeServer, REALTIME_DEMO_KEY } from './protocol';

/*
 * The real client (src/lib/realtime → laravel-echo → pusher-js, aliased to its web build in test mode)
 * against msw's ws.link mock speaking the Pusher protocol. The auth.channel handler is defined here:
 * the real one belongs to mocks/handlers and calls `authorizeChannel` the same way.
 */

const USER_ID = 42;
/** Whose session the local auth.channel handler pretends to have (null = logged out). */
let sessionUserId: number | null = USER_ID;
/** Make the local auth.channel handler answer a signature the push server will not accept. */
let forgeSignature = false;

const envelope = (code: number, message: string, data: unknown) =>
  HttpResponse.json({ status: { success: code < 400, code, message }, data }, { status: code });

const channelAuthHandler = http.post(`${config.apiBaseUrl}${endpoints['auth.channel'].path}`, async ({ request }) => {
  const body = channelAuthRequestSchema.safeParse(await request.json());
  if (!body.success) return envelope(422, 'The channel request is invalid.', null);
  if (sessionUserId === null) return envelope(401, 'You need to log in to do that.', null);
  if (!canAccessChannel(body.data.channel_name, sessionUserId)) return envelope(403, 'You may not listen to this channel.', null);
  if (forgeSignature) return envelope(200, 'OK', { auth: `${REALTIME_DEMO_KEY}:${'0'.repeat(64)}` });
  return envelope(200, 'OK', await authorizeChannel(body.data.socket_id, body.data.channel_name));
});

const server = setupServer(...realtimeHandlers(), channelAuthHandler);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  realtimeServer().closeAll();
  sessionUserId = USER_ID;
  forgeSignature = false;
  resetApiClient();
});
afterAll(() => server.close());

let open: RealtimeConnection[] = [];
afterEach(() => {
  for (const connection of open) connection.disconnect();
  open = [];
});
function connect(...args: Parameters<typeof connectRealtime>): RealtimeConnection {
  const connection = connectRealtime(...args);
  open.push(connection);
  return connection;
}

const ACHIEVEMENT = { title: 'First Contact', desc: 'Finish the tutorial.', thumb: '/img/achievements/first-contact.svg', sound: 'ding' } as const;

describe('realtime: laravel-echo + pusher-js against the msw Pusher mock', () => {
  it('uses the configured socket URL (wss, port 6001, the demo key)', () => {
    expect(config.realtime.key).toBe(REALTIME_DEMO_KEY);
    expect(realtimeSocketUrl()).toBe(`wss://${config.realtime.host}:6001/app/orbital-demo-key`);
  });

  it('a logged-in user subscribes to private announcement and account channels and receives achievement.unlocked and balance.updated', async () => {
    const connection = connect({ user: { id: USER_ID } });
    expect(connection.channels).toEqual(['private-announcement.42', 'private-account.42']);
    const achievements = vi.fn();
    const balances = vi.fn();
    connection.onAchievement(achievements);
    connection.onBalance(balances);

    await expect(connection.whenSubscribed()).resolves.toBe(true);
    expect(realtimeServer().subscriberCount('private-announcement.42')).toBe(1);
    expect(realtimeServer().subscriberCount('private-account.42')).toBe(1);

    expect(publishAchievement({ userId: USER_ID }, ACHIEVEMENT)).toBe(1);
    expect(publishBalance(USER_ID, 220)).toBe(1);
    await vi.waitFor(() => {
      expect(achievements).toHaveBeenCalledWith(ACHIEVEMENT);
      expect(balances).toHaveBeenCalledWith({ total: 220 });
    });
    // Another user's events do not arrive.
    expect(publishBalance(7, 1)).toBe(0);
  });

  it('receives notification.created and message.created on the announcement channel', async () => {
    const connection = connect({ user: { id: USER_ID } });
    const notifications = vi.fn();
    const messages = vi.fn();
    connection.onNotification(notifications);
    connection.onMessage(messages);
    await expect(connection.whenSubscribed()).resolves.toBe(true);

    const notification = {
      uuid: '0b7b7d5e-3f57-4a6f-9a57-0c6f1d2e3a4b',
      type: 'info',
      title: 'New review',
      body: 'Someone reviewed your game.',
      url: '/games/starfall-arena',
      read: false,
      date: '2026-11-02T10:00:00.000Z',
    } as const;
    const message = {
      uuid: '1c8c8e6f-4a68-4b70-8b68-1d7a2e3f4b5c',
      author: { alias: 'Dev', username: 'developer', avatar: { tn: null, sm: null, sd: null }, premium: false },
      body: 'Thanks for playing!',
      read: false,
      date: '2026-11-02T10:01:00.000Z',
    };
    publishNotification(USER_ID, notification);
    publishMessage(USER_ID, message);
    await vi.waitFor(() => {
      expect(notifications).toHaveBeenCalledWith(notification);
      expect(messages).toHaveBeenCalledWith(message);
    });
  });

  it('a refused channel authorisation is only logged, and nothing is subscribed', async () => {
    sessionUserId = 7; // the session belongs to someone else: auth.channel answers 403
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const connection = connect({ user: { id: USER_ID } });
    await expect(connection.whenSubscribed()).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[realtime] Could not subscribe to private-'), expect.anything());
    expect(realtimeServer().subscriberCount('private-announcement.42')).toBe(0);
  });

  it('the push server refuses a bad signature (pusher:subscription_error AuthError 401), only logged', async () => {
    forgeSignature = true;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const connection = connect({ user: { id: USER_ID } });
    await expect(connection.whenSubscribed()).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^\[realtime\] Could not subscribe to private-(announcement|account)\.42: The connection is not authorised/),
      expect.objectContaining({ type: 'AuthError', status: 401 }),
    );
    expect(realtimeServer().subscriberCount('private-announcement.42')).toBe(0);
  });

  it('a guest with a session cookie listens on the public guest.announcement channel', async () => {
    document.cookie = 'orbital_guest=abc123; path=/';
    const connection = connect({});
    expect(connection.channels).toEqual(['guest.announcement.abc123']);
    const achievements = vi.fn();
    connection.onAchievement(achievements);
    await expect(connection.whenSubscribed()).resolves.toBe(true);
    publishAchievement({ guestSession: 'abc123' }, ACHIEVEMENT);
    await vi.waitFor(() => expect(achievements).toHaveBeenCalledWith(ACHIEVEMENT));
  });

  it('disconnect() closes the socket and leaves the channels', async () => {
    const connection = connect({ user: { id: USER_ID } });
    await connection.whenSubscribed();
    const achievements = vi.fn();
    connection.onAchievement(achievements);
    connection.disconnect();
    await vi.waitFor(() => expect(realtimeServer().subscriberCount('private-announcement.42')).toBe(0));
    expect(publishAchievement({ userId: USER_ID }, ACHIEVEMENT)).toBe(0);
    expect(achievements).not.toHaveBeenCalled();
  });
});
