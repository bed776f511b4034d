/*
 * The Pusher protocol (version 7), server side, independent of any transport.
 *
 * This is what a push server (Pusher, Soketi, Laravel Reverb) says to pusher-js, read off pusher-js 8's
 * sources (src/core/connection/protocol/protocol.ts, channels/*.ts):
 *
 *   server → client  {"event":"pusher:connection_established","data":"{\"socket_id\":\"1234.5678\",\"activity_timeout\":120}"}
 *   client → server  {"event":"pusher:ping","data":{}}                         server → {"event":"pusher:pong","data":"{}"}
 *   client → server  {"event":"pusher:subscribe","data":{"channel":"private-announcement.1","auth":"key:hex","channel_data":…}}
 *   server → client  {"event":"pusher_internal:subscription_succeeded","channel":"private-announcement.1","data":"{}"}
 *                 or {"event":"pusher:subscription_error","channel":"…","data":"{\"type\":\"AuthError\",\"error\":\"…\",\"status\":401}"}
 *   client → server  {"event":"pusher:unsubscribe","data":{"channel":"…"}}
 *   server → client  {"event":"achievement.unlocked","channel":"private-announcement.1","data":"{\"title\":…}"}
 *
 * `data` sent by the server is always a JSON *string* (pusher-js parses it; the handshake requires it).
 * Private and presence channels carry `auth` = "<app key>:<hex HMAC-SHA256(secret, socket_id:channel[:channel_data])>",
 * which the app's channel-auth endpoint (contract `auth.channel`) hands out and this server verifies.
 * The HMAC uses Web Crypto, so the same code runs in the browser (demo, Storybook) and in Node.
 *
 * A transport (msw's ws.link in msw.ts, the `ws` package in node-server.ts) only moves frames: it calls
 * `server.connect(send)` per socket, `connection.receive(frame)` per incoming frame and
 * `connection.close()` when the socket closes. One shared server (`realtimeServer()`) is the registry
 * behind `publish()`, so one publish reaches every transport at once.
 */

/** The demo app key: equals config.realtime.key's default. */
export const REALTIME_DEMO_KEY = 'orbital-demo-key';
/** The demo app secret: only the mock knows it (a real push server keeps it on the backend). */
export const REALTIME_DEMO_SECRET = 'orbital-demo-secret';
/** Seconds of silence after which pusher-js pings (it uses the smaller of this and its own 120 s). */
export const DEFAULT_ACTIVITY_TIMEOUT = 120;

/** Pusher close/error codes used here (https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol/). */
export const PUSHER_ERROR = {
  /** 4001: the app key of the URL is unknown. */
  appDoesNotExist: 4001,
  /** 4009: the connection is not authorised (used for bad subscriptions on some servers). */
  unauthorized: 4009,
} as const;

/** A frame as it travels (a JSON text). */
export type Frame = string;

/** How a transport lets the core talk back to its socket. */
export interface TransportSink {
  /** Sends one frame to the client. */
  send: (frame: Frame) => void;
  /** Closes the socket (the core asks on a fatal error, e.g. an unknown app key). */
  close?: (code: number, reason: string) => void;
}

export interface ConnectOptions {
  /** The app key of the connection URL (`/app/{key}`); refused with 4001 when it is not the server's. */
  appKey?: string;
  /** Closes the socket; with `connect(sink)` it is taken from the sink. */
  close?: (code: number, reason: string) => void;
}

/** What a subscription asks for, as the authorisation hook sees it. */
export interface SubscriptionRequest {
  socketId: string;
  channel: string;
  auth: string | undefined;
  channelData: string | undefined;
}

export interface PusherServerOptions {
  appKey: string;
  secret: string;
  /** Seconds; default 120. */
  activityTimeout?: number;
  /**
   * Decides private/presence subscriptions. Default: the `auth` signature must be the HMAC of this
   * server's secret (what `authorizeChannel` computes). Public channels never ask.
   */
  isAuthorized?: (request: SubscriptionRequest) => boolean | Promise<boolean>;
  /** Socket ids for new connections; default random "<int>.<int>". */
  generateSocketId?: () => string;
}

/** One client socket, as the core sees it. */
export interface PusherConnection {
  readonly socketId: string;
  /** Channels this connection is subscribed to. */
  readonly channels: ReadonlySet<string>;
  readonly closed: boolean;
  /**
   * Handles one frame from the client. Frames are processed in order; the promise settles when this
   * one is done (tests await it; transports may ignore it).
   */
  receive(frame: Frame): Promise<void>;
  /** Forgets the connection (the socket closed): it leaves every channel. */
  close(): void;
}

export interface PublishOptions {
  /** Do not deliver to this socket (Pusher's `socket_id` exclusion). */
  exceptSocketId?: string;
}

export interface PusherServer {
  readonly appKey: string;
  /** Opens a connection: sends `pusher:connection_established` (or a 4001 error for an unknown key). */
  connect(sink: TransportSink | TransportSink['send'], options?: ConnectOptions): PusherConnection;
  /**
   * Sends `event` with `data` (JSON-encoded into the frame's string `data`) to every connection
   * subscribed to `channel` — the exact name the client subscribed to ('private-announcement.1').
   * Returns the number of connections it reached.
   */
  publish(channel: string, event: string, data: unknown, options?: PublishOptions): number;
  /** How many connections are subscribed to `channel`. */
  subscriberCount(channel: string): number;
  /** Open connections. */
  readonly connections: ReadonlySet<PusherConnection>;
  /** The signature `connect`ed clients must present for a channel (what the channel-auth endpoint returns). */
  authorizeChannel(socketId: string, channelName: string, channelData?: string): Promise<{ auth: string; channel_data?: string }>;
  /** Changes key and/or secret (the shared server follows config.realtime.key). Open connections stay. */
  configure(options: Partial<Pick<PusherServerOptions, 'appKey' | 'secret'>>): void;
  /** Closes every connection (their sockets too): tests, the demo's reset, the sandbox's drop. Returns how many. */
  closeAll(code?: number, reason?: string): number;
}

// --- helpers -----------------------------------------------------------------------------------

/** True for channels that need a signature: private-*, private-encrypted-*, presence-*. */
export function isAuthenticatedChannel(channel: string): boolean {
  return channel.startsWith('private-') || channel.startsWith('presence-');
}

export function isPresenceChannel(channel: string): boolean {
  return channel.startsWith('presence-');
}

/** Pusher channel names: letters, digits and _-=@,.; (max 164). */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;

const encoder = new TextEncoder();
const keyCache = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = globalThis.crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keyCache.set(secret, key);
  }
  return key;
}

/** Lower-case hex HMAC-SHA256 of `message` with `secret` (Web Crypto: browser and Node). */
export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const signature = await globalThis.crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(message));
  return Array.from(new Uint8Array(signature), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `"<key>:<hex hmac(secret, socket_id:channel[:channel_data])>"`, as Pusher servers expect. */
export async function signChannel(
  appKey: string,
  secret: string,
  socketId: string,
  channelName: string,
  channelData?: string,
): Promise<string> {
  const message = channelData === undefined ? `${socketId}:${channelName}` : `${socketId}:${channelName}:${channelData}`;
  return `${appKey}:${await hmacSha256Hex(secret, message)}`;
}

function randomInt(max: number): number {
  const buf = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buf);
  return (buf[0] ?? 0) % max;
}

function defaultSocketId(): string {
  return `${100_000 + randomInt(900_000_000)}.${100_000 + randomInt(900_000_000)}`;
}

/**
 * One server frame. `data` is JSON-encoded into a string as Pusher servers send it; a string `data`
 * is taken as already encoded and sent as is.
 */
export function encodeFrame(event: string, data: unknown, channel?: string): Frame {
  const encoded = typeof data === 'string' ? data : JSON.stringify(data ?? {});
  return JSON.stringify(channel === undefined ? { event, data: encoded } : { event, channel, data: encoded });
}

interface ClientFrame {
  event: string;
  channel?: string;
  data: unknown;
}

function parseClientFrame(frame: Frame): ClientFrame | null {
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record['event'] !== 'string') return null;
  let data: unknown = record['data'];
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      // A plain string payload stays a string.
    }
  }
  const channel = record['channel'];
  return { event: record['event'], data, ...(typeof channel === 'string' ? { channel } : {}) };
}

function readString(data: unknown, key: string): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const value = (data as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

interface PresenceMember {
  userId: string;
  userInfo: unknown;
}

function parsePresenceMember(channelData: string | undefined): PresenceMember | null {
  if (channelData === undefined) return null;
  try {
    const value: unknown = JSON.parse(channelData);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    const id = record['user_id'];
    if (typeof id !== 'string' && typeof id !== 'number') return null;
    return { userId: String(id), userInfo: record['user_info'] ?? null };
  } catch {
    return null;
  }
}

// --- the server ----------------------------------------------------------------------------------

export function createPusherServer(options: PusherServerOptions): PusherServer {
  let appKey = options.appKey;
  let secret = options.secret;
  const activityTimeout = options.activityTimeout ?? DEFAULT_ACTIVITY_TIMEOUT;
  const nextSocketId = options.generateSocketId ?? defaultSocketId;

  interface Internal extends PusherConnection {
    readonly subscriptions: Set<string>;
    /** presence channel → this connection's member. */
    readonly members: Map<string, PresenceMember>;
    sendFrame(frame: Frame): void;
    closeSocket(code: number, reason: string): void;
  }

  const connections = new Set<Internal>();
  /** channel → subscribed connections. */
  const channels = new Map<string, Set<Internal>>();

  const sign: PusherServer['authorizeChannel'] = async (socketId, channelName, channelData) => {
    const auth = await signChannel(appKey, secret, socketId, channelName, channelData);
    return channelData === undefined ? { auth } : { auth, channel_data: channelData };
  };

  async function defaultIsAuthorized(request: SubscriptionRequest): Promise<boolean> {
    if (request.auth === undefined) return false;
    const expected = await signChannel(appKey, secret, request.socketId, request.channel, request.channelData);
    return request.auth === expected;
  }
  const isAuthorized = options.isAuthorized ?? defaultIsAuthorized;

  function presenceMembers(channel: string): Map<string, unknown> {
    const members = new Map<string, unknown>();
    for (const conn of channels.get(channel) ?? []) {
      const member = conn.members.get(channel);
      if (member && !members.has(member.userId)) members.set(member.userId, member.userInfo);
    }
    return members;
  }

  function deliver(channel: string, frame: Frame, except?: Internal): number {
    let count = 0;
    for (const conn of channels.get(channel) ?? []) {
      if (conn === except) continue;
      conn.sendFrame(frame);
      count += 1;
    }
    return count;
  }

  function leave(conn: Internal, channel: string): void {
    if (!conn.subscriptions.delete(channel)) return;
    const set = channels.get(channel);
    set?.delete(conn);
    if (set && set.size === 0) channels.delete(channel);
    const member = conn.members.get(channel);
    conn.members.delete(channel);
    if (member && !presenceMembers(channel).has(member.userId)) {
      deliver(channel, encodeFrame('pusher_internal:member_removed', { user_id: member.userId }, channel));
    }
  }

  function join(conn: Internal, channel: string, member: PresenceMember | null): void {
    const alreadyPresent = member !== null && presenceMembers(channel).has(member.userId);
    conn.subscriptions.add(channel);
    let set = channels.get(channel);
    if (!set) {
      set = new Set();
      channels.set(channel, set);
    }
    set.add(conn);
    if (member) {
      conn.members.set(channel, member);
      const members = presenceMembers(channel);
      const hash = Object.fromEntries(members);
      conn.sendFrame(
        encodeFrame('pusher_internal:subscription_succeeded', { presence: { ids: [...members.keys()], hash, count: members.size } }, channel),
      );
      if (!alreadyPresent) {
        deliver(channel, encodeFrame('pusher_internal:member_added', { user_id: member.userId, user_info: member.userInfo }, channel), conn);
      }
    } else {
      conn.sendFrame(encodeFrame('pusher_internal:subscription_succeeded', {}, channel));
    }
  }

  async function subscribe(conn: Internal, data: unknown): Promise<void> {
    const channel = readString(data, 'channel');
    if (channel === undefined || !CHANNEL_NAME.test(channel)) {
      conn.sendFrame(encodeFrame('pusher:error', { code: null, message: `Invalid channel name: ${String(channel)}.` }));
      return;
    }
    if (conn.subscriptions.has(channel)) {
      conn.sendFrame(encodeFrame('pusher_internal:subscription_succeeded', {}, channel));
      return;
    }
    const auth = readString(data, 'auth');
    const channelData = readString(data, 'channel_data');
    if (isAuthenticatedChannel(channel)) {
      const ok = await isAuthorized({ socketId: conn.socketId, channel, auth, channelData });
      if (conn.closed) return;
      if (!ok) {
        conn.sendFrame(
          encodeFrame(
            'pusher:subscription_error',
            { type: 'AuthError', error: `The connection is not authorised to subscribe to ${channel}.`, status: 401 },
            channel,
          ),
        );
        return;
      }
      if (isPresenceChannel(channel)) {
        const member = parsePresenceMember(channelData);
        if (!member) {
          conn.sendFrame(
            encodeFrame('pusher:subscription_error', { type: 'AuthError', error: 'Presence channels need channel_data with a user_id.', status: 401 }, channel),
          );
          return;
        }
        join(conn, channel, member);
        return;
      }
    }
    join(conn, channel, null);
  }

  async function handle(conn: Internal, frame: Frame): Promise<void> {
    const message = parseClientFrame(frame);
    if (!message) {
      conn.sendFrame(encodeFrame('pusher:error', { code: null, message: 'The frame is not a Pusher event (JSON with an "event").' }));
      return;
    }
    switch (message.event) {
      case 'pusher:ping':
        conn.sendFrame(encodeFrame('pusher:pong', {}));
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        await subscribe(conn, message.data);
        return;
      case 'pusher:unsubscribe': {
        const channel = readString(message.data, 'channel');
        if (channel !== undefined) leave(conn, channel);
        return;
      }
      default:
        // Client events (client-*) and signin are not supported by the mock: ignored.
        return;
    }
  }

  const server: PusherServer = {
    get appKey() {
      return appKey;
    },
    connections: connections as ReadonlySet<PusherConnection>,
    authorizeChannel: sign,

    connect(sinkOrSend, connectOptions = {}) {
      const sink: TransportSink = typeof sinkOrSend === 'function' ? { send: sinkOrSend } : sinkOrSend;
      const closeTransport = connectOptions.close ?? sink.close;
      const subscriptions = new Set<string>();
      let closed = false;
      let queue: Promise<void> = Promise.resolve();

      const conn: Internal = {
        socketId: nextSocketId(),
        subscriptions,
        members: new Map(),
        get channels() {
          return subscriptions as ReadonlySet<string>;
        },
        get closed() {
          return closed;
        },
        sendFrame(frame) {
          if (closed) return;
          try {
            sink.send(frame);
          } catch (error) {
            console.error('[realtime mock] Could not send a frame; the connection is dropped.', error);
            conn.close();
          }
        },
        closeSocket(code, reason) {
          conn.close();
          try {
            closeTransport?.(code, reason);
          } catch {
            // The socket is already gone.
          }
        },
        receive(frame) {
          queue = queue.then(() => (closed ? undefined : handle(conn, frame))).catch((error: unknown) => {
            console.error('[realtime mock] Could not handle a frame.', error);
          });
          return queue;
        },
        close() {
          if (closed) return;
          for (const channel of Array.from(subscriptions)) leave(conn, channel);
          closed = true;
          connections.delete(conn);
        },
      };

      if (connectOptions.appKey !== undefined && connectOptions.appKey !== appKey) {
        sink.send(encodeFrame('pusher:error', { code: PUSHER_ERROR.appDoesNotExist, message: `App key ${connectOptions.appKey} does not exist.` }));
        conn.closeSocket(PUSHER_ERROR.appDoesNotExist, 'App does not exist');
        return conn;
      }
      connections.add(conn);
      conn.sendFrame(encodeFrame('pusher:connection_established', { socket_id: conn.socketId, activity_timeout: activityTimeout }));
      return conn;
    },

    publish(channel, event, data, publishOptions = {}) {
      const frame = encodeFrame(event, data, channel);
      let count = 0;
      for (const conn of channels.get(channel) ?? []) {
        if (conn.socketId === publishOptions.exceptSocketId) continue;
        conn.sendFrame(frame);
        count += 1;
      }
      return count;
    },

    subscriberCount(channel) {
      return channels.get(channel)?.size ?? 0;
    },

    configure(patch) {
      if (patch.appKey !== undefined) appKey = patch.appKey;
      if (patch.secret !== undefined) secret = patch.secret;
    },

    closeAll(code = 4200, reason = 'The server closed the connection.') {
      const open = Array.from(connections);
      for (const conn of open) conn.closeSocket(code, reason);
      return open.length;
    },
  };
  return server;
}

// --- the shared registry -------------------------------------------------------------------------

let shared: PusherServer | null = null;

/**
 * The one server every transport of this process (msw's ws.link, the `ws` server) connects to, so
 * that one `publish()` reaches all of them. Created on first use with the demo key and secret.
 */
export function realtimeServer(): PusherServer {
  shared ??= createPusherServer({ appKey: REALTIME_DEMO_KEY, secret: REALTIME_DEMO_SECRET });
  return shared;
}

/** Hears what `publish()` sends: the demo relays it to its other tabs (./tabs.ts). */
export type PublishObserver = (channel: string, event: string, data: unknown) => void;
const publishObservers = new Set<PublishObserver>();

/** Calls `observer` after each `publish()` on the shared server; returns the function that stops it. */
export function observePublish(observer: PublishObserver): () => void {
  publishObservers.add(observer);
  return () => {
    publishObservers.delete(observer);
  };
}

/** Publishes on the shared server (see PusherServer.publish). Prefer the typed helpers of events.ts. */
export function publish(channel: string, event: string, data: unknown, options?: PublishOptions): number {
  const delivered = realtimeServer().publish(channel, event, data, options);
  for (const observer of Array.from(publishObservers)) observer(channel, event, data);
  return delivered;
}

/**
 * The channel-auth answer (`auth.channel`'s data) for the shared server: `{ auth: "key:signature" }`.
 * The HTTP handler decides *whether* the caller may have the channel (see `channelOwnerId`) and
 * then returns this.
 */
export function authorizeChannel(socketId: string, channelName: string, channelData?: string): Promise<{ auth: string; channel_data?: string }> {
  return realtimeServer().authorizeChannel(socketId, channelName, channelData);
}

/**
 * The user id a private channel belongs to: 'private-announcement.42' and 'private-account.42' → 42;
 * anything else (public channels, other names) → null. The channel-auth handler authorises a channel
 * only when this equals the session's user id.
 */
export function channelOwnerId(channelName: string): number | null {
  const match = /^private-(?:announcement|account)\.([1-9]\d*)$/.exec(channelName);
  return match ? Number(match[1]) : null;
}

/** Whether user `userId` may subscribe to `channelName` (only their own announcement and account). */
export function canAccessChannel(channelName: string, userId: number): boolean {
  return channelOwnerId(channelName) === userId;
}
