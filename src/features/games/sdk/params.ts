import {
  AD_BREAK_TYPES,
  DEFAULTS,
  INVITE_LINK_LIMITS,
  MAX_PAGE_SIZE,
  MAX_PURCHASE_COUNT,
  MAX_SAVE_LENGTH,
  SESSION_STATES,
  SLUG_PATTERN,
  type AdBreakType,
  type SessionState,
} from '@orbital/sdk/protocol';
import { isPlainObject } from './gate';

/*
 * Params of every SDK method (issue 12). Integer arguments (page, size, slot, count) that are not
 * positive integers take the spec's defaults (§5: page size 10, page 1, slot 1, count 1); any other
 * invalid param is an `invalid_params` error whose message names the field.
 *
 * Hand-written, without zod: the relay must add at most 5 kB gzip to the game page (issue 12), and zod
 * with the sdk schemas is ~30 kB the game page does not load otherwise (ADR 0008's approach for the
 * startup checks). tests/unit/sdkRelayParams.test.ts holds every check to the contract's request schemas
 * (src/api/schemas/sdk.ts) and its limits, so the two cannot drift; in development and tests the API
 * client checks each body against those schemas once more before sending.
 */

/** What each method's params are once valid. */
export interface MethodParams {
  handshake: Record<string, never>;
  'user.get': Record<string, never>;
  'inventory.get': Record<string, never>;
  'inventory.catalog': Record<string, never>;
  'inventory.itemUrl': { item: string };
  'inventory.purchase': { item: string; count: number };
  'leaderboards.get': { page: number; size: number };
  'leaderboards.friends': { page: number; size: number };
  'leaderboards.my': Record<string, never>;
  'leaderboards.postScore': { score: number };
  'leaderboards.stats': Record<string, never>;
  'saves.all': Record<string, never>;
  'saves.load': { slot: number };
  'saves.write': { slot: number; data: string };
  'saves.delete': { slot: number };
  'saves.clear': Record<string, never>;
  'marketing.check': Record<string, never>;
  'marketing.subscribe': Record<string, never>;
  'marketing.unsubscribe': Record<string, never>;
  'achievements.unlock': { achievement: string };
  'session.report': { state: SessionState };
  'game.loading': { progress: number };
  'game.loaded': Record<string, never>;
  'game.happytime': Record<string, never>;
  'game.inviteLink': { params: Record<string, string> };
  'settings.get': Record<string, never>;
  'ads.break': { type: AdBreakType };
}
export type SdkMethod = keyof MethodParams;

export type ParamsResult<M extends SdkMethod = SdkMethod> = { ok: true; params: MethodParams[M] } | { ok: false; message: string };

const { maxKeys: INVITE_MAX_PARAMS, keyPattern: INVITE_KEY_PATTERN, maxValueLength: INVITE_MAX_VALUE_LENGTH } = INVITE_LINK_LIMITS;

const none = (): ParamsResult => ({ ok: true, params: {} });

function invalid(method: string, field: string, reason: string): ParamsResult {
  return { ok: false, message: `${method}: invalid param "${field}": ${reason}` };
}

/** Spec §5: a positive (safe) integer, else the default. JSON keeps types: '3' is not a number. */
export function positiveIntOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

function page(method: string, p: Record<string, unknown>): ParamsResult {
  const size = positiveIntOr(p.size, DEFAULTS.size);
  if (size > MAX_PAGE_SIZE) return invalid(method, 'size', `at most ${MAX_PAGE_SIZE}`);
  return { ok: true, params: { page: positiveIntOr(p.page, DEFAULTS.page), size } };
}

/** A slug param (item, achievement): the value, or the invalid_params result naming the field. */
function slug(method: string, field: string, value: unknown): ParamsResult | string {
  if (value === undefined) return invalid(method, field, 'required');
  return typeof value === 'string' && SLUG_PATTERN.test(value) ? value : invalid(method, field, 'must be a slug (lower-case letters and digits separated by single dashes)');
}

/** A param that must be one of `values` (a session state, an ad break type). */
function oneOf<T extends string>(method: string, field: string, values: readonly T[], value: unknown): ParamsResult {
  return (values as readonly unknown[]).includes(value) ? { ok: true, params: { [field]: value } as MethodParams[SdkMethod] } : invalid(method, field, `must be one of ${values.join(', ')}`);
}

function inviteParams(method: string, value: unknown): ParamsResult {
  if (value === undefined) return { ok: true, params: { params: {} } };
  if (!isPlainObject(value)) return invalid(method, 'params', 'must be an object of strings');
  const entries = Object.entries(value);
  if (entries.length > INVITE_MAX_PARAMS) return invalid(method, 'params', `at most ${INVITE_MAX_PARAMS} keys`);
  const out: Record<string, string> = {};
  for (const [key, v] of entries) {
    if (!INVITE_KEY_PATTERN.test(key)) return invalid(method, 'params', `key "${key.slice(0, 40)}" must match [a-z0-9_]{1,32}`);
    if (typeof v !== 'string') return invalid(method, `params.${key}`, 'must be a string');
    if (v.length > INVITE_MAX_VALUE_LENGTH) return invalid(method, `params.${key}`, `at most ${INVITE_MAX_VALUE_LENGTH} characters`);
    out[key] = v;
  }
  return { ok: true, params: { params: out } };
}

const validators: { [M in SdkMethod]: (p: Record<string, unknown>, method: M) => ParamsResult } = {
  handshake: none,
  'user.get': none,
  'inventory.get': none,
  'inventory.catalog': none,
  'inventory.itemUrl': (p, m) => {
    const item = slug(m, 'item', p.item);
    return typeof item === 'string' ? { ok: true, params: { item } } : item;
  },
  'inventory.purchase': (p, m) => {
    const item = slug(m, 'item', p.item);
    if (typeof item !== 'string') return item;
    const count = positiveIntOr(p.count, DEFAULTS.count);
    if (count > MAX_PURCHASE_COUNT) return invalid(m, 'count', `at most ${MAX_PURCHASE_COUNT}`);
    return { ok: true, params: { item, count } };
  },
  'leaderboards.get': (p, m) => page(m, p),
  'leaderboards.friends': (p, m) => page(m, p),
  'leaderboards.my': none,
  'leaderboards.postScore': (p, m) =>
    typeof p.score === 'number' && Number.isSafeInteger(p.score)
      ? { ok: true, params: { score: p.score } }
      : invalid(m, 'score', 'must be a whole number'),
  'leaderboards.stats': none,
  'saves.all': none,
  'saves.load': (p) => ({ ok: true, params: { slot: positiveIntOr(p.slot, DEFAULTS.slot) } }),
  'saves.write': (p, m) => {
    if (typeof p.data !== 'string') return invalid(m, 'data', p.data === undefined ? 'required' : 'must be a string');
    if (p.data.length > MAX_SAVE_LENGTH) return invalid(m, 'data', `at most ${MAX_SAVE_LENGTH} characters`);
    return { ok: true, params: { slot: positiveIntOr(p.slot, DEFAULTS.slot), data: p.data } };
  },
  'saves.delete': (p) => ({ ok: true, params: { slot: positiveIntOr(p.slot, DEFAULTS.slot) } }),
  'saves.clear': none,
  'marketing.check': none,
  'marketing.subscribe': none,
  'marketing.unsubscribe': none,
  'achievements.unlock': (p, m) => {
    const achievement = slug(m, 'achievement', p.achievement);
    return typeof achievement === 'string' ? { ok: true, params: { achievement } } : achievement;
  },
  'session.report': (p, m) => oneOf(m, 'state', SESSION_STATES, p.state),
  'game.loading': (p, m) =>
    typeof p.progress === 'number' && p.progress >= 0 && p.progress <= 1
      ? { ok: true, params: { progress: p.progress } }
      : invalid(m, 'progress', 'must be a number from 0 to 1'),
  'game.loaded': none,
  'game.happytime': none,
  'game.inviteLink': (p, m) => inviteParams(m, p.params),
  'settings.get': none,
  'ads.break': (p, m) => oneOf(m, 'type', AD_BREAK_TYPES, p.type),
};

export function isSdkMethod(method: string): method is SdkMethod {
  return Object.hasOwn(validators, method);
}

/**
 * Validates a known method's params (`undefined` means none). Never throws: a params object whose
 * getters throw is an invalid_params answer too.
 */
export function validateParams<M extends SdkMethod>(method: M, params: unknown): ParamsResult<M> {
  try {
    if (params !== undefined && !isPlainObject(params)) return invalid(method, 'params', 'must be an object') as ParamsResult<M>;
    const copy: Record<string, unknown> = params === undefined ? {} : { ...params };
    return (validators[method] as (p: Record<string, unknown>, m: M) => ParamsResult)(copy, method) as ParamsResult<M>;
  } catch {
    return invalid(method, 'params', 'could not be read') as ParamsResult<M>;
  }
}
