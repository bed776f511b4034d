/*
 * Errors a handler can throw instead of returning fail(): route() turns a MockError into its envelope, so
 * lookups can be one line (`const game = requireGame(params.game)`). And the plain-English sentence of a
 * failed zod check (422 messages).
 */
import type { z } from 'zod';
import { fail } from './envelope';

/** Standard messages: real sentences the app shows as they are. */
export const MESSAGES = {
  unauthorized: 'You need to be logged in to do that. Please log in and try again.',
  sessionExpired: 'Your session has expired. Please log in again to continue.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'We could not find what you were looking for.',
  server: 'Something went wrong on our side while handling this request. Please try again in a moment.',
  invalidJson: 'The request could not be read because its body is not valid JSON.',
} as const;

export class MockError extends Error {
  override readonly name = 'MockError';
  constructor(
    readonly code: number,
    message: string,
    readonly debug: string | null = null,
    readonly data: unknown = null,
  ) {
    super(message);
  }

  toResponse(): Response {
    return fail(this.code, this.message, { debug: this.debug, data: this.data });
  }
}

export const notFound = (message: string = MESSAGES.notFound) => new MockError(404, message, 'err_not_found');
export const forbidden = (message: string = MESSAGES.forbidden) => new MockError(403, message, 'err_forbidden');
export const invalid = (message: string) => new MockError(422, message, 'err_validation');

/** 'password_confirmation' → 'password confirmation'; nested paths name the last field. */
function fieldName(path: ReadonlyArray<PropertyKey>): string {
  const last = path.toReversed().find((p) => typeof p === 'string');
  return typeof last === 'string' ? last.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() : 'request';
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * zod's own English messages ('Too small: expected string to have >=20 characters', 'Invalid input: …',
 * 'Unrecognized key: …'): they start with one of these words and never end with a full stop.
 */
const ZOD_DEFAULT_MESSAGE = /^(?:Invalid|Too small|Too big|Unrecognized key)\b(?!.*[.!?]$)/s;

/** Whether the schema's author wrote this message (e.g. `z.string().min(20, { error: 'Please enter…' })`). */
function isCustomMessage(message: string): boolean {
  return message.trim() !== '' && !ZOD_DEFAULT_MESSAGE.test(message);
}

/**
 * A zod issue as a sentence a user can act on. Messages the schema authors wrote (the spec's sentences,
 * the password rules, 'The password confirmation does not match…') are passed through unchanged; only
 * zod's generic defaults are rewritten into a sentence naming the field.
 */
export function issueToSentence(issue: z.core.$ZodIssue): string {
  if (isCustomMessage(issue.message)) return issue.message;
  const field = fieldName(issue.path);
  const The = `The ${field}`;
  switch (issue.code) {
    case 'invalid_type':
      // zod 4 leaves `input` out of issues; its default message names what it received.
      if (issue.message.endsWith('received undefined')) return `${The} field is required.`;
      return `${The} must be ${issue.expected === 'int' ? 'a whole number' : `a ${issue.expected}`}.`;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? `${The} field is required.` : `${The} must be at least ${plural(min, 'character')} long.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${The} must contain at least ${plural(min, 'item')}.`;
      return issue.inclusive === false ? `${The} must be greater than ${min}.` : `${The} must be at least ${min}.`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `${The} may not be longer than ${plural(max, 'character')}.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${The} may not contain more than ${plural(max, 'item')}.`;
      return issue.inclusive === false ? `${The} must be less than ${max}.` : `${The} may not be greater than ${max}.`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return `${The} must be a valid e-mail address.`;
      if (issue.format === 'url') return `${The} must be a valid URL.`;
      if (issue.format === 'starts_with') return `${The} must start with "${String((issue as { prefix?: string }).prefix ?? '')}".`;
      return `${The} has an invalid format.`;
    case 'invalid_value':
      return `${The} must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'unrecognized_keys':
      return `The request contains unknown fields: ${issue.keys.join(', ')}.`;
    case 'not_multiple_of':
      return `${The} must be a multiple of ${String(issue.divisor)}.`;
    default:
      return `${The} is invalid.`;
  }
}

/** The 422 answer for a failed check: the first issue as the message, all issues in data. */
export function validationFailure(error: z.ZodError): Response {
  const first = error.issues[0];
  const message = first ? issueToSentence(first) : 'The request is invalid.';
  return fail(422, message, {
    debug: 'err_validation',
    data: { issues: error.issues.map((i) => ({ path: i.path.map(String), message: issueToSentence(i) })) },
  });
}
