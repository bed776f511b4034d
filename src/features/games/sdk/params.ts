import type { z } from 'zod';
import {
  leaderboardPostScoreRequestSchema,
  leaderboardQuerySchema,
  positiveIntOr,
  SDK_DEFAULTS,
  sdkAchievementUnlockRequestSchema,
  sdkInventoryPurchaseRequestSchema,
  sdkSaveWriteRequestSchema,
} from '@/api/schemas/sdk';
import { slugSchema } from '@/api/schemas/common';
import { isPlainObject } from './gate';
import { INVITE_LINK_LIMITS, SESSION_STATES, type SessionState } from '@orbital/sdk/protocol';

/*
 * Params of every SDK method (issue 12), validated with the contract's schemas. Integer arguments (page,
 * size, slot, count) that are not positive integers take the spec's defaults (§5: page size 10, page 1,
 * slot 1, count 1); any other invalid param is an `invalid_params` error whose message names the field.
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
}
export type SdkMethod = keyof MethodParams;

export type ParamsResult<M extends SdkMethod = SdkMethod> = { ok: true; params: MethodParams[M] } | { ok: false; message: string };

const { maxKeys: INVITE_MAX_PARAMS, keyPattern: INVITE_KEY_PATTERN, maxValueLength: INVITE_MAX_VALUE_LENGTH } = INVITE_LINK_LIMITS;

const none = (): ParamsResult => ({ ok: true, params: {} });

function invalid(method: string, field: string, reason: string): ParamsResult {
  return { ok: false, message: `${method}: invalid param "${field}": ${reason}` };
}

/** The first issue of a failed zod check as an invalid_params result naming its field. */
function fromZod(method: string, error: z.ZodError, rename: Readonly<Record<string, string>> = {}): ParamsResult {
  const issue = error.issues[0];
  const key = issue?.path.map(String).join('.') ?? '';
  const field = rename[key] ?? (key === '' ? 'params' : key);
  return invalid(method, field, issue?.message ?? 'invalid value');
}

function page(method: string, p: Record<string, unknown>): ParamsResult {
  const query = { page: positiveIntOr(p.page, SDK_DEFAULTS.page), per_page: positiveIntOr(p.size, SDK_DEFAULTS.pageSize) };
  const checked = leaderboardQuerySchema.safeParse(query);
  if (!checked.success) return fromZod(method, checked.error, { per_page: 'size' });
  return { ok: true, params: { page: query.page, size: query.per_page } };
}

function slug(method: string, field: string, value: unknown): ParamsResult | string {
  const checked = slugSchema.safeParse(value);
  return checked.success ? checked.data : invalid(method, field, value === undefined ? 'required' : checked.error.issues[0]?.message ?? 'not a slug');
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
    const body = { item: p.item, count: positiveIntOr(p.count, SDK_DEFAULTS.count) };
    const checked = sdkInventoryPurchaseRequestSchema.safeParse(body);
    return checked.success ? { ok: true, params: checked.data } : fromZod(m, checked.error);
  },
  'leaderboards.get': (p, m) => page(m, p),
  'leaderboards.friends': (p, m) => page(m, p),
  'leaderboards.my': none,
  'leaderboards.postScore': (p, m) => {
    const checked = leaderboardPostScoreRequestSchema.safeParse({ score: p.score });
    return checked.success && Number.isSafeInteger(checked.data.score)
      ? { ok: true, params: checked.data }
      : invalid(m, 'score', 'must be a whole number');
  },
  'leaderboards.stats': none,
  'saves.all': none,
  'saves.load': (p) => ({ ok: true, params: { slot: positiveIntOr(p.slot, SDK_DEFAULTS.slot) } }),
  'saves.write': (p, m) => {
    const checked = sdkSaveWriteRequestSchema.safeParse({ data: p.data });
    return checked.success
      ? { ok: true, params: { slot: positiveIntOr(p.slot, SDK_DEFAULTS.slot), data: checked.data.data } }
      : fromZod(m, checked.error);
  },
  'saves.delete': (p) => ({ ok: true, params: { slot: positiveIntOr(p.slot, SDK_DEFAULTS.slot) } }),
  'saves.clear': none,
  'marketing.check': none,
  'marketing.subscribe': none,
  'marketing.unsubscribe': none,
  'achievements.unlock': (p, m) => {
    const checked = sdkAchievementUnlockRequestSchema.safeParse({ achievement: p.achievement });
    return checked.success ? { ok: true, params: checked.data } : fromZod(m, checked.error);
  },
  'session.report': (p, m) =>
    (SESSION_STATES as readonly unknown[]).includes(p.state)
      ? { ok: true, params: { state: p.state as SessionState } }
      : invalid(m, 'state', `must be one of ${SESSION_STATES.join(', ')}`),
  'game.loading': (p, m) =>
    typeof p.progress === 'number' && p.progress >= 0 && p.progress <= 1
      ? { ok: true, params: { progress: p.progress } }
      : invalid(m, 'progress', 'must be a number from 0 to 1'),
  'game.loaded': none,
  'game.happytime': none,
  'game.inviteLink': (p, m) => inviteParams(m, p.params),
  'settings.get': none,
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
