import {
  NO_RATING_MESSAGE,
  NO_RATING_TITLE,
  RESPONSE_MAX_LENGTH,
  RESPONSE_MIN_LENGTH,
  RESPONSE_TOO_LONG_MESSAGE,
  REVIEW_MAX_LENGTH,
  REVIEW_MIN_LENGTH,
  REVIEW_TOO_LONG_MESSAGE,
  REVIEW_TOO_SHORT_MESSAGE,
  REVIEW_TOO_SHORT_TITLE,
} from '@/api/schemas/constants';

/*
 * The rules of the review and response forms (spec §5, Decision 9), without zod: the same limits and
 * sentences as the contract's schemas (src/api/schemas/review.ts), so the form refuses what the server
 * would refuse, with the server's words. The text counts without white space at either end for the
 * minimum (as the server does); the limit counts what is typed, like the counter.
 */

export type WrittenKind = 'review' | 'response';

export interface WrittenValues {
  /** 1–5 stars; null while none is chosen (responses have none). */
  rating: number | null;
  body: string;
}

export interface FormProblem {
  field: 'rating' | 'body';
  /** The toast's title for the spec's pairs ('No Rating', 'Too Short'); none for the limit. */
  title?: string;
  message: string;
}

export const LIMITS: Record<WrittenKind, { min: number; max: number; tooLong: string }> = {
  review: { min: REVIEW_MIN_LENGTH, max: REVIEW_MAX_LENGTH, tooLong: REVIEW_TOO_LONG_MESSAGE },
  response: { min: RESPONSE_MIN_LENGTH, max: RESPONSE_MAX_LENGTH, tooLong: RESPONSE_TOO_LONG_MESSAGE },
};

/** What is wrong with a review (rating first, then the text) or a response (the text); empty when nothing. */
export function checkWritten(kind: WrittenKind, { rating, body }: WrittenValues): FormProblem[] {
  const problems: FormProblem[] = [];
  if (kind === 'review' && (rating === null || !Number.isInteger(rating) || rating < 1 || rating > 5)) {
    problems.push({ field: 'rating', title: NO_RATING_TITLE, message: NO_RATING_MESSAGE });
  }
  const limits = LIMITS[kind];
  if (body.trim().length < limits.min) problems.push({ field: 'body', title: REVIEW_TOO_SHORT_TITLE, message: REVIEW_TOO_SHORT_MESSAGE });
  else if (body.length > limits.max) problems.push({ field: 'body', message: limits.tooLong });
  return problems;
}
