import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerRequestSchema, reviewRequestSchema, reviewResponseRequestSchema, searchQuerySchema } from '../../src/api/schemas';
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
      'The password must be at least 8 characters long.',
    );
    expect(sentence(registerRequestSchema, { ...body, password: 'orbital!2026', password_confirmation: 'orbital!2026' })).toBe(
      'The password must contain at least one upper-case letter.',
    );
  });

  it('passes the spec\'s sentences in the contract schemas through unchanged (spec §5)', () => {
    const review = { body: 'Fast, fair matches and stunning arenas.', rating: 4 };
    expect(sentence(reviewRequestSchema, { ...review, body: 'Too short.' })).toBe('Please enter at least 20 characters to submit your review.');
    expect(sentence(reviewRequestSchema, { body: review.body })).toBe('Please choose a rating before submitting your feedback.');
    expect(sentence(reviewResponseRequestSchema, { body: ' '.repeat(30) })).toBe('Please enter at least 20 characters to submit your review.');
    expect(sentence(searchQuerySchema, { query: 'ab' })).toBe('Please enter at least 3 character to perform a search.');
  });

  it('keeps any message a schema author wrote, whatever its punctuation; rewrites only zod\'s defaults', () => {
    const custom = (message: string) => sentence(z.object({ code: z.string().min(4, { error: message }) }), { code: 'ab' });
    expect(custom('Please enter the whole code.')).toBe('Please enter the whole code.');
    expect(custom('Enter the whole code')).toBe('Enter the whole code');
    expect(custom('e-mail codes have 4 characters')).toBe('e-mail codes have 4 characters');
    expect(custom('Invalid code. Please check the e-mail we sent.')).toBe('Invalid code. Please check the e-mail we sent.');
    // zod's own messages ('Too small: expected string to have >=4 characters', 'Invalid input: …') are not kept.
    expect(sentence(z.object({ code: z.string().min(4) }), { code: 'ab' })).toBe('The code must be at least 4 characters long.');
    expect(sentence(z.object({ code: z.string().refine((v) => v !== 'x') }), { code: 'x' })).toBe('The code is invalid.');
    expect(sentence(z.object({ code: z.literal('a') }), { code: 'b' })).toBe('The code must be one of: a.');
  });
});
