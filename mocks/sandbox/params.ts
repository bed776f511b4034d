/**
 * The sandbox's URL parameters and tab-sticky settings (engineering guide §3). Pure functions: the
 * demo entry reads `location.search` and `sessionStorage` and hands them in, so everything here is
 * unit-tested without a browser. Malformed values never throw: they are ignored with a warning.
 *
 * - `persona=guest|player|premium|developer` — applied once at load, then removed from the address bar.
 * - `scenario=<name>` — sticky for the tab (sessionStorage) until changed.
 * - `fail=<endpoint key or path fragment>[,…]` + `failStatus=<code>` (default 500) — sticky; `fail=` clears.
 * - `now=YYYY-MM-DD` — the clock's date; sticky; `now=` or `now=today` clears.
 * - `gate=1|0` — the maintenance gate; sticky (so `?bypass=<key>` can be tried on a gated tab).
 * - `ads=1|0` — the ads flag; sticky. Without it the build's flag applies.
 * - `consent=1|0|declined|no-gdpr` — load a consent system (all granted / all declined / all but GDPR
 *   consent granted) or none; sticky.
 * - `adnet=normal|slow|blocked|declined` — the demo's fake ad network (mocks/ad-network); sticky.
 */
import { isValidDateString } from '@/lib/clock';
import { z } from 'zod';
import { AD_NETWORK_MODES, isAdNetworkMode, type AdNetworkMode } from '../ad-network/modes';
import { SCENARIO_NAMES, type ScenarioName } from '../scenarios/state';

export const PERSONAS = ['guest', 'player', 'premium', 'developer'] as const;
export type Persona = (typeof PERSONAS)[number];

/** The scenarios of the sandbox contract (the mock backend's list), in the order the panel lists them. */
export const SCENARIOS = SCENARIO_NAMES;
export type { ScenarioName };

/** One line per scenario for the panel (what the guide promises each one does). */
export const SCENARIO_DESCRIPTIONS: Record<ScenarioName, string> = {
  default: 'Everything answers normally.',
  empty: 'Every list comes back empty.',
  error: 'Content calls fail with 500 and a server message.',
  offline: 'Content calls fail as a network error.',
  slow: 'Every call takes 2 seconds.',
  maintenance: 'Every call answers 503, so the 503 screen shows.',
  'session-expired': 'Private calls answer 419.',
  forbidden: 'Private calls answer 403.',
  unauthorized: 'Private calls answer 401.',
};

export const DEFAULT_FAIL_STATUS = 500;

/** Every URL parameter the sandbox reads. */
export const SANDBOX_PARAM_KEYS = ['persona', 'scenario', 'fail', 'failStatus', 'now', 'gate', 'ads', 'consent', 'adnet'] as const;
export type SandboxParamKey = (typeof SANDBOX_PARAM_KEYS)[number];

/** The consent system the sandbox installs: none, or an in-memory one with per-purpose answers. */
export interface ConsentSetting {
  loaded: boolean;
  ads: boolean;
  analytics: boolean;
  /** GDPR consent, which the ad network asks for: without it, no network ad (the overlay's 'no consent'). */
  gdpr: boolean;
}

/** What stays in force for the tab (sessionStorage), whatever page is opened next. */
export interface SandboxSettings {
  scenario: ScenarioName;
  fail: string[];
  failStatus: number;
  /** The clock's date, or null for today. */
  now: string | null;
  gate: boolean;
  /** The ads flag, or null for the build's own flag. */
  ads: boolean | null;
  consent: ConsentSetting;
  /** How the demo's fake ad network behaves. */
  adnet: AdNetworkMode;
}

export const DEFAULT_SETTINGS: SandboxSettings = {
  scenario: 'default',
  fail: [],
  failStatus: DEFAULT_FAIL_STATUS,
  now: null,
  gate: false,
  ads: null,
  consent: { loaded: false, ads: true, analytics: true, gdpr: true },
  adnet: 'normal',
};

/** The values found in a query string; a key is present only when its value was valid. */
export interface SandboxParams {
  persona?: Persona;
  scenario?: ScenarioName;
  fail?: string[];
  failStatus?: number;
  /** A date, or null when the parameter asks to go back to today. */
  now?: string | null;
  gate?: boolean;
  ads?: boolean;
  consent?: ConsentSetting;
  adnet?: AdNetworkMode;
}

export interface ParseResult {
  params: SandboxParams;
  /** One sentence per ignored value, for console.warn. */
  warnings: string[];
}

const TRUE_WORDS = new Set(['1', 'true', 'on', 'yes']);
const FALSE_WORDS = new Set(['0', 'false', 'off', 'no']);
/** Endpoint keys (`games.index`) and path fragments (`/v1/public/games`, `reviews/:uuid`). */
const FAIL_ENTRY = /^[\w.:/{}-]{1,120}$/;
const MAX_FAIL_ENTRIES = 20;

const quote = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);

function lastValue(search: URLSearchParams, key: string): string | undefined {
  const all = search.getAll(key);
  return all.length === 0 ? undefined : all[all.length - 1];
}

function parseBoolean(value: string): boolean | undefined {
  const v = value.trim().toLowerCase();
  if (TRUE_WORDS.has(v)) return true;
  if (FALSE_WORDS.has(v)) return false;
  return undefined;
}

export function isPersona(value: unknown): value is Persona {
  return typeof value === 'string' && (PERSONAS as readonly string[]).includes(value);
}

export function isScenario(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value);
}

/**
 * Reads the sandbox parameters of a query string (`location.search`, with or without '?').
 * Never throws: each malformed value is left out and explained in `warnings`.
 */
export function parseSandboxParams(query: string | URLSearchParams): ParseResult {
  const search = typeof query === 'string' ? new URLSearchParams(query) : query;
  const params: SandboxParams = {};
  const warnings: string[] = [];
  const ignore = (key: string, value: string, expected: string) =>
    warnings.push(`Sandbox: ignoring ${key}=${quote(value)}: expected ${expected}.`);

  const persona = lastValue(search, 'persona');
  if (persona !== undefined) {
    const v = persona.trim().toLowerCase();
    if (isPersona(v)) params.persona = v;
    else ignore('persona', persona, 'guest, player, premium or developer');
  }

  const scenario = lastValue(search, 'scenario');
  if (scenario !== undefined) {
    const v = scenario.trim().toLowerCase();
    if (isScenario(v)) params.scenario = v;
    else ignore('scenario', scenario, `one of ${SCENARIOS.join(', ')}`);
  }

  const fail = lastValue(search, 'fail');
  if (fail !== undefined) {
    const entries = fail
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0);
    const valid = entries.filter((entry) => FAIL_ENTRY.test(entry));
    for (const entry of entries) {
      if (!FAIL_ENTRY.test(entry)) ignore('fail', entry, 'an endpoint key (games.index) or a path fragment (/v1/public/games)');
    }
    if (valid.length > MAX_FAIL_ENTRIES) {
      warnings.push(`Sandbox: fail= lists ${valid.length} calls; only the first ${MAX_FAIL_ENTRIES} are used.`);
    }
    // `fail=` (empty) clears the list; a list of only malformed entries changes nothing.
    if (entries.length === 0 || valid.length > 0) params.fail = [...new Set(valid)].slice(0, MAX_FAIL_ENTRIES);
  }

  const failStatus = lastValue(search, 'failStatus');
  if (failStatus !== undefined) {
    const v = failStatus.trim();
    const code = /^\d{3}$/.test(v) ? Number(v) : Number.NaN;
    if (code >= 400 && code <= 599) params.failStatus = code;
    else ignore('failStatus', failStatus, 'an HTTP error status from 400 to 599');
  }

  const now = lastValue(search, 'now');
  if (now !== undefined) {
    const v = now.trim();
    if (v === '' || v.toLowerCase() === 'today') params.now = null;
    else if (isValidDateString(v)) params.now = v;
    else ignore('now', now, 'a real calendar date written YYYY-MM-DD (e.g. 2026-12-24)');
  }

  const gate = lastValue(search, 'gate');
  if (gate !== undefined) {
    const v = parseBoolean(gate);
    if (v === undefined) ignore('gate', gate, '1 (on) or 0 (off)');
    else params.gate = v;
  }

  const ads = lastValue(search, 'ads');
  if (ads !== undefined) {
    const v = parseBoolean(ads);
    if (v === undefined) ignore('ads', ads, '1 (on) or 0 (off)');
    else params.ads = v;
  }

  const consent = lastValue(search, 'consent');
  if (consent !== undefined) {
    const v = consent.trim().toLowerCase();
    const on = v === 'loaded' ? true : v === 'unloaded' ? false : parseBoolean(v);
    if (v === 'declined') params.consent = { loaded: true, ads: false, analytics: false, gdpr: false };
    else if (v === 'no-gdpr') params.consent = { loaded: true, ads: true, analytics: true, gdpr: false };
    else if (on === true) params.consent = { loaded: true, ads: true, analytics: true, gdpr: true };
    else if (on === false) params.consent = { ...DEFAULT_SETTINGS.consent, loaded: false };
    else ignore('consent', consent, '1 (a consent system, everything granted), declined, no-gdpr, or 0 (no consent system)');
  }

  const adnet = lastValue(search, 'adnet');
  if (adnet !== undefined) {
    const v = adnet.trim().toLowerCase();
    if (isAdNetworkMode(v)) params.adnet = v;
    else ignore('adnet', adnet, AD_NETWORK_MODES.join(', ').replace(/, (?=[^,]*$)/, ' or '));
  }

  return { params, warnings };
}

const storedSchema = z.object({
  scenario: z.enum(SCENARIOS).catch('default'),
  fail: z.array(z.string().regex(FAIL_ENTRY)).max(MAX_FAIL_ENTRIES).catch([]),
  failStatus: z.number().int().min(400).max(599).catch(DEFAULT_FAIL_STATUS),
  now: z
    .string()
    .refine(isValidDateString)
    .nullable()
    .catch(null),
  gate: z.boolean().catch(false),
  ads: z.boolean().nullable().catch(null),
  consent: z
    .object({ loaded: z.boolean(), ads: z.boolean(), analytics: z.boolean(), gdpr: z.boolean().catch(true) })
    .catch(DEFAULT_SETTINGS.consent),
  adnet: z.enum(AD_NETWORK_MODES).catch('normal'),
});

/** The key the settings live under in sessionStorage. */
export const SETTINGS_STORAGE_KEY = 'orbital.sandbox';

/**
 * Parses stored settings (a JSON string or null). Unknown or malformed fields fall back to their
 * defaults one by one, so a stale or hand-edited entry never breaks the demo.
 */
export function parseStoredSettings(raw: string | null): SandboxSettings {
  if (raw === null) return cloneSettings(DEFAULT_SETTINGS);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return cloneSettings(DEFAULT_SETTINGS);
  }
  if (typeof json !== 'object' || json === null) return cloneSettings(DEFAULT_SETTINGS);
  const merged = { ...DEFAULT_SETTINGS, ...json };
  const result = storedSchema.safeParse(merged);
  return result.success ? result.data : cloneSettings(DEFAULT_SETTINGS);
}

export function serializeSettings(settings: SandboxSettings): string {
  return JSON.stringify(settings);
}

function cloneSettings(settings: SandboxSettings): SandboxSettings {
  return { ...settings, fail: [...settings.fail], consent: { ...settings.consent } };
}

/** The tab's settings after this load's parameters: a parameter wins over what was stored. */
export function applyParams(stored: SandboxSettings, params: SandboxParams): SandboxSettings {
  const next = cloneSettings(stored);
  if (params.scenario !== undefined) next.scenario = params.scenario;
  if (params.fail !== undefined) next.fail = [...params.fail];
  if (params.failStatus !== undefined) next.failStatus = params.failStatus;
  // A new fail list without a status goes back to the default status.
  else if (params.fail !== undefined) next.failStatus = DEFAULT_FAIL_STATUS;
  if (params.now !== undefined) next.now = params.now;
  if (params.gate !== undefined) next.gate = params.gate;
  if (params.ads !== undefined) next.ads = params.ads;
  if (params.consent !== undefined) next.consent = { ...params.consent };
  if (params.adnet !== undefined) next.adnet = params.adnet;
  return next;
}

/**
 * The address without the given parameters (default: `persona`, which applies once), keeping the
 * path, the other parameters and the hash. Returns null when there is nothing to remove.
 */
export function urlWithout(href: string, keys: readonly string[] = ['persona']): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const present = keys.filter((key) => url.searchParams.has(key));
  if (present.length === 0) return null;
  for (const key of present) url.searchParams.delete(key);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The address to reload with after the panel changed a setting: the settings live in storage, so
 * the sandbox parameters leave the URL (a stale `?scenario=` must not win over the panel's choice),
 * and `set` adds the ones this reload needs (e.g. `{ persona: 'player' }`).
 */
export function reloadUrl(href: string, set: Partial<Record<SandboxParamKey, string>> = {}): string {
  const url = new URL(href);
  for (const key of SANDBOX_PARAM_KEYS) url.searchParams.delete(key);
  for (const [key, value] of Object.entries(set)) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A short human summary of the settings that differ from the defaults (the panel's header line). */
export function describeSettings(settings: SandboxSettings): string[] {
  const out: string[] = [];
  if (settings.scenario !== 'default') out.push(`scenario ${settings.scenario}`);
  if (settings.fail.length > 0) out.push(`failing ${settings.fail.join(', ')} (${settings.failStatus})`);
  if (settings.now) out.push(`date ${settings.now}`);
  if (settings.gate) out.push('maintenance gate on');
  if (settings.ads !== null) out.push(settings.ads ? 'ads on' : 'ads off');
  if (settings.consent.loaded) out.push('consent system loaded');
  if (settings.adnet !== 'normal') out.push(`ad network ${settings.adnet}`);
  return out;
}
