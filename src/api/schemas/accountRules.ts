/*
 * The account pages' rules and defaults, as plain values (no schema module, no zod): the alias's length,
 * the avatar upload's types and size, and the settings of a new account. Apart from constants.ts because
 * that module is on every page's startup path and these are needed only by the account pages, their
 * request schemas and the mocks: here they stay in the account pages' chunks (issue 14's home budget).
 */

// account profile (page /account/profile) --------------------------------------------------------------

/** The alias (display name) a user may set: 2–32 characters (ours; spec §3 only names the field). */
export const ALIAS_MIN_LENGTH = 2;
export const ALIAS_MAX_LENGTH = 32;
export const ALIAS_TOO_SHORT_MESSAGE = `Please enter an alias of at least ${ALIAS_MIN_LENGTH} characters.`;
export const ALIAS_TOO_LONG_MESSAGE = `Please keep your alias to ${ALIAS_MAX_LENGTH} characters or fewer.`;

/**
 * The avatar upload's rules, in one place: the page checks a chosen file against them before uploading,
 * the request schema and the server check the upload again.
 */
export const AVATAR_UPLOAD = {
  /** The image types accepted, by MIME type, with the names the page's messages use. */
  types: { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP' },
  /** At most 2 MB (2 × 1024 × 1024 bytes). */
  maxBytes: 2 * 1024 * 1024,
} as const;
export type AvatarUploadType = keyof typeof AVATAR_UPLOAD.types;

// user settings -------------------------------------------------------------------------------------

/**
 * Settings of a new account (spec §3 defaults; unspecified flags default to false), typed by their value
 * (this module imports no schema module): user.ts gives them the UserSettings type as
 * DEFAULT_USER_SETTINGS. Here so that the settings page can show the defaults without zod.
 */
export const DEFAULT_SETTINGS_VALUES = {
  general: { data_requested: false },
  security: { two_factor_auth: false, login_notifications: false },
  privacy: {
    profile_visibility: 'all',
    profile_comments: 'all',
    play_history: 'all',
    badge_visibility: 'all',
    achievement_visibility: 'all',
    activity_visibility: 'all',
    friend_visibility: 'all',
    inventory_visibility: 'all',
    trade_offers: 'all',
    followers: true,
  },
  community: {
    focus_mode: false,
    friend_request: 'all',
    mute_all: false,
    mute_friends: false,
    mute_groups: false,
    mute_notifications: false,
    searchable_by_email: false,
    searchable_by_phone: false,
    toast_notifications: true,
    unread_messages_digest: true,
  },
  media: {
    music_history: false,
    nav_haptics: false,
    nav_sounds: false,
    music_auto_pause: false,
    music_auto_resume: false,
    music_in_status: false,
    music_player: false,
    music_toasts: false,
    mute_sounds_master: false,
  },
  notification: {
    disable_toasts_master: false,
    disable_emails_master: false,
    newsletters: true,
    support_ticket_emails: false,
    weekly_digest: true,
  },
} as const;
