import { analyticsSinkNames, type AnalyticsSinkName } from './analyticsSinks';
import { assembleConfig, type LoadConfigOptions, type ParsedEnv, type ParsedValues } from './assemble';
import type { EnvVarSchemaName, OrbitalConfig } from './schema';

/*
 * The runtime side of the deployment config (spec Decision 1), without zod: the app reads its
 * `VITE_ORBITAL_*` variables on startup, so this module is on the initial path and zod is not.
 * `schema.ts` keeps the zod schemas (`ConfigSchema`, the source of `OrbitalConfig`, and one schema
 * per variable); the parsers and checks here are written by hand to accept exactly what those
 * schemas accept, produce the same values and report the same problems. load.test.ts holds the two
 * together (and fails when a schema changes). Keep the runtime from importing `schema.ts` (types only:
 * they are erased), and `schema.ts` from importing this module (that was an import cycle).
 *
 * `loadConfig` is pure: it takes the env record and the page origin, so it is tested without a
 * browser; `src/config/index.ts` calls it once with `import.meta.env`.
 */

export { analyticsSinkNames, assembleConfig };
export type { AnalyticsSinkName, LoadConfigOptions, ParsedEnv };

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

// --- Shared rules --------------------------------------------------------------------------------

/** zod's `z.regexes.hostname`: a DNS name or an IPv4 address (an IPv6 literal is refused). */
export const HOSTNAME =
  /^(?=.{1,253}\.?$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[-0-9a-zA-Z]{0,61}[0-9a-zA-Z])?)*\.?$/;
/** A root-relative path such as '/hc/legal/privacy-policy' (not protocol-relative '//host'). */
const ROOT_PATH = /^\/(?!\/)\S*$/;
const PRODUCT_ID = /^[a-z][a-z0-9-]*$/;
const FRAME_PARAM_PREFIX = /^[a-z][a-z0-9-]*_$/;
const COOKIE_DOMAIN = /^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/i;
const MAINTENANCE_KEY = /^[\w.~-]+$/;
/** zod's guard for `protocol: /^https?$/` without `normalize`: 'http:example.com' and 'https:/x' are refused. */
const HTTP_URL_START = /^https?:\/\//i;
const TAB_OR_NEWLINE = /[\t\n\r]/g;

/**
 * `z.url({ protocol: /^https?$/, hostname })`: the trimmed text must start with 'http://' or
 * 'https://' (any case), parse as a URL and, when `hostname` is given, have a matching host name.
 * Gives the trimmed text without tabs and line breaks (what zod outputs), or undefined.
 */
function httpUrl(text: string, hostname?: RegExp): string | undefined {
  const trimmed = text.trim();
  if (!HTTP_URL_START.test(trimmed)) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  if (hostname && !hostname.test(url.hostname)) return undefined;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return trimmed.replace(TAB_OR_NEWLINE, '');
}

// --- The variables ------------------------------------------------------------------------------

/** Parses the text of a set, non-blank variable; undefined means malformed. */
type Parser<T> = (text: string) => T | undefined;

interface VarSpec<T> {
  parse: Parser<T>;
  expected: string;
}

const matching =
  (pattern: RegExp): Parser<string> =>
  (text) =>
    pattern.test(text) ? text : undefined;

/** `z.string().trim().min(1)`: the trimmed text. */
const nonEmpty: Parser<string> = (text) => {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** Accepts 'true'/'false'/'1'/'0' (any case, trimmed). Boolean('false') would read 'false' as true. */
const booleanVar: Parser<boolean> = (text) => {
  const value = text.trim().toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
};

/** An absolute http(s) URL with a DNS name or IPv4 host. */
const httpUrlVar: Parser<string> = (text) => httpUrl(text, HOSTNAME);

/** An absolute http(s) URL (DNS name or IPv4 host) or a root-relative path, without trailing slashes. */
const baseUrlVar: Parser<string> = (text) => {
  const value = httpUrlVar(text) ?? (ROOT_PATH.test(text) ? text : undefined);
  return value?.replace(/\/+$/, '');
};

/** An absolute http(s) URL (any host, IPv6 included), or a root-relative path. */
const linkTarget: Parser<string> = (text) => httpUrl(text) ?? (ROOT_PATH.test(text) ? text : undefined);

/** Digits only, 1 to 65535. */
const portVar: Parser<number> = (text) => {
  if (!/^\d+$/.test(text)) return undefined;
  const port = Number(text);
  return port >= 1 && port <= 65535 ? port : undefined;
};

const schemeVar: Parser<'https' | 'http'> = (text) => {
  const value = text.trim().toLowerCase();
  return value === 'https' || value === 'http' ? value : undefined;
};

const sinkVar: Parser<AnalyticsSinkName> = (text) => analyticsSinkNames.find((name) => name === text);

/**
 * Every variable, its parser and what it expects (quoted in ConfigError messages), in documentation
 * order. `envVarSchemas` in schema.ts is the zod spec of each parser.
 */
export const envVars = {
  VITE_ORBITAL_PRODUCT_NAME: { parse: nonEmpty, expected: 'the product name shown to users, e.g. "Orbital"' },
  VITE_ORBITAL_PRODUCT_ID: {
    parse: matching(PRODUCT_ID),
    expected: 'a lower-case id (letters, digits, "-"), e.g. "orbital"',
  },
  VITE_ORBITAL_SITE_URL: { parse: baseUrlVar, expected: 'an absolute http(s) URL of the site, e.g. "https://orbital.example"' },
  VITE_ORBITAL_API_URL: {
    parse: baseUrlVar,
    expected: 'the API host: an absolute http(s) URL (e.g. "https://api.orbital.example") or a root-relative path ("/" = same origin)',
  },
  VITE_ORBITAL_REALTIME_HOST: { parse: matching(HOSTNAME), expected: 'a host name, e.g. "ws.orbital.example"' },
  VITE_ORBITAL_REALTIME_PORT: { parse: portVar, expected: 'a port number between 1 and 65535, e.g. "6001"' },
  VITE_ORBITAL_REALTIME_KEY: { parse: nonEmpty, expected: "the push server's app key" },
  VITE_ORBITAL_REALTIME_SCHEME: {
    parse: schemeVar,
    expected: '"https" (TLS, wss) or "http" (plain ws), consistent with VITE_ORBITAL_REALTIME_FORCE_TLS',
  },
  VITE_ORBITAL_REALTIME_FORCE_TLS: {
    parse: booleanVar,
    expected: 'true, false, 1 or 0, consistent with VITE_ORBITAL_REALTIME_SCHEME',
  },
  VITE_ORBITAL_REALTIME_CLUSTER: { parse: nonEmpty, expected: 'the Pusher cluster name, e.g. "mt1"' },
  VITE_ORBITAL_GAMES_ORIGIN: {
    parse: (text: string) => {
      const url = httpUrlVar(text);
      return url === undefined ? undefined : new URL(url).origin;
    },
    expected: 'the origin game builds are served from, a subdomain of the site host, e.g. "https://games.orbital.example"',
  },
  VITE_ORBITAL_DEVELOPER_AREA_URL: { parse: httpUrlVar, expected: 'an absolute http(s) URL of the developer site' },
  VITE_ORBITAL_CHAT_URL: { parse: httpUrlVar, expected: 'an absolute http(s) URL of the chat community' },
  VITE_ORBITAL_SOCIAL_DISCORD: { parse: httpUrlVar, expected: 'an absolute http(s) URL' },
  VITE_ORBITAL_SOCIAL_X: { parse: httpUrlVar, expected: 'an absolute http(s) URL' },
  VITE_ORBITAL_SOCIAL_YOUTUBE: { parse: httpUrlVar, expected: 'an absolute http(s) URL' },
  VITE_ORBITAL_SOCIAL_INSTAGRAM: { parse: httpUrlVar, expected: 'an absolute http(s) URL' },
  VITE_ORBITAL_SOCIAL_TIKTOK: { parse: httpUrlVar, expected: 'an absolute http(s) URL' },
  VITE_ORBITAL_PRIVACY_RIGHTS_URL: {
    parse: linkTarget,
    expected: 'an absolute http(s) URL or a root-relative path, e.g. "/hc/legal/privacy-policy"',
  },
  VITE_ORBITAL_COOKIE_DOMAIN: {
    parse: (text: string) => (COOKIE_DOMAIN.test(text) ? (text.startsWith('.') ? text : `.${text}`) : undefined),
    expected: 'a registrable domain for domain-wide cookies, e.g. ".orbital.example"',
  },
  VITE_ORBITAL_ADS: { parse: booleanVar, expected: 'true, false, 1 or 0 (the ads build flag)' },
  VITE_ORBITAL_AD_NETWORK_SCRIPT_URL: {
    parse: linkTarget,
    expected: "the ad network's script: an absolute http(s) URL or a root-relative path",
  },
  VITE_ORBITAL_MAINTENANCE_GATE: { parse: booleanVar, expected: 'true, false, 1 or 0 (the maintenance gate)' },
  VITE_ORBITAL_MAINTENANCE_KEY: {
    parse: matching(MAINTENANCE_KEY),
    expected: 'a URL-safe bypass key (letters, digits, "_", "-", ".", "~"), e.g. "orbital-preview"',
  },
  VITE_ORBITAL_ANALYTICS: { parse: booleanVar, expected: 'true, false, 1 or 0 (the analytics switch)' },
  VITE_ORBITAL_ANALYTICS_USER_AGENT: { parse: booleanVar, expected: 'true, false, 1 or 0 (send the user-agent event)' },
  VITE_ORBITAL_ANALYTICS_SINK: {
    parse: sinkVar,
    expected: `one of ${analyticsSinkNames.map((s) => `"${s}"`).join(', ')}`,
  },
  VITE_ORBITAL_CHECK_RESPONSES: { parse: booleanVar, expected: 'true, false, 1 or 0 (check API responses against schemas)' },
} satisfies Record<EnvVarSchemaName, VarSpec<unknown>>;

export type OrbitalEnvVar = keyof typeof envVars;
/** Every variable the config reads, in documentation order. */
export const envVarNames = Object.keys(envVars) as OrbitalEnvVar[];

type Parsed = { [K in OrbitalEnvVar]?: NonNullable<ReturnType<(typeof envVars)[K]['parse']>> };

/** The env the config reads: `import.meta.env` or a plain record in tests. */
export type EnvRecord = Readonly<Record<string, unknown>>;

/**
 * Reads and checks the `VITE_ORBITAL_*` variables of `env` (unset → default; set but empty → error).
 * Throws a ConfigError naming every missing or malformed variable. Plain data: a production build runs it
 * at build time (vite.config.ts, `configAtBuild`), so a bad deployment config fails the build, and ships
 * the result instead of this module's parsers.
 */
export function parseEnv(env: EnvRecord): ParsedEnv {
  const problems: ConfigProblem[] = [];
  const parsed: Record<string, unknown> = {};

  for (const name of envVarNames) {
    const raw = env[name];
    if (raw === undefined || raw === null) continue;
    const text = typeof raw === 'string' ? raw : String(raw);
    const spec: VarSpec<unknown> = envVars[name];
    const value = text.trim() === '' ? undefined : spec.parse(text);
    if (value !== undefined) parsed[name] = value;
    else problems.push({ variable: name, expected: spec.expected, received: text.trim() === '' ? '' : text });
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
  const values: ParsedValues = v;
  return { values, mode: typeof env.MODE === 'string' ? env.MODE : 'production', scheme, forceTLS };
}

/**
 * Reads and validates the `VITE_ORBITAL_*` variables of `env` (unset → demo default; set but empty →
 * error) and resolves same-origin defaults against `options.origin`. Throws a ConfigError naming every
 * missing or malformed variable.
 */
export function loadConfig(env: EnvRecord, options: LoadConfigOptions = {}): OrbitalConfig {
  return validateConfig(assembleConfig(parseEnv(env), options));
}

// --- The resolved config: ConfigSchema by hand ---------------------------------------------------

/*
 * Each field check mirrors one ConfigSchema field: it records problems under the field's path with
 * the message zod gives (its English locale), in the order zod finds them, and returns the value zod
 * outputs (trimmed where zod trims, unknown keys dropped).
 */

interface Issue {
  path: readonly string[];
  message: string;
}
type Field = (value: unknown, path: readonly string[], issues: Issue[]) => unknown;

/** How zod names a value's type in 'received …' (its `parsedType` and the English locale's names). */
function typeName(value: unknown): unknown {
  if (typeof value === 'number') return Number.isNaN(value) ? 'NaN' : Number.isFinite(value) ? 'number' : String(value);
  if (typeof value !== 'object') return typeof value;
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (Object.getPrototypeOf(value) !== Object.prototype && 'constructor' in value && value.constructor) {
    return (value.constructor as { name?: unknown }).name;
  }
  return 'object';
}

function wrongType(expected: string, value: unknown, path: readonly string[], issues: Issue[]): void {
  issues.push({ path, message: `Invalid input: expected ${expected}, received ${String(typeName(value))}` });
}

/**
 * `.min(1)` on a string schema. Like zod's length checks it also runs after a wrong type when the
 * value has a `length` (an array, say).
 */
function minLengthOne(value: unknown, path: readonly string[], issues: Issue[]): void {
  if (value === undefined || value === null) return;
  const length = (value as { length?: unknown }).length;
  if (length === undefined || (length as number) >= 1) return;
  if (typeof value === 'string') issues.push({ path, message: 'Too small: expected string to have >=1 characters' });
  else if (Array.isArray(value)) issues.push({ path, message: 'Too small: expected array to have >=1 items' });
  else issues.push({ path, message: 'Too small: expected unknown to be >=1' });
}

/** `z.string().min(1)`, or `z.string().trim().min(1)`. */
const nonEmptyString =
  (trim: boolean): Field =>
  (value, path, issues) => {
    if (typeof value !== 'string') {
      wrongType('string', value, path, issues);
      minLengthOne(value, path, issues);
      return value;
    }
    const text = trim ? value.trim() : value;
    minLengthOne(text, path, issues);
    return text;
  };

/** `z.string().regex(pattern)`. */
const matchingString =
  (pattern: RegExp): Field =>
  (value, path, issues) => {
    if (typeof value !== 'string') wrongType('string', value, path, issues);
    else if (!pattern.test(value)) issues.push({ path, message: `Invalid string: must match pattern ${String(pattern)}` });
    return value;
  };

/** `z.url({ protocol: /^https?$/ })`: an absolute http(s) URL, any host. */
const urlString: Field = (value, path, issues) => {
  if (typeof value !== 'string') {
    wrongType('string', value, path, issues);
    return value;
  }
  const url = httpUrl(value);
  if (url === undefined) issues.push({ path, message: 'Invalid URL' });
  return url;
};

/** `z.union([httpUrl, z.string().regex(ROOT_PATH)])`: zod reports a failed union as 'Invalid input'. */
const linkTargetField: Field = (value, path, issues) => {
  const target = typeof value === 'string' ? linkTarget(value) : undefined;
  if (target === undefined) issues.push({ path, message: 'Invalid input' });
  return target;
};

/** `z.number().int().min(1).max(65535)`. */
const portField: Field = (value, path, issues) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    wrongType('number', value, path, issues);
    return value;
  }
  if (!Number.isInteger(value)) {
    issues.push({ path, message: 'Invalid input: expected int, received number' });
    return value;
  }
  if (!Number.isSafeInteger(value)) {
    issues.push({
      path,
      message: value > 0 ? `Too big: expected int to be <=${Number.MAX_SAFE_INTEGER}` : `Too small: expected int to be >=${Number.MIN_SAFE_INTEGER}`,
    });
  }
  if (value < 1) issues.push({ path, message: 'Too small: expected number to be >=1' });
  if (value > 65535) issues.push({ path, message: 'Too big: expected number to be <=65535' });
  return value;
};

const booleanField: Field = (value, path, issues) => {
  if (typeof value !== 'boolean') wrongType('boolean', value, path, issues);
  return value;
};

/** `z.enum(options)`. */
const oneOf =
  (options: readonly string[]): Field =>
  (value, path, issues) => {
    if (!options.includes(value as string)) {
      issues.push({ path, message: `Invalid option: expected one of ${options.map((o) => `"${o}"`).join('|')}` });
    }
    return value;
  };

/** `.optional()`: undefined passes. */
const optional =
  (field: Field): Field =>
  (value, path, issues) =>
    value === undefined ? undefined : field(value, path, issues);

/** `z.object(shape)`: the shape's keys in order, unknown keys dropped, an absent optional key left out. */
const object =
  (shape: Readonly<Record<string, Field>>): Field =>
  (value, path, issues) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      wrongType('object', value, path, issues);
      return value;
    }
    const input = value as Record<string, unknown>;
    const output: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      const result = field(input[key], [...path, key], issues);
      if (result !== undefined || key in input) output[key] = result;
    }
    return output;
  };

const httpUrlField = urlString;
const flag = booleanField;

/** ConfigSchema, field by field. */
const configField = object({
  productName: nonEmptyString(true),
  productId: matchingString(PRODUCT_ID),
  frameParamPrefix: matchingString(FRAME_PARAM_PREFIX),
  siteUrl: httpUrlField,
  apiBaseUrl: httpUrlField,
  realtime: object({
    host: nonEmptyString(false),
    port: portField,
    key: nonEmptyString(false),
    scheme: oneOf(['https', 'http']),
    forceTLS: flag,
    cluster: nonEmptyString(false),
  }),
  gamesOrigin: httpUrlField,
  developerAreaUrl: httpUrlField,
  chatCommunityUrl: httpUrlField,
  social: object({
    discord: httpUrlField,
    x: httpUrlField,
    youtube: httpUrlField,
    instagram: httpUrlField,
    tiktok: httpUrlField,
  }),
  privacyRightsUrl: linkTargetField,
  cookieDomain: optional(matchingString(COOKIE_DOMAIN)),
  ads: object({ enabled: flag, networkScriptUrl: optional(linkTargetField) }),
  maintenance: object({ gate: flag, key: matchingString(MAINTENANCE_KEY) }),
  analytics: object({ enabled: flag, userAgent: flag, sink: oneOf(analyticsSinkNames) }),
  checkResponses: flag,
});

/** Checks a resolved config (e.g. after overrides); problems are named by their config path. */
export function validateConfig(candidate: unknown): OrbitalConfig {
  const issues: Issue[] = [];
  const config = configField(candidate, [], issues);
  if (issues.length === 0) return config as OrbitalConfig;
  throw new ConfigError(
    issues.map((issue) => ({
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
