import { z } from 'zod';
import { inventoryItemSchema } from './catalog';
import { avatarSchema, countSchema, imagePathSchema, isoDateTimeSchema, positiveIntSchema, slugTitleSchema, uuidSchema } from './common';
import { DEFAULT_SETTINGS_VALUES } from './accountRules';
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
export const DEFAULT_USER_SETTINGS: UserSettings = DEFAULT_SETTINGS_VALUES;

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

/** The privacy fields (spec §3) that decide who sees each part of a public profile. */
export const PROFILE_PRIVACY_FIELDS = [
  'profile_visibility',
  'play_history',
  'badge_visibility',
  'achievement_visibility',
  'activity_visibility',
  'friend_visibility',
  'inventory_visibility',
] as const;
export type ProfilePrivacyField = (typeof PROFILE_PRIVACY_FIELDS)[number];

/** Badges the server awards from a user's record (the client picks an icon by kind). */
export const PROFILE_BADGE_KINDS = ['premium', 'developer', 'staff', 'veteran', 'reviewer', 'achiever', 'collector', 'explorer'] as const;
export const profileBadgeSchema = z
  .object({
    kind: z.enum(PROFILE_BADGE_KINDS),
    title: z.string().min(1),
    description: z.string().min(1),
  })
  .meta({ id: 'ProfileBadge', description: 'A badge on a public profile.' });
export type ProfileBadge = z.infer<typeof profileBadgeSchema>;

/** The public activity types: the account activity feed without purchases (those stay private). */
export const PROFILE_ACTIVITY_TYPES = ['played', 'achievement', 'review', 'reaction', 'friend'] as const;
export const profileActivitySchema = z
  .object({
    uuid: uuidSchema,
    type: z.enum(PROFILE_ACTIVITY_TYPES),
    title: z.string().min(1).describe('One-line summary, e.g. "Unlocked First Blood in Starfall Arena".'),
    url: z.string().startsWith('/').nullable().describe('Site-relative link to the subject; null when none.'),
    date: isoDateTimeSchema,
  })
  .meta({ id: 'ProfileActivity', description: 'An entry of a public profile\'s recent activity.' });
export type ProfileActivity = z.infer<typeof profileActivitySchema>;

/** One game session on a public profile (play history). */
export const profilePlaySchema = z
  .object({
    game: slugTitleSchema.extend({ hero: imagePathSchema }),
    date: z.object({ started: isoDateTimeSchema }),
    duration: countSchema.describe('Seconds played ("N Minutes" below an hour, else "N Hours").'),
  })
  .meta({ id: 'ProfilePlay', description: 'A game session on a public profile.' });
export type ProfilePlay = z.infer<typeof profilePlaySchema>;

/**
 * A public profile (`community.profile`). Each section follows the owner's privacy setting for it (spec §3
 * privacy: 'all' everyone, 'friends' friends and the owner, 'none' the owner only) and is null when hidden
 * from this viewer — the server leaves it out, so hidden data never reaches the browser. The counts of a
 * hidden section are null too. `privacy` is the owner's own view only.
 */
export const publicProfileSchema = z
  .object({
    alias: z.string().min(1),
    username: usernameSchema,
    avatar: avatarSchema,
    premium: z.boolean().describe('Currently premium (the avatar\'s halo).'),
    date: z.object({ joined: isoDateTimeSchema }),
    stats: z.object({
      games: countSchema.nullable().describe('Games played; null when play_history is hidden.'),
      achievements: countSchema.nullable().describe('Achievements unlocked; null when achievement_visibility hides them.'),
      reviews: countSchema.describe('Reviews written (reviews are public).'),
      friends: countSchema.nullable().describe('Friends; null when friend_visibility hides them.'),
    }),
    badges: z.array(profileBadgeSchema).nullable().describe('Badges; null when badge_visibility hides them.'),
    recent: z.array(gameCardSchema).nullable().describe('Recently played games; null when play_history is hidden.'),
    history: z.array(profilePlaySchema).nullable().describe('Latest game sessions, newest first; null when play_history is hidden.'),
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
    activity: z.array(profileActivitySchema).nullable().describe('Recent activity, newest first; null when activity_visibility hides it.'),
    inventory: z.array(inventoryItemSchema).nullable().describe('Items owned, latest first; null when inventory_visibility hides them.'),
    friends: z.array(userCardSchema).nullable().describe('Friends (a first few; stats.friends counts all); null when friend_visibility hides them.'),
    privacy: userSettingsSchema.shape.privacy
      .pick(Object.fromEntries(PROFILE_PRIVACY_FIELDS.map((field) => [field, true])) as Record<ProfilePrivacyField, true>)
      .nullable()
      .describe('Who sees each section (the owner\'s privacy settings): only in the owner\'s own view, null for everyone else.'),
  })
  .meta({ id: 'PublicProfile', description: 'A user\'s public profile, as this viewer may see it.' });
export type PublicProfile = z.infer<typeof publicProfileSchema>;
export type ProfilePrivacy = NonNullable<PublicProfile['privacy']>;

export const publicProfileResponseSchema = z.object({ profile: publicProfileSchema });
export type PublicProfileResponse = z.infer<typeof publicProfileResponseSchema>;

export type FriendRequestPolicy = z.infer<typeof friendRequestPolicySchema>;
