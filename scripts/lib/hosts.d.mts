import type { IncomingMessage, ServerResponse } from 'node:http';

export const SITE_HOST: string;
export const GAMES_HOST: string;
export const HEALTH_PATH: string;
export function siteOrigin(port: number | string): string;
export function gamesOrigin(port: number | string): string;
export function hostnameOf(hostHeader?: string): string;
export function framingSiteOrigin(hostHeader?: string): string;
export function siteFor(hostHeader?: string): 'games' | 'redirect' | 'app';
export const gamesHeaders: Readonly<Record<string, string>>;
export function answerHealth(req: IncomingMessage, res: ServerResponse, headers?: Record<string, string>): boolean;
export function redirectToSite(req: IncomingMessage, res: ServerResponse, headers?: Record<string, string>): boolean;
export const SDK_SCRIPT_PATH: RegExp;
export const SDK_DIST: string;
export function serveGames(
  req: IncomingMessage | { method?: string; url?: string; headers: IncomingMessage['headers'] },
  res: ServerResponse,
  root: string,
  headers?: Record<string, string>,
  options?: { sdkDir?: string; siteOrigin?: string; env?: Record<string, string | undefined>; compress?: boolean },
): Promise<void>;
