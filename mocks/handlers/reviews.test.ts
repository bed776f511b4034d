import '../../tests/setup/msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract';
import { call, rawFetch, rejection } from '../core/testing';
import { db, ensureDatabase } from '../db';

const PASSWORD = 'Orbital!2026';
const UNAUTHORIZED = 'You need to be logged in to do that. Please log in and try again.';
const TOO_SHORT = 'Please enter at least 20 characters to submit your review.';
const NO_RATING = 'Please choose a rating before submitting your feedback.';
const REVIEW_NOT_FOUND = 'We could not find this review. It may have been deleted.';
const GAME = 'starfall-arena';
const GOOD_BODY = 'Fast, fair matches and the arenas look stunning in my headset.';

async function login(username: 'player' | 'premium' | 'developer') {
  await call(endpoints['auth.login'], { body: { login: username, password: PASSWORD, remember: false } });
}

async function rawJson(path: string, init: RequestInit = {}) {
  const response = await rawFetch(path, init);
  return { http: response.status, body: (await response.json()) as { status: { code: number; message: string }; data: unknown } };
}

const reviews = (game = GAME) => call(endpoints['games.reviews'], { params: { game } });
const submit = (body: string, rating: number, game = GAME) => call(endpoints['reviews.submit'], { params: { game }, body: { body, rating } });
const rawSubmit = (payload: unknown, game = GAME) =>
  rawJson(`/v1/private/user/arcade/game/review/${game}/submit`, { method: 'POST', body: JSON.stringify(payload) });

function starfallReviews() {
  return db.reviews.findMany((q) => q.where({ gameSlug: GAME }));
}
function premiumReview() {
  const review = starfallReviews().find((r) => r.authorUsername === 'premium');
  if (!review) throw new Error('premium has no starfall review');
  return review;
}
/** A starfall review open to a response and not answered yet. */
function openReview() {
  const review = starfallReviews().find((r) => r.respondable && r.response === null && r.authorUsername !== 'premium');
  if (!review) throw new Error('no open review');
  return review;
}
function answeredReview() {
  const review = starfallReviews().find((r) => r.response !== null);
  if (!review) throw new Error('no answered review');
  return review;
}
function reviewRecord(uuid: string) {
  return db.reviews.findFirst((q) => q.where({ uuid }));
}

const update = (uuid: string, body: string, rating: number, game = GAME) =>
  call(endpoints['reviews.update'], { params: { game, uuid }, body: { body, rating } });
const remove = (uuid: string, game = GAME) => call(endpoints['reviews.delete'], { params: { game, uuid } });
const react = (uuid: string, type: 'like' | 'dislike') => call(endpoints['reviews.react'], { params: { game: GAME, uuid }, body: { type } });
const seen = async (uuid: string) => (await reviews()).pagination.items.find((r) => r.uuid === uuid);
const RESPONSE = 'Thank you for playing! Season 2 brings four new arenas.';
const respond = (uuid: string, body: string) => call(endpoints['reviews.respond'], { params: { uuid }, body: { body } });
const deleteResponse = (uuid: string) => call(endpoints['reviews.deleteResponse'], { params: { uuid } });
const rawRespond = (uuid: string, body: unknown) =>
  rawJson(`/v1/private/arcade/game/review/${uuid}/response`, { method: 'POST', body: JSON.stringify({ body }) });

beforeEach(async () => {
  await ensureDatabase();
});

describe('reviews.submit', () => {
  it('needs a session', async () => {
    const error = await rejection(submit(GOOD_BODY, 4));
    expect(error.code).toBe(401);
    expect(error.message).toBe(UNAUTHORIZED);
  });

  it('posts the review: it becomes the caller\'s own (current) and counts in the stats and the activity feed', async () => {
    await login('player');
    const before = (await call(endpoints['games.details'], { params: { game: GAME } })).game.stats.reviews;
    const result = await submit(`  ${GOOD_BODY}  `, 4);
    expect(result.message).toBe('Thank you! Your review has been posted.');
    const data = await reviews();
    expect(data.current).toMatchObject({ uuid: result.uuid, rating: 4, body: GOOD_BODY, author: { username: 'player' }, response: null, date: { updated: null } });
    expect(data.pagination.items[0]?.uuid).toBe(result.uuid);
    expect((await call(endpoints['games.details'], { params: { game: GAME } })).game.stats.reviews).toBe(before + 1);
    expect(db.activity.findMany((q) => q.where({ userId: 1, type: 'review' })).map((a) => a.title)).toContain('Reviewed Starfall Arena');
  });

  it('one review per user per game: a second one is refused with a sentence', async () => {
    await login('player');
    await submit(GOOD_BODY, 4);
    const again = await rejection(submit(GOOD_BODY, 5));
    expect(again.code).toBe(422);
    expect(again.message).toBe('You have already reviewed this game. You can edit or delete your review instead.');

    await login('premium');
    expect((await rejection(submit(GOOD_BODY, 3))).message).toBe('You have already reviewed this game. You can edit or delete your review instead.');
  });

  it('a body shorter than 20 characters (once trimmed) answers the spec\'s sentence', async () => {
    await login('player');
    for (const body of ['Too short.', `   ${'a'.repeat(19)}      `, ' '.repeat(40), '', 42, null]) {
      const { http, body: answer } = await rawSubmit({ body, rating: 4 });
      expect(http).toBe(422);
      expect(answer.status.message).toBe(TOO_SHORT);
    }
    expect((await rawSubmit({ rating: 4 })).body.status.message).toBe(TOO_SHORT);
    expect((await reviews()).current).toBeNull();
  });

  it('a body over 500 characters, a missing rating and a rating outside 1–5 are refused with sentences', async () => {
    await login('player');
    expect((await rawSubmit({ body: 'x'.repeat(501), rating: 4 })).body.status.message).toBe('Please keep your review to 500 characters or fewer.');
    for (const payload of [{ body: GOOD_BODY }, { body: GOOD_BODY, rating: 0 }, { body: GOOD_BODY, rating: null }]) {
      const { http, body } = await rawSubmit(payload);
      expect(http).toBe(422);
      expect(body.status.message).toBe(NO_RATING);
    }
    for (const rating of [6, -1, 4.5, '5']) {
      const { http, body } = await rawSubmit({ body: GOOD_BODY, rating });
      expect(http).toBe(422);
      expect(body.status.message).toBe('Please choose a rating between 1 and 5 stars.');
    }
    await expect(submit('x'.repeat(500), 1)).resolves.toMatchObject({ uuid: expect.any(String) });
  });

  it('an unknown game is a 404', async () => {
    await login('player');
    const error = await rejection(submit(GOOD_BODY, 4, 'no-such-game'));
    expect(error.code).toBe(404);
    expect(error.message).toBe('We could not find this game. It may have been removed or renamed.');
  });
});

describe('reviews.update', () => {
  it('edits the caller\'s own review and marks it updated', async () => {
    await login('premium');
    const own = premiumReview();
    const result = await update(own.uuid, GOOD_BODY, 3);
    expect(result).toEqual({ message: 'Your review has been updated.', uuid: own.uuid });
    const current = (await reviews()).current;
    expect(current).toMatchObject({ uuid: own.uuid, body: GOOD_BODY, rating: 3, date: { posted: own.date.posted } });
    expect(current?.date.updated).not.toBeNull();
  });

  it('someone else\'s review is a 403; an unknown review or one of another game a 404', async () => {
    await login('player');
    const forbidden = await rejection(update(premiumReview().uuid, GOOD_BODY, 1));
    expect(forbidden.code).toBe(403);
    expect(forbidden.message).toBe('You can only change your own reviews.');
    expect(reviewRecord(premiumReview().uuid)?.rating).toBe(5);

    const unknown = await rejection(update('00000000-0000-4000-8000-000000000000', GOOD_BODY, 1));
    expect(unknown.code).toBe(404);
    expect(unknown.message).toBe(REVIEW_NOT_FOUND);
    const otherGame = await rejection(update(premiumReview().uuid, GOOD_BODY, 1, 'neon-drift'));
    expect(otherGame.code).toBe(404);
  });

  it('the same text and rating rules as submit; the text is stored trimmed', async () => {
    await login('premium');
    const rawUpdate = (payload: unknown) =>
      rawJson(`/v1/private/user/arcade/game/review/${GAME}/${premiumReview().uuid}/update`, { method: 'POST', body: JSON.stringify(payload) });
    for (const [payload, message] of [
      [{ body: 'short', rating: 2 }, TOO_SHORT],
      [{ body: `  ${'b'.repeat(19)}  `, rating: 2 }, TOO_SHORT],
      [{ body: 'x'.repeat(501), rating: 2 }, 'Please keep your review to 500 characters or fewer.'],
      [{ body: GOOD_BODY }, NO_RATING],
      [{ body: GOOD_BODY, rating: 6 }, 'Please choose a rating between 1 and 5 stars.'],
    ] as const) {
      const { http, body } = await rawUpdate(payload);
      expect(http).toBe(422);
      expect(body.status.message).toBe(message);
    }
    await update(premiumReview().uuid, `\n  ${GOOD_BODY}  \n`, 2);
    expect(premiumReview()).toMatchObject({ body: GOOD_BODY, rating: 2 });
  });

  it('needs a session', async () => {
    expect((await rejection(update(premiumReview().uuid, GOOD_BODY, 1))).code).toBe(401);
  });
});

describe('reviews.delete', () => {
  it('deletes the caller\'s own review with the spec\'s message; the user may then review again', async () => {
    await login('premium');
    const own = premiumReview();
    expect(await remove(own.uuid)).toEqual({ message: 'Your review has been permanently removed.' });
    expect((await reviews()).current).toBeNull();
    expect(reviewRecord(own.uuid)).toBeUndefined();
    await expect(submit(GOOD_BODY, 5)).resolves.toMatchObject({ uuid: expect.any(String) });
  });

  it('someone else\'s review is a 403; a deleted one a 404; guests a 401', async () => {
    const uuid = premiumReview().uuid;
    expect((await rejection(remove(uuid))).code).toBe(401);
    await login('player');
    const forbidden = await rejection(remove(uuid));
    expect(forbidden.code).toBe(403);
    expect(forbidden.message).toBe('You can only change your own reviews.');
    await login('premium');
    await remove(uuid);
    const gone = await rejection(remove(uuid));
    expect(gone.code).toBe(404);
    expect(gone.message).toBe(REVIEW_NOT_FOUND);
  });
});

describe('reviews.react', () => {
  it('toggles: like adds (retracted false), like again retracts (retracted true)', async () => {
    await login('developer');
    const uuid = premiumReview().uuid;
    const before = await seen(uuid);
    expect(await react(uuid, 'like')).toEqual({ retracted: false });
    expect(await seen(uuid)).toMatchObject({ reacted_to: { like: true, dislike: false }, reactions: { like: (before?.reactions.like ?? 0) + 1 } });
    expect(await react(uuid, 'like')).toEqual({ retracted: true });
    expect(await seen(uuid)).toMatchObject({ reacted_to: { like: false, dislike: false }, reactions: before?.reactions });
  });

  it('like and dislike exclude each other', async () => {
    await login('player');
    // The seed: player liked one starfall review.
    const liked = (await reviews()).pagination.items.find((r) => r.reacted_to.like);
    if (!liked) throw new Error('player liked no review');
    expect(await react(liked.uuid, 'dislike')).toEqual({ retracted: false });
    expect(await seen(liked.uuid)).toMatchObject({
      reacted_to: { like: false, dislike: true },
      reactions: { like: liked.reactions.like - 1, dislike: liked.reactions.dislike + 1 },
    });
  });

  it('guests get a 401; an unknown review a 404; an unknown type a 422', async () => {
    const uuid = premiumReview().uuid;
    expect((await rejection(react(uuid, 'like'))).code).toBe(401);
    await login('player');
    expect((await rejection(react('00000000-0000-4000-8000-000000000000', 'like'))).message).toBe(REVIEW_NOT_FOUND);
    const { http, body } = await rawJson(`/v1/private/user/arcade/game/review/${GAME}/${uuid}/react`, { method: 'PUT', body: JSON.stringify({ type: 'love' }) });
    expect(http).toBe(422);
    expect(body.status.message).toBe('The type must be one of: like, dislike.');
  });
});

describe('reviews.respond and reviews.deleteResponse', () => {
  it('the game\'s developer responds once to a respondable review', async () => {
    await login('developer');
    const { uuid } = openReview();
    expect(await respond(uuid, RESPONSE)).toEqual({ message: 'Your response has been posted.' });
    const review = (await reviews()).pagination.items.find((r) => r.uuid === uuid);
    expect(review).toMatchObject({ response: RESPONSE, respondable: false });
    const again = await rejection(respond(uuid, RESPONSE));
    expect(again.code).toBe(422);
    expect(again.message).toBe('You have already responded to this review.');
  });

  it('anyone else gets a 403, guests a 401', async () => {
    const { uuid } = openReview();
    expect((await rejection(respond(uuid, RESPONSE))).code).toBe(401);
    for (const who of ['player', 'premium'] as const) {
      await login(who);
      const error = await rejection(respond(uuid, RESPONSE));
      expect(error.code).toBe(403);
      expect(error.message).toBe('Only the developer of this game can respond to its reviews.');
    }
    // The developer of orbital-labs does not own games of other studios either.
    const foreign = db.reviews.findMany().find((r) => db.games.findFirst((q) => q.where({ slug: r.gameSlug }))?.developer.slug !== 'orbital-labs');
    if (!foreign) throw new Error('no review of another studio');
    await login('developer');
    expect((await rejection(respond(foreign.uuid, RESPONSE))).code).toBe(403);
    expect(reviewRecord(uuid)?.response).toBeNull();
  });

  it('a review not open to responses is refused', async () => {
    const { uuid } = openReview();
    await db.reviews.update((q) => q.where({ uuid }), {
      data(r) {
        r.respondable = false;
      },
    });
    await login('developer');
    const error = await rejection(respond(uuid, RESPONSE));
    expect(error.code).toBe(422);
    expect(error.message).toBe('This review is not open to developer responses.');
  });

  it('20–250 characters: the spec\'s sentence below, a sentence above', async () => {
    await login('developer');
    const { uuid } = openReview();
    const short = await rawRespond(uuid, '   Thanks!    ');
    expect(short.http).toBe(422);
    expect(short.body.status.message).toBe(TOO_SHORT);
    const long = await rawRespond(uuid, 'x'.repeat(251));
    expect(long.http).toBe(422);
    expect(long.body.status.message).toBe('Please keep your response to 250 characters or fewer.');
    expect((await rawRespond(uuid, undefined)).body.status.message).toBe(TOO_SHORT);
    await expect(respond(uuid, `  ${'x'.repeat(246)}  `)).resolves.toEqual({ message: 'Your response has been posted.' });
    expect(reviewRecord(uuid)?.response).toBe('x'.repeat(246));
  });

  it('an unknown review is a 404', async () => {
    await login('developer');
    const error = await rejection(respond('00000000-0000-4000-8000-000000000000', RESPONSE));
    expect(error.code).toBe(404);
    expect(error.message).toBe(REVIEW_NOT_FOUND);
  });

  it('the developer deletes a response with the spec\'s message; the review is open again', async () => {
    await login('developer');
    const { uuid } = answeredReview();
    expect(await deleteResponse(uuid)).toEqual({ message: 'Your response has been permanently removed.' });
    expect((await reviews()).pagination.items.find((r) => r.uuid === uuid)).toMatchObject({ response: null, respondable: true });
    const again = await rejection(deleteResponse(uuid));
    expect(again.code).toBe(404);
    expect(again.message).toBe('This review has no response to remove.');
  });

  it('only the developer deletes a response', async () => {
    const { uuid } = answeredReview();
    expect((await rejection(deleteResponse(uuid))).code).toBe(401);
    await login('player');
    const error = await rejection(deleteResponse(uuid));
    expect(error.code).toBe(403);
    expect(reviewRecord(uuid)?.response).not.toBeNull();
  });
});
