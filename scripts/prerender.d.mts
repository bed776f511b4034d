export const PRERENDERED_ROUTES: string[];
export const ROUTE_PAGES: Record<string, string>;
export const ROUTE_EARLY_MODULES: Record<string, string[]>;
export const EARLY_DATA_SCRIPT: string;
export const PRERENDERED_STYLE_ATTRIBUTE: string;
export interface DeferredApp {
  entry: string;
  preload: string[];
}
export interface EarlyAddress {
  fill: string;
  min: number;
  max: number;
  same: Record<string, string>;
  urls: string[];
}
export function earlyDataScript(early: {
  route: string;
  urls: string[];
  anyQuery?: boolean;
  app?: DeferredApp | null;
  gamesOrigin?: string | null;
  address?: EarlyAddress | null;
  relay?: EarlyRelay | null;
}): string;
/** What starts the game page's SDK relay before the app (data-relay). */
export interface EarlyRelay {
  /** The early relay's entry and what it imports, site paths, the entry first. */
  files: string[];
  productName: string;
  /** The API's sdk.user URL with the hole {game}. */
  user: string;
}
export const SDK_RELAY_MODULE: string;
export function earlyRelayFiles(manifest: Record<string, { file: string; imports?: string[]; isEntry?: boolean }>, entry?: string): string[];
export function earlyAddressRequests(
  pattern: string,
  earlyQuery: Omit<EarlyAddress, 'urls'> | undefined,
  recordRequests: (url: string) => Promise<string[]>,
): Promise<EarlyAddress | null>;
export function deferApp(template: string, pageFiles?: string[]): { template: string; app: DeferredApp };
export function earlyDataRequests(pattern: string, recordRequests: (url: string) => Promise<string[]>): Promise<{ urls: string[]; anyQuery: boolean }>;
export function prerenderedFile(pattern: string): string;
export function injectPrerendered(template: string, rendered: { html: string; styles: string; head?: string; early?: string }): string;
export function routeHints(hints: {
  pageFiles?: string[];
  apiOrigin?: string | null;
  gamesOrigin?: string | null;
}): string;
