import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** Page URLs without a file (and undecodable paths) get index.html. Default true. */
  spa?: boolean;
  /** Gzip text for clients that accept it (the bench: measure what production would send). Default false. */
  compress?: boolean;
  /** Added to every response. */
  headers?: Record<string, string>;
  /** Answers a request first when it resolves true (e.g. the game builds for a games host). */
  route?: (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;
}

export const contentTypes: Record<string, string>;
/** True when an Accept-Encoding header allows gzip. */
export function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean;
export function safeJoin(root: string, urlPath: string): string | null;
export function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  options?: { spa?: boolean; compress?: boolean; headers?: Record<string, string> },
): Promise<void>;
export function startStaticServer(options: StaticServerOptions): Promise<Server>;
