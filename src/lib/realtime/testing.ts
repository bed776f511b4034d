import { expect, vi } from 'vitest';
import type { RealtimeLibraries } from './connect';

/*
 * Test support (not used by the app): a stand-in for laravel-echo that records what the client
 * configures, joins and listens for, and lets a test deliver events and subscription outcomes.
 */

export type Callback = (data?: unknown) => void;

export class FakeChannel {
  readonly listeners = new Map<string, Callback>();
  subscribedCallback: Callback | null = null;
  errorCallback: Callback | null = null;
  constructor(readonly name: string) {}
  listen(event: string, callback: Callback) {
    this.listeners.set(event, callback);
    return this;
  }
  subscribed(callback: Callback) {
    this.subscribedCallback = callback;
    return this;
  }
  error(callback: Callback) {
    this.errorCallback = callback;
    return this;
  }
}

export class FakeEcho {
  static instances: FakeEcho[] = [];
  readonly channels = new Map<string, FakeChannel>();
  readonly connectionBindings = new Map<string, Callback>();
  disconnected = false;
  left = false;
  readonly connector = {
    pusher: { connection: { bind: (event: string, callback: Callback) => this.connectionBindings.set(event, callback) } },
  };
  constructor(readonly options: Record<string, unknown>) {
    FakeEcho.instances.push(this);
  }
  private(name: string) {
    const channel = new FakeChannel(`private-${name}`);
    this.channels.set(channel.name, channel);
    return channel;
  }
  channel(name: string) {
    const channel = new FakeChannel(name);
    this.channels.set(channel.name, channel);
    return channel;
  }
  leaveAllChannels() {
    this.left = true;
  }
  disconnect() {
    this.disconnected = true;
  }
  subscribeAll() {
    for (const channel of this.channels.values()) channel.subscribedCallback?.();
  }
}

/** Stands in for the Pusher constructor (Echo receives it as `Pusher`). */
export class FakePusher {
  readonly fake = true;
}

export const fakeLibraries = (): Promise<RealtimeLibraries> =>
  Promise.resolve({ Echo: FakeEcho as unknown as RealtimeLibraries['Echo'], Pusher: FakePusher as unknown as RealtimeLibraries['Pusher'] });

export async function started(): Promise<FakeEcho> {
  await vi.waitFor(() => expect(FakeEcho.instances).toHaveLength(1));
  const echo = FakeEcho.instances[0];
  if (!echo) throw new Error('no Echo');
  return echo;
}

export function channelOf(echo: FakeEcho, name: string): FakeChannel {
  const channel = echo.channels.get(name);
  if (!channel) throw new Error(`not joined: ${name}`);
  return channel;
}

export function deliver(channel: FakeChannel, event: string, data: unknown) {
  const listener = channel.listeners.get(event);
  if (!listener) throw new Error(`not listening for ${event} on ${channel.name}`);
  listener(data);
}
