export type CspEnv = Record<string, string | undefined>;
export interface CspOptions {
  /** Where the app is served; defaults (realtime host, games origin) are derived from it. */
  pageOrigin?: string;
}
export function cspDirectives(env: CspEnv, options?: CspOptions): Record<string, string[]>;
export function contentSecurityPolicy(env: CspEnv, options?: CspOptions): string;
