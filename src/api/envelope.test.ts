import { describe, expect, it } from 'vitest';
import { envelopeProblem, isApiEnvelope } from './envelope';
import { apiEnvelopeSchema } from './schemas/common';

const status = { success: true, code: 200, message: 'OK' };

/** Values either side of every rule of the envelope. */
const samples: [string, unknown][] = [
  ['a minimal envelope', { status }],
  ['with data', { status, data: { a: 1 } }],
  ['with null data', { status, data: null }],
  ['an error envelope', { status: { success: false, code: 422, message: 'Nope', debug: 'err_x' }, data: null }],
  ['debug null', { status: { ...status, debug: null } }],
  ['extra keys', { status: { ...status, extra: 1 }, meta: 'x' }],
  ['debug a number', { status: { ...status, debug: 1 } }],
  ['no status', { data: 1 }],
  ['status null', { status: null }],
  ['status an array', { status: [] }],
  ['success missing', { status: { code: 200, message: 'OK' } }],
  ['success a string', { status: { ...status, success: 'true' } }],
  ['code a string', { status: { ...status, code: '200' } }],
  ['code a fraction', { status: { ...status, code: 200.5 } }],
  ['code unsafe', { status: { ...status, code: 2 ** 53 } }],
  ['code negative', { status: { ...status, code: -1 } }],
  ['message missing', { status: { success: true, code: 200 } }],
  ['message a number', { status: { ...status, message: 1 } }],
  ['an array', [{ status }]],
  ['a string', 'OK'],
  ['a number', 1],
  ['null', null],
];

describe('the hand-written envelope check', () => {
  it.each(samples)('agrees with apiEnvelopeSchema: %s', (_, value) => {
    const expected = apiEnvelopeSchema.safeParse(value).success;
    expect(isApiEnvelope(value)).toBe(expected);
    expect(envelopeProblem(value) === null).toBe(expected);
  });
});
