import { defineStrings } from '@/lib/strings';

/**
 * The help centre's strings (engineering guide §2.8): /hc and /hc/legal/{page}. Strings quoted by the
 * spec are copied verbatim (spec §2 'I have an account' / "I'm new here"); entries marked `ours` were
 * written for these pages. Legal page titles, 'Developer Area', 'Contact Us', 'Oops!' and the network
 * message come from src/lib/strings/common.ts; the contact form's (and 'Message Sent') from
 * src/lib/support/strings.ts (the account's support page has the form too).
 */
export const helpStrings = defineStrings({
  // ours: document titles and headings.
  documentTitle: 'Help Centre',
  description: 'Help for {product} players and developers: your account, getting started, legal information and how to contact us.',
  legalDescription: '{title}: legal information for {product} players and developers.', // ours: a legal page's meta description
  heading: 'Help Centre',
  intro: 'Answers for players and developers, and a way to reach us when they are not enough.',

  // ours: the signed-in line (user help) and the guest line.
  signedInAs: 'You are signed in as {username}.',
  guestNote: 'You are not signed in. Log in to see help for your account.',

  // Section headings: 'Players' and 'Developers' ours; the two player cards are the spec's (§2 /hc).
  players: 'Players',
  haveAccount: 'I have an account',
  newHere: "I'm new here",
  developers: 'Developers',
  legal: 'Legal', // ours
  contact: 'Contact', // ours

  // ours: guest help.
  guest: {
    haveAccountText: 'Log in to play with your saves, friends and achievements. Forgot your password? We will mail you a reset link.',
    logIn: 'Log In',
    forgotPassword: 'Forgot Password',
    newHereText: 'Create a free account to keep your progress, earn achievements and meet other players. Or just start playing — no download needed.',
    register: 'Create an Account',
    browseGames: 'Browse Games',
  },

  // ours: user help (logged in).
  user: {
    haveAccountText: 'Manage your profile, settings and purchases from your account.',
    dashboard: 'Go to Dashboard',
    settings: 'Account Settings',
    accountSupport: 'My Support Requests',
    newHereText: 'Find your next game, or visit the shop for coins and premium.',
    browseGames: 'Browse Games',
    shop: 'Visit the Shop',
  },

  // ours: developers.
  developerText: 'Host your browser VR game for free, with server-side features and monetization.',
  sdkDocs: 'SDK docs',
  developerAreaHint: 'Opens the developer site in a new tab.',

  // ours: the contact card (the form's own strings: src/lib/support/strings.ts).
  contactText: 'Could not find what you were looking for? Send us a message.',
  contactOpen: 'Contact Us',

  // ours: /hc/legal/{page}.
  legalUpdated: 'Last updated {date}',
  legalLoading: 'Loading page...',
  legalEmpty: 'This page has no content yet. Please check back soon.',
  backToHelp: 'Help Centre',
  otherLegal: 'Other legal pages',
});

export type HelpStrings = typeof helpStrings;
