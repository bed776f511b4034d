// Types of serve.mjs (for the TypeScript tests that import it).
export type BenchServer = 'nginx' | 'node';
export const BENCH_SERVERS: Record<BenchServer, string>;
export function benchServer(env?: Record<string, string | undefined>, installed?: boolean): BenchServer;
export function serverSettings(kind: BenchServer, brotli?: boolean): { server: BenchServer; compression: string };
export function precompressBuilds(dirs: string[]): Promise<void>;
export interface ServedBuild {
  kind: BenchServer;
  /** http://orbital.localhost:{port} */
  origin: string;
  /** nginx with its brotli_static module. */
  brotli: boolean;
  close: () => Promise<void>;
}
export function serveBuild(kind: BenchServer, options: { port: number; root: string; gamesRoot: string; env?: Record<string, string | undefined> }): Promise<ServedBuild>;
export function warm(url: string): Promise<number>;
