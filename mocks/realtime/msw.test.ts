import { describe, expect, it } from 'vitest';
import { config } from '@/config';
import { appKeyOf, realtimeHandlers, realtimeSocketUrl, realtimeUrlPattern } from './msw';
import { createPusherServer } from './protocol';

describe('msw realtime link', () => {
  it('targets the URL pusher-js opens for config.realtime, with any query string', () => {
    const pattern = realtimeUrlPattern({ host: 'localhost', port: 6001 });
    expect(realtimeSocketUrl({ host: 'localhost', port: 6001, key: 'orbital-demo-key', forceTLS: true })).toBe(
      'wss://localhost:6001/app/orbital-demo-key',
    );
    expect(realtimeSocketUrl({ host: 'localhost', port: 6001, key: 'k', forceTLS: false })).toBe('ws://localhost:6001/app/k');
    // msw matches the URL without its query (?protocol=7&client=js&version=8.6.0&flash=false).
    expect(pattern.test('wss://localhost:6001/app/orbital-demo-key')).toBe(true);
    expect(pattern.test('ws://localhost:6001/app/orbital-demo-key')).toBe(true);
    expect(pattern.test('wss://localhost:6002/app/orbital-demo-key')).toBe(false);
    expect(pattern.test('wss://evil.localhost:6001/app/orbital-demo-key')).toBe(false);
    expect(pattern.test('wss://localhost:6001/other')).toBe(false);
    const tls = realtimeUrlPattern({ host: 'ws.orbital.example', port: 443 });
    expect(tls.test('wss://ws.orbital.example/app/k')).toBe(true);
    expect(tls.test('wss://ws.orbital.example:443/app/k')).toBe(true);
  });

  it('reads the app key of a socket URL', () => {
    expect(appKeyOf(new URL('wss://localhost:6001/app/orbital-demo-key?protocol=7&client=js'))).toBe('orbital-demo-key');
    expect(appKeyOf(new URL('wss://localhost:6001/nothing'))).toBeUndefined();
  });

  it('gives one WebSocket handler and makes the server accept the configured key', () => {
    const server = createPusherServer({ appKey: 'old', secret: 's' });
    const handlers = realtimeHandlers({ server });
    expect(handlers).toHaveLength(1);
    expect(handlers[0]?.kind).toBe('websocket');
    expect(server.appKey).toBe(config.realtime.key);
  });
});
