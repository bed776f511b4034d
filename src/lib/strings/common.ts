import { defineStrings } from '../strings';

/**
 * Strings shared by more than one feature (shell, status screens, error catalogue, toasts, empty
 * lists). Where the spec quotes a string it is copied byte for byte from the spec (plain ASCII
 * apostrophes); entries marked `ours` are not in the spec and were written for it. Feature-only text
 * lives in the feature's own catalogue. Placeholders: {product}, {username}, {count}, {seconds}.
 */
export const commonStrings = defineStrings({
  meta: {
    // ours (Decision 14: one sentence built from spec §1).
    defaultDescription:
      '{product} is the home of browser VR games with no download: developers get free hosting, server-side game features and monetization, and reach more than 300,000 players per month.',
  },

  shell: {
    homeLink: '{product} home', // ours: accessible name of the logo link
    notifications: 'Notifications',
    newMessages: 'New Messages',
    dashboard: 'Dashboard',
    viewProfile: 'View Profile',
    settings: 'Settings',
    signOut: 'Sign Out',
    login: 'LOGIN',
    viewAll: 'View All',
    viewAllCount: 'View All ({count})', // ours: the View All link with its count
    allClear: 'All Clear',
    noNotifications: 'You do not have any pending notifications at the moment.',
    noMessages: 'You do not have any unread messages at the moment.',
    loggedOutTitle: 'Logged Out', // the spec's name for the prompt
    loggedOutNotifications: 'Please log in to see your notifications.', // ours
    loggedOutMessages: 'Please log in to see your messages.', // ours
    backToTop: 'Back to top', // ours
    loading: 'Loading...', // ours: the full-page skeleton's accessible label
  },

  search: {
    label: 'Search', // ours
    placeholder: 'Search games, users and articles', // ours
    games: 'Games',
    users: 'Users',
    articles: 'Articles',
    announcements: 'Announcements',
  },

  nav: {
    games: 'Games',
    community: 'Community',
    blog: 'Blog',
    shop: 'Shop',
    help: 'Help',
    chat: 'Chat Community', // ours: the external chat-community link
  },

  footer: {
    yourAccount: 'Your Account',
    developerArea: 'Developer Area',
    supportCenter: 'Support Center',
    contactUs: 'Contact Us',
    updatesAndNews: 'Updates & News',
    community: 'Community',
    comingSoon: 'Coming Soon',
    cookieSettings: 'Cookie Settings',
    privacyRights: 'Your Privacy Rights', // ours: the privacy-rights link
    // ours: accessible names of the five social links.
    discord: 'Discord',
    x: 'X',
    youtube: 'YouTube',
    instagram: 'Instagram',
    tiktok: 'TikTok',
  },

  // ours: titles of the legal pages (footer, help centre), keyed by their route slug.
  legal: {
    'terms-of-service': 'Terms of Service',
    'privacy-policy': 'Privacy Policy',
    'refund-policy': 'Refund Policy',
    imprint: 'Imprint',
    'about-us': 'About Us',
  },

  // Status screens (spec §2 'Error and status pages').
  status: {
    notFound: {
      title: 'BOO! HAHA',
      subtitle: "Just kidding. It's just a 404 page.",
      message: "It means this page doesn't exist.",
      back: "Let's Go Back",
    },
    unauthorized: {
      title: 'Unauthorized Access',
      message: 'You need to be logged in to view this page.', // ours
    },
    forbidden: {
      title: 'Permission Denied',
      message: 'You do not have permission to view this page.', // ours
    },
    sessionExpired: {
      title: 'Session Expired',
      message: 'Your session has expired. Please refresh the page and log in again.', // ours
    },
    serverError: {
      title: 'Server Error',
      message: 'Something went wrong while trying to handle this request. Please try again later.',
    },
    unavailable: {
      title: 'Service Unavailable',
      message: "We're currently down for maintenance to add extra fancy features. Please try again in 30 seconds.",
    },
  },

  // Error catalogue (spec §5, §6, §8).
  errors: {
    network: 'A network error has occurred. Please check your connection and try again.',
    oops: 'Oops!',
    error: 'Error',
    retry: 'Try Again', // ours
    invalidInput: 'Invalid Input',
    searchTooShort: 'Please enter at least 3 character to perform a search.',
    loginError: 'Login Error',
    loginRequired: 'Login Required',
    loginToReview: 'Please register or login to leave a review.',
    loginToRemoveAds: 'Please login or register to remove ads.',
    tooShort: 'Too Short',
    tooShortReview: 'Please enter at least 20 characters to submit your review.',
    noRating: 'No Rating',
    noRatingMessage: 'Please choose a rating before submitting your feedback.',
  },

  // Toasts of the startup path (the account menu's sign-out) and of more than one feature. The login and
  // registration toasts are the auth feature's (src/features/auth/strings.ts): its chunk is lazy.
  toasts: {
    signedOut: 'Signed Out',
    signedOutMessage: 'You are now signed out of your account.',
    premiumActivated: 'Premium Activated!',
  },

  // Empty lists (spec §2 game index, §8).
  empty: {
    noResults: 'No results',
    tryDifferentFilters: 'Please try searching using different filters.',
    popularGames: 'There are no popular games to display at the moment.',
    games: 'There are no games to be displayed at the moment.',
    categories: 'There are no featured categories to display at the moment.',
    articles: 'There are no articles to display at the moment.',
  },

  games: {
    newBadge: 'New!',
    viewAllGames: 'View All Games',
  },

  ads: {
    reportAd: 'Report Ad',
    play: 'Play ({seconds})', // spec 'Play (n)': the overlay ad's skip label with its countdown
  },
});

export type CommonStrings = typeof commonStrings;
