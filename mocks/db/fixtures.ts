/*
 * The fixtures of the engineering guide §3 ("Fixtures"), as typed constants. They exist exactly like
 * this in the seeded database; everything else is generated around them. Tests quote the guide's
 * literal values instead of importing these, so a drift in either place shows.
 */

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Orbital!2026';

export const fixtures = {
  password: DEMO_PASSWORD,
  users: {
    player: {
      id: 1,
      email: 'player@orbital.test',
      username: 'player',
      alias: 'Player One',
      coins: 120,
      premium: null,
    },
    premium: {
      id: 2,
      email: 'premium@orbital.test',
      username: 'premium',
      alias: 'Nova Prime',
      coins: 40,
      /** Premium until this many days after the clock's today (computed when the database is seeded). */
      premiumDaysAfterToday: 20,
      /**
       * Privacy (spec §3) that makes the public profile differ by viewer: play history, inventory and
       * friends for friends only (`player` is a friend: they see them, a visitor does not), activity for
       * the owner only; the rest stays 'all'.
       */
      privacy: { play_history: 'friends', inventory_visibility: 'friends', friend_visibility: 'friends', activity_visibility: 'none' },
    },
    developer: {
      id: 3,
      email: 'developer@orbital.test',
      username: 'developer',
      alias: 'Orbital Labs Dev',
      coins: 500,
      premium: null,
      developer: 'orbital-labs',
    },
  },
  developer: { slug: 'orbital-labs', name: 'Orbital Labs' },
  games: {
    starfallArena: {
      slug: 'starfall-arena',
      title: 'Starfall Arena',
      developer: 'orbital-labs',
      genre: 'action',
      tags: ['multiplayer', 'vr'],
      catalog: { onSale: 'plasma-blade', free: 'starter-pack' },
    },
    neonDrift: {
      slug: 'neon-drift',
      title: 'Neon Drift',
      developer: 'orbital-labs',
      genre: 'racing',
    },
  },
  articles: { welcome: 'welcome-to-orbital' },
  giftCodes: {
    valid: { code: 'ORBITAL-100', amount: 100 },
    expired: { code: 'EXPIRED-2025', amount: 250 },
  },
  /** Token pages and status pages of the demo. */
  tokens: {
    passwordReset: { email: 'player@orbital.test', token: 'demo-reset-token-player' },
    newsletterConfirm: 'demo-newsletter-confirm',
    newsletterUnsubscribe: 'demo-newsletter-unsubscribe',
    newsletterUsed: 'demo-newsletter-used',
    /** Signed verification link of the player: /v1/public/user/auth/email/verify/1/{hash}?expires=…&signature=… */
    emailVerification: { id: 1, hash: 'a3f5c9e1b7d2', signature: 'demo-signature-player' },
    deletion: { pending: 'ORB4821XQ', processing: 'ORB1937KD', completed: 'ORB5550ZT' },
  },
  redirects: {
    relative: { from: '/old-games', to: '/arcade/games' },
    article: { from: '/blog/old-post', to: '/blog/article/welcome-to-orbital' },
    /** Absolute: to the configured developer area (an allow-listed host). */
    absolute: { from: '/go/developers' },
  },
} as const;

export type DemoPersona = 'guest' | keyof typeof fixtures.users;
