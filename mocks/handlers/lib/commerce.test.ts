import { describe, expect, it } from 'vitest';
import { INSUFFICIENT_FUNDS_DEBUG as RELAY_MARKER } from '../../../src/features/games/sdk/dispatch';
import type { UserRecord } from '../../db';
import { addMonths, appOrigin, charge, coins, dollars, INSUFFICIENT_FUNDS_DEBUG, longDate, premiumQuote, sdkInt, sdkSlot, slugOf } from './commerce';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('addMonths', () => {
  it('moves by calendar months and keeps the time of day', () => {
    expect(iso(addMonths(at('2026-11-21T18:03:00.000Z'), 1))).toBe('2026-12-21T18:03:00.000Z');
    expect(iso(addMonths(at('2026-12-10T00:00:00.000Z'), 1))).toBe('2027-01-10T00:00:00.000Z');
    expect(iso(addMonths(at('2026-11-21T18:03:00.000Z'), 12))).toBe('2027-11-21T18:03:00.000Z');
  });

  it('clamps the day to the end of a shorter month', () => {
    expect(iso(addMonths(at('2027-01-31T12:00:00.000Z'), 1))).toBe('2027-02-28T12:00:00.000Z');
    expect(iso(addMonths(at('2028-01-31T12:00:00.000Z'), 1))).toBe('2028-02-29T12:00:00.000Z');
    expect(iso(addMonths(at('2026-10-31T12:00:00.000Z'), 1))).toBe('2026-11-30T12:00:00.000Z');
  });
});

describe('premiumQuote (spec §9, Decision 12)', () => {
  const now = at('2026-11-21T12:00:00.000Z');

  it('not premium (or expired): one month from now', () => {
    for (const premium of [null, '2026-10-01T00:00:00.000Z']) {
      expect(premiumQuote({ premium }, now)).toEqual({ from: now, until: at('2026-12-21T12:00:00.000Z'), limit: at('2027-11-21T12:00:00.000Z'), allowed: true });
    }
  });

  it('premium: one month from the current expiry', () => {
    const quote = premiumQuote({ premium: '2026-12-11T09:00:00.000Z' }, now);
    expect(iso(quote.until)).toBe('2027-01-11T09:00:00.000Z');
    expect(quote.allowed).toBe(true);
  });

  it('refuses a month that passes one year from now; exactly a year is fine', () => {
    expect(premiumQuote({ premium: '2027-10-21T12:00:00.000Z' }, now).allowed).toBe(true);
    expect(premiumQuote({ premium: '2027-10-21T12:00:01.000Z' }, now).allowed).toBe(false);
    expect(premiumQuote({ premium: '2027-11-01T00:00:00.000Z' }, now).allowed).toBe(false);
  });
});

describe('charge', () => {
  it('refuses a cost above the balance with 422 and the err_insufficient_funds marker the SDK relay reads', async () => {
    const user = { id: 1, balance: 120 } as UserRecord;
    const refusal: unknown = await charge(user, 180, (have) => `Too few coins: ${have}.`).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 422, message: 'Too few coins: 120.', debug: 'err_insufficient_funds' });
    expect(INSUFFICIENT_FUNDS_DEBUG).toBe(RELAY_MARKER);
    const response = (refusal as { toResponse(): Response }).toResponse();
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ status: { success: false, code: 422, debug: 'err_insufficient_funds' } });
    expect(user.balance).toBe(120);
  });

  it('charges nothing for a free item', async () => {
    await expect(charge({ id: 1, balance: 0 } as UserRecord, 0, () => 'unused')).resolves.toBe(0);
  });
});

describe('SDK integer arguments (spec §5)', () => {
  it('keeps positive integers, falls back for anything else', () => {
    expect(sdkInt('7', 10)).toBe(7);
    expect(sdkInt(7, 10)).toBe(7);
    for (const value of ['0', '-1', '1.5', 'abc', '', ' ', undefined, null, 0, -3, 2.5, Number.NaN, '1e400']) {
      expect({ value, read: sdkInt(value, 10) }).toEqual({ value, read: 10 });
    }
    expect(sdkSlot('3')).toBe(3);
    expect(sdkSlot('zero')).toBe(1);
  });
});

describe('wording', () => {
  it('writes coins, dollars and dates as people read them', () => {
    expect(coins(1)).toBe('1 coin');
    expect(coins(1200)).toBe('1,200 coins');
    expect(dollars(4.49)).toBe('$4.49');
    expect(dollars(10)).toBe('$10.00');
    expect(longDate(at('2025-12-31T23:59:59.000Z'))).toBe('December 31, 2025');
  });

  it('slugs achievement titles like the seed', () => {
    expect(slugOf('Blade Master')).toBe('blade-master');
    expect(slugOf('Rock & Roll!')).toBe('rock-and-roll');
  });
});

describe('appOrigin', () => {
  it('prefers the Origin header, else the page origin', () => {
    expect(appOrigin(new Request('http://localhost:8787/v1/x', { headers: { Origin: 'http://localhost:4174' } }))).toBe('http://localhost:4174');
    expect(appOrigin(new Request('http://localhost:8787/v1/x', { headers: { Origin: 'null' } }))).toBe(window.location.origin);
    expect(appOrigin(new Request('http://localhost:8787/v1/x'))).toBe(window.location.origin);
  });
});
