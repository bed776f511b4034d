import type { Review, ReviewsResponse } from '@/api/schemas/review';

/**
 * What the reviews section lists (spec §2, §3): the viewer's own review (`current`) first and apart, and
 * the page's other reviews without it (the API lists it in its page too).
 */
export function splitReviews(data: ReviewsResponse): { own: Review | null; others: Review[] } {
  const own = data.current;
  return { own, others: own ? data.pagination.items.filter((review) => review.uuid !== own.uuid) : data.pagination.items };
}

/** True when the game has no review at all (the empty state). */
export function hasNoReviews(data: ReviewsResponse): boolean {
  return data.pagination.total === 0 && data.current === null;
}
