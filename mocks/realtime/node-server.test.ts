// Runs in the default jsdom environment (the shared setup file needs `window`); `ws` is Node's here.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { publishBalance } from './events';
import { attachRealtimeServer, type RealtimeServerHandle } from './node-server';
import { authorizeChannel, createPusherServer, realtimeServer, REALTIME_DEMO_KEY } from './protocol';

/*
 * The realtime mock over a real socket: a `ws` client on an ephemeral port does the Pusher handshake,
 * subscribes and receives what `publish()` sends.
 */

interface Frame {
  event: string;
  channel?: string;
  data: string;
}

/** A `ws` client that records decoded frames and can wait for one. */
async function open(url: string) {
  const socket = new WebSocket(url);
  const frames: Frame[] = [];
  const waiters: Array<{ test: (f: Frame) => boolean; resolve: (f: Frame) => void }> = [];
  socket.on('message', (raw: Buffer) => {
    const frame = JSON.parse(raw.toString('utf8')) as Frame;
    frames.push(frame);
    const waiter = waiters.find((w) => w.test(frame));
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(frame);
    }
  });
  const next = (event: string) =>
    new Promise<Frame>((resolve, reject) => {
      const found = frames.find((f) => f.event === event);
      if (found) {
        frames.splice(frames.indexOf(found), 1);
        resolve(found);
        return;
      }
      const timer = setTimeout(() => reject(new Error(`no ${event} frame within 2 s`)), 2000);
      waiters.push({
        test: (f) => f.event === event,
        resolve: (f) => {
          clearTimeout(timer);
          frames.splice(frames.indexOf(f), 1);
          resolve(f);
        },
      });
    });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const send = (event: string, data: unknown) => socket.send(JSON.stringify({ event, data }));
  return { socket, next, send, closed };
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).toReversed()) await cleanup();
});

async function start(target: Parameters<typeof attachRealtimeServer>[0] = { port: 0 }, options?: Parameters<typeof attachRealtimeServer>[1]) {
  const handle: RealtimeServerHandle = await attachRealtimeServer(target, options);
  cleanups.push(() => handle.close());
  return handle;
}

describe('realtime mock over a real WebSocket (ws)', () => {
  it('does the handshake, ping/pong, a private subscription and receives a published event', async () => {
    const handle = await start();
    expect(handle.port).toBeGreaterThan(0);
    expect(handle.url).toBe(`ws://localhost:${handle.port}/app/${REALTIME_DEMO_KEY}`);

    const client = await open(`${handle.url}?protocol=7&client=js&version=8.6.0&flash=false`);
    cleanups.push(() => client.socket.terminate());
    const established = await client.next('pusher:connection_established');
    const { socket_id: socketId, activity_timeout: activityTimeout } = JSON.parse(established.data) as { socket_id: string; activity_timeout: number };
    expect(socketId).toMatch(/^\d+\.\d+$/);
    expect(activityTimeout).toBe(120);

    client.send('pusher:ping', {});
    await expect(client.next('pusher:pong')).resolves.toEqual({ event: 'pusher:pong', data: '{}' });

    const { auth } = await authorizeChannel(socketId, 'private-account.42');
    client.send('pusher:subscribe', { channel: 'private-account.42', auth });
    await expect(client.next('pusher_internal:subscription_succeeded')).resolves.toMatchObject({ channel: 'private-account.42' });

    expect(publishBalance(42, 500)).toBe(1);
    await expect(client.next('balance.updated')).resolves.toEqual({ event: 'balance.updated', channel: 'private-account.42', data: '{"total":500}' });
  });

  it('refuses a private subscription with a bad signature', async () => {
    const handle = await start();
    const client = await open(handle.url);
    cleanups.push(() => client.socket.terminate());
    await client.next('pusher:connection_established');
    client.send('pusher:subscribe', { channel: 'private-announcement.42', auth: `${REALTIME_DEMO_KEY}:${'f'.repeat(64)}` });
    const error = await client.next('pusher:subscription_error');
    expect(JSON.parse(error.data)).toMatchObject({ type: 'AuthError', status: 401 });
  });

  it('one publish reaches the real socket and any other transport of the shared server', async () => {
    const handle = await start();
    const client = await open(handle.url);
    cleanups.push(() => client.socket.terminate());
    await client.next('pusher:connection_established');
    client.send('pusher:subscribe', { channel: 'guest.announcement.s1' });
    await client.next('pusher_internal:subscription_succeeded');

    // Another transport (e.g. msw's ws.link) on the same shared server.
    const received: string[] = [];
    const other = realtimeServer().connect((frame) => received.push(frame));
    cleanups.push(() => other.close());
    await other.receive(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'guest.announcement.s1' } }));

    expect(realtimeServer().publish('guest.announcement.s1', 'achievement.unlocked', { title: 'x' })).toBe(2);
    await client.next('achievement.unlocked');
    expect(received.at(-1)).toContain('"event":"achievement.unlocked"');
  });

  it('closes a socket opened with an unknown app key (4001)', async () => {
    const handle = await start();
    const client = await open(`ws://localhost:${handle.port}/app/not-our-key`);
    const error = await client.next('pusher:error');
    expect(JSON.parse(error.data)).toMatchObject({ code: 4001 });
    await expect(client.closed).resolves.toBe(4001);
  });

  it('attaches to an existing HTTP server and leaves other paths alone', async () => {
    const http: Server = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => http.listen(0, resolve));
    cleanups.push(() => new Promise<void>((resolve) => http.close(() => resolve())));
    const server = createPusherServer({ appKey: 'k', secret: 's' });
    const handle = await start(http, { server });
    const port = (http.address() as AddressInfo).port;
    expect(handle.port).toBe(port);

    const client = await open(`ws://localhost:${port}/app/k?protocol=7`);
    cleanups.push(() => client.socket.terminate());
    await client.next('pusher:connection_established');
    expect(server.connections.size).toBe(1);

    await expect(open(`ws://localhost:${port}/elsewhere`)).rejects.toThrow(/socket hang up|Unexpected server response/);
    const response = await fetch(`http://localhost:${port}/`);
    await expect(response.text()).resolves.toBe('ok');

    client.socket.close();
    await client.closed;
    await expect.poll(() => server.connections.size).toBe(0);
  });

  it('follows a configured app key', async () => {
    const server = createPusherServer({ appKey: 'old', secret: 's' });
    const handle = await start({ port: 0 }, { server, key: 'new-key' });
    expect(server.appKey).toBe('new-key');
    expect(handle.url).toMatch(/\/app\/new-key$/);
  });
});
