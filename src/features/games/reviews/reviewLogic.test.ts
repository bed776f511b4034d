import { describe, expect, it } from 'vitest';
import type { Review, ReviewsResponse } from '@/api/schemas/review';
import { hasNoReviews, splitReviews } from './reviewList';
import { mapReview, settleReviewReaction, toggleReviewReaction } from './reviewReactions';
import { checkWritten } from './reviewRules';

// Spec §5, verbatim.
const TOO_SHORT = 'Please enter at least 20 characters to submit your review.';
const NO_RATING = 'Please choose a rating before submitting your feedback.';
const TWENTY = 'x'.repeat(20);

describe('checkWritten (spec §5, Decision 9)', () => {
  it('a review needs 1 to 5 stars: "No Rating"', () => {
    for (const rating of [null, 0, 6, 2.5]) {
      expect(checkWritten('review', { rating, body: TWENTY })).toEqual([{ field: 'rating', title: 'No Rating', message: NO_RATING }]);
    }
    expect(checkWritten('review', { rating: 1, body: TWENTY })).toEqual([]);
    expect(checkWritten('review', { rating: 5, body: TWENTY })).toEqual([]);
  });

  it('at least 20 characters, white space at the ends not counting: "Too Short"', () => {
    expect(checkWritten('review', { rating: 3, body: `   ${'x'.repeat(19)}    ` })).toEqual([
      { field: 'body', title: 'Too Short', message: TOO_SHORT },
    ]);
    expect(checkWritten('review', { rating: null, body: '' }).map((p) => p.title)).toEqual(['No Rating', 'Too Short']);
  });

  it('a review may hold 500 characters; 501 is refused with the limit sentence (no spec title)', () => {
    expect(checkWritten('review', { rating: 4, body: 'x'.repeat(500) })).toEqual([]);
    expect(checkWritten('review', { rating: 4, body: 'x'.repeat(501) })).toEqual([
      { field: 'body', message: 'Please keep your review to 500 characters or fewer.' },
    ]);
  });

  it('a response has no stars, 20 to 250 characters, the same "Too Short"', () => {
    expect(checkWritten('response', { rating: null, body: TWENTY })).toEqual([]);
    expect(checkWritten('response', { rating: null, body: 'Thanks!' })).toEqual([{ field: 'body', title: 'Too Short', message: TOO_SHORT }]);
    expect(checkWritten('response', { rating: null, body: 'x'.repeat(250) })).toEqual([]);
    expect(checkWritten('response', { rating: null, body: 'x'.repeat(251) })).toEqual([
      { field: 'body', message: 'Please keep your response to 250 characters or fewer.' },
    ]);
  });
});

const review = (uuid: string, over: Partial<Review> = {}): Review => ({
  uuid,
  rating: 4,
  body: 'A review long enough to be posted here.',
  author: { alias: 'Nova', username: 'nova', avatar: { sm: null } },
  reactions: { like: 3, dislike: 1 },
  reacted_to: { like: false, dislike: false },
  date: { posted: '2026-11-01T10:00:00.000Z', updated: null },
  response: null,
  respondable: false,
  ...over,
});

const page = (items: Review[], current: Review | null = null, total = items.length): ReviewsResponse => ({
  rating: 4,
  current,
  developer: false,
  pagination: { total, from: items.length ? 1 : null, to: items.length || null, current: 1, last: 1, per_page: 8, items },
});

describe('like and dislike (spec §3: they exclude each other)', () => {
  it('a like adds one; the same like again takes it back', () => {
    const liked = toggleReviewReaction(review('a'), 'like');
    expect(liked).toMatchObject({ reactions: { like: 4, dislike: 1 }, reacted_to: { like: true, dislike: false } });
    expect(toggleReviewReaction(liked, 'like')).toMatchObject({ reactions: { like: 3, dislike: 1 }, reacted_to: { like: false, dislike: false } });
  });

  it('a dislike replaces a like', () => {
    const liked = review('a', { reactions: { like: 4, dislike: 1 }, reacted_to: { like: true, dislike: false } });
    expect(toggleReviewReaction(liked, 'dislike')).toMatchObject({ reactions: { like: 3, dislike: 2 }, reacted_to: { like: false, dislike: true } });
  });

  it('the reply settles it: retracted clears, otherwise the reaction is on', () => {
    const shownOn = toggleReviewReaction(review('a'), 'like');
    expect(settleReviewReaction(shownOn, 'like', false)).toEqual(shownOn);
    expect(settleReviewReaction(shownOn, 'like', true)).toMatchObject({ reactions: { like: 3 }, reacted_to: { like: false } });
    expect(settleReviewReaction(review('a'), 'dislike', false)).toMatchObject({ reactions: { dislike: 2 }, reacted_to: { dislike: true } });
  });

  it('mapReview changes that review in the page and as the own review, nothing else', () => {
    const mine = review('me');
    const data = page([review('a'), mine], mine);
    const next = mapReview(data, 'me', (r) => ({ ...r, body: 'changed' }));
    expect(next.current?.body).toBe('changed');
    expect(next.pagination.items.map((r) => r.body)).toEqual([data.pagination.items[0]!.body, 'changed']);
    expect(data.current?.body).not.toBe('changed');
  });
});

describe('splitReviews (own review first, not twice)', () => {
  it('takes the own review out of the page', () => {
    const mine = review('me');
    const { own, others } = splitReviews(page([review('a'), mine, review('b')], mine));
    expect(own?.uuid).toBe('me');
    expect(others.map((r) => r.uuid)).toEqual(['a', 'b']);
  });

  it('without an own review the page is listed as it is', () => {
    const { own, others } = splitReviews(page([review('a'), review('b')]));
    expect(own).toBeNull();
    expect(others.map((r) => r.uuid)).toEqual(['a', 'b']);
  });

  it('empty only when there is no review at all', () => {
    expect(hasNoReviews(page([], null, 0))).toBe(true);
    expect(hasNoReviews(page([], null, 9))).toBe(false);
    expect(hasNoReviews(page([], review('me'), 0))).toBe(false);
  });
});
