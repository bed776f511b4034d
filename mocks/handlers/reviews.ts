/*
 * Reviews: one per user per game (spec §5), 20–500 characters and a rating of 1–5; only the author edits
 * or deletes a review; like/dislike toggle (one of the two at a time). Developer responses: only the
 * game's developer, only on reviews open to responses, once, 20–250 characters (Decision 9), deletable.
 *
 * Texts are trimmed (as a real server does) and checked here, so a short text answers the spec's own
 * sentence; then the contract's schema is checked too.
 */
import type { HttpHandler } from 'msw';
import { endpoints } from '../../src/api/contract';
import { forbidden, invalid, notFound } from '../core/errors';
import { route } from '../core/route';
import { db, findGame, type ReviewRecord, type UserRecord } from '../db';
import {
  checkResponse,
  checkReview,
  isoNow,
  looseResponseBody,
  looseReviewBody,
  NOT_FOUND,
  recordActivity,
  requireGame,
  requireReview,
  withBody,
} from './lib/catalogue';

export const REVIEW_MESSAGES = {
  posted: 'Thank you! Your review has been posted.',
  updated: 'Your review has been updated.',
  /** Spec §8, verbatim. */
  deleted: 'Your review has been permanently removed.',
  alreadyReviewed: 'You have already reviewed this game. You can edit or delete your review instead.',
  notYours: 'You can only change your own reviews.',
  responded: 'Your response has been posted.',
  /** Spec §8, verbatim. */
  responseDeleted: 'Your response has been permanently removed.',
  notDeveloper: 'Only the developer of this game can respond to its reviews.',
  notRespondable: 'This review is not open to developer responses.',
  alreadyResponded: 'You have already responded to this review.',
} as const;

function requireOwn(review: ReviewRecord, user: UserRecord): void {
  if (review.authorUsername.toLowerCase() !== user.username.toLowerCase()) throw forbidden(REVIEW_MESSAGES.notYours);
}

/** The review's game, and a 403 unless `user` acts for its developer. */
function requireDeveloperOf(review: ReviewRecord, user: UserRecord): void {
  const game = findGame(review.gameSlug);
  if (!game) throw notFound(NOT_FOUND.game);
  if (user.developer === null || user.developer !== game.developer.slug) throw forbidden(REVIEW_MESSAGES.notDeveloper);
}

const submit = endpoints['reviews.submit'];
const update = endpoints['reviews.update'];
const respond = endpoints['reviews.respond'];

export const reviewsHandlers: HttpHandler[] = [
  route(withBody(submit, looseReviewBody), async ({ params, body: raw, user, ok }) => {
    const game = requireGame(params.game);
    const mine = db.reviews.findFirst((q) => q.where({ gameSlug: game.slug, authorUsername: user.username }));
    if (mine) throw invalid(REVIEW_MESSAGES.alreadyReviewed);
    const body = checkReview(raw, submit.body);
    const uuid = crypto.randomUUID();
    await db.reviews.create({
      uuid,
      gameSlug: game.slug,
      authorUsername: user.username,
      rating: body.rating,
      body: body.body,
      reactions: { like: 0, dislike: 0 },
      date: { posted: isoNow(), updated: null },
      response: null,
      responded: null,
      respondable: true,
    });
    await recordActivity(user, 'review', `Reviewed ${game.title}`, `/arcade/games/${game.slug}`);
    return ok({ message: REVIEW_MESSAGES.posted, uuid });
  }),

  route(withBody(update, looseReviewBody), async ({ params, body: raw, user, ok }) => {
    const game = requireGame(params.game);
    const review = requireReview(params.uuid, game.slug);
    requireOwn(review, user);
    const body = checkReview(raw, update.body);
    await db.reviews.update((q) => q.where({ uuid: review.uuid }), {
      data(r) {
        r.body = body.body;
        r.rating = body.rating;
        r.date.updated = isoNow();
      },
    });
    return ok({ message: REVIEW_MESSAGES.updated, uuid: review.uuid });
  }),

  route(endpoints['reviews.delete'], ({ params, user, ok }) => {
    const game = requireGame(params.game);
    const review = requireReview(params.uuid, game.slug);
    requireOwn(review, user);
    db.reviewReactions.deleteMany((q) => q.where({ reviewUuid: review.uuid }));
    db.reviews.delete((q) => q.where({ uuid: review.uuid }));
    return ok({ message: REVIEW_MESSAGES.deleted });
  }),

  route(endpoints['reviews.react'], async ({ params, body, user, ok }) => {
    const game = requireGame(params.game);
    const review = requireReview(params.uuid, game.slug);
    const mine = db.reviewReactions.findMany((q) => q.where({ userId: user.id, reviewUuid: review.uuid }));
    const same = mine.some((r) => r.type === body.type);
    // Like and dislike exclude each other: a new one replaces the other; the same one again retracts.
    for (const r of mine) db.reviewReactions.delete((q) => q.where({ userId: user.id, reviewUuid: review.uuid, type: r.type }));
    if (!same) await db.reviewReactions.create({ userId: user.id, reviewUuid: review.uuid, type: body.type });
    await db.reviews.update((q) => q.where({ uuid: review.uuid }), {
      data(r) {
        for (const old of mine) r.reactions[old.type] = Math.max(0, r.reactions[old.type] - 1);
        if (!same) r.reactions[body.type] += 1;
      },
    });
    return ok({ retracted: same });
  }),

  route(withBody(respond, looseResponseBody), async ({ params, body: raw, user, ok }) => {
    const review = requireReview(params.uuid);
    requireDeveloperOf(review, user);
    if (!review.respondable) throw invalid(REVIEW_MESSAGES.notRespondable);
    if (review.response !== null) throw invalid(REVIEW_MESSAGES.alreadyResponded);
    const body = checkResponse(raw, respond.body);
    await db.reviews.update((q) => q.where({ uuid: review.uuid }), {
      data(r) {
        r.response = body.body;
        r.responded = isoNow();
      },
    });
    return ok({ message: REVIEW_MESSAGES.responded });
  }),

  route(endpoints['reviews.deleteResponse'], async ({ params, user, ok }) => {
    const review = requireReview(params.uuid);
    requireDeveloperOf(review, user);
    if (review.response === null) throw notFound(NOT_FOUND.response);
    await db.reviews.update((q) => q.where({ uuid: review.uuid }), {
      data(r) {
        r.response = null;
        r.responded = null;
      },
    });
    return ok({ message: REVIEW_MESSAGES.responseDeleted });
  }),
];
