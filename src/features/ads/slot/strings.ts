/*
 * The page ad slots' texts. Spec literals are quoted in the spec ('Report Ad', §7); the rest are ours.
 * (Kept here, not in src/features/ads/strings.ts, while the overlay's strings are written there.)
 */
export const slotStrings = {
  /** Spec §7: the slot's report control. */
  reportAd: 'Report Ad',
  /** Ours: the feedback modal's placeholder when reporting an ad. */
  reportPlaceholder: 'What is wrong with this ad? (at least 20 characters)',
  /** Ours: a visitor is asked to log in before reporting (the report goes out with the account's e-mail). */
  reportLoginRequired: 'Please login or register to report an ad.',
  /** Ours: the login prompt's action. */
  login: 'Login',
  /** Ours: the accessible name of the ad (image alt, video label) and the slot's label. */
  advertisement: 'Advertisement',
  /** Ours: shown in the reserved space when an ad blocker hides the slot. */
  blocked: 'Ads keep these games free to play. Please consider allowing them on this site.',
} as const;
