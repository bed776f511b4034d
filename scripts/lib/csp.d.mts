export type CspEnv = Record<string, string | undefined>;
export interface CspOptions {
  /** Where the app is served; defaults (realtime host, games origin) are derived from it. */
  pageOrigin?: string;
}
export function cspDirectives(env: CspEnv, options?: CspOptions): Record<string, string[]>;
export function contentSecurityPolicy(env: CspEnv, options?: CspOptions): string;
/** The games origin's policy: framed only by `siteOrigin`; ORBITAL_GAMES_CSP_EXTRA_<DIRECTIVE> adds sources. */
export function gamesCspDirectives(env: CspEnv, options: { siteOrigin: string }): Record<string, string[]>;
export function gamesContentSecurityPolicy(env: CspEnv, options: { siteOrigin: string }): string;
