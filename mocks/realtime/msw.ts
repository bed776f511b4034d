import { ws, type WebSocketHandler } from 'msw';
import { config } from '@/config';
import { realtimeServer, type PusherServer } from './protocol';

/*
 * The realtime mock inside msw (demo service worker page, Storybook, vitest): msw's WebSocket
 * interception (`ws.link`) plays the push server for the URL pusher-js opens, and hands every frame to
 * the shared Pusher-protocol core, so `publish()` reaches these clients too.
 *
 * pusher-js opens `{ws|wss}://{wsHost}:{wsPort|wssPort}/app/{key}?protocol=7&client=js&version=8.6.0&flash=false`;
 * msw matches URLs without their query string, so every client version matches.
 */

export interface RealtimeEndpoint {
  host: string;
  port: number;
  key: string;
  forceTLS: boolean;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The socket URL pusher-js opens for this config (without its query string). */
export function realtimeSocketUrl(endpoint: RealtimeEndpoint = config.realtime): string {
  return `${endpoint.forceTLS ? 'wss' : 'ws'}://${endpoint.host}:${endpoint.port}/app/${endpoint.key}`;
}

/**
 * The URL pattern of the link: ws or wss (pusher-js uses TLS on https pages even without forceTLS),
 * the configured host and port (a default port disappears from a normalised URL, so it is optional
 * then), `/app/{key}`. Any key is matched so that a wrong key gets the protocol's 4001 error.
 */
export function realtimeUrlPattern(endpoint: Pick<RealtimeEndpoint, 'host' | 'port'> = config.realtime): RegExp {
  const port = endpoint.port === 443 || endpoint.port === 80 ? `(?::${endpoint.port})?` : `:${endpoint.port}`;
  return new RegExp(`^wss?://${escapeRegExp(endpoint.host)}${port}/app/([^/?#]+)/?$`);
}

/** The app key of a socket URL (`/app/{key}`), or undefined. */
export function appKeyOf(url: URL): string | undefined {
  const match = /\/app\/([^/]+)\/?$/.exec(url.pathname);
  return match?.[1] === undefined ? undefined : decodeURIComponent(match[1]);
}

export interface RealtimeHandlersOptions {
  /** Host and port to intercept; default config.realtime (read when called). */
  endpoint?: Pick<RealtimeEndpoint, 'host' | 'port'>;
  /** The app key the server accepts; default config.realtime.key (the shared server follows it). */
  key?: string;
  /** Another server than the shared one (tests). */
  server?: PusherServer;
}

/**
 * msw handlers for the push server. Call it where the handler list is built (after the demo entry has
 * applied its config overrides): the shared server takes the configured key.
 */
export function realtimeHandlers(options: RealtimeHandlersOptions = {}): WebSocketHandler[] {
  const server = options.server ?? realtimeServer();
  const key = options.key ?? config.realtime.key;
  if (server.appKey !== key) server.configure({ appKey: key });
  const link = ws.link(realtimeUrlPattern(options.endpoint ?? config.realtime));

  const handler = link.addEventListener('connection', ({ client }) => {
    const connection = server.connect(
      {
        send: (frame) => client.send(frame),
        close: (code, reason) => client.close(code, reason),
      },
      { appKey: appKeyOf(client.url) ?? '' },
    );
    client.addEventListener('message', (event) => {
      const data: unknown = event.data;
      if (typeof data === 'string') void connection.receive(data);
      else if (data instanceof Blob) void data.text().then((text) => connection.receive(text));
      else if (data instanceof ArrayBuffer) void connection.receive(new TextDecoder().decode(data));
    });
    client.addEventListener('close', () => connection.close());
  });
  return [handler];
}
