import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  authorizeChannel,
  canAccessChannel,
  channelOwnerId,
  createPusherServer,
  hmacSha256Hex,
  publish,
  realtimeServer,
  REALTIME_DEMO_KEY,
  REALTIME_DEMO_SECRET,
  signChannel,
  type PusherServer,
} from './protocol';

interface Frame {
  event: string;
  channel?: string;
  data: string;
}

/** A fake socket: what the server sent, decoded (data stays the raw string it was on the wire). */
function client(server: PusherServer, appKey?: string) {
  const frames: Frame[] = [];
  const close = vi.fn();
  const connection = server.connect({ send: (frame) => frames.push(JSON.parse(frame) as Frame), close }, appKey === undefined ? {} : { appKey });
  const send = (event: string, data: unknown, channel?: string) =>
    connection.receive(JSON.stringify(channel === undefined ? { event, data } : { event, data, channel }));
  const last = () => frames.at(-1);
  const dataOf = (frame: Frame | undefined): unknown => (frame ? JSON.parse(frame.data) : undefined);
  return { frames, close, connection, send, last, dataOf };
}

function newServer() {
  let n = 0;
  return createPusherServer({ appKey: 'app-key', secret: 'app-secret', generateSocketId: () => `${1000 + ++n}.${5000 + n}` });
}

afterEach(() => realtimeServer().closeAll());

describe('Pusher protocol core: handshake', () => {
  it('sends pusher:connection_established with socket_id and activity_timeout as a JSON string', () => {
    const c = client(newServer());
    expect(c.frames).toHaveLength(1);
    expect(c.frames[0]?.event).toBe('pusher:connection_established');
    expect(typeof c.frames[0]?.data).toBe('string');
    expect(c.dataOf(c.frames[0])).toEqual({ socket_id: '1001.5001', activity_timeout: 120 });
    expect(c.connection.socketId).toMatch(/^\d+\.\d+$/);
  });

  it('random socket ids look like Pusher ones (1234.5678) and differ', () => {
    const server = createPusherServer({ appKey: 'k', secret: 's' });
    const a = server.connect(() => {});
    const b = server.connect(() => {});
    expect(a.socketId).toMatch(/^\d+\.\d+$/);
    expect(a.socketId).not.toBe(b.socketId);
  });

  it('refuses an unknown app key with pusher:error 4001 and closes the socket', () => {
    const server = newServer();
    const c = client(server, 'wrong-key');
    expect(c.frames[0]?.event).toBe('pusher:error');
    expect(c.dataOf(c.frames[0])).toMatchObject({ code: 4001 });
    expect(c.close).toHaveBeenCalledWith(4001, expect.any(String));
    expect(server.connections.size).toBe(0);
  });

  it('accepts the right app key', () => {
    const c = client(newServer(), 'app-key');
    expect(c.frames[0]?.event).toBe('pusher:connection_established');
  });
});

describe('Pusher protocol core: messages', () => {
  it('answers pusher:ping with pusher:pong', async () => {
    const c = client(newServer());
    await c.send('pusher:ping', {});
    expect(c.last()).toEqual({ event: 'pusher:pong', data: '{}' });
  });

  it('answers a frame that is not JSON with pusher:error', async () => {
    const c = client(newServer());
    await c.connection.receive('not json');
    expect(c.last()?.event).toBe('pusher:error');
  });

  it('subscribes to a public channel without auth', async () => {
    const server = newServer();
    const c = client(server);
    await c.send('pusher:subscribe', { channel: 'guest.announcement.abc' });
    expect(c.last()).toEqual({ event: 'pusher_internal:subscription_succeeded', channel: 'guest.announcement.abc', data: '{}' });
    expect(server.subscriberCount('guest.announcement.abc')).toBe(1);
    expect([...c.connection.channels]).toEqual(['guest.announcement.abc']);
  });

  it('subscribes to a private channel with a good signature', async () => {
    const server = newServer();
    const c = client(server);
    const { auth } = await server.authorizeChannel(c.connection.socketId, 'private-announcement.42');
    expect(auth).toMatch(/^app-key:[0-9a-f]{64}$/);
    await c.send('pusher:subscribe', { channel: 'private-announcement.42', auth });
    expect(c.last()).toEqual({ event: 'pusher_internal:subscription_succeeded', channel: 'private-announcement.42', data: '{}' });
    expect(server.subscriberCount('private-announcement.42')).toBe(1);
  });

  it.each([
    ['no auth', undefined],
    ['a forged signature', `app-key:${'0'.repeat(64)}`],
    ['a wrong key', 'other-key:abc'],
  ])('refuses a private channel with %s: pusher:subscription_error AuthError 401', async (_label, auth) => {
    const server = newServer();
    const c = client(server);
    await c.send('pusher:subscribe', auth === undefined ? { channel: 'private-account.42' } : { channel: 'private-account.42', auth });
    expect(c.last()?.event).toBe('pusher:subscription_error');
    expect(c.last()?.channel).toBe('private-account.42');
    expect(c.dataOf(c.last())).toEqual({ type: 'AuthError', error: expect.any(String), status: 401 });
    expect(server.subscriberCount('private-account.42')).toBe(0);
  });

  it('refuses a signature made for another socket or channel', async () => {
    const server = newServer();
    const a = client(server);
    const b = client(server);
    const forA = await server.authorizeChannel(a.connection.socketId, 'private-announcement.42');
    await b.send('pusher:subscribe', { channel: 'private-announcement.42', auth: forA.auth });
    expect(b.last()?.event).toBe('pusher:subscription_error');
    const otherChannel = await server.authorizeChannel(a.connection.socketId, 'private-announcement.7');
    await a.send('pusher:subscribe', { channel: 'private-announcement.42', auth: otherChannel.auth });
    expect(a.last()?.event).toBe('pusher:subscription_error');
  });

  it('accepts a string-encoded data field from the client too', async () => {
    const server = newServer();
    const c = client(server);
    await c.connection.receive(JSON.stringify({ event: 'pusher:subscribe', data: JSON.stringify({ channel: 'public' }) }));
    expect(c.last()?.event).toBe('pusher_internal:subscription_succeeded');
  });

  it('uses the isAuthorized hook when given', async () => {
    const isAuthorized = vi.fn(() => true);
    const server = createPusherServer({ appKey: 'k', secret: 's', isAuthorized });
    const c = client(server);
    await c.send('pusher:subscribe', { channel: 'private-x', auth: 'anything' });
    expect(c.last()?.event).toBe('pusher_internal:subscription_succeeded');
    expect(isAuthorized).toHaveBeenCalledWith({ socketId: c.connection.socketId, channel: 'private-x', auth: 'anything', channelData: undefined });
  });

  it('ignores client events', async () => {
    const c = client(newServer());
    const before = c.frames.length;
    await c.send('client-typing', { hello: true }, 'private-announcement.42');
    expect(c.frames).toHaveLength(before);
  });

  it('rejects an invalid channel name with pusher:error', async () => {
    const c = client(newServer());
    await c.send('pusher:subscribe', { channel: 'bad channel!' });
    expect(c.last()?.event).toBe('pusher:error');
  });

  it('processes frames in order even while a signature is being checked', async () => {
    const server = newServer();
    const c = client(server);
    const { auth } = await server.authorizeChannel(c.connection.socketId, 'private-a');
    void c.send('pusher:subscribe', { channel: 'private-a', auth });
    await c.send('pusher:ping', {});
    expect(c.frames.slice(1).map((f) => f.event)).toEqual(['pusher_internal:subscription_succeeded', 'pusher:pong']);
  });
});

describe('Pusher protocol core: presence channels', () => {
  it('verifies channel_data in the signature and reports members', async () => {
    const server = newServer();
    const a = client(server);
    const b = client(server);
    const dataA = JSON.stringify({ user_id: 1, user_info: { name: 'A' } });
    const dataB = JSON.stringify({ user_id: 2, user_info: { name: 'B' } });
    const authA = await server.authorizeChannel(a.connection.socketId, 'presence-room', dataA);
    expect(authA.channel_data).toBe(dataA);
    await a.send('pusher:subscribe', { channel: 'presence-room', auth: authA.auth, channel_data: dataA });
    expect(a.dataOf(a.last())).toEqual({ presence: { ids: ['1'], hash: { '1': { name: 'A' } }, count: 1 } });

    // A signature without the channel_data does not cover it.
    const bare = await server.authorizeChannel(b.connection.socketId, 'presence-room');
    await b.send('pusher:subscribe', { channel: 'presence-room', auth: bare.auth, channel_data: dataB });
    expect(b.last()?.event).toBe('pusher:subscription_error');

    const authB = await server.authorizeChannel(b.connection.socketId, 'presence-room', dataB);
    await b.send('pusher:subscribe', { channel: 'presence-room', auth: authB.auth, channel_data: dataB });
    expect(b.dataOf(b.last())).toMatchObject({ presence: { count: 2 } });
    expect(a.last()).toMatchObject({ event: 'pusher_internal:member_added', channel: 'presence-room' });

    b.connection.close();
    expect(a.last()).toMatchObject({ event: 'pusher_internal:member_removed' });
    expect(a.dataOf(a.last())).toEqual({ user_id: '2' });
  });
});

describe('Pusher protocol core: publish, unsubscribe, close', () => {
  it('publishes to every connection subscribed to the exact channel, data as a JSON string', async () => {
    const server = newServer();
    const a = client(server);
    const b = client(server);
    const other = client(server);
    await a.send('pusher:subscribe', { channel: 'guest.announcement.s1' });
    await b.send('pusher:subscribe', { channel: 'guest.announcement.s1' });
    await other.send('pusher:subscribe', { channel: 'guest.announcement.s2' });

    expect(server.publish('guest.announcement.s1', 'achievement.unlocked', { title: 'T' })).toBe(2);
    const frame = { event: 'achievement.unlocked', channel: 'guest.announcement.s1', data: '{"title":"T"}' };
    expect(a.last()).toEqual(frame);
    expect(b.last()).toEqual(frame);
    expect(other.last()?.event).toBe('pusher_internal:subscription_succeeded');
    expect(server.publish('nobody', 'x', {})).toBe(0);
  });

  it('can leave out one socket (socket_id exclusion)', async () => {
    const server = newServer();
    const a = client(server);
    const b = client(server);
    await a.send('pusher:subscribe', { channel: 'c' });
    await b.send('pusher:subscribe', { channel: 'c' });
    expect(server.publish('c', 'e', {}, { exceptSocketId: a.connection.socketId })).toBe(1);
  });

  it('stops delivering after pusher:unsubscribe', async () => {
    const server = newServer();
    const c = client(server);
    await c.send('pusher:subscribe', { channel: 'c' });
    await c.send('pusher:unsubscribe', { channel: 'c' });
    expect(server.subscriberCount('c')).toBe(0);
    const before = c.frames.length;
    expect(server.publish('c', 'e', {})).toBe(0);
    expect(c.frames).toHaveLength(before);
  });

  it('close() leaves every channel, forgets the connection and ignores later frames', async () => {
    const server = newServer();
    const c = client(server);
    await c.send('pusher:subscribe', { channel: 'c1' });
    await c.send('pusher:subscribe', { channel: 'c2' });
    c.connection.close();
    expect(c.connection.closed).toBe(true);
    expect(server.connections.size).toBe(0);
    expect(server.subscriberCount('c1') + server.subscriberCount('c2')).toBe(0);
    const before = c.frames.length;
    await c.send('pusher:ping', {});
    expect(c.frames).toHaveLength(before);
  });

  it('closeAll() closes the sockets', () => {
    const server = newServer();
    const a = client(server);
    const b = client(server);
    server.closeAll();
    expect(a.close).toHaveBeenCalled();
    expect(b.close).toHaveBeenCalled();
    expect(server.connections.size).toBe(0);
  });
});

describe('signatures and the shared server', () => {
  it('computes HMAC-SHA256 in hex like the Pusher libraries (RFC 4231 test case 2)', async () => {
    await expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).resolves.toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('signs "socket_id:channel_name" as "key:hex"', async () => {
    const hex = await hmacSha256Hex(REALTIME_DEMO_SECRET, '1234.5678:private-announcement.42');
    await expect(signChannel(REALTIME_DEMO_KEY, REALTIME_DEMO_SECRET, '1234.5678', 'private-announcement.42')).resolves.toBe(
      `orbital-demo-key:${hex}`,
    );
    await expect(authorizeChannel('1234.5678', 'private-announcement.42')).resolves.toEqual({ auth: `orbital-demo-key:${hex}` });
  });

  it('publish() reaches connections of the shared server', async () => {
    const c = client(realtimeServer(), REALTIME_DEMO_KEY);
    const { auth } = await authorizeChannel(c.connection.socketId, 'private-account.5');
    await c.send('pusher:subscribe', { channel: 'private-account.5', auth });
    expect(publish('private-account.5', 'balance.updated', { total: 3 })).toBe(1);
    expect(c.last()).toEqual({ event: 'balance.updated', channel: 'private-account.5', data: '{"total":3}' });
  });

  it('knows whose private channels are whose', () => {
    expect(channelOwnerId('private-announcement.42')).toBe(42);
    expect(channelOwnerId('private-account.7')).toBe(7);
    expect(channelOwnerId('announcement.42')).toBeNull();
    expect(channelOwnerId('guest.announcement.abc')).toBeNull();
    expect(channelOwnerId('private-announcement.042')).toBeNull();
    expect(canAccessChannel('private-account.7', 7)).toBe(true);
    expect(canAccessChannel('private-account.7', 8)).toBe(false);
  });
});
