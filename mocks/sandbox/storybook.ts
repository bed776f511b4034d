/*
 * The sandbox in Storybook (issue 3: "Stories select them through parameters too"). A story picks its
 * server state with `parameters.sandbox`; the preview's loader applies it before the story renders:
 *
 *   export const Expired: Story = { parameters: { sandbox: { persona: 'player', scenario: 'session-expired' } } };
 *   export const Christmas: Story = { parameters: { sandbox: { now: '2026-12-24' } } };
 *   export const ReviewFails: Story = { parameters: { sandbox: { persona: 'player', fail: ['reviews.submit'], failStatus: 422 } } };
 *   export const WithAds: Story = { parameters: { sandbox: { ads: true } } };
 *
 * Every story starts from the seeded database (reseeded only when the previous story changed it or the
 * date differs), the default scenario and a guest session unless its parameters say otherwise.
 * Per-story handler overrides stay msw-storybook-addon's: `parameters.msw.handlers` (prepended).
 */
import { config, overrideConfig } from '@/config';
import { resetClock, setClockDate, todayIso } from '@/lib/clock';
import { ensureDatabase, isDatabaseModified, resetDatabase } from '../db';
import { resetScenarioState, setScenarioState } from '../scenarios/state';
import { parseSandboxParams, type Persona, type ScenarioName } from './params';
import { applyPersona } from './persona';

/** `parameters.sandbox` of a story. */
export interface SandboxStoryParameters {
  persona?: Persona;
  scenario?: ScenarioName;
  /** 'YYYY-MM-DD': the clock's date (and the date the database is seeded around). */
  now?: string;
  fail?: string[];
  failStatus?: number;
  /** The ads flag (the demo's `ads=1`); without it, the build's flag (off in Storybook). */
  ads?: boolean;
}

export interface ResolvedStorySandbox {
  persona: Persona;
  scenario: ScenarioName;
  now: string | null;
  fail: string[];
  failStatus: number;
  ads: boolean | null;
}

/**
 * Reads `parameters.sandbox` with the URL parameters' rules, so a story and a demo URL mean the same
 * thing. A malformed value is ignored with a warning (the story still renders).
 */
export function resolveStorySandbox(value: unknown): ResolvedStorySandbox {
  const out: ResolvedStorySandbox = { persona: 'guest', scenario: 'default', now: null, fail: [], failStatus: 500, ads: null };
  if (value === undefined || value === null) return out;
  if (typeof value !== 'object') {
    console.warn('Sandbox: parameters.sandbox must be an object like { persona, scenario, now }; it was ignored.');
    return out;
  }
  const raw = value as Record<string, unknown>;
  const search = new URLSearchParams();
  for (const key of ['persona', 'scenario', 'now', 'failStatus', 'ads'] as const) {
    if (raw[key] !== undefined) search.set(key, String(raw[key]));
  }
  if (raw.fail !== undefined) search.set('fail', Array.isArray(raw.fail) ? raw.fail.map(String).join(',') : String(raw.fail));
  const { params, warnings } = parseSandboxParams(search);
  for (const warning of warnings) console.warn(`${warning} (parameters.sandbox)`);
  if (params.persona) out.persona = params.persona;
  if (params.scenario) out.scenario = params.scenario;
  if (params.now) out.now = params.now;
  if (params.fail) out.fail = params.fail;
  if (params.failStatus) out.failStatus = params.failStatus;
  if (params.ads !== undefined) out.ads = params.ads;
  return out;
}

let seededFor: string | null = null;
// The build's flag, read before any story changed it.
const adsDefault = config.ads.enabled;

/** Applies a story's sandbox parameters: clock, fresh database, scenario, session. */
export async function applyStorySandbox(value: unknown): Promise<ResolvedStorySandbox> {
  const sandbox = resolveStorySandbox(value);
  resetClock();
  if (sandbox.now) setClockDate(sandbox.now);
  resetScenarioState();
  setScenarioState({ scenario: sandbox.scenario, fail: sandbox.fail, failStatus: sandbox.failStatus });
  overrideConfig({ ads: { enabled: sandbox.ads ?? adsDefault } });

  await ensureDatabase();
  const day = todayIso();
  // The first fill just happened under this clock; afterwards reseed only when needed (a persona's
  // session counts as a change, so the next story starts clean).
  if (seededFor !== null && (seededFor !== day || isDatabaseModified())) await resetDatabase();
  seededFor = day;

  await applyPersona(sandbox.persona);
  return sandbox;
}

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** The sandbox for this story: persona, scenario, date, failing calls (mocks/sandbox/storybook.ts). */
    sandbox?: SandboxStoryParameters;
  }
}

/** The preview's loader: `loaders: [mswLoader(setup), sandboxLoader]`. */
export async function sandboxLoader(context: { parameters: Record<string, unknown> }): Promise<{ sandbox: ResolvedStorySandbox }> {
  return { sandbox: await applyStorySandbox(context.parameters.sandbox) };
}
