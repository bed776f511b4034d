export type NginxEnv = Record<string, string | undefined>;

export const NGINX_DIR: string;
export const TEMPLATE: string;
export const MIME_TYPES: string;
export const MODULES_DIR: string;
export const BROTLI_STATIC_MODULE: string;
export const DEFAULT_ROOTS: { appRoot: string; gamesRoot: string; sdkRoot: string };

export function nginxBinary(env?: NginxEnv): string | null;
export function sdkVersion(): string;
export function deploymentOrigins(env: NginxEnv, site: string): { siteOrigin: string; siteHost: string; gamesOrigin: string; gamesHost: string };

export interface RenderOptions {
  /** The public origin of the site, e.g. https://orbital.example. */
  siteOrigin: string;
  /** nginx's listen parameters, e.g. 80 or 127.0.0.1:4175. */
  listen: string | number;
  appRoot: string;
  gamesRoot: string;
  sdkRoot: string;
  /** VITE_ORBITAL_*, ORBITAL_CSP_EXTRA_*, ORBITAL_GAMES_CSP_EXTRA_*. */
  env?: NginxEnv;
  /** Serve .br files (needs the brotli_static module). Default true. */
  brotli?: boolean;
  /** The demo catalogue's generic game (local runs only). Default false. */
  genericGame?: boolean;
  /** The block for any other Host. Default true. */
  defaultServer?: boolean;
  sdkVersion?: string;
}
export function renderConfig(options: RenderOptions & { nginxDir: string }): string;
export function writeConfig(dir: string, options: RenderOptions): string;
export function mainConfig(options: { prefix: string; siteConfig: string; brotli: boolean; accessLog?: boolean }): string;
export function freePort(host?: string): Promise<number>;
export function checkConfig(siteConfig: string, options?: { brotli?: boolean }): string;

export interface RunningNginx {
  port: number;
  siteOrigin: string;
  gamesOrigin: string;
  prefix: string;
  siteConfig: string;
  brotli: boolean;
  errorLog: () => string;
  exited: Promise<number | NodeJS.Signals | null>;
  stop: () => Promise<void>;
}
export function startNginx(options: {
  port: number;
  host?: string;
  appRoot?: string;
  gamesRoot?: string;
  sdkRoot?: string;
  env?: NginxEnv;
  genericGame?: boolean;
  accessLog?: boolean;
  timeoutMs?: number;
}): Promise<RunningNginx>;
