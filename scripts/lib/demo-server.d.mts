import type { Server } from 'node:http';

export interface DemoServerOptions {
  /** The demo build (default dist-demo). */
  root?: string;
  /** The sample games' builds (default dist-games). */
  gamesRoot?: string;
  /** The stand-in third-party pages (default mocks/pages). */
  pagesRoot?: string;
  /** Print each request. */
  log?: boolean;
}

/** Headers on every response of the demo server. */
export const baseHeaders: Record<string, string>;
/** The demo server, not yet listening. */
export function createDemoServer(options?: DemoServerOptions): Server;
/** The demo server listening on the loopback addresses. */
export function startDemoServer(options?: DemoServerOptions & { port?: number }): Promise<{ port: number; close: () => Promise<void[]> }>;
