import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DEFAULT_USER_SETTINGS,
  PASSWORD_MISMATCH_MESSAGE,
  REGISTER_PASSWORD_HINT,
  RESET_PASSWORD_HINT,
  currentUserSchema,
  gameSchema,
  isFree,
  isPremiumActive,
  paginationSchema,
  percentOff,
  positiveIntOr,
  registerPasswordSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  resetPasswordSchema,
  reviewRequestSchema,
  reviewResponseRequestSchema,
  searchQuerySchema,
  supportMessageSchema,
  userSettingsSchema,
  type Game,
} from './index';

/** The message of the first issue a value raises (undefined when it passes). */
function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}

describe('password rules (spec §5, Decision 9)', () => {
  it('register rule: min 8, lower, upper, digit, special', () => {
    expect(registerPasswordSchema.safeParse('Orbital!2026').success).toBe(true);
    const bad = ['Or!2026', 'orbital!2026', 'ORBITAL!2026', 'Orbital!!!!', 'Orbital2026', 'Orbital 2026'];
    expect(bad.filter((p) => registerPasswordSchema.safeParse(p).success)).toEqual([]);
    // A refused password names the broken part of the rule; the hint describes the whole rule.
    expect(firstMessage(registerPasswordSchema, 'short')).toBe('The password must be at least 8 characters long.');
    expect(firstMessage(registerPasswordSchema, 'ORBITAL!2026')).toBe('The password must contain at least one lower-case letter.');
    expect(firstMessage(registerPasswordSchema, 'orbital!2026')).toBe('The password must contain at least one upper-case letter.');
    expect(firstMessage(registerPasswordSchema, 'Orbital!!!!')).toBe('The password must contain at least one digit.');
    expect(firstMessage(registerPasswordSchema, 'Orbital 2026')).toBe('The password must contain at least one special character, such as ! or #.');
    expect(registerPasswordSchema.description).toBe(REGISTER_PASSWORD_HINT);
  });

  it('reset rule: min 8, a letter, a number, a special character (case does not matter)', () => {
    expect(resetPasswordSchema.safeParse('orbital!2026').success).toBe(true);
    const bad = ['orb!202', 'orbital2026', '!!!!2026', 'orbital!!!'];
    expect(bad.filter((p) => resetPasswordSchema.safeParse(p).success)).toEqual([]);
    expect(firstMessage(resetPasswordSchema, 'x')).toBe('The password must be at least 8 characters long.');
    expect(firstMessage(resetPasswordSchema, '!!!!2026')).toBe('The password must contain at least one letter.');
    expect(firstMessage(resetPasswordSchema, 'orbital!!!')).toBe('The password must contain at least one digit.');
    expect(firstMessage(resetPasswordSchema, 'orbital2026')).toBe('The password must contain at least one special character, such as ! or #.');
    expect(resetPasswordSchema.description).toBe(RESET_PASSWORD_HINT);
  });

  it('hint texts', () => {
    expect(REGISTER_PASSWORD_HINT).toBe('Minimum 8 characters, lower and upper case letters, 1 digit, 1 special character.');
    expect(RESET_PASSWORD_HINT).toBe('Minimum 8 characters with at least 1 letter, 1 number and 1 special character.');
  });

  it('confirmation must match, with the spec message', () => {
    const reset = resetPasswordRequestSchema.safeParse({
      password: 'orbital!2026',
      password_confirmation: 'orbital!2027',
      token: 't',
      email: 'player@orbital.test',
    });
    expect(reset.error?.issues[0]?.message).toBe(
      'The password confirmation does not match the entered password. Please check your inputs.',
    );
    expect(PASSWORD_MISMATCH_MESSAGE).toBe(reset.error?.issues[0]?.message);
    const register = registerRequestSchema.safeParse({
      email: 'new@orbital.test',
      username: 'newbie',
      password: 'Orbital!2026',
      password_confirmation: 'Orbital!2026',
    });
    expect(register.success).toBe(true);
  });
});

describe('other request rules', () => {
  it('review 20–500 characters and rating 1–5; developer response 20–250', () => {
    const body20 = 'x'.repeat(20);
    expect(reviewRequestSchema.safeParse({ body: body20, rating: 5 }).success).toBe(true);
    expect(reviewRequestSchema.safeParse({ body: 'x'.repeat(19), rating: 5 }).success).toBe(false);
    expect(reviewRequestSchema.safeParse({ body: 'x'.repeat(501), rating: 5 }).success).toBe(false);
    expect(reviewRequestSchema.safeParse({ body: body20, rating: 0 }).success).toBe(false);
    expect(reviewRequestSchema.safeParse({ body: body20, rating: 4.5 }).success).toBe(false);
    expect(reviewResponseRequestSchema.safeParse({ body: 'x'.repeat(250) }).success).toBe(true);
    expect(reviewResponseRequestSchema.safeParse({ body: 'x'.repeat(251) }).success).toBe(false);
  });

  it('review, rating and response refusals carry the spec §5 sentences (white space at either end does not count)', () => {
    const good = 'Fast, fair matches and stunning arenas.';
    const tooShort = 'Please enter at least 20 characters to submit your review.';
    const noRating = 'Please choose a rating before submitting your feedback.';
    const range = 'Please choose a rating between 1 and 5 stars.';
    for (const body of ['x'.repeat(19), `   ${'x'.repeat(19)}   `, ' '.repeat(25), '', undefined, 42]) {
      expect(firstMessage(reviewRequestSchema, { body, rating: 4 })).toBe(tooShort);
      expect(firstMessage(reviewResponseRequestSchema, { body })).toBe(tooShort);
    }
    expect(firstMessage(reviewRequestSchema, { body: 'x'.repeat(501), rating: 4 })).toBe('Please keep your review to 500 characters or fewer.');
    expect(firstMessage(reviewResponseRequestSchema, { body: 'x'.repeat(251) })).toBe('Please keep your response to 250 characters or fewer.');
    for (const rating of [undefined, null, 0]) expect(firstMessage(reviewRequestSchema, { body: good, rating })).toBe(noRating);
    for (const rating of [-1, 6, 4.5, '5']) expect(firstMessage(reviewRequestSchema, { body: good, rating })).toBe(range);
    // A check, never a trim (ADR 0005): the parsed text is what was sent.
    expect(reviewRequestSchema.parse({ body: `  ${good}  `, rating: 5 }).body).toBe(`  ${good}  `);
  });

  it('support message: all fields non-empty, e-mail valid', () => {
    expect(supportMessageSchema.safeParse({ subject: 'Hi', email: 'a@b.co', message: 'Help' }).success).toBe(true);
    expect(supportMessageSchema.safeParse({ subject: '', email: 'a@b.co', message: 'Help' }).success).toBe(false);
    expect(supportMessageSchema.safeParse({ subject: 'Hi', email: 'nope', message: 'Help' }).success).toBe(false);
  });

  it('search needs at least 3 characters, with the spec §5 sentence', () => {
    expect(searchQuerySchema.safeParse({ query: 'ab' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ query: 'neo', games: true }).success).toBe(true);
    for (const query of ['ab', '  ab  ', '', undefined]) {
      expect(searchQuerySchema.safeParse({ query }).error?.issues[0]?.message).toBe('Please enter at least 3 character to perform a search.');
    }
    expect(searchQuerySchema.safeParse({ query: 'a'.repeat(101) }).error?.issues[0]?.message).toBe('Please keep your search to 100 characters or fewer.');
  });
});

describe('user settings', () => {
  it('defaults parse and match the defaults documented on the schema', () => {
    expect(userSettingsSchema.parse(DEFAULT_USER_SETTINGS)).toEqual(DEFAULT_USER_SETTINGS);
    type Node = { properties: Record<string, { properties: Record<string, { default?: unknown }> }> };
    // The schema is a named entity: the root is a $ref to its definition.
    const json = z.toJSONSchema(userSettingsSchema) as { $defs?: Record<string, Node> };
    const settings = json.$defs?.['UserSettings'];
    expect(settings).toBeDefined();
    const fromMeta = Object.fromEntries(
      Object.entries(settings?.properties ?? {}).map(([group, g]) => [
        group,
        Object.fromEntries(Object.entries(g.properties).map(([field, f]) => [field, f.default])),
      ]),
    );
    expect(fromMeta).toEqual(DEFAULT_USER_SETTINGS);
  });

  it('spec defaults: privacy "all", followers, toasts, digests and newsletters on', () => {
    expect(DEFAULT_USER_SETTINGS.privacy.profile_visibility).toBe('all');
    expect(DEFAULT_USER_SETTINGS.privacy.followers).toBe(true);
    expect(DEFAULT_USER_SETTINGS.community.friend_request).toBe('all');
    expect(DEFAULT_USER_SETTINGS.community.toast_notifications).toBe(true);
    expect(DEFAULT_USER_SETTINGS.community.unread_messages_digest).toBe(true);
    expect(DEFAULT_USER_SETTINGS.notification.newsletters).toBe(true);
    expect(DEFAULT_USER_SETTINGS.notification.weekly_digest).toBe(true);
  });
});

describe('entities', () => {
  const game: Game = {
    slug: 'starfall-arena',
    title: 'Starfall Arena',
    excerpt: 'A WebXR arena.',
    description: '',
    iframe: 'index.html',
    version: '1.2.0',
    builds: [{ version: '1.2.0', url: 'https://games.localhost:4173/starfall-arena/1.2.0/', active: true, sdk: true }],
    genre: { slug: 'action', title: 'Action' },
    tags: [{ slug: 'vr', title: 'VR' }],
    developer: { slug: 'orbital-labs', name: 'Orbital Labs', logo: null },
    engine: { id: 'threejs' },
    features: { multiplayer: true, achievement: true, save: true, leaderboard: true, inventory: true },
    portfolio: { trailer: null, screenshots: [{ original: '/img/1.jpg', thumbnail: '/img/1-tn.jpg' }] },
    stats: { views: 999, reviews: 2, reactions: 5 },
    date: { updated: '2026-11-01T10:00:00.000000Z' },
    reactions: { laugh: 0, joy: 1, cry: 0, anger: 0, high5: 3, like: 1, dislike: 0, love: 0, bug: 0 },
    reacted_to: { laugh: false, joy: false, cry: false, anger: false, high5: true, like: false, dislike: false, love: false, bug: false },
    ads_disabled: false,
    overlay: null,
    sdk: true,
    g_analytics: null,
    hero: '/img/hero.jpg',
    slides: [],
  };

  it('a realistic game parses; a wrong reaction flag does not', () => {
    expect(gameSchema.safeParse(game).success).toBe(true);
    const { bug: _bug, ...partial } = game.reacted_to;
    expect(gameSchema.safeParse({ ...game, reacted_to: partial }).success).toBe(false);
    expect(gameSchema.safeParse({ ...game, date: { updated: '2026-11-01' } }).success).toBe(false);
  });

  it('current user: unknown, guest and logged-in variants', () => {
    expect(currentUserSchema.safeParse({ attempted: false, loggedIn: false }).success).toBe(true);
    expect(currentUserSchema.safeParse({ attempted: true, loggedIn: true }).success).toBe(false);
  });

  it('pagination allows null from/to on an empty page', () => {
    const empty = { total: 0, from: null, to: null, current: 1, last: 1, per_page: 8, items: [] };
    expect(paginationSchema(z.string()).safeParse(empty).success).toBe(true);
  });

  it('helpers: percent off, free, premium active, SDK integer defaults', () => {
    expect(percentOff({ price: 200, price_discounted: 150 })).toBe(25);
    expect(percentOff({ price: 0, price_discounted: 0 })).toBe(0);
    expect(isFree({ price: 0, price_discounted: 0 })).toBe(true);
    expect(isFree({ price: 10, price_discounted: 0 })).toBe(false);
    const now = new Date('2026-11-21T12:00:00Z');
    expect(isPremiumActive('2026-12-11T12:00:00Z', now)).toBe(true);
    expect(isPremiumActive('2026-11-20T12:00:00Z', now)).toBe(false);
    expect(isPremiumActive(null, now)).toBe(false);
    expect(positiveIntOr(3, 10)).toBe(3);
    for (const bad of [0, -1, 1.5, '3', null, undefined, Number.NaN]) expect(positiveIntOr(bad, 10)).toBe(10);
  });
});
