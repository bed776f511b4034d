import type { ApiEnvelope } from './schemas/common';

/*
 * The envelope check of the transport (spec §7), written out by hand: it runs for every response, so it
 * must not pull zod onto the startup path. It accepts exactly what `apiEnvelopeSchema`
 * (src/api/schemas/common.ts) accepts; envelope.test.ts holds the two together.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why `value` is not a response envelope `{ status: { success, code, message, debug? }, data? }`, or null. */
export function envelopeProblem(value: unknown): string | null {
  if (!isRecord(value)) return 'the response is not an object';
  const status = value['status'];
  if (!isRecord(status)) return 'status: not an object';
  if (typeof status['success'] !== 'boolean') return 'status.success: not a boolean';
  if (typeof status['code'] !== 'number' || !Number.isSafeInteger(status['code'])) return 'status.code: not an integer';
  if (typeof status['message'] !== 'string') return 'status.message: not a string';
  const debug = status['debug'];
  if (debug !== undefined && debug !== null && typeof debug !== 'string') return 'status.debug: not a string';
  return null;
}

/** True when `value` is a response envelope (the same rule as apiEnvelopeSchema). */
export function isApiEnvelope(value: unknown): value is ApiEnvelope {
  return envelopeProblem(value) === null;
}
