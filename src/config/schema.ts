import { z } from 'zod';
import { analyticsSinkNames } from './analyticsSinks';

/**
 * The deployment config (spec Decision 1) as zod schemas: `ConfigSchema` is the source of the
 * `OrbitalConfig` type, and `envVarSchemas` specifies how each `VITE_ORBITAL_*` variable (documented
 * one by one in `.env.example`) is parsed. The app does not import this module, so zod stays off the
 * startup path: `load.ts` implements both by hand (`loadConfig`, `validateConfig`), and load.test.ts
 * holds the hand-written parsers and checks to these schemas. Import the runtime API from `@/config`
 * (or `./load`). This module imports nothing from `load.ts`: load.ts takes its types from here, and the
 * two importing each other was an import cycle (ADR 0008).
 */

/** An absolute http(s) URL (resolved values: any host the page may run on, IPv6 included). */
const httpUrl = z.url({ protocol: /^https?$/ });
/** What a variable must hold: an absolute http(s) URL with a DNS name or IPv4 host. */
const httpUrlVar = z.url({ protocol: /^https?$/, hostname: z.regexes.hostname });
/** An absolute http(s) URL, or a root-relative path such as '/hc/legal/privacy-policy'. */
const linkTarget = z.union([httpUrl, z.string().regex(/^\/(?!\/)\S*$/)]);

/** The resolved config every module reads. One schema: the type comes from it. */
export const ConfigSchema = z.object({
  /** Shown to users: page titles, toasts ('Welcome to {product}!'). */
  productName: z.string().trim().min(1),
  /** Lower-case id: the SDK `from` field and the prefix of forwarded frame parameters. */
  productId: z.string().regex(/^[a-z][a-z0-9-]*$/),
  /** `${productId}_`: game-page query parameters with this prefix are forwarded to the frame (Decision 10). */
  frameParamPrefix: z.string().regex(/^[a-z][a-z0-9-]*_$/),
  /** The site's own absolute URL (no trailing slash). */
  siteUrl: httpUrl,
  /** The API host {host} of spec §7: absolute, no trailing slash. */
  apiBaseUrl: httpUrl,
  realtime: z.object({
    host: z.string().min(1),
    port: z.number().int().min(1).max(65535),
    key: z.string().min(1),
    /** Laravel convention: 'https' means TLS (wss), 'http' plain ws. Kept consistent with forceTLS. */
    scheme: z.enum(['https', 'http']),
    forceTLS: z.boolean(),
    cluster: z.string().min(1),
  }),
  /** Origin the game builds are served from: a subdomain of the site's host (Decision 3). */
  gamesOrigin: httpUrl,
  developerAreaUrl: httpUrl,
  chatCommunityUrl: httpUrl,
  social: z.object({
    discord: httpUrl,
    x: httpUrl,
    youtube: httpUrl,
    instagram: httpUrl,
    tiktok: httpUrl,
  }),
  privacyRightsUrl: linkTarget,
  /** Domain for domain-wide cookies; when undefined it is derived from the page's host name. */
  cookieDomain: z.string().regex(/^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/i).optional(),
  ads: z.object({
    /** The ads build flag (Decision 6): off unless switched on. */
    enabled: z.boolean(),
    /** Script of the ad network; without it only custom ads are served. */
    networkScriptUrl: linkTarget.optional(),
  }),
  maintenance: z.object({
    /** The maintenance gate (Decision 4): when on, the body is blank without the bypass cookie. */
    gate: z.boolean(),
    /** The value of `?bypass=` that sets the bypass cookie. */
    key: z.string().regex(/^[\w.~-]+$/),
  }),
  analytics: z.object({
    enabled: z.boolean(),
    /** Send the user-agent event of spec §7 (ua, is_headset, is_mobile, is_error). */
    userAgent: z.boolean(),
    sink: z.enum(analyticsSinkNames),
  }),
  /** Check API responses against the zod schemas (development and tests). */
  checkResponses: z.boolean(),
});

export type OrbitalConfig = z.infer<typeof ConfigSchema>;

/** Accepts 'true'/'false'/'1'/'0' (any case). z.coerce.boolean() would read 'false' as true. */
const booleanVar = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0']))
  .transform((v) => v === 'true' || v === '1');

const nonEmpty = z.string().trim().min(1);
const originVar = httpUrlVar.transform((v) => new URL(v).origin);
const baseUrlVar = z.union([
  httpUrlVar.transform((v) => v.replace(/\/+$/, '')),
  z
    .string()
    .regex(/^\/(?!\/)\S*$/)
    .transform((v) => v.replace(/\/+$/, '')),
]);

/** How each variable is parsed: the zod spec of the hand-written parsers in load.ts (`envVars`). */
export const envVarSchemas = {
  VITE_ORBITAL_PRODUCT_NAME: nonEmpty,
  VITE_ORBITAL_PRODUCT_ID: z.string().regex(/^[a-z][a-z0-9-]*$/),
  VITE_ORBITAL_SITE_URL: baseUrlVar,
  VITE_ORBITAL_API_URL: baseUrlVar,
  VITE_ORBITAL_REALTIME_HOST: z.string().regex(z.regexes.hostname),
  VITE_ORBITAL_REALTIME_PORT: z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(65535)),
  VITE_ORBITAL_REALTIME_KEY: nonEmpty,
  VITE_ORBITAL_REALTIME_SCHEME: z.string().trim().toLowerCase().pipe(z.enum(['https', 'http'])),
  VITE_ORBITAL_REALTIME_FORCE_TLS: booleanVar,
  VITE_ORBITAL_REALTIME_CLUSTER: nonEmpty,
  VITE_ORBITAL_GAMES_ORIGIN: originVar,
  VITE_ORBITAL_DEVELOPER_AREA_URL: httpUrlVar,
  VITE_ORBITAL_CHAT_URL: httpUrlVar,
  VITE_ORBITAL_SOCIAL_DISCORD: httpUrlVar,
  VITE_ORBITAL_SOCIAL_X: httpUrlVar,
  VITE_ORBITAL_SOCIAL_YOUTUBE: httpUrlVar,
  VITE_ORBITAL_SOCIAL_INSTAGRAM: httpUrlVar,
  VITE_ORBITAL_SOCIAL_TIKTOK: httpUrlVar,
  VITE_ORBITAL_PRIVACY_RIGHTS_URL: linkTarget,
  VITE_ORBITAL_COOKIE_DOMAIN: z
    .string()
    .regex(/^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/i)
    .transform((v) => (v.startsWith('.') ? v : `.${v}`)),
  VITE_ORBITAL_ADS: booleanVar,
  VITE_ORBITAL_AD_NETWORK_SCRIPT_URL: linkTarget,
  VITE_ORBITAL_MAINTENANCE_GATE: booleanVar,
  VITE_ORBITAL_MAINTENANCE_KEY: z.string().regex(/^[\w.~-]+$/),
  VITE_ORBITAL_ANALYTICS: booleanVar,
  VITE_ORBITAL_ANALYTICS_USER_AGENT: booleanVar,
  VITE_ORBITAL_ANALYTICS_SINK: z.enum(analyticsSinkNames),
  VITE_ORBITAL_CHECK_RESPONSES: booleanVar,
} satisfies Record<string, z.ZodType>;

/** The variables with a schema: load.ts's `envVars` must have exactly these (its `satisfies` says so). */
export type EnvVarSchemaName = keyof typeof envVarSchemas;
