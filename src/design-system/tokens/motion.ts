/**
 * Durations and timings from spec §9, in milliseconds. Components and features read
 * these names; a test pins each number to the spec.
 */
export const durations = {
  /** Default toast lifetime. */
  toast: 5000,
  /** Login and sign-out toasts. */
  toastShort: 3000,
  /** Achievement toast. */
  toastAchievement: 60000,
  /** Support 'Message Sent' toast. */
  toastSupport: 5000,
  /** Shop list error toast ('Oops!'). */
  toastShopError: 3000,
  /** Scroll-hint toast. */
  toastScrollHint: 8000,
  /** Toast exit animation. */
  toastExit: 400,
  /** Dialog close delay (its closing state). */
  dialogClose: 400,
  /** 'Coming Soon' bubble. */
  bubble: 1500,
  /** Side navigation open/close. */
  sideNav: 500,
  /** Search bar expand/collapse. */
  search: 2000,
  /** Request buttons return to their initial state. */
  requestReset: 1000,
  /** Confetti. */
  confetti: 4000,
  /** Small UI transitions (hover, focus). */
  fast: 150,
  base: 250,
} as const;

export const easings = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)',
  exit: 'cubic-bezier(0.4, 0, 1, 1)',
} as const;

export type DurationToken = keyof typeof durations;
