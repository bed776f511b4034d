import { afterFirstScreen } from '@/lib/afterFirstScreen';
import type Echo from 'laravel-echo';
import type Pusher from 'pusher-js';
import type { ChannelAuthorizationCallback } from 'pusher-js';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import type { RealtimeEventName, RealtimeEventPayload, realtimeEvents } from '@/api/schemas/realtime';
import { config } from '@/config';
import { subscriptionsFor, wireChannelName, type RealtimeSubscription, type RealtimeTarget } from './channels';

/*
 * The app's realtime client (spec §7 'Real-time', Decision 15): laravel-echo over pusher-js, loaded
 * lazily (a dynamic import, so neither is in the initial bundle), talking to the push server of
 * config.realtime (port 6001, forced TLS in production). Private channels are authorised by the
 * contract's `auth.channel` call through the app's API client. Events are listened for with a leading
 * dot ('.achievement.unlocked'), so Echo adds no 'App\\Events' namespace: the wire names are exactly
 * achievement.unlocked, balance.updated, notification.created and message.created.
 *
 * Every payload is parsed with its zod schema; a bad payload, a failed subscription or a failed load is
 * only logged to the console (spec §8), never thrown at the UI. The schemas load with the libraries (they
 * are only needed once a channel is joined), which keeps zod off the startup path.
 */

type RealtimeEvents = typeof realtimeEvents;

/** The payload schemas of the realtime events (a separate chunk, like the libraries). */
const loadEventSchemas = (): Promise<RealtimeEvents> => import('@/api/schemas/realtime').then((mod) => mod.realtimeEvents);

export type Unsubscribe = () => void;

const noop = (): void => {};
export type RealtimeListener<N extends RealtimeEventName> = (payload: RealtimeEventPayload<N>) => void;

export interface RealtimeConnection {
  /** False when nothing connects (a guest without a session cookie). */
  readonly active: boolean;
  /** Channels (wire names) this connection joins, e.g. ['private-announcement.42', 'private-account.42']. */
  readonly channels: readonly string[];
  /** Listens for one event; returns the function that stops listening. */
  on<N extends RealtimeEventName>(event: N, listener: RealtimeListener<N>): Unsubscribe;
  /** achievement.unlocked: show the achievement toast. */
  onAchievement(listener: RealtimeListener<'achievement.unlocked'>): Unsubscribe;
  /** balance.updated: the new coin total. */
  onBalance(listener: RealtimeListener<'balance.updated'>): Unsubscribe;
  /** notification.created (Decision 15). */
  onNotification(listener: RealtimeListener<'notification.created'>): Unsubscribe;
  /** message.created (Decision 15). */
  onMessage(listener: RealtimeListener<'message.created'>): Unsubscribe;
  /**
   * Resolves true once every channel is subscribed; false when a subscription failed, the libraries
   * did not load, the connection was closed first, or there is nothing to connect.
   */
  whenSubscribed(): Promise<boolean>;
  /** Leaves the channels and closes the socket. Safe to call more than once, even before loading ended. */
  disconnect(): void;
}

type EchoInstance = Echo<'pusher'>;
type PusherConstructor = typeof Pusher;
type EchoConstructor = typeof Echo;

export interface RealtimeLibraries {
  Echo: EchoConstructor;
  Pusher: PusherConstructor;
}

export interface ConnectRealtimeOptions {
  /** How laravel-echo and pusher-js are loaded; default: dynamic imports. */
  load?: () => Promise<RealtimeLibraries>;
}

/** `mod.default`, unwrapping a CommonJS default that bundlers may nest once more. */
function defaultExport<T>(mod: unknown): T {
  let value: unknown = mod;
  for (let i = 0; i < 2; i += 1) {
    if ((typeof value === 'object' || typeof value === 'function') && value !== null && 'default' in value) {
      value = (value as { default: unknown }).default;
    }
    if (typeof value === 'function') break;
  }
  return value as T;
}

/** Loads laravel-echo and pusher-js on demand (a separate chunk). */
export async function loadRealtimeLibraries(): Promise<RealtimeLibraries> {
  const [echoModule, pusherModule] = await Promise.all([import('laravel-echo'), import('pusher-js')]);
  return { Echo: defaultExport<EchoConstructor>(echoModule), Pusher: defaultExport<PusherConstructor>(pusherModule) };
}

function toError(error: unknown): Error {
  if (error instanceof Error) return error;
  return new Error(typeof error === 'string' ? error : 'The channel authorisation failed.');
}

/** Pusher's channel authorizer, answered by our `auth.channel` endpoint through the API client. */
function authorizeChannel(params: { socketId: string; channelName: string }, callback: ChannelAuthorizationCallback): void {
  callEndpoint(api(), endpoints['auth.channel'], { body: { socket_id: params.socketId, channel_name: params.channelName } }).then(
    (data) => callback(null, data),
    (error: unknown) => callback(toError(error), null),
  );
}

function createEcho(libraries: RealtimeLibraries): EchoInstance {
  const realtime = config.realtime;
  return new libraries.Echo<'pusher'>({
    broadcaster: 'pusher',
    Pusher: libraries.Pusher,
    key: realtime.key,
    cluster: realtime.cluster,
    wsHost: realtime.host,
    wsPort: realtime.port,
    wssPort: realtime.port,
    forceTLS: realtime.forceTLS,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    // No axios/jQuery/Vue in this app: nothing for Echo to add an X-Socket-Id header to.
    withoutInterceptors: true,
    channelAuthorization: { customHandler: authorizeChannel },
  });
}

function describeError(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const record = error as Record<string, unknown>;
    const text = record['error'] ?? record['message'];
    if (typeof text === 'string') return text;
  }
  return String(error);
}

/**
 * Connects to the push server for a logged-in user or a guest. Returns at once; the libraries load and
 * the socket opens in the background, listeners can be added right away.
 *
 * - `{ user: { id } }`: private `announcement.{id}` (achievement.unlocked, notification.created,
 *   message.created) and private `account.{id}` (balance.updated), authorised by `auth.channel`.
 * - `{ guestSessionId }` (omit it to read the guest session cookie): public `guest.announcement.{id}`
 *   (achievement.unlocked). Without a session id there is no connection and a console warning (spec §7).
 */
export function connectRealtime(target: RealtimeTarget, options: ConnectRealtimeOptions = {}): RealtimeConnection {
  const subscriptions = subscriptionsFor(target);
  const listeners = new Map<RealtimeEventName, Set<(payload: unknown) => void>>();
  let echo: EchoInstance | null = null;
  let closed = false;
  // Set before any channel is joined, so every delivered event finds its schema.
  let events: RealtimeEvents | null = null;

  const on = <N extends RealtimeEventName>(event: N, listener: RealtimeListener<N>): Unsubscribe => {
    let set = listeners.get(event);
    if (!set) {
      set = new Set();
      listeners.set(event, set);
    }
    const entry = listener as (payload: unknown) => void;
    set.add(entry);
    return () => {
      set.delete(entry);
    };
  };

  const emit = (event: RealtimeEventName, data: unknown): void => {
    if (!events) return;
    const parsed = events[event].schema.safeParse(data);
    if (!parsed.success) {
      console.error(`[realtime] Ignored a ${event} event whose payload does not match its schema.`, parsed.error.issues);
      return;
    }
    // A snapshot: a listener may stop listening while the event is delivered.
    for (const listener of Array.from(listeners.get(event) ?? [])) {
      try {
        listener(parsed.data);
      } catch (error) {
        console.error(`[realtime] A ${event} listener failed.`, error);
      }
    }
  };

  const base = {
    on,
    onAchievement: (listener: RealtimeListener<'achievement.unlocked'>) => on('achievement.unlocked', listener),
    onBalance: (listener: RealtimeListener<'balance.updated'>) => on('balance.updated', listener),
    onNotification: (listener: RealtimeListener<'notification.created'>) => on('notification.created', listener),
    onMessage: (listener: RealtimeListener<'message.created'>) => on('message.created', listener),
  };

  if (subscriptions.length === 0) {
    console.warn('[realtime] No guest session cookie: realtime events are not received (no connection).');
    return { ...base, active: false, channels: [], whenSubscribed: () => Promise.resolve(false), disconnect: noop };
  }

  let settle: (value: boolean) => void = noop;
  const subscribed = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  let pending = subscriptions.length;

  const join = (instance: EchoInstance, subscription: RealtimeSubscription): void => {
    const channel = subscription.private ? instance.private(subscription.channel) : instance.channel(subscription.channel);
    for (const event of subscription.events) {
      channel.listen(`.${event}`, (data: unknown) => emit(event, data));
    }
    channel.subscribed(() => {
      pending -= 1;
      if (pending === 0) settle(true);
    });
    channel.error((error: unknown) => {
      console.error(`[realtime] Could not subscribe to ${wireChannelName(subscription)}: ${describeError(error)}`, error);
      settle(false);
    });
  };

  // The libraries and the event schemas (about 50 kB) come after the first screen (src/lib/afterFirstScreen.ts).
  const load = options.load ?? (() => afterFirstScreen().then(loadRealtimeLibraries));
  Promise.all([load(), afterFirstScreen().then(loadEventSchemas)])
    .then(([libraries, schemas]) => {
      if (closed) return;
      events = schemas;
      const instance = createEcho(libraries);
      echo = instance;
      instance.connector.pusher.connection.bind('error', (error: unknown) => {
        console.error('[realtime] Connection error.', error);
      });
      for (const subscription of subscriptions) join(instance, subscription);
    })
    .catch((error: unknown) => {
      console.error('[realtime] Could not start the realtime connection.', error);
      settle(false);
    });

  return {
    ...base,
    active: true,
    channels: subscriptions.map(wireChannelName),
    whenSubscribed: () => subscribed,
    disconnect() {
      if (closed) return;
      closed = true;
      settle(false);
      listeners.clear();
      if (echo) {
        try {
          echo.leaveAllChannels();
          echo.disconnect();
        } catch (error) {
          console.error('[realtime] Could not disconnect cleanly.', error);
        }
        echo = null;
      }
    },
  };
}
