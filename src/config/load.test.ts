import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, HOSTNAME, assembleConfig, envVarNames, envVars, loadConfig, parseEnv, validateConfig, type EnvRecord, type LoadConfigOptions } from './load';
import { ConfigSchema, envVarSchemas, type OrbitalConfig } from './schema';

/*
 * The hand-written config loader (load.ts, zod-free: it runs on startup) is held to the zod schemas
 * (schema.ts): for many valid and invalid values, both accept or reject alike, produce the same
 * config and report the same problems. The reference below is the zod loader this module replaced.
 */

// --- The zod reference ---------------------------------------------------------------------------

function readPath(value: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function validateWithZod(candidate: unknown): OrbitalConfig {
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

function subdomainOrigin(origin: URL, sub: string): string {
  const host = /^\d{1,3}(\.\d{1,3}){3}$/.test(origin.hostname) || origin.hostname.startsWith('[') ? 'localhost' : origin.hostname;
  return `${origin.protocol}//${sub}.${host}${origin.port ? `:${origin.port}` : ''}`;
}

function defaultSink(mode: string): OrbitalConfig['analytics']['sink'] {
  if (mode === 'development') return 'console';
  if (mode === 'test' || mode === 'demo') return 'memory';
  return 'dataLayer';
}

type ZodParsed = { [K in keyof typeof envVarSchemas]?: z.output<(typeof envVarSchemas)[K]> };

function loadWithZod(env: EnvRecord, options: LoadConfigOptions = {}): OrbitalConfig {
  const problems: ConstructorParameters<typeof ConfigError>[0][number][] = [];
  const parsed: Record<string, unknown> = {};
  for (const name of envVarNames) {
    const raw = env[name];
    if (raw === undefined || raw === null) continue;
    const text = typeof raw === 'string' ? raw : String(raw);
    const result = text.trim() === '' ? undefined : envVarSchemas[name].safeParse(text);
    if (result?.success) parsed[name] = result.data;
    else problems.push({ variable: name, expected: envVars[name].expected, received: result ? text : '' });
  }
  const v = parsed as ZodParsed;
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
  const origin = new URL(options.origin ?? 'http://localhost:4173');
  const productId = v.VITE_ORBITAL_PRODUCT_ID ?? 'orbital';
  const resolveBase = (value: string | undefined): string =>
    value === undefined ? origin.origin : new URL(value, origin).href.replace(/\/+$/, '');
  return validateWithZod({
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
    ads: { enabled: v.VITE_ORBITAL_ADS ?? false, networkScriptUrl: v.VITE_ORBITAL_AD_NETWORK_SCRIPT_URL },
    maintenance: { gate: v.VITE_ORBITAL_MAINTENANCE_GATE ?? false, key: v.VITE_ORBITAL_MAINTENANCE_KEY ?? 'orbital-preview' },
    analytics: {
      enabled: v.VITE_ORBITAL_ANALYTICS ?? mode !== 'production',
      userAgent: v.VITE_ORBITAL_ANALYTICS_USER_AGENT ?? false,
      sink: v.VITE_ORBITAL_ANALYTICS_SINK ?? defaultSink(mode),
    },
    checkResponses: v.VITE_ORBITAL_CHECK_RESPONSES ?? (mode === 'development' || mode === 'test'),
  });
}

// --- Samples ---------------------------------------------------------------------------------------

const URL_SAMPLES = [
  'https://orbital.example',
  'http://orbital.example/',
  'https://orbital.example///',
  'https://orbital.example/api/v1/',
  ' https://orbital.example ',
  '\thttps://orbital.example\n',
  '\u00a0https://orbital.example\u00a0',
  '\ufeffhttps://orbital.example',
  'HTTPS://ORBITAL.EXAMPLE/Path/',
  'Http://orbital.example',
  'ftp://orbital.example',
  'ws://orbital.example',
  'wss://orbital.example',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'data:text/html,hi',
  'mailto:a@orbital.example',
  'http:orbital.example',
  'https:/orbital.example',
  'https:\\\\orbital.example',
  'http://',
  'https://',
  'http:// orbital.example',
  'https://exa mple.com',
  'https://exa\nmple.com',
  'https://example.com/a\tb',
  'https://example.com/a\r\nb/',
  'https://example.com/ path',
  'https://user:pass@orbital.example/',
  'https://orbital.example:0',
  'https://orbital.example:1',
  'https://orbital.example:443/',
  'http://orbital.example:65535',
  'http://orbital.example:65536',
  'https://orbital.example?x=1#y',
  'https://orbital.example/#/',
  'http://localhost',
  'http://localhost:8787/',
  'http://127.0.0.1:8787',
  'http://0.0.0.0',
  'http://256.1.1.1',
  'http://1.2.3',
  'http://0x7f.1',
  'http://[::1]',
  'https://[::1]:8080/',
  'http://[2001:db8::1]/path/',
  'http://[::ffff:127.0.0.1]',
  'http://[::1',
  'https://xn--bcher-kva.example',
  'https://bücher.example/',
  'https://EXAMPLE.com',
  'https://under_score.example',
  'https://-bad.example',
  'https://bad-.example',
  'https://a..b',
  'https://orbital.example.',
  'https://.orbital.example',
  `https://${'a'.repeat(63)}.example`,
  `https://${'a'.repeat(64)}.example`,
  `https://${'a.'.repeat(126)}a`,
  'http://%',
  'http://exa%41mple.com',
  'https://orbital.example\u2028',
  '//orbital.example',
  '//orbital.example/path',
  '/',
  '/api',
  '/api/',
  '/api//',
  '///',
  '/ spaced',
  '/\\evil.example',
  '/\tx',
  '/hc/legal/privacy-policy',
  'hc/legal',
  './x',
  '?x',
  '#x',
];

const TEXT_SAMPLES = [
  '',
  ' ',
  '  \t\n ',
  '\u00a0',
  '\u3000',
  '\ufeff',
  'x',
  ' x ',
  'Orbital',
  '  Nebula  ',
  'orbital',
  'nebula-2',
  'o',
  '2orbital',
  'orb_ital',
  '-orbital',
  'orbital-',
  ' orbital',
  'orbital ',
  'Ünïcode',
  'key123',
  ' key ',
  'eu',
  'ws.orbital.example',
  'localhost',
  '127.0.0.1',
  '[::1]',
  '::1',
  'under_score',
  'a.b.',
  'ex ample',
  'a'.repeat(63),
  'a'.repeat(64),
  `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example`,
  'ws.orbital.example:6001',
  'nebula.example',
  '.nebula.example',
  'NEBULA.EXAMPLE',
  '.com',
  'a.b.c',
  'nebula..example',
  'nebula.example.',
  'under_score.example',
  ' nebula.example',
  'orbital-preview',
  'a b',
  'a.b~c_d-e',
  'ключ',
  'a/b',
  '%20',
  'x'.repeat(200),
];

const PORT_SAMPLES = [
  '0',
  '1',
  '6001',
  '65535',
  '65536',
  '70000',
  '00080',
  '000',
  ' 6001',
  '6001 ',
  '+1',
  '-1',
  '1.5',
  '1.0',
  '1e3',
  '0x10',
  '0b1',
  'abc',
  '6001abc',
  '٣',
  '１',
  '9007199254740993',
  '99999999999999999999',
  '9'.repeat(400),
];

const BOOLEAN_SAMPLES = ['true', 'false', '1', '0', 'TRUE', 'False', 'tRuE', ' true ', '\tfalse\n', 'yes', 'no', 'on', 'off', '2', '01', '-1', 't', 'f', 'null'];

const ENUM_SAMPLES = [
  'https',
  'http',
  'HTTPS',
  'Http',
  ' http ',
  'ws',
  'wss',
  'console',
  'memory',
  'dataLayer',
  'noop',
  'Console',
  ' console',
  'memory ',
  'datalayer',
  'DATALAYER',
  'none',
];

const SAMPLES = [...new Set([...URL_SAMPLES, ...TEXT_SAMPLES, ...PORT_SAMPLES, ...BOOLEAN_SAMPLES, ...ENUM_SAMPLES])];

const ORIGINS: (string | undefined)[] = [
  undefined,
  'http://localhost:4173',
  'https://www.nebula.example',
  'http://127.0.0.1:4173',
  'http://[::1]:8080',
  'https://orbital.example:8443',
];

type Outcome = { ok: true; value: unknown } | { ok: false; error: string; problems?: unknown; message: string };

/** The result, or the error (a ConfigError's problems; any other error too: String() of an odd value throws in both). */
function outcome(run: () => unknown): Outcome {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    if (error instanceof ConfigError) return { ok: false, error: error.name, problems: error.problems, message: error.message };
    if (error instanceof Error) return { ok: false, error: error.name, message: error.message };
    throw error;
  }
}

/** Runs both loaders on each case and returns the cases where they differ (expected: none). */
function loaderMismatches(cases: [EnvRecord, LoadConfigOptions?][]) {
  const mismatches: { env: EnvRecord; options?: LoadConfigOptions; hand: Outcome; zod: Outcome }[] = [];
  for (const [env, options] of cases) {
    const hand = outcome(() => loadConfig(env, options));
    const zod = outcome(() => loadWithZod(env, options));
    try {
      expect(hand).toStrictEqual(zod);
    } catch {
      mismatches.push({ env, options, hand, zod });
    }
  }
  return mismatches;
}

function validatorMismatches(candidates: unknown[]) {
  const mismatches: { candidate: unknown; hand: Outcome; zod: Outcome }[] = [];
  for (const candidate of candidates) {
    const hand = outcome(() => validateConfig(candidate));
    const zod = outcome(() => validateWithZod(candidate));
    try {
      expect(hand).toStrictEqual(zod);
    } catch {
      mismatches.push({ candidate, hand, zod });
    }
  }
  return mismatches;
}

// --- The variables ---------------------------------------------------------------------------------

describe('each variable: the hand-written parser agrees with its zod schema', () => {
  it('covers the same variables, with zod\'s host-name rule', () => {
    expect(Object.keys(envVarSchemas)).toEqual(envVarNames);
    expect(HOSTNAME.source).toBe(z.regexes.hostname.source);
    expect(HOSTNAME.flags).toBe(z.regexes.hostname.flags);
  });

  it.each(envVarNames)('%s', (name) => {
    const mismatches = [];
    let accepted = 0;
    for (const text of SAMPLES) {
      const zod = envVarSchemas[name].safeParse(text);
      const hand = envVars[name].parse(text);
      const expected = zod.success ? zod.data : undefined;
      if (!Object.is(hand, expected)) mismatches.push({ text, hand, zod: expected });
      if (zod.success) accepted += 1;
    }
    expect(mismatches).toEqual([]);
    // Every variable has accepted and rejected samples.
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(SAMPLES.length);
  });
});

describe('loadConfig agrees with the zod loader', () => {
  it('on every sample of every variable, against several page origins', () => {
    const cases: [EnvRecord, LoadConfigOptions?][] = [];
    for (const name of envVarNames) {
      for (const text of SAMPLES) {
        for (const origin of [undefined, 'https://www.nebula.example']) cases.push([{ MODE: 'production', [name]: text }, { origin }]);
      }
    }
    expect(loaderMismatches(cases)).toEqual([]);
  });

  it('with every variable set to the same value (many problems at once, in order)', () => {
    const cases: [EnvRecord, LoadConfigOptions?][] = SAMPLES.map((text) => [
      Object.fromEntries(envVarNames.map((name) => [name, text])),
      { origin: 'http://localhost:4173' },
    ]);
    expect(loaderMismatches(cases)).toEqual([]);
  });

  it('on defaults: modes and page origins (IPv4, IPv6, ports, odd origins)', () => {
    const cases: [EnvRecord, LoadConfigOptions?][] = [];
    for (const MODE of [undefined, 'production', 'development', 'test', 'demo', 'staging', 5]) {
      for (const origin of [...ORIGINS, 'file:///index.html', 'http://games.localhost:4173', 'HTTP://WWW.Nebula.Example:80/']) {
        cases.push([{ MODE }, { origin }], [{ MODE }, origin === undefined ? undefined : { origin }]);
      }
    }
    expect(loaderMismatches(cases)).toEqual([]);
  });

  it('on the realtime scheme and TLS switch in every combination', () => {
    const schemes = [undefined, 'https', 'http', 'HTTP', ' https ', 'ws', ''];
    const switches = [undefined, ...BOOLEAN_SAMPLES, ''];
    const cases: [EnvRecord, LoadConfigOptions?][] = [];
    for (const scheme of schemes) {
      for (const tls of switches) {
        cases.push([{ VITE_ORBITAL_REALTIME_SCHEME: scheme, VITE_ORBITAL_REALTIME_FORCE_TLS: tls }, { origin: 'http://localhost:4173' }]);
      }
    }
    expect(loaderMismatches(cases)).toEqual([]);
  });

  it('on URL variables resolved against each page origin', () => {
    const cases: [EnvRecord, LoadConfigOptions?][] = [];
    for (const origin of ORIGINS) {
      for (const text of URL_SAMPLES) {
        cases.push([{ VITE_ORBITAL_SITE_URL: text, VITE_ORBITAL_API_URL: text, VITE_ORBITAL_GAMES_ORIGIN: text }, { origin }]);
        cases.push([{ VITE_ORBITAL_PRIVACY_RIGHTS_URL: text, VITE_ORBITAL_AD_NETWORK_SCRIPT_URL: text }, { origin }]);
      }
    }
    expect(loaderMismatches(cases)).toEqual([]);
  });

  it('on values that are not strings (the real import.meta.env mixes in booleans)', () => {
    const values: unknown[] = [true, false, 0, 1, 6001, 70000, 1.5, NaN, null, undefined, ['a'], {}, { toString: () => 'https://x.example' }];
    const cases: [EnvRecord, LoadConfigOptions?][] = [];
    for (const name of envVarNames) for (const value of values) cases.push([{ DEV: true, PROD: false, SSR: false, [name]: value }]);
    expect(loaderMismatches(cases)).toEqual([]);
  });

  it('on a full production record', () => {
    const env: EnvRecord = {
      MODE: 'production',
      VITE_ORBITAL_PRODUCT_NAME: ' Nebula ',
      VITE_ORBITAL_PRODUCT_ID: 'nebula',
      VITE_ORBITAL_SITE_URL: 'https://nebula.example/',
      VITE_ORBITAL_API_URL: 'http://localhost:8787/',
      VITE_ORBITAL_REALTIME_HOST: 'ws.nebula.example',
      VITE_ORBITAL_REALTIME_PORT: '6002',
      VITE_ORBITAL_REALTIME_KEY: 'key123',
      VITE_ORBITAL_REALTIME_SCHEME: 'HTTP',
      VITE_ORBITAL_REALTIME_FORCE_TLS: 'false',
      VITE_ORBITAL_REALTIME_CLUSTER: 'eu',
      VITE_ORBITAL_GAMES_ORIGIN: 'https://games.nebula.example/some/path',
      VITE_ORBITAL_DEVELOPER_AREA_URL: 'https://developers.nebula.example',
      VITE_ORBITAL_CHAT_URL: 'https://chat.nebula.example',
      VITE_ORBITAL_SOCIAL_DISCORD: 'https://discord.gg/nebula',
      VITE_ORBITAL_SOCIAL_X: 'https://x.com/nebula',
      VITE_ORBITAL_SOCIAL_YOUTUBE: 'https://www.youtube.com/@nebula',
      VITE_ORBITAL_SOCIAL_INSTAGRAM: 'https://www.instagram.com/nebula',
      VITE_ORBITAL_SOCIAL_TIKTOK: 'https://www.tiktok.com/@nebula',
      VITE_ORBITAL_PRIVACY_RIGHTS_URL: 'https://nebula.example/privacy-rights',
      VITE_ORBITAL_COOKIE_DOMAIN: 'nebula.example',
      VITE_ORBITAL_ADS: 'true',
      VITE_ORBITAL_AD_NETWORK_SCRIPT_URL: '/ads/network.js',
      VITE_ORBITAL_MAINTENANCE_GATE: '1',
      VITE_ORBITAL_MAINTENANCE_KEY: 'secret-key',
      VITE_ORBITAL_ANALYTICS: 'TRUE',
      VITE_ORBITAL_ANALYTICS_USER_AGENT: 'true',
      VITE_ORBITAL_ANALYTICS_SINK: 'console',
      VITE_ORBITAL_CHECK_RESPONSES: '0',
    };
    expect(loaderMismatches([[env, { origin: 'https://www.nebula.example' }]])).toEqual([]);
    expect(loadConfig(env, { origin: 'https://www.nebula.example' }).realtime.scheme).toBe('http');
  });
});

/** What the production bundle computes: `parseEnv` at build time, shipped as JSON, then assembled in the page. */
function atBuild(env: EnvRecord, options?: LoadConfigOptions): OrbitalConfig {
  return assembleConfig(JSON.parse(JSON.stringify(parseEnv(env))), options);
}

/** loadConfig's config, or its ConfigError's message. */
function loadedOrError(load: () => OrbitalConfig): OrbitalConfig | string {
  try {
    return load();
  } catch (error) {
    return error instanceof ConfigError ? `ConfigError: ${error.message}` : `other: ${String(error)}`;
  }
}

describe('a production build\'s config: parsed at build time, assembled at run time', () => {
  it('is the config loadConfig gives, or the same ConfigError (at build time), for every sample of every variable and page origin', () => {
    const mismatches: string[] = [];
    let accepted = 0;
    for (const name of envVarNames) {
      for (const text of SAMPLES) {
        for (const origin of [...ORIGINS, 'https://www.nebula.example']) {
          const env = { MODE: 'production', [name]: text };
          const expected = loadedOrError(() => loadConfig(env, { origin }));
          const actual = loadedOrError(() => atBuild(env, { origin }));
          if (typeof expected !== 'string') accepted += 1;
          if (JSON.stringify(actual) !== JSON.stringify(expected)) mismatches.push(`${name}=${JSON.stringify(text)} at ${origin}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(accepted).toBeGreaterThan(1000);
  });

  it('is the same on defaults in every mode, and fails the build with the ConfigError loadConfig throws', () => {
    for (const MODE of ['production', 'development', 'test', 'demo']) {
      for (const origin of ORIGINS) expect(atBuild({ MODE }, { origin })).toEqual(loadConfig({ MODE }, { origin }));
    }
    const bad = { VITE_ORBITAL_REALTIME_PORT: 'abc', VITE_ORBITAL_REALTIME_SCHEME: 'http', VITE_ORBITAL_REALTIME_FORCE_TLS: 'true' };
    expect(() => parseEnv(bad)).toThrow(/VITE_ORBITAL_REALTIME_PORT: malformed \(got "abc"\).*\n- VITE_ORBITAL_REALTIME_FORCE_TLS/s);
  });
});

// --- The resolved config ---------------------------------------------------------------------------

class Custom {
  readonly length = 0;
}

/** Values for any field: right and wrong types, edge numbers, near-miss strings. */
const FIELD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'x',
  ' Orbital ',
  'Orbital',
  'orbital',
  'Not Lower',
  'orbital_',
  'nebula_',
  'https',
  'http',
  'HTTPS',
  'memory',
  'noop',
  'dataLayer',
  'Console',
  '.orbital.example',
  'orbital.example',
  'a b',
  'orbital-preview',
  '/hc/legal/privacy-policy',
  '//evil.example',
  'https://ok.example',
  ' https://ok.example/ ',
  'https://exa\nmple.com',
  'HTTPS://OK.EXAMPLE',
  'http:ok.example',
  'ftp://ok.example',
  'https://[::1]:8080',
  'http://127.0.0.1:4173',
  'javascript:alert(1)',
  0,
  1,
  -1,
  1.5,
  6001,
  65535,
  65536,
  2 ** 53,
  -(2 ** 53),
  2 ** 53 + 2,
  Number.MAX_VALUE,
  NaN,
  Infinity,
  -Infinity,
  10n,
  true,
  false,
  [],
  ['a'],
  {},
  { length: 0 },
  { length: 'x' },
  Object.create(null),
  new Date(0),
  new Custom(),
  () => 'f',
  Symbol('s'),
];

const BASE: OrbitalConfig = loadConfig({ MODE: 'demo', VITE_ORBITAL_COOKIE_DOMAIN: '.orbital.example' }, { origin: 'http://localhost:4173' });

function withValue(path: readonly string[], value: unknown, remove = false): unknown {
  const copy = structuredClone(BASE) as unknown as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = path.at(-1) as string;
  if (remove) delete target[last];
  else target[last] = value;
  return copy;
}

function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.keys(value).flatMap((key) => leafPaths((value as Record<string, unknown>)[key], [...prefix, key]));
}

describe('validateConfig agrees with ConfigSchema', () => {
  const leaves = leafPaths(BASE);
  const groups = Object.keys(BASE).filter((key) => typeof BASE[key as keyof OrbitalConfig] === 'object');

  it('covers every field of the config', () => {
    expect(leaves.map((path) => path.join('.'))).toContain('ads.networkScriptUrl');
    expect(leaves).toHaveLength(29);
  });

  it('on every field set to each value, or left out', () => {
    const candidates: unknown[] = [BASE];
    for (const path of leaves) {
      candidates.push(withValue(path, undefined, true));
      for (const value of FIELD_VALUES) candidates.push(withValue(path, value));
    }
    expect(validatorMismatches(candidates)).toEqual([]);
  });

  it('on every group replaced, left out or with unknown keys', () => {
    const candidates: unknown[] = [];
    for (const group of groups) {
      candidates.push(withValue([group], undefined, true));
      for (const value of FIELD_VALUES) candidates.push(withValue([group], value));
      candidates.push(withValue([group, 'extra'], 'dropped'));
    }
    expect(validatorMismatches(candidates)).toEqual([]);
  });

  it('on whole candidates: not objects, empty, extra keys, many bad fields at once', () => {
    const everyField = (value: unknown) => {
      const candidate = structuredClone(BASE) as unknown as Record<string, unknown>;
      for (const path of leaves) {
        const target = path.slice(0, -1).reduce((node, key) => node[key] as Record<string, unknown>, candidate);
        target[path.at(-1) as string] = value;
      }
      return candidate;
    };
    const candidates: unknown[] = [
      ...FIELD_VALUES,
      { ...BASE, extra: 1, __proto__: { productName: 'inherited' } },
      Object.assign(Object.create({ productName: 'Inherited' }) as object, { ...BASE, productName: undefined }),
      ...FIELD_VALUES.map(everyField),
    ];
    expect(validatorMismatches(candidates)).toEqual([]);
  });

  it('returns a fresh, equal config for a valid one, trimmed where zod trims', () => {
    const valid = withValue(['productName'], '  Nebula  ');
    const result = validateConfig(valid);
    expect(result).not.toBe(valid);
    expect(result).toStrictEqual(ConfigSchema.parse(valid));
    expect(result.productName).toBe('Nebula');
  });
});
