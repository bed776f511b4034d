import type { Session } from './user';

/*
 * Hand-written checks for the few places that validate data on the startup path (the session cached in
 * sessionStorage), so that zod and the schemas stay out of the initial JavaScript. Each accepts exactly
 * what its schema accepts; guards.test.ts holds them together (and fails when a schema changes).
 */

type Check = (value: unknown) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (min = 0, max = Infinity): Check => (value) =>
  typeof value === 'string' && value.length >= min && value.length <= max;
const isInt = (min: number): Check => (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
const isBoolean: Check = (value) => typeof value === 'boolean';
const nullable = (check: Check): Check => (value) => value === null || check(value);
const oneOf = (options: readonly string[]): Check => (value) => typeof value === 'string' && options.includes(value);
const object = (shape: Record<string, Check>): Check => (value) =>
  isRecord(value) && Object.entries(shape).every(([key, check]) => check(value[key]));

/** isoDateTimeSchema (`z.iso.datetime({ offset: true })`): zod's pattern, seconds required, 'Z' or ±hh:mm. */
const ISO_DATE_TIME = new RegExp(
  '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))' +
    'T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
);
const isIsoDateTime: Check = (value) => typeof value === 'string' && ISO_DATE_TIME.test(value);
const USERNAME = /^[A-Za-z0-9._-]+$/;
const isUsername: Check = (value) => isString(3, 30)(value) && USERNAME.test(value as string);
const imagePath = nullable(isString(1));

const accountCheck = object({
  id: isInt(1),
  alias: isString(1),
  username: isUsername,
  balance: isInt(0),
  avatar: object({ tn: imagePath, sm: imagePath, sd: imagePath }),
  lastLogin: nullable(object({ date: isIsoDateTime, device: isString(1) })),
  premium: nullable(isIsoDateTime),
});

const visibility = oneOf(['all', 'friends', 'none']);
const friendRequest = oneOf(['all', 'friends_of_friends', 'none']);
const flags = (...keys: string[]): Record<string, Check> => Object.fromEntries(keys.map((key) => [key, isBoolean]));

/** Every settings group and field of userSettingsSchema with its check. */
export const SETTINGS_CHECKS = {
  general: flags('data_requested'),
  security: flags('two_factor_auth', 'login_notifications'),
  privacy: {
    ...Object.fromEntries(
      [
        'profile_visibility',
        'profile_comments',
        'play_history',
        'badge_visibility',
        'achievement_visibility',
        'activity_visibility',
        'friend_visibility',
        'inventory_visibility',
        'trade_offers',
      ].map((key) => [key, visibility]),
    ),
    followers: isBoolean,
  },
  community: {
    ...flags('focus_mode', 'mute_all', 'mute_friends', 'mute_groups', 'mute_notifications'),
    friend_request: friendRequest,
    ...flags('searchable_by_email', 'searchable_by_phone', 'toast_notifications', 'unread_messages_digest'),
  },
  media: flags(
    'music_history',
    'nav_haptics',
    'nav_sounds',
    'music_auto_pause',
    'music_auto_resume',
    'music_in_status',
    'music_player',
    'music_toasts',
    'mute_sounds_master',
  ),
  notification: flags('disable_toasts_master', 'disable_emails_master', 'newsletters', 'support_ticket_emails', 'weekly_digest'),
} satisfies Record<string, Record<string, Check>>;

const settingsCheck = object(Object.fromEntries(Object.entries(SETTINGS_CHECKS).map(([group, shape]) => [group, object(shape)])));

/** True when `value` is a session `{ account, settings }` (the same rule as sessionSchema). */
export function isSession(value: unknown): value is Session {
  return object({ account: accountCheck, settings: settingsCheck })(value);
}
