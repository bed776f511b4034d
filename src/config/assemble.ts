import type { AnalyticsSinkName } from './analyticsSinks';
import type { OrbitalConfig } from './schema';

/*
 * The config from its parsed variables (load.ts's `parseEnv`), the page's origin filling in the
 * same-origin defaults. Apart from load.ts so that a production build, which parses its variables at
 * build time (vite.config.ts, `configAtBuild`), ships this and not the parsers and checks.
 */

/** Each variable's value as `parseEnv` gives it (load.ts's parsers; `assembleConfig(parseEnv(env))` type-checks the two together). */
export interface ParsedValues {
  VITE_ORBITAL_PRODUCT_NAME?: string;
  VITE_ORBITAL_PRODUCT_ID?: string;
  VITE_ORBITAL_SITE_URL?: string;
  VITE_ORBITAL_API_URL?: string;
  VITE_ORBITAL_REALTIME_HOST?: string;
  VITE_ORBITAL_REALTIME_PORT?: number;
  VITE_ORBITAL_REALTIME_KEY?: string;
  VITE_ORBITAL_REALTIME_SCHEME?: 'https' | 'http';
  VITE_ORBITAL_REALTIME_FORCE_TLS?: boolean;
  VITE_ORBITAL_REALTIME_CLUSTER?: string;
  VITE_ORBITAL_GAMES_ORIGIN?: string;
  VITE_ORBITAL_DEVELOPER_AREA_URL?: string;
  VITE_ORBITAL_CHAT_URL?: string;
  VITE_ORBITAL_SOCIAL_DISCORD?: string;
  VITE_ORBITAL_SOCIAL_X?: string;
  VITE_ORBITAL_SOCIAL_YOUTUBE?: string;
  VITE_ORBITAL_SOCIAL_INSTAGRAM?: string;
  VITE_ORBITAL_SOCIAL_TIKTOK?: string;
  VITE_ORBITAL_PRIVACY_RIGHTS_URL?: string;
  VITE_ORBITAL_COOKIE_DOMAIN?: string;
  VITE_ORBITAL_ADS?: boolean;
  VITE_ORBITAL_AD_NETWORK_SCRIPT_URL?: string;
  VITE_ORBITAL_MAINTENANCE_GATE?: boolean;
  VITE_ORBITAL_MAINTENANCE_KEY?: string;
  VITE_ORBITAL_ANALYTICS?: boolean;
  VITE_ORBITAL_ANALYTICS_USER_AGENT?: boolean;
  VITE_ORBITAL_ANALYTICS_SINK?: AnalyticsSinkName;
  VITE_ORBITAL_CHECK_RESPONSES?: boolean;
}

export interface LoadConfigOptions {
  /** The page origin, used for same-origin defaults (API, site, games, realtime host). */
  origin?: string;
}

const DEMO_ORIGIN = 'http://localhost:4173';

/** 'http://localhost:4173' + 'games' → 'http://games.localhost:4173'; an IP host maps to '*.localhost'. */
function subdomainOrigin(origin: URL, sub: string): string {
  const host = /^\d{1,3}(\.\d{1,3}){3}$/.test(origin.hostname) || origin.hostname.startsWith('[') ? 'localhost' : origin.hostname;
  return `${origin.protocol}//${sub}.${host}${origin.port ? `:${origin.port}` : ''}`;
}

/** The `VITE_ORBITAL_*` variables, parsed and checked (`parseEnv`): what `assembleConfig` builds the config from. */
export interface ParsedEnv {
  values: ParsedValues;
  /** The build's mode (`import.meta.env.MODE`). */
  mode: string;
  scheme: 'https' | 'http';
  forceTLS: boolean;
}

/**
 * The config of parsed variables, the same-origin defaults resolved against `options.origin`. Checks
 * nothing more: every value comes from a checked variable, a default or the page's own origin.
 */
export function assembleConfig({ values: v, mode, scheme, forceTLS }: ParsedEnv, options: LoadConfigOptions = {}): OrbitalConfig {
  const origin = new URL(options.origin ?? DEMO_ORIGIN);
  const productId = v.VITE_ORBITAL_PRODUCT_ID ?? 'orbital';
  const resolveBase = (value: string | undefined): string =>
    value === undefined ? origin.origin : new URL(value, origin).href.replace(/\/+$/, '');

  return {
    productName: v.VITE_ORBITAL_PRODUCT_NAME ?? 'Orbital',
    productId,
    frameParamPrefix: `${productId}_`,
    siteUrl: resolveBase(v.VITE_ORBITAL_SITE_URL),
    apiBaseUrl: resolveBase(v.VITE_ORBITAL_API_URL),
    realtime: {
      host: v.VITE_ORBITAL_REALTIME_HOST ?? origin.hostname,
      port: v.VITE_ORBITAL_REALTIME_PORT ?? 6001,
      key: v.VITE_ORBITAL_REALTIME_KEY ?? 'orbital-demo-key',
      scheme,
      forceTLS,
      cluster: v.VITE_ORBITAL_REALTIME_CLUSTER ?? 'mt1',
    },
    gamesOrigin: v.VITE_ORBITAL_GAMES_ORIGIN ?? subdomainOrigin(origin, 'games'),
    developerAreaUrl: v.VITE_ORBITAL_DEVELOPER_AREA_URL ?? subdomainOrigin(origin, 'developers'),
    chatCommunityUrl: v.VITE_ORBITAL_CHAT_URL ?? 'https://discord.gg/orbital',
    social: {
      discord: v.VITE_ORBITAL_SOCIAL_DISCORD ?? 'https://discord.gg/orbital',
      x: v.VITE_ORBITAL_SOCIAL_X ?? 'https://x.com/orbital',
      youtube: v.VITE_ORBITAL_SOCIAL_YOUTUBE ?? 'https://www.youtube.com/@orbital',
      instagram: v.VITE_ORBITAL_SOCIAL_INSTAGRAM ?? 'https://www.instagram.com/orbital',
      tiktok: v.VITE_ORBITAL_SOCIAL_TIKTOK ?? 'https://www.tiktok.com/@orbital',
    },
    privacyRightsUrl: v.VITE_ORBITAL_PRIVACY_RIGHTS_URL ?? '/hc/legal/privacy-policy',
    cookieDomain: v.VITE_ORBITAL_COOKIE_DOMAIN,
    ads: {
      enabled: v.VITE_ORBITAL_ADS ?? false,
      networkScriptUrl: v.VITE_ORBITAL_AD_NETWORK_SCRIPT_URL,
    },
    maintenance: {
      gate: v.VITE_ORBITAL_MAINTENANCE_GATE ?? false,
      key: v.VITE_ORBITAL_MAINTENANCE_KEY ?? 'orbital-preview',
    },
    analytics: {
      // Decision 7: a no-op unless enabled in production; on in development, tests and the demo.
      enabled: v.VITE_ORBITAL_ANALYTICS ?? mode !== 'production',
      userAgent: v.VITE_ORBITAL_ANALYTICS_USER_AGENT ?? false,
      sink: v.VITE_ORBITAL_ANALYTICS_SINK ?? defaultSink(mode),
    },
    checkResponses: v.VITE_ORBITAL_CHECK_RESPONSES ?? (mode === 'development' || mode === 'test'),
  };
}

/** Console in development, the in-memory event log in tests and the demo, `window.dataLayer` in production. */
function defaultSink(mode: string): AnalyticsSinkName {
  if (mode === 'development') return 'console';
  if (mode === 'test' || mode === 'demo') return 'memory';
  return 'dataLayer';
}
