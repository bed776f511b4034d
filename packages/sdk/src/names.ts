/**
 * The protocol's names (docs/sdk/protocol.md): its error codes, methods and events. Their own module,
 * re-exported by ./protocol.ts, so that a page listing them (the SDK docs) does not make the page's relay,
 * which validates with the rest of the protocol, download them too (issue 12: the relay's 5 kB).
 */

/**
 * Error codes. The page answers with the first nine; `timeout` and `not_in_frame` are produced by the
 * library itself (client-only: the page never sends them).
 */
export const ERROR_CODES = {
  loginRequired: 'login_required',
  invalidParams: 'invalid_params',
  unknownMethod: 'unknown_method',
  unsupportedVersion: 'unsupported_version',
  notFound: 'not_found',
  insufficientFunds: 'insufficient_funds',
  rateLimited: 'rate_limited',
  network: 'network',
  server: 'server',
  /** Client-only: no reply within the call's timeout. */
  timeout: 'timeout',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
/** The codes only the library produces; a page must not send them. */
export const CLIENT_ONLY_ERROR_CODES: readonly ErrorCode[] = [ERROR_CODES.timeout];

export const METHODS = [
  'handshake',
  'user.get',
  'inventory.get',
  'inventory.catalog',
  'inventory.itemUrl',
  'inventory.purchase',
  'leaderboards.get',
  'leaderboards.friends',
  'leaderboards.my',
  'leaderboards.postScore',
  'leaderboards.stats',
  'saves.all',
  'saves.load',
  'saves.write',
  'saves.delete',
  'saves.clear',
  'marketing.check',
  'marketing.subscribe',
  'marketing.unsubscribe',
  'achievements.unlock',
  'session.report',
  'game.loading',
  'game.loaded',
  'game.happytime',
  'game.inviteLink',
  'settings.get',
  'ads.break',
] as const;
export type Method = (typeof METHODS)[number];

export const EVENTS = ['user.changed', 'pause', 'resume', 'settings.changed', 'achievement.unlocked'] as const;
export type EventName = (typeof EVENTS)[number];
