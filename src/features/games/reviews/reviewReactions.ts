import type { Review, ReviewsResponse } from '@/api/schemas/review';

/*
 * Like and dislike on a review (spec §3, §4): reviews.react toggles the type sent; like and dislike
 * exclude each other (a new one replaces the other, the same one again retracts). These are the pure
 * steps the optimistic update, its rollback and the reply's reconciliation take.
 */

export type ReviewReaction = 'like' | 'dislike';

const other = (type: ReviewReaction): ReviewReaction => (type === 'like' ? 'dislike' : 'like');

/** The review's reaction and counts, as a rollback restores them. */
export type ReviewReactionState = Pick<Review, 'reactions' | 'reacted_to'>;

/** The review with the viewer's reaction `type` set (true) or cleared (false); the counts follow. */
function withReaction(review: Review, type: ReviewReaction, marked: boolean): Review {
  const reactions = { ...review.reactions };
  const reacted_to = { ...review.reacted_to };
  if (reacted_to[type] !== marked) {
    reactions[type] = Math.max(0, reactions[type] + (marked ? 1 : -1));
    reacted_to[type] = marked;
  }
  if (marked && reacted_to[other(type)]) {
    reactions[other(type)] = Math.max(0, reactions[other(type)] - 1);
    reacted_to[other(type)] = false;
  }
  return { ...review, reactions, reacted_to };
}

/** A click: the same reaction again retracts it; the other one is replaced. */
export function toggleReviewReaction(review: Review, type: ReviewReaction): Review {
  return withReaction(review, type, !review.reacted_to[type]);
}

/** The server's reply: `retracted` means the viewer's `type` is off, otherwise on (whatever is shown). */
export function settleReviewReaction(review: Review, type: ReviewReaction, retracted: boolean): Review {
  return withReaction(review, type, !retracted);
}

export function reactionStateOf(review: Review): ReviewReactionState {
  return { reactions: { ...review.reactions }, reacted_to: { ...review.reacted_to } };
}

/** A reviews reply with the review `uuid` (in the page and as the own review) passed through `change`. */
export function mapReview(data: ReviewsResponse, uuid: string, change: (review: Review) => Review): ReviewsResponse {
  const items = data.pagination.items.map((review) => (review.uuid === uuid ? change(review) : review));
  const current = data.current && data.current.uuid === uuid ? change(data.current) : data.current;
  return { ...data, current, pagination: { ...data.pagination, items } };
}

/** The review `uuid` in a reviews reply (the page or the own review). */
export function findReview(data: ReviewsResponse, uuid: string): Review | undefined {
  return data.pagination.items.find((review) => review.uuid === uuid) ?? (data.current?.uuid === uuid ? data.current : undefined);
}
