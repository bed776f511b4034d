import { defineStrings } from '@/lib/strings';

/**
 * The account area's strings (spec §2 /account/{page}, §3 "Current user" and "User settings", §4, §8): the
 * frame (page titles, the navigation) and the home, profile, shop, settings and support pages. The
 * friends, achievement, inventory, activity and history pages keep theirs in listStrings.ts. Spec strings are
 * copied byte for byte; entries marked `ours` were written for the spec. 'All Clear', the empty-list
 * sentences, 'Oops!', 'Error', 'Try Again' and 'Login Required' come from src/lib/strings/common.ts.
 */
export const accountStrings = defineStrings({
  /** The ten pages' titles, in the navigation's order (also each page's <h1> and document title). */
  pages: {
    home: 'Dashboard', // the account menu's name for the account home (spec §2 Shell)
    profile: 'Profile', // ours
    friends: 'Friends', // ours
    achievement: 'Achievements', // ours
    inventory: 'Inventory', // ours
    shop: 'Purchases', // ours: the account's purchases (the side navigation's 'Shop' is the market)
    activity: 'Activity', // ours
    history: 'Play History', // ours
    settings: 'Settings',
    support: 'Support', // ours
  },

  frame: {
    nav: 'Account pages', // ours: the navigation landmark's name
    menu: 'Account menu', // ours: the phone menu's button name
    loading: 'Loading...', // ours
    loginBody: 'Please log in to see your account.', // ours
    login: 'Login', // ours
  },

  home: {
    welcome: 'Welcome back, {alias}!', // ours
    balance: 'Balance', // ours
    coins: '{count} coins', // ours
    getCoins: 'Get Coins', // ours
    premium: 'Premium', // ours
    premiumUntil: 'Active until {date}', // ours
    premiumExpired: 'Expired on {date}', // ours
    premiumNone: 'Play without ads: premium is a monthly membership paid with coins.', // ours
    getPremium: 'Get Premium',
    extendPremium: 'Extend Premium', // ours
    lastLogin: 'Last Login', // ours
    lastLoginOn: '{date} on {device}', // ours
    firstLogin: 'This is your first login. Welcome!', // ours
    recentActivity: 'Recent Activity', // ours
    noActivity: 'Nothing here yet: play a game, unlock an achievement or write a review.', // ours
    viewAllActivity: 'View All Activity', // ours
    shortcuts: 'Shortcuts', // ours
    notifications: 'All Notifications', // ours: where the Notifications dropdown's 'View All' leads
    messages: 'All Messages', // ours: where the New Messages dropdown's 'View All' leads
    markAllRead: 'Mark All Read', // ours
    markedRead: 'All Read', // ours
    markFailed: 'Not Marked', // ours
    unread: 'Unread', // ours: the unread mark's accessible name
    from: 'From {alias}', // ours
    pages: '{title} pages', // ours: a list's pagination landmark
  },

  profile: {
    intro: 'Your alias and avatar are what other players see on your profile, your reviews and in lists.', // ours
    detailsTitle: 'Alias', // ours
    aliasLabel: 'Alias', // ours
    aliasHint: '{min} to {max} characters. Your username, {username}, stays the same.', // ours
    save: 'Save Alias', // ours
    saved: 'Saved', // ours
    failed: 'Not Saved', // ours
    avatarTitle: 'Avatar', // ours
    avatarHint: '{types} image, at most {size} MB.', // ours
    choose: 'Choose Image', // ours
    upload: 'Upload Avatar', // ours
    uploaded: 'Uploaded', // ours
    uploadFailed: 'Not Uploaded', // ours
    cancel: 'Cancel', // ours
    preview: 'Preview of your new avatar', // ours: the preview's alt text
    current: 'Your current avatar', // ours
    wrongType: '"{name}" is not a {types} image. Please choose one of those.', // ours
    tooLarge: '"{name}" is {size} MB: the avatar may be at most {max} MB. Please choose a smaller image.', // ours
    unreadable: 'We could not read "{name}". Please choose another image.', // ours
    email: 'E-mail address', // ours
  },

  shop: {
    intro: 'Your coin purchases and the months of premium you bought.', // ours
    balance: 'Balance: {count} coins', // ours
    premiumUntil: 'Premium until {date}', // ours
    goToShop: 'Go to the Shop', // ours
    emptyTitle: 'No purchases yet', // ours
    empty: 'Coin packs and premium months you buy in the shop show up here.', // ours
    coinPack: '{count} Coins', // ours
    premiumMonth: 'Premium, {count} month', // ours
    premiumMonths: 'Premium, {count} months', // ours
    paidWithCoins: '{count} coins', // ours
    premiumUntilDate: 'Premium until {date}', // ours
    method: { direct: 'Paid online', email: 'Payment link by e-mail' }, // ours
    status: { pending: 'Pending', paid: 'Paid', cancelled: 'Cancelled' }, // ours
    pagination: 'Purchase pages', // ours
  },

  settings: {
    intro: 'Choose how {product} works for you. Each group is saved on its own.', // ours
    save: 'Save {group}', // ours
    saved: 'Saved', // ours
    failed: 'Not Saved', // ours
    unchanged: 'No changes to save.', // ours
    defaultValue: 'Default: {value}', // ours
    on: 'On', // ours
    off: 'Off', // ours
    requestData: 'Request my data',
    dataRequested: 'Requested', // ours
    dataRequestFailed: 'Not Requested', // ours
    dataHint: 'We will e-mail you a copy of your account data. This can take a few days.', // ours
    dataPending: 'Your data export has been requested. We will e-mail you when it is ready.', // ours
    groups: {
      general: 'General', // ours
      security: 'Security', // ours
      privacy: 'Privacy', // ours
      community: 'Community', // ours
      media: 'Media', // ours
      notification: 'Notifications', // ours
    },
    visibility: { all: 'Everyone', friends: 'Friends only', none: 'Only me' }, // ours
    friendRequest: { all: 'Everyone', friends_of_friends: 'Friends of friends', none: 'No one' }, // ours
    // ours: the label of every field of spec §3, by group.
    fields: {
      general: { data_requested: 'Data export' },
      security: {
        two_factor_auth: 'Two-factor authentication',
        login_notifications: 'E-mail me on each new login',
      },
      privacy: {
        profile_visibility: 'Who can see my profile',
        profile_comments: 'Who can comment on my profile',
        play_history: 'Who can see my play history',
        badge_visibility: 'Who can see my badges',
        achievement_visibility: 'Who can see my achievements',
        activity_visibility: 'Who can see my activity',
        friend_visibility: 'Who can see my friends',
        inventory_visibility: 'Who can see my inventory',
        trade_offers: 'Who can send me trade offers',
        followers: 'Let others follow me',
      },
      community: {
        focus_mode: 'Focus mode',
        friend_request: 'Who can send me friend requests',
        mute_all: 'Mute everything',
        mute_friends: 'Mute friends',
        mute_groups: 'Mute groups',
        mute_notifications: 'Mute community notifications',
        searchable_by_email: 'Let others find me by e-mail address',
        searchable_by_phone: 'Let others find me by phone number',
        toast_notifications: 'Show community toasts',
        unread_messages_digest: 'E-mail me a digest of unread messages',
      },
      media: {
        music_history: 'Keep my music history',
        nav_haptics: 'Haptic feedback when navigating',
        nav_sounds: 'Sounds when navigating',
        music_auto_pause: 'Pause music when a game starts',
        music_auto_resume: 'Resume music when a game ends',
        music_in_status: 'Show what I listen to in my status',
        music_player: 'Show the music player',
        music_toasts: 'Show music toasts',
        mute_sounds_master: 'Mute all sounds',
      },
      notification: {
        disable_toasts_master: 'Turn off all toasts',
        disable_emails_master: 'Turn off all e-mails',
        newsletters: 'Newsletters',
        support_ticket_emails: 'E-mails about my support tickets',
        weekly_digest: 'Weekly digest',
      },
    },
  },

  support: {
    intro: 'Questions about your account, a purchase or a game? Send us a message and we will answer by e-mail.', // ours
    helpCentre: 'Visit the Help Centre', // ours
  },
});
