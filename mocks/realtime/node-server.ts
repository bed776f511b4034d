import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { realtimeServer, type PusherServer } from './protocol';

/*
 * The realtime mock over a real WebSocket (Node only: `npm run mock-api`, end-to-end runs against the
 * production build). Plain `ws` on the path `/app/{key}` (pusher-js appends ?protocol=7&client=js&…);
 * TLS, host and port are the deployment's config. Every socket speaks to the shared Pusher-protocol
 * core, so `publish()` reaches these clients and the msw ones alike.
 */

export interface AttachRealtimeOptions {
  /** Another server than the shared one (tests). */
  server?: PusherServer;
  /** The app key to accept; default: the server's current key. */
  key?: string;
  /** Host to listen on when a port is given; default all interfaces. */
  host?: string;
}

export interface RealtimeServerHandle {
  /** The port the socket listens on (the real one when 0 was asked). */
  readonly port: number;
  /** `ws://localhost:{port}/app/{key}` — what pusher-js would open (without its query string). */
  readonly url: string;
  readonly wss: WebSocketServer;
  /** Closes every socket; closes the HTTP server too when this function created it. */
  close(): Promise<void>;
}

const APP_PATH = /^\/app\/([^/?#]+)\/?(?:[?#].*)?$/;

function appKeyOfRequest(request: IncomingMessage): string | null {
  const match = APP_PATH.exec(request.url ?? '');
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

function frameText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

function wire(socket: WebSocket, server: PusherServer, appKey: string): void {
  const connection = server.connect(
    {
      send: (frame) => socket.send(frame),
      close: (code, reason) => socket.close(code, reason),
    },
    { appKey },
  );
  socket.on('message', (data, isBinary) => {
    if (!isBinary) void connection.receive(frameText(data));
  });
  socket.on('close', () => connection.close());
  socket.on('error', () => connection.close());
}

/**
 * Serves the realtime mock on an existing HTTP server (upgrade requests to `/app/{key}`; other
 * upgrades are left to other listeners, or refused when there are none) or on its own server at
 * `{ port }` (0 = an ephemeral port). Resolves once it listens.
 */
export async function attachRealtimeServer(
  target: Server | { port: number },
  options: AttachRealtimeOptions = {},
): Promise<RealtimeServerHandle> {
  const server = options.server ?? realtimeServer();
  if (options.key !== undefined && server.appKey !== options.key) server.configure({ appKey: options.key });

  const ownServer = !('on' in target);
  const httpServer: Server = ownServer
    ? createServer((_request, response) => {
        response.writeHead(426, { 'Content-Type': 'text/plain' }).end('This is the realtime mock: open a WebSocket on /app/{key}.');
      })
    : target;
  const wss = new WebSocketServer({ noServer: true });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const key = appKeyOfRequest(request);
    if (key === null) {
      // Not ours: another upgrade listener (e.g. a dev server's HMR) may take it.
      if (httpServer.listenerCount('upgrade') <= 1) socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      wss.emit('connection', ws, request);
      wire(ws, server, key);
    });
  };
  httpServer.on('upgrade', onUpgrade);

  if (ownServer) {
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(target.port, options.host, () => {
        httpServer.off('error', reject);
        resolve();
      });
    });
  }

  const portOf = (): number => {
    const address = httpServer.address();
    return address !== null && typeof address === 'object' ? (address as AddressInfo).port : ownServer ? target.port : 0;
  };

  return {
    get port() {
      return portOf();
    },
    get url() {
      return `ws://localhost:${portOf()}/app/${server.appKey}`;
    },
    wss,
    async close() {
      httpServer.off('upgrade', onUpgrade);
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      if (ownServer) {
        await new Promise<void>((resolve, reject) => httpServer.close((error) => (error ? reject(error) : resolve())));
      }
    },
  };
}
