import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { endpoints } from '@/api/contract';
import { SDK_DEFAULTS, SDK_MAX_PAGE_SIZE, SDK_MAX_SAVE_LENGTH } from '@/api/schemas/sdk';
import { NOTIFICATION_SOUNDS, SLUG_PATTERN as API_SLUG_PATTERN } from '@/api/schemas/constants';
import {
  AD_BREAK_TIMEOUT_MS,
  AD_BREAK_TYPES,
  DEFAULTS,
  ERROR_CODES,
  EVENTS,
  INVITE_LINK_LIMITS,
  MAX_PAGE_SIZE,
  MAX_SAVE_LENGTH,
  METHODS,
  MIDGAME_BREAK_INTERVAL_MS,
  SESSION_STATES,
  SLUG_PATTERN,
  type MethodResult,
  type NotificationSound,
} from './protocol';

/*
 * The package must not depend on the app (no zod, nothing from src), so its result types are plain mirrors
 * of the sdk.* response schemas. This file (a test, not part of the package) holds them to the contract,
 * and docs/sdk/protocol.md to protocol.ts, so neither can drift.
 */
type Response<K extends keyof typeof endpoints> = z.infer<(typeof endpoints)[K]['response']>;

describe('protocol.ts against the API contract', () => {
  it('result types equal the sdk.* response schemas', () => {
    expectTypeOf<MethodResult['user.get']>().toEqualTypeOf<Response<'sdk.user'>>();
    expectTypeOf<MethodResult['inventory.get']>().toEqualTypeOf<Response<'sdk.inventory'>>();
    expectTypeOf<MethodResult['inventory.catalog']>().toEqualTypeOf<Response<'sdk.catalog'>>();
    expectTypeOf<MethodResult['inventory.itemUrl']>().toEqualTypeOf<Response<'sdk.itemUrl'>>();
    expectTypeOf<MethodResult['inventory.purchase']>().toEqualTypeOf<Response<'sdk.inventoryPurchase'>>();
    expectTypeOf<MethodResult['leaderboards.get']>().toEqualTypeOf<Response<'sdk.leaderboard'>>();
    expectTypeOf<MethodResult['leaderboards.friends']>().toEqualTypeOf<Response<'sdk.leaderboardFriends'>>();
    expectTypeOf<MethodResult['leaderboards.my']>().toEqualTypeOf<Response<'sdk.leaderboardMy'>>();
    expectTypeOf<MethodResult['leaderboards.postScore']>().toEqualTypeOf<Response<'sdk.leaderboardPostScore'>>();
    expectTypeOf<MethodResult['leaderboards.stats']>().toEqualTypeOf<Response<'sdk.leaderboardStats'>>();
    expectTypeOf<MethodResult['saves.all']>().toEqualTypeOf<Response<'sdk.saves'>>();
    expectTypeOf<MethodResult['saves.load']>().toEqualTypeOf<Response<'sdk.saveLoad'>>();
    expectTypeOf<MethodResult['saves.write']>().toEqualTypeOf<Response<'sdk.saveWrite'>>();
    expectTypeOf<MethodResult['saves.delete']>().toEqualTypeOf<Response<'sdk.saveDelete'>>();
    expectTypeOf<MethodResult['saves.clear']>().toEqualTypeOf<Response<'sdk.savesClear'>>();
    expectTypeOf<MethodResult['marketing.check']>().toEqualTypeOf<Response<'sdk.marketing'>>();
    expectTypeOf<MethodResult['marketing.subscribe']>().toEqualTypeOf<Response<'sdk.marketingSubscribe'>>();
    expectTypeOf<MethodResult['marketing.unsubscribe']>().toEqualTypeOf<Response<'sdk.marketingUnsubscribe'>>();
    expectTypeOf<MethodResult['achievements.unlock']>().toEqualTypeOf<Response<'sdk.achievementUnlock'>>();
    expectTypeOf<NotificationSound>().toEqualTypeOf<(typeof NOTIFICATION_SOUNDS)[number]>();
  });

  it('limits and defaults equal the contract\'s', () => {
    expect(DEFAULTS).toEqual({ page: SDK_DEFAULTS.page, size: SDK_DEFAULTS.pageSize, slot: SDK_DEFAULTS.slot, count: SDK_DEFAULTS.count });
    expect(MAX_PAGE_SIZE).toBe(SDK_MAX_PAGE_SIZE);
    expect(MAX_SAVE_LENGTH).toBe(SDK_MAX_SAVE_LENGTH);
    // The relay checks slug params with the protocol's rule (its chunk loads before the app's, ADR 0012).
    expect(SLUG_PATTERN.source).toBe(API_SLUG_PATTERN.source);
    expect(SLUG_PATTERN.flags).toBe(API_SLUG_PATTERN.flags);
  });
});

describe('docs/sdk/protocol.md against protocol.ts', () => {
  const doc = readFileSync(resolve(process.cwd(), 'docs/sdk/protocol.md'), 'utf8');
  const table = (heading: string) => doc.split(`## ${heading}`)[1]!.split('\n## ')[0]!;

  it('documents every method, in its table, and no other', () => {
    const rows = [...table('Methods').matchAll(/^\| `([\w.]+)` \|/gm)].map((m) => m[1]);
    expect(rows).toEqual([...METHODS]);
  });

  it('documents every event and every error code, and no others', () => {
    expect([...table('Events').matchAll(/^\| `([\w.]+)` \|/gm)].map((m) => m[1])).toEqual([...EVENTS]);
    expect([...table('Error codes').matchAll(/^\| `(\w+)` \|/gm)].map((m) => m[1])).toEqual(Object.values(ERROR_CODES));
  });

  it('names the session states and the invite-link limits', () => {
    expect(doc).toContain(SESSION_STATES.map((s) => `\`${s}\``).join(', '));
    expect(doc).toContain(`at most ${INVITE_LINK_LIMITS.maxKeys} keys \`[a-z0-9_]{1,32}\``);
    expect(doc).toContain(`at most ${INVITE_LINK_LIMITS.maxValueLength} characters`);
    expect(doc).toContain(`at most ${MAX_SAVE_LENGTH.toLocaleString('en')} characters`);
  });

  it('states the ad breaks\' types, midgame interval and timeout', () => {
    expect(doc).toContain(`\`{ type }\`: ${AD_BREAK_TYPES.map((t) => `\`${t}\``).join(' or ')}`);
    expect(doc).toContain(`${MIDGAME_BREAK_INTERVAL_MS / 60_000} minutes (\`MIDGAME_BREAK_INTERVAL_MS\`, ${MIDGAME_BREAK_INTERVAL_MS.toLocaleString('en')} ms)`);
    expect(doc).toContain(`up to ${AD_BREAK_TIMEOUT_MS / 1000} s (\`AD_BREAK_TIMEOUT_MS\`)`);
  });
});
