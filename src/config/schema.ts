import { z } from 'zod';

/**
 * The typed, validated deployment config (spec Decision 1). Every deployment-specific value is read
 * from `VITE_ORBITAL_*` variables (documented one by one in `.env.example`), with demo defaults.
 * `loadConfig` is pure: it takes the env record and the page origin, so it is tested without a
 * browser; `src/config/index.ts` calls it once with `import.meta.env`.
 */

/** Where analytics events go (spec Decision 7). */
export const analyticsSinkNames = ['console', 'memory', 'dataLayer', 'noop'] as const;
export type AnalyticsSinkName = (typeof analyticsSinkNames)[number];

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

/** One failing variable (or config path) and what it expects. */
export interface ConfigProblem {
  variable: string;
  expected: string;
  received: string | undefined;
}

/** Thrown when the config is invalid; the message names every failing variable and what it expects. */
export class ConfigError extends Error {
  readonly problems: readonly ConfigProblem[];

  constructor(problems: readonly ConfigProblem[]) {
    const lines = problems.map(
      (p) =>
        `- ${p.variable}: ${p.received === '' ? 'missing (set but empty)' : `malformed (got ${JSON.stringify(clip(p.received))})`}; expected ${p.expected}`,
    );
    super(`Invalid Orbital configuration:\n${lines.join('\n')}\nSee .env.example for every variable.`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

function clip(value: string | undefined): string | undefined {
  return value !== undefined && value.length > 80 ? `${value.slice(0, 77)}...` : value;
}

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

interface VarSpec {
  schema: z.ZodType;
  expected: string;
}

/** Every variable, its parser and what it expects (quoted in ConfigError messages). */
const VARS = {
  VITE_ORBITAL_PRODUCT_NAME: { schema: nonEmpty, expected: 'the product name shown to users, e.g. "Orbital"' },
  VITE_ORBITAL_PRODUCT_ID: {
    schema: z.string().regex(/^[a-z][a-z0-9-]*$/),
    expected: 'a lower-case id (letters, digits, "-"), e.g. "orbital"',
  },
  VITE_ORBITAL_SITE_URL: { schema: baseUrlVar, expected: 'an absolute http(s) URL of the site, e.g. "https://orbital.example"' },
  VITE_ORBITAL_API_URL: {
    schema: baseUrlVar,
    expected: 'the API host: an absolute http(s) URL (e.g. "https://api.orbital.example") or a root-relative path ("/" = same origin)',
  },
  VITE_ORBITAL_REALTIME_HOST: { schema: z.string().regex(z.regexes.hostname), expected: 'a host name, e.g. "ws.orbital.example"' },
  VITE_ORBITAL_REALTIME_PORT: {
    schema: z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(65535)),
    expected: 'a port number between 1 and 65535, e.g. "6001"',
  },
  VITE_ORBITAL_REALTIME_KEY: { schema: nonEmpty, expected: "the push server's app key" },
  VITE_ORBITAL_REALTIME_SCHEME: {
    schema: z.string().trim().toLowerCase().pipe(z.enum(['https', 'http'])),
    expected: '"https" (TLS, wss) or "http" (plain ws), consistent with VITE_ORBITAL_REALTIME_FORCE_TLS',
  },
  VITE_ORBITAL_REALTIME_FORCE_TLS: {
    schema: booleanVar,
    expected: 'true, false, 1 or 0, consistent with VITE_ORBITAL_REALTIME_SCHEME',
  },
  VITE_ORBITAL_REALTIME_CLUSTER: { schema: nonEmpty, expected: 'the Pusher cluster name, e.g. "mt1"' },
  VITE_ORBITAL_GAMES_ORIGIN: {
    schema: originVar,
    expected: 'the origin game builds are served from, a subdomain of the site host, e.g. "https://games.orbital.example"',
  },
  VITE_ORBITAL_DEVELOPER_AREA_URL: { schema: httpUrlVar, expected: 'an absolute http(s) URL of the developer site' },
  VITE_ORBITAL_CHAT_URL: { schema: httpUrlVar, expected: 'an absolute http(s) URL of the chat community' },
  VITE_ORBITAL_SOCIAL_DISCORD: { schema: httpUrlVar, expected: 'an absolute http(s) URL' },
  VITE_ORBITAL_SOCIAL_X: { schema: httpUrlVar, expected: 'an absolute http(s) URL' },
  VITE_ORBITAL_SOCIAL_YOUTUBE: { schema: httpUrlVar, expected: 'an absolute http(s) URL' },
  VITE_ORBITAL_SOCIAL_INSTAGRAM: { schema: httpUrlVar, expected: 'an absolute http(s) URL' },
  VITE_ORBITAL_SOCIAL_TIKTOK: { schema: httpUrlVar, expected: 'an absolute http(s) URL' },
  VITE_ORBITAL_PRIVACY_RIGHTS_URL: {
    schema: linkTarget,
    expected: 'an absolute http(s) URL or a root-relative path, e.g. "/hc/legal/privacy-policy"',
  },
  VITE_ORBITAL_COOKIE_DOMAIN: {
    schema: z.string().regex(/^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/i).transform((v) => (v.startsWith('.') ? v : `.${v}`)),
    expected: 'a registrable domain for domain-wide cookies, e.g. ".orbital.example"',
  },
  VITE_ORBITAL_ADS: { schema: booleanVar, expected: 'true, false, 1 or 0 (the ads build flag)' },
  VITE_ORBITAL_AD_NETWORK_SCRIPT_URL: {
    schema: linkTarget,
    expected: "the ad network's script: an absolute http(s) URL or a root-relative path",
  },
  VITE_ORBITAL_MAINTENANCE_GATE: { schema: booleanVar, expected: 'true, false, 1 or 0 (the maintenance gate)' },
  VITE_ORBITAL_MAINTENANCE_KEY: {
    schema: z.string().regex(/^[\w.~-]+$/),
    expected: 'a URL-safe bypass key (letters, digits, "_", "-", ".", "~"), e.g. "orbital-preview"',
  },
  VITE_ORBITAL_ANALYTICS: { schema: booleanVar, expected: 'true, false, 1 or 0 (the analytics switch)' },
  VITE_ORBITAL_ANALYTICS_USER_AGENT: { schema: booleanVar, expected: 'true, false, 1 or 0 (send the user-agent event)' },
  VITE_ORBITAL_ANALYTICS_SINK: {
    schema: z.enum(analyticsSinkNames),
    expected: `one of ${analyticsSinkNames.map((s) => `"${s}"`).join(', ')}`,
  },
  VITE_ORBITAL_CHECK_RESPONSES: { schema: booleanVar, expected: 'true, false, 1 or 0 (check API responses against schemas)' },
} satisfies Record<string, VarSpec>;

export type OrbitalEnvVar = keyof typeof VARS;
/** Every variable the config reads, in documentation order. */
export const envVarNames = Object.keys(VARS) as OrbitalEnvVar[];

type Parsed = { [K in OrbitalEnvVar]?: z.output<(typeof VARS)[K]['schema']> };

/** The env the config reads: `import.meta.env` or a plain record in tests. */
export type EnvRecord = Readonly<Record<string, unknown>>;

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

/**
 * Reads and validates the `VITE_ORBITAL_*` variables of `env` (unset → demo default; set but empty →
 * error) and resolves same-origin defaults against `options.origin`. Throws a ConfigError naming every
 * missing or malformed variable.
 */
export function loadConfig(env: EnvRecord, options: LoadConfigOptions = {}): OrbitalConfig {
  const problems: ConfigProblem[] = [];
  const parsed: Record<string, unknown> = {};

  for (const name of envVarNames) {
    const raw = env[name];
    if (raw === undefined || raw === null) continue;
    const text = typeof raw === 'string' ? raw : String(raw);
    const spec: VarSpec = VARS[name];
    const result = text.trim() === '' ? undefined : spec.schema.safeParse(text);
    if (result?.success) parsed[name] = result.data;
    else problems.push({ variable: name, expected: spec.expected, received: result ? text : '' });
  }
  const v = parsed as Parsed;

  // The scheme and the TLS switch describe one thing: derive one from the other, refuse a contradiction.
  const scheme = v.VITE_ORBITAL_REALTIME_SCHEME ?? (v.VITE_ORBITAL_REALTIME_FORCE_TLS === false ? 'http' : 'https');
  const forceTLS = v.VITE_ORBITAL_REALTIME_FORCE_TLS ?? scheme === 'https';
  if (forceTLS !== (scheme === 'https')) {
    problems.push({
      variable: 'VITE_ORBITAL_REALTIME_FORCE_TLS',
      expected: `${scheme === 'https'} to match VITE_ORBITAL_REALTIME_SCHEME="${scheme}"`,
      received: String(env.VITE_ORBITAL_REALTIME_FORCE_TLS),
    });
  }

  if (problems.length > 0) throw new ConfigError(problems);

  const mode = typeof env.MODE === 'string' ? env.MODE : 'production';
  const origin = new URL(options.origin ?? DEMO_ORIGIN);
  const productId = v.VITE_ORBITAL_PRODUCT_ID ?? 'orbital';
  const resolveBase = (value: string | undefined): string =>
    value === undefined ? origin.origin : new URL(value, origin).href.replace(/\/+$/, '');

  const candidate: OrbitalConfig = {
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
  return validateConfig(candidate);
}

/** Console in development, the in-memory event log in tests and the demo, `window.dataLayer` in production. */
function defaultSink(mode: string): AnalyticsSinkName {
  if (mode === 'development') return 'console';
  if (mode === 'test' || mode === 'demo') return 'memory';
  return 'dataLayer';
}

/** Checks a resolved config (e.g. after overrides); problems are named by their config path. */
export function validateConfig(candidate: unknown): OrbitalConfig {
  const result = ConfigSchema.safeParse(candidate);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => ({
      variable: issue.path.join('.') || '(config)',
      expected: issue.message,
      received: String(readPath(candidate, issue.path)),
    })),
  );
}

function readPath(value: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
