/*
 * The plain values of the API schemas: limits, enums, spec sentences and small helpers, with no zod.
 * Code on the startup path (the shell, the session, the realtime client, URL parsers) imports them from
 * the schema modules as before; those re-export them from here, so the bundler can leave the schemas
 * (and zod) out of the initial JavaScript (engineering guide §5).
 */

// common -----------------------------------------------------------------------------------------

/** Lower-case, dash-separated identifier used in URLs ('starfall-arena', 'vr'): slugSchema's rule. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** True for a slug (the same rule as slugSchema, without zod). */
export const isSlug = (value: string): boolean => SLUG_PATTERN.test(value);

// game -------------------------------------------------------------------------------------------

/** Spec §3: reaction types on games. */
export const REACTION_TYPES = ['laugh', 'joy', 'cry', 'anger', 'high5', 'like', 'dislike', 'love', 'bug'] as const;
/** Spec §3: game index sort options (default released). `recent` is a URL alias the app maps to `released`. */
export const GAME_SORTS = ['popular', 'released', 'rating'] as const;
export const DEFAULT_GAME_SORT: (typeof GAME_SORTS)[number] = 'released';
/** Game index page size (spec §9). */
export const GAME_PAGE_SIZE = 8;

// review -----------------------------------------------------------------------------------------

/** Spec §5/§9: review body 20–500 characters; developer response 20–250 (Decision 9). */
export const REVIEW_MIN_LENGTH = 20;
export const REVIEW_MAX_LENGTH = 500;
export const RESPONSE_MIN_LENGTH = 20;
export const RESPONSE_MAX_LENGTH = 250;

/*
 * The sentences a refused review, rating or response answers (the contract's schemas carry them, so the
 * server's 422 and a form checked with the same rules say the same thing). Titles are the toasts'.
 */
/** Spec §5, verbatim: review or developer response text under 20 characters (toast 'Too Short'). */
export const REVIEW_TOO_SHORT_TITLE = 'Too Short';
export const REVIEW_TOO_SHORT_MESSAGE = 'Please enter at least 20 characters to submit your review.';
/** Spec §5, verbatim: a review without a rating (toast 'No Rating'). */
export const NO_RATING_TITLE = 'No Rating';
export const NO_RATING_MESSAGE = 'Please choose a rating before submitting your feedback.';
/** A rating that is not a whole number of stars from 1 to 5. */
export const RATING_RANGE_MESSAGE = 'Please choose a rating between 1 and 5 stars.';
export const REVIEW_TOO_LONG_MESSAGE = `Please keep your review to ${REVIEW_MAX_LENGTH} characters or fewer.`;
export const RESPONSE_TOO_LONG_MESSAGE = `Please keep your response to ${RESPONSE_MAX_LENGTH} characters or fewer.`;

// user -------------------------------------------------------------------------------------------

/**
 * The current user (user.ts's CurrentUser) before the first status check has answered. Typed by its value:
 * this module imports no schema module, so that no import cycle runs through it.
 */
export const UNKNOWN_USER = { attempted: false, loggedIn: false } as const;

/** Whether a premium expiry lies after `now` (the app passes its clock's time). */
export function isPremiumActive(premium: string | null, now: Date): boolean {
  return premium !== null && Date.parse(premium) > now.getTime();
}

// search -----------------------------------------------------------------------------------------

/** Spec §5/§9: a search needs at least 3 characters. */
export const SEARCH_MIN_LENGTH = 3;
/** Longest search text. */
export const SEARCH_MAX_LENGTH = 100;
/** Spec §5, verbatim: a search under 3 characters (danger toast 'Invalid Input'). */
export const SEARCH_TOO_SHORT_TITLE = 'Invalid Input';
export const SEARCH_TOO_SHORT_MESSAGE = 'Please enter at least 3 character to perform a search.';
export const SEARCH_TOO_LONG_MESSAGE = `Please keep your search to ${SEARCH_MAX_LENGTH} characters or fewer.`;
/** Most results returned per section. */
export const SEARCH_SECTION_LIMIT = 24;

// realtime ---------------------------------------------------------------------------------------

/** Spec §9: notification sounds. */
export const NOTIFICATION_SOUNDS = ['error', 'ding', 'message', 'short', 'strong'] as const;

/** Channel names (Echo adds the `private-` prefix for private channels itself). */
export const channels = {
  /** Private, logged-in users: achievements, notifications, messages. */
  announcement: (userId: number) => `announcement.${userId}`,
  /** Public, guests: the session id comes from a cookie (no cookie → no connection). */
  guestAnnouncement: (sessionId: string) => `guest.announcement.${sessionId}`,
  /** Private, logged-in users: balance. */
  account: (userId: number) => `account.${userId}`,
} as const;

// content ----------------------------------------------------------------------------------------

/** Spec §2: the five legal pages (/hc/legal/{page}). */
export const LEGAL_PAGES = ['terms-of-service', 'privacy-policy', 'refund-policy', 'imprint', 'about-us'] as const;
export type LegalPageSlug = (typeof LEGAL_PAGES)[number];

// market -----------------------------------------------------------------------------------------

/** Spec §9: premium costs 10 coins per month, extends one month per purchase, at most 1 year ahead. */
export const PREMIUM_PRICE_COINS = 10;
export const PREMIUM_MAX_MONTHS_AHEAD = 12;
