import { defineStrings } from '@/lib/strings';

/**
 * Shell feature text. Strings the spec quotes are shared and live in `src/lib/strings/common.ts`
 * (shell, nav, footer, search, errors, toasts); what is here is the shell's own, marked `ours` where the
 * spec does not quote it. Tests quote the spec's literal strings, not this catalogue.
 */
export const shellStrings = defineStrings({
  // ours: the line above an achievement toast's title
  achievementUnlocked: 'Achievement Unlocked',
  skipToContent: 'Skip to content', // ours
  menu: 'Menu', // ours: the drawer's button in the header
  closeMenu: 'Close menu', // ours
  mainNavigation: 'Main', // ours: the side navigation's landmark name
  account: 'Account', // ours: the account menu's name
  coins: '{count} coins', // ours: the balance's accessible text
  unread: '{count} unread', // ours
  unreadItem: 'Unread', // ours
  premiumMember: 'Premium member', // ours
  nav: {
    popular: 'Popular', // ours: /arcade/games?sort=popular
    recent: 'Recent', // ours: /arcade/games?sort=recent
    externalHint: '(opens in a new tab)', // ours
    comingSoon: 'Coming Soon',
  },
  search: {
    open: 'Open search', // ours
    close: 'Close search', // ours
    submit: 'Search', // ours
    filters: 'Search in', // ours: the toggles' group name
  },
  footer: {
    tagline:
      'Browser VR games with no download. Free hosting, server-side game features and monetization for developers.', // ours
    legal: 'Legal', // ours: column heading
    support: 'Support', // ours: column heading
    more: 'Explore', // ours: column heading
    social: 'Follow us', // ours
    copyright: '© {year} {product}. All rights reserved.', // ours
  },
  feedback: {
    rating: 'Your rating', // ours
    text: 'Your feedback', // ours
    submit: 'Submit', // ours
    cancel: 'Cancel', // ours
    sent: 'Thank you!', // ours
    sentMessage: 'Your feedback has been submitted.', // ours
    counter: '{count} of {limit} characters', // ours
  },
});
