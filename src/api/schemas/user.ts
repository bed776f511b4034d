import { z } from 'zod';
import { avatarSchema, countSchema, isoDateTimeSchema, positiveIntSchema } from './common';
import { gameCardSchema } from './game';

export { isPremiumActive, UNKNOWN_USER } from './constants';

/**
 * Usernames: 3–30 characters, letters, digits, dot, dash and underscore (server-side rule; the register
 * step and validate/username report the server's message).
 */
export const usernameSchema = z
  .string()
  .min(3)
  .max(30)
  .regex(/^[A-Za-z0-9._-]+$/, 'Use letters, digits, dots, dashes and underscores only.');

/** The logged-in user's account as the server sends it (login, status, register). */
export const accountSchema = z
  .object({
    id: positiveIntSchema,
    alias: z.string().min(1).describe('Display name.'),
    username: usernameSchema,
    balance: countSchema.describe('Coin balance (called coins in the account summary).'),
    avatar: avatarSchema,
    lastLogin: z
      .object({
        date: isoDateTimeSchema,
        device: z.string().min(1).describe('Device/browser label, e.g. "Chrome on Windows".'),
      })
      .nullable()
      .describe('Previous login; null on the first one.'),
    premium: isoDateTimeSchema.nullable().describe('Premium (ad-free) expiry; null when never premium. Premium while in the future.'),
  })
  .meta({ id: 'Account', description: 'The logged-in user\'s account.' });
export type Account = z.infer<typeof accountSchema>;

/**
 * Spec §3 "Current user" as the app holds it: `attempted` is false until the first status check has
 * answered; `loggedIn` picks the variant. (Client state, built from `auth.status`; not sent by the API.)
 */
export const currentUserSchema = z
  .discriminatedUnion('loggedIn', [
    z.object({ attempted: z.boolean(), loggedIn: z.literal(false) }),
    accountSchema.extend({ attempted: z.literal(true), loggedIn: z.literal(true) }),
  ])
  .meta({ id: 'CurrentUser', description: 'The current user as the app holds it (client state).' });
export type CurrentUser = z.infer<typeof currentUserSchema>;

// ---------------------------------------------------------------------------------------------
// User settings (spec §3): every group and field, with its default in .meta({ default }).
// ---------------------------------------------------------------------------------------------

/** Who may see a part of the profile. */
export const visibilitySchema = z.enum(['all', 'friends', 'none']);
export type Visibility = z.infer<typeof visibilitySchema>;
/** Who may send friend requests. */
export const friendRequestPolicySchema = z.enum(['all', 'friends_of_friends', 'none']);

const flag = (defaultValue: boolean, description?: string) =>
  z.boolean().meta(description ? { default: defaultValue, description } : { default: defaultValue });
const visibility = () => visibilitySchema.meta({ default: 'all' });

export const userSettingsSchema = z
  .object({
    general: z.object({
      data_requested: flag(false, 'The user has requested an export of their data (pending).'),
    }),
    security: z.object({
      two_factor_auth: flag(false),
      login_notifications: flag(false, 'E-mail on each new login.'),
    }),
    privacy: z.object({
      profile_visibility: visibility(),
      profile_comments: visibility(),
      play_history: visibility(),
      badge_visibility: visibility(),
      achievement_visibility: visibility(),
      activity_visibility: visibility(),
      friend_visibility: visibility(),
      inventory_visibility: visibility(),
      trade_offers: visibility(),
      followers: flag(true, 'Others may follow the user.'),
    }),
    community: z.object({
      focus_mode: flag(false),
      friend_request: friendRequestPolicySchema.meta({ default: 'all' }),
      mute_all: flag(false),
      mute_friends: flag(false),
      mute_groups: flag(false),
      mute_notifications: flag(false),
      searchable_by_email: flag(false),
      searchable_by_phone: flag(false),
      toast_notifications: flag(true),
      unread_messages_digest: flag(true),
    }),
    media: z.object({
      music_history: flag(false),
      nav_haptics: flag(false),
      nav_sounds: flag(false),
      music_auto_pause: flag(false),
      music_auto_resume: flag(false),
      music_in_status: flag(false),
      music_player: flag(false),
      music_toasts: flag(false),
      mute_sounds_master: flag(false),
    }),
    notification: z.object({
      disable_toasts_master: flag(false),
      disable_emails_master: flag(false),
      newsletters: flag(true),
      support_ticket_emails: flag(false),
      weekly_digest: flag(true),
    }),
  })
  .meta({ id: 'UserSettings', description: 'All user settings by group; defaults are those of a new account.' });
export type UserSettings = z.infer<typeof userSettingsSchema>;
export type UserSettingsGroup = keyof UserSettings;

/** Settings of a new account (spec §3 defaults; unspecified flags default to false). */
export const DEFAULT_USER_SETTINGS: UserSettings = {
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
};

/** `account.updateSettings` body: any subset of groups and fields; the reply is the full settings. */
export const userSettingsUpdateSchema = z.object({
  general: userSettingsSchema.shape.general.partial().optional(),
  security: userSettingsSchema.shape.security.partial().optional(),
  privacy: userSettingsSchema.shape.privacy.partial().optional(),
  community: userSettingsSchema.shape.community.partial().optional(),
  media: userSettingsSchema.shape.media.partial().optional(),
  notification: userSettingsSchema.shape.notification.partial().optional(),
}).describe('Only the fields to change; omitted groups and fields stay as they are (the defaults shown are those of a new account).');
export type UserSettingsUpdate = z.infer<typeof userSettingsUpdateSchema>;

/** A session as login, register and status return it: "account and settings" (spec §3/§7). */
export const sessionSchema = z
  .object({ account: accountSchema, settings: userSettingsSchema })
  .meta({ id: 'Session', description: 'The logged-in user: account and settings.' });
export type Session = z.infer<typeof sessionSchema>;

// ---------------------------------------------------------------------------------------------
// Other users
// ---------------------------------------------------------------------------------------------

/** Another user as shown in lists (search results, friends, leaderboards, message authors). */
export const userCardSchema = z
  .object({
    alias: z.string().min(1),
    username: usernameSchema,
    avatar: avatarSchema,
    premium: z.boolean().describe('Currently premium (distinct halo).'),
  })
  .meta({ id: 'UserCard', description: 'Another user as shown in lists.' });
export type UserCard = z.infer<typeof userCardSchema>;

/** A public profile (`community.profile`). Sections hidden by the owner's privacy settings are null. */
export const publicProfileSchema = z
  .object({
    alias: z.string().min(1),
    username: usernameSchema,
    avatar: avatarSchema,
    premium: z.boolean(),
    date: z.object({ joined: isoDateTimeSchema }),
    stats: z.object({
      games: countSchema.describe('Games played.'),
      achievements: countSchema,
      reviews: countSchema,
      friends: countSchema,
    }),
    recent: z.array(gameCardSchema).nullable().describe('Recently played games; null when play_history is hidden.'),
    achievements: z
      .array(
        z.object({
          title: z.string().min(1),
          thumb: z.string().min(1).nullable(),
          game: z.object({ slug: z.string().min(1), title: z.string().min(1) }),
          date: z.object({ unlocked: isoDateTimeSchema }),
        }),
      )
      .nullable()
      .describe('Latest achievements; null when achievement_visibility hides them.'),
  })
  .meta({ id: 'PublicProfile', description: 'A user\'s public profile.' });
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const publicProfileResponseSchema = z.object({ profile: publicProfileSchema });
export type PublicProfileResponse = z.infer<typeof publicProfileResponseSchema>;

export type FriendRequestPolicy = z.infer<typeof friendRequestPolicySchema>;
