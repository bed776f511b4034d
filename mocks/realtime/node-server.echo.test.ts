import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/api/contract';
import { resetApiClient } from '@/api/instance';
import { channelAuthRequestSchema } from '@/api/schemas/auth';
import { config, overrideConfig, resetConfig } from '@/config';
import { connectRealtime, loadRealtimeLibraries, type RealtimeLibraries } from '@/lib/realtime';
import { publishAchievement, publishBalance } from './events';
import { attachRealtimeServer, type RealtimeServerHandle } from './node-server';
import { authorizeChannel } from './protocol';

/*
 * What the end-to-end run does (production client → `npm run mock-api`), in one process: the app's
 * realtime client (laravel-echo + pusher-js) over a REAL socket to the `ws` mock server, plain ws on an
 * ephemeral port. pusher-js's Node build is used here (jsdom has no real WebSocket to the network);
 * the protocol is the same. The channel-auth call goes through the app's API client to msw.
 */

const api = setupServer(
  http.post(`${config.apiBaseUrl}${endpoints['auth.channel'].path}`, async ({ request }) => {
    const body = channelAuthRequestSchema.parse(await request.json());
    return HttpResponse.json({ status: { success: true, code: 200, message: 'OK' }, data: await authorizeChannel(body.socket_id, body.channel_name) });
  }),
);

let socket: RealtimeServerHandle;
beforeAll(async () => {
  // Only the auth.channel HTTP call is msw's; the socket is real.
  api.listen({ onUnhandledFrame: 'bypass' });
  socket = await attachRealtimeServer({ port: 0 });
});
afterEach(() => {
  resetConfig();
  resetApiClient();
});
afterAll(async () => {
  await socket.close();
  api.close();
});

async function nodeLibraries(): Promise<RealtimeLibraries> {
  const { Echo } = await loadRealtimeLibraries();
  const { default: Pusher } = await import('pusher-js/dist/node/pusher.js');
  return { Echo, Pusher };
}

describe('the app client against the real-socket mock', () => {
  it('subscribes to private channels over ws:// and receives published events', async () => {
    overrideConfig({ realtime: { host: 'localhost', port: socket.port, scheme: 'http', forceTLS: false } });
    const connection = connectRealtime({ user: { id: 9 } }, { load: nodeLibraries });
    try {
      const achievements = vi.fn();
      const balances = vi.fn();
      connection.onAchievement(achievements);
      connection.onBalance(balances);
      await expect(connection.whenSubscribed()).resolves.toBe(true);

      publishAchievement({ userId: 9 }, { title: 'Over the wire', desc: '', thumb: null, sound: 'strong' });
      publishBalance(9, 12);
      await vi.waitFor(() => {
        expect(achievements).toHaveBeenCalledWith({ title: 'Over the wire', desc: '', thumb: null, sound: 'strong' });
        expect(balances).toHaveBeenCalledWith({ total: 12 });
      });
    } finally {
      connection.disconnect();
    }
  });
});
