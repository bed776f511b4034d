/*
 * Reviews: one per user per game (spec §5), 20–500 characters and a rating of 1–5; only the author edits
 * or deletes a review; like/dislike toggle (one of the two at a time). Developer responses: only the
 * game's developer, only on reviews open to responses, once, 20–250 characters (Decision 9), deletable.
 *
 * The text and rating rules, with the spec's sentences, are the contract's (src/api/schemas/review.ts):
 * route() has checked them, white space at either end not counting. The texts are stored trimmed, as a
 * real server does.
 */
import type { HttpHandler } from 'msw';
import { endpoints } from '../../src/api/contract';
import { forbidden, invalid, notFound } from '../core/errors';
import { route } from '../core/route';
import { db, findGame, type ReviewRecord, type UserRecord } from '../db';
import { isoNow, NOT_FOUND, recordActivity, requireGame, requireReview } from './lib/catalogue';

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

export const reviewsHandlers: HttpHandler[] = [
  route(endpoints['reviews.submit'], async ({ params, body, user, ok }) => {
    const game = requireGame(params.game);
    const mine = db.reviews.findFirst((q) => q.where({ gameSlug: game.slug, authorUsername: user.username }));
    if (mine) throw invalid(REVIEW_MESSAGES.alreadyReviewed);
    const uuid = crypto.randomUUID();
    await db.reviews.create({
      uuid,
      gameSlug: game.slug,
      authorUsername: user.username,
      rating: body.rating,
      body: body.body.trim(),
      reactions: { like: 0, dislike: 0 },
      date: { posted: isoNow(), updated: null },
      response: null,
      responded: null,
      respondable: true,
    });
    await recordActivity(user, 'review', `Reviewed ${game.title}`, `/arcade/games/${game.slug}`);
    return ok({ message: REVIEW_MESSAGES.posted, uuid });
  }),

  route(endpoints['reviews.update'], async ({ params, body, user, ok }) => {
    const game = requireGame(params.game);
    const review = requireReview(params.uuid, game.slug);
    requireOwn(review, user);
    await db.reviews.update((q) => q.where({ uuid: review.uuid }), {
      data(r) {
        r.body = body.body.trim();
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

  route(endpoints['reviews.respond'], async ({ params, body, user, ok }) => {
    const review = requireReview(params.uuid);
    requireDeveloperOf(review, user);
    if (!review.respondable) throw invalid(REVIEW_MESSAGES.notRespondable);
    if (review.response !== null) throw invalid(REVIEW_MESSAGES.alreadyResponded);
    await db.reviews.update((q) => q.where({ uuid: review.uuid }), {
      data(r) {
        r.response = body.body.trim();
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
