import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerRequestSchema } from '../../src/api/schemas';
import { issueToSentence } from './errors';

function sentence(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  const first = result.error.issues[0];
  if (!first) throw new Error('no issue');
  return issueToSentence(first);
}

describe('issueToSentence', () => {
  it('turns zod default messages into sentences naming the field', () => {
    const s = z.object({
      email: z.email(),
      count: z.number().int(),
      kind: z.enum(['like', 'dislike']),
      uuids: z.array(z.string()).min(1),
      route: z.string().startsWith('/'),
      password_confirmation: z.string().min(1),
    });
    const valid = { email: 'a@b.cd', count: 1, kind: 'like', uuids: ['x'], route: '/', password_confirmation: 'x' };
    expect(sentence(s, { ...valid, email: 'nope' })).toBe('The email must be a valid e-mail address.');
    expect(sentence(s, { ...valid, count: 1.5 })).toBe('The count must be a whole number.');
    expect(sentence(s, { ...valid, count: 'one' })).toBe('The count must be a number.');
    expect(sentence(s, { ...valid, kind: 'love' })).toBe('The kind must be one of: like, dislike.');
    expect(sentence(s, { ...valid, uuids: [] })).toBe('The uuids must contain at least 1 item.');
    expect(sentence(s, { ...valid, route: 'x' })).toBe('The route must start with "/".');
    expect(sentence(s, { ...valid, password_confirmation: '' })).toBe('The password confirmation field is required.');
    expect(sentence(s, { ...valid, password_confirmation: undefined })).toBe('The password confirmation field is required.');
  });

  it('keeps messages the schemas wrote as sentences', () => {
    const body = { email: 'new@orbital.test', username: 'newbie', password: 'Orbital!2026', password_confirmation: 'Orbital!2027' };
    expect(sentence(registerRequestSchema, body)).toBe('The password confirmation does not match the entered password. Please check your inputs.');
    expect(sentence(registerRequestSchema, { ...body, password: 'short', password_confirmation: 'short' })).toBe(
      'Minimum 8 characters, lower and upper case letters, 1 digit, 1 special character.',
    );
  });
});
