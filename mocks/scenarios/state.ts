/*
 * The scenario state of the mock backend (engineering guide §3): which scenario runs, which calls must
 * fail and how. The sandbox (URL parameters, panel) and Storybook set it; route() applies it
 * (apply.ts). In-memory: whoever owns the page decides how it sticks (the sandbox keeps it per tab).
 */

export const SCENARIO_NAMES = [
  'default',
  'empty',
  'error',
  'offline',
  'slow',
  'maintenance',
  'session-expired',
  'forbidden',
  'unauthorized',
] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

export interface ScenarioState {
  scenario: ScenarioName;
  /** Endpoint keys ('games.react') or path fragments ('/react') of the calls that must fail. */
  fail: string[];
  /** HTTP status of those failures (default 500). */
  failStatus: number;
  /** Latency of content calls in ms; default 2000 under `slow`, none otherwise. */
  latencyMs?: number;
}

export const DEFAULT_FAIL_STATUS = 500;

function initial(): ScenarioState {
  return { scenario: 'default', fail: [], failStatus: DEFAULT_FAIL_STATUS };
}

let state: ScenarioState = initial();
const listeners = new Set<(state: Readonly<ScenarioState>) => void>();

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIO_NAMES as readonly string[]).includes(value);
}

export function getScenarioState(): Readonly<ScenarioState> {
  return state;
}

/** Changes part of the state; an unknown scenario or a status outside 400–599 throws a RangeError. */
export function setScenarioState(patch: Partial<ScenarioState>): Readonly<ScenarioState> {
  if (patch.scenario !== undefined && !isScenarioName(patch.scenario)) {
    throw new RangeError(`Unknown scenario "${String(patch.scenario)}". Known scenarios: ${SCENARIO_NAMES.join(', ')}.`);
  }
  if (patch.failStatus !== undefined && !(Number.isInteger(patch.failStatus) && patch.failStatus >= 400 && patch.failStatus <= 599)) {
    throw new RangeError(`failStatus must be an HTTP error status between 400 and 599, got ${String(patch.failStatus)}.`);
  }
  if (patch.latencyMs !== undefined && !(Number.isFinite(patch.latencyMs) && patch.latencyMs >= 0)) {
    throw new RangeError(`latencyMs must be a non-negative number of milliseconds, got ${String(patch.latencyMs)}.`);
  }
  const next: ScenarioState = { ...state, ...patch };
  if (patch.fail) next.fail = patch.fail.map((f) => f.trim()).filter(Boolean);
  state = next;
  for (const listener of listeners) listener(state);
  return state;
}

/** Back to the default scenario with no failing calls. */
export function resetScenarioState(): void {
  state = initial();
  for (const listener of listeners) listener(state);
}

/** Calls `listener` after every change. Returns the unsubscribe. */
export function subscribeScenario(listener: (state: Readonly<ScenarioState>) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The `empty` scenario: list handlers answer empty lists. */
export function isEmptyScenario(): boolean {
  return state.scenario === 'empty';
}
