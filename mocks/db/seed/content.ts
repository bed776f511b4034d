/*
 * Blog articles, legal pages, ads, coin offers, gift codes, legacy redirects, token records (newsletter,
 * e-mail verification, password reset, deletion status) and the social providers.
 */
import { fixtures } from '../fixtures';
import { adArt, sceneArt } from '../art';
import { randomFor } from '../random';
import { daysAfter, daysAgo, unixSeconds } from '../time';
import { slugify } from './catalog';
import { MOCK_VIDEO } from './media';
import { STAFF } from './people';
import type { SeedData, SeedEnv } from './types';

const CATEGORIES = {
  news: 'News',
  devlogs: 'Devlogs',
  guides: 'Guides',
  community: 'Community',
  events: 'Events',
  tech: 'Tech Talk',
} as const;
type Category = keyof typeof CATEGORIES;

const ARTICLE_TAGS = {
  webxr: 'WebXR',
  quest: 'Meta Quest',
  performance: 'Performance',
  sdk: 'SDK',
  showcase: 'Showcase',
  updates: 'Platform Updates',
  multiplayer: 'Multiplayer',
  accessibility: 'Accessibility',
  design: 'Game Design',
  monetization: 'Monetization',
} as const;
type ArticleTag = keyof typeof ARTICLE_TAGS;

const ARTICLES: Array<[title: string, category: Category, tags: ArticleTag[]]> = [
  ['Welcome to Orbital', 'news', ['updates', 'webxr']],
  ['Starfall Arena Season 2: Four New Arenas', 'devlogs', ['showcase', 'multiplayer']],
  ['How to Play VR Games in Your Browser', 'guides', ['webxr', 'quest']],
  ['Ten Comfort Settings Every VR Player Should Know', 'guides', ['accessibility', 'design']],
  ['Orbital Now Reaches 300,000 Players a Month', 'news', ['updates']],
  ['Building Neon Drift: Speed Without Sickness', 'devlogs', ['design', 'performance']],
  ['The Orbital SDK: Saves, Leaderboards and Inventory', 'tech', ['sdk']],
  ['Hand Tracking in WebXR: A Practical Guide', 'tech', ['webxr', 'design']],
  ['Community Spotlight: The Best Reviews of the Month', 'community', ['showcase']],
  ['Winter Jam: Build a VR Game in a Weekend', 'events', ['showcase', 'design']],
  ['Premium Is Here: Play Without Ads', 'news', ['updates', 'monetization']],
  ['Getting 90 FPS on Standalone Headsets', 'tech', ['performance', 'quest']],
  ['Five Horror Games to Play With the Lights Off', 'community', ['showcase']],
  ['Designing Puzzles for Six Degrees of Freedom', 'devlogs', ['design']],
  ['Monetization That Players Do Not Hate', 'tech', ['monetization', 'sdk']],
  ['Multiplayer on the Open Web: Lessons Learned', 'tech', ['multiplayer', 'performance']],
  ['Our Roadmap for the Next Six Months', 'news', ['updates']],
  ['How Reviews Help Developers Improve Their Games', 'community', ['design']],
  ['Accessibility Checklist for VR Developers', 'guides', ['accessibility']],
  ['Meet the Team Behind Quiet Comet', 'community', ['showcase']],
  ['Fitness in VR: Games That Make You Sweat', 'community', ['showcase']],
  ['Publishing Your First Game on Orbital', 'guides', ['sdk', 'webxr']],
  ['Achievements That Feel Earned', 'devlogs', ['design', 'sdk']],
  ['The Summer Showcase Is Back', 'events', ['showcase']],
  ['Cloud Saves Explained', 'tech', ['sdk']],
  ['Mixed Reality Comes to the Browser', 'news', ['webxr', 'quest']],
  ['From Game Jam to Top Ten: The Story of Fold Space', 'devlogs', ['showcase']],
  ['Spatial Audio on a Budget', 'tech', ['performance', 'design']],
  ['Family Game Night in VR', 'guides', ['showcase']],
  ['Live Q&A With the Orbital Labs Team', 'events', ['updates']],
  ['What We Learned From a Year of Player Feedback', 'news', ['updates', 'design']],
  ['Leaderboards Without Cheaters', 'tech', ['sdk', 'multiplayer']],
];

const PARAGRAPHS = [
  'Browser-based VR has come a long way. Today a link is all it takes to jump into a fully immersive world: no store, no download, no waiting.',
  'We spoke with developers and players to find out what works, what does not and what they would love to see next.',
  'Performance is a feature. Every millisecond saved in a frame is comfort gained for the player wearing the headset.',
  'Good defaults matter most. Most players never open a settings menu, so the first experience has to be the right one.',
  'The Orbital SDK takes care of accounts, cloud saves, leaderboards and the in-game shop, so developers can focus on their game.',
  'As always, we read every comment and review. Thank you for helping us shape the platform.',
];

const EXCERPT_LEADS: Record<Category, string> = {
  news: 'News from the Orbital team.',
  devlogs: 'A look behind the scenes of a game in development.',
  guides: 'A practical guide for players and developers.',
  community: 'Stories, favourites and highlights from our community.',
  events: 'Mark your calendar.',
  tech: 'A deep dive for developers building for the web.',
};
const EXCERPT_TAILS = [
  'Here is what changes and why it matters.',
  'Everything you need to know in five minutes.',
  'With tips you can use today.',
  'Thank you for being part of it.',
  'Grab your headset and read on.',
  'Lessons learned, mistakes included.',
];

function articleContent(title: string, seed: string): string {
  const rng = randomFor(`article-content:${seed}`);
  const paras = rng.sample(PARAGRAPHS, 4);
  return [
    `<p>${paras[0]}</p>`,
    `<h2>${title}</h2>`,
    `<p>${paras[1]}</p>`,
    '<ul><li>Works in any WebXR browser</li><li>Free for players</li><li>Server-side features for developers</li></ul>',
    `<p>${paras[2]}</p>`,
    `<p>${paras[3]} <a href="/arcade/games">Browse the games</a> or <a href="/blog">read more articles</a>.</p>`,
  ].join('');
}

const WELCOME_CONTENT = [
  '<p>Welcome to <strong>Orbital</strong>, the arcade for browser VR games. Put on your headset, open a link and play: no store, no download, no waiting.</p>',
  '<h2>What you can do here</h2>',
  '<ul><li>Discover more than sixty WebXR games and experiences in every genre.</li><li>Keep your progress with cloud saves, climb the leaderboards and unlock achievements.</li><li>Review the games you love and talk to the developers who make them.</li><li>Go premium to play without any ads.</li></ul>',
  '<h2>For developers</h2>',
  '<p>Orbital offers free hosting, server-side game features and monetization, and reaches more than 300,000 players per month. Our SDK handles accounts, saves, leaderboards and in-game purchases.</p>',
  '<p>Start with <a href="/arcade/games/starfall-arena">Starfall Arena</a>, our sample game, and tell us what you think. See you in orbit!</p>',
].join('');

export function generateArticles(): SeedData['articles'] {
  const authors = [...STAFF, { username: fixtures.users.developer.username, name: fixtures.users.developer.alias }];
  return ARTICLES.map(([title, category, tags], i) => {
    const slug = slugify(title);
    const rng = randomFor(`article:${slug}`);
    const welcome = slug === fixtures.articles.welcome;
    const author = welcome ? STAFF[0] : category === 'devlogs' ? (authors[3] ?? STAFF[0]) : rng.pick(STAFF);
    return {
      slug,
      title,
      excerpt: welcome
        ? 'Orbital is the arcade for browser VR games: open a link, put on your headset and play.'
        : `${EXCERPT_LEADS[category]} ${rng.pick(EXCERPT_TAILS)}`,
      hero: sceneArt(`article:${slug}`),
      category: { slug: category, title: CATEGORIES[category] },
      tags: tags.map((t) => ({ slug: t, title: ARTICLE_TAGS[t] })),
      author: { username: (author ?? STAFF[0])?.username ?? 'mira', name: (author ?? STAFF[0])?.name ?? 'Mira Kovac' },
      // Newest first by index: article 1 is the oldest (the launch post).
      date: { published: welcome ? daysAgo(400, 2) : daysAgo((ARTICLES.length - i) * 9 + rng.int(0, 5), rng.int(0, 12)) },
      stats: { views: welcome ? 48_210 : rng.int(120, 25_000) },
      content: welcome ? WELCOME_CONTENT : articleContent(title, slug),
    };
  });
}

const COMPANY = 'Orbital Interactive GmbH';
const ADDRESS = 'Sternallee 42, 10115 Berlin, Germany';
const SUPPORT = 'support@orbital.example';

export function generateLegalPages(): SeedData['legalPages'] {
  const updated = daysAgo(45);
  return [
    {
      slug: 'terms-of-service',
      title: 'Terms of Service',
      date: { updated },
      content: [
        `<p>These Terms of Service govern your use of Orbital, a platform operated by ${COMPANY}. By creating an account or playing a game on Orbital you agree to them.</p>`,
        '<h2>1. Your account</h2><p>You must provide accurate information when you register and keep your password secret. You are responsible for everything that happens under your account. You may delete your account at any time in your settings.</p>',
        '<h2>2. Games by third parties</h2><p>Most games on Orbital are made by independent developers. They are responsible for their games; we review them for safety but cannot guarantee that every game works on every device.</p>',
        '<h2>3. Coins and premium</h2><p>Coins are a virtual currency that can be spent on in-game content and premium membership. Coins have no cash value and cannot be exchanged for money. Premium removes ads for the period you purchased and does not renew automatically.</p>',
        '<h2>4. Reviews and conduct</h2><p>Reviews must be honest and respectful. We remove reviews that contain hate speech, personal data, spam or advertising, and we may suspend accounts that break these rules.</p>',
        '<h2>5. Liability</h2><p>Orbital is provided as it is. We are liable without limitation for intent and gross negligence; otherwise only for the breach of essential obligations and limited to the foreseeable damage.</p>',
        '<h2>6. Changes</h2><p>We may change these terms. We will tell you about important changes at least 30 days in advance by e-mail or on the platform.</p>',
        `<h2>7. Contact</h2><p>Questions about these terms? Write to <a href="mailto:${SUPPORT}">${SUPPORT}</a>.</p>`,
      ].join(''),
    },
    {
      slug: 'privacy-policy',
      title: 'Privacy Policy',
      date: { updated },
      content: [
        `<p>${COMPANY} (“we”) takes the protection of your personal data seriously. This policy explains what we collect, why, and what rights you have.</p>`,
        '<h2>Data we collect</h2><ul><li>Account data: e-mail address, username, password (stored as a hash) and your settings.</li><li>Play data: the games you play, session durations, achievements, saves, scores and purchases.</li><li>Technical data: your browser, device type and IP address, kept for security for 14 days.</li></ul>',
        '<h2>Cookies</h2><p>We use a session cookie to keep you logged in and a guest cookie to deliver real-time notifications to visitors. Analytics and advertising cookies are only set with your consent, which you can change at any time in Cookie Settings.</p>',
        '<h2>Sharing</h2><p>Game developers receive only what their game needs: your username, avatar and the data their game stores through the SDK. We never sell your personal data.</p>',
        '<h2>Your rights</h2><p>You have the right to access, correct, export and delete your data, and to object to its processing. You can request an export in your account settings or write to us.</p>',
        `<h2>Contact</h2><p>Data protection officer: <a href="mailto:privacy@orbital.example">privacy@orbital.example</a>, ${ADDRESS}.</p>`,
      ].join(''),
    },
    {
      slug: 'refund-policy',
      title: 'Refund Policy',
      date: { updated },
      content: [
        '<p>We want you to be happy with every purchase. This policy explains when you can get your money or coins back.</p>',
        '<h2>Coin packs</h2><p>You may cancel a coin purchase within 14 days if you have not spent any of the coins. Contact support with your order number and we will refund the full price.</p>',
        '<h2>Premium</h2><p>Premium is bought with coins, one month at a time. If premium does not work as promised, we will restore the coins you spent on the affected month.</p>',
        '<h2>In-game content</h2><p>Items bought in a game are delivered immediately and cannot be returned once used. If an item never arrived, contact support and we will make it right.</p>',
        `<h2>How to ask for a refund</h2><p>Write to <a href="mailto:${SUPPORT}">${SUPPORT}</a> or use the contact form of the help centre. We answer within two working days.</p>`,
      ].join(''),
    },
    {
      slug: 'imprint',
      title: 'Imprint',
      date: { updated },
      content: [
        `<p><strong>${COMPANY}</strong><br>${ADDRESS}</p>`,
        '<p>Managing directors: Lena Hartmann, Samuel Osei</p>',
        '<p>Registered at the Amtsgericht Charlottenburg, HRB 000000 B<br>VAT ID: DE000000000</p>',
        `<p>E-mail: <a href="mailto:${SUPPORT}">${SUPPORT}</a><br>Phone: +49 30 0000000</p>`,
        '<p>Responsible for content: Lena Hartmann, address as above.</p>',
        '<p>The European Commission provides a platform for online dispute resolution. We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.</p>',
      ].join(''),
    },
    {
      slug: 'about-us',
      title: 'About Us',
      date: { updated },
      content: [
        '<p>Orbital is an arcade for virtual-reality games that run in the browser. Players discover, play and share games with no download; developers publish them with free hosting, server-side game features and monetization.</p>',
        '<h2>Our mission</h2><p>We believe the open web is the best home for VR: a link is enough to share a world. Today Orbital reaches more than 300,000 players per month on headsets, phones and desktops.</p>',
        '<h2>The team</h2><p>We are a small team of engineers, designers and players based in Berlin and working with developers all over the world.</p>',
        '<h2>Get in touch</h2><p>Developers can reach us through the Developer Area; players through the help centre. We read every message.</p>',
      ].join(''),
    },
  ];
}


export function generateAds(): SeedData['ads'] {
  const rng = randomFor('ads');
  const ad = (size: '600x500' | '735x90', type: 'image' | 'video', title: string, headline: string, cta: string, url: string): SeedData['ads'][number] => {
    const [w, h] = size.split('x').map(Number) as [number, number];
    const art = adArt(`ad:${slugify(title)}`, w, h, headline, cta);
    return {
      uuid: rng.uuid(),
      type,
      media: type === 'video' ? MOCK_VIDEO.premiumAd : art,
      poster: type === 'video' ? art : null,
      url,
      size,
      title,
      impressions: rng.int(1_000, 90_000),
      active: true,
    };
  };
  return [
    ad('600x500', 'image', 'Go Premium', 'Play without ads', 'Go Premium', '/market'),
    ad('600x500', 'image', 'Starfall Arena Season 2', 'Season 2 is live', 'Play now', '/arcade/games/starfall-arena'),
    ad('600x500', 'video', 'Premium video', 'No ads. Just games.', 'Learn more', '/market'),
    ad('735x90', 'image', 'Neon Drift banner', 'Neon Drift: race the night', 'Play free', '/arcade/games/neon-drift'),
    ad('735x90', 'image', 'Help centre banner', 'New to VR? Start here', 'Read guide', '/blog/article/how-to-play-vr-games-in-your-browser'),
  ];
}

export function generateCoinOffers(): SeedData['coinOffers'] {
  return [
    { amount: 100, price: 0.99, special: false },
    { amount: 500, price: 4.49, special: false },
    { amount: 1200, price: 9.99, special: true },
    { amount: 2500, price: 19.99, special: false },
    { amount: 6500, price: 49.99, special: false },
  ];
}

/**
 * Coin packs the demo users bought before (the shop page's purchase history): paid ones, and one the
 * player ordered by e-mail and never paid. Premium months are recorded as they are bought (the demo
 * premium user's current expiry follows the clock, so no seeded premium purchase could match it).
 */
export function generateCoinPurchases(): SeedData['coinPurchases'] {
  const rng = randomFor('coinPurchases');
  const { player, premium } = fixtures.users;
  return [
    { uuid: rng.uuid(), userId: player.id, amount: 100, price: 0.99, method: 'direct', status: 'paid', created: daysAgo(30, 3) },
    { uuid: rng.uuid(), userId: player.id, amount: 500, price: 4.49, method: 'email', status: 'pending', created: daysAgo(6, 8) },
    { uuid: rng.uuid(), userId: premium.id, amount: 1200, price: 9.99, method: 'direct', status: 'paid', created: daysAgo(75, 2) },
    { uuid: rng.uuid(), userId: premium.id, amount: 100, price: 0.99, method: 'direct', status: 'cancelled', created: daysAgo(74, 22) },
  ];
}

export function generateGiftCodes(): SeedData['giftCodes'] {
  return [
    { code: fixtures.giftCodes.valid.code, amount: fixtures.giftCodes.valid.amount, expires: null, description: 'Welcome gift: 100 coins, once per account.' },
    { code: fixtures.giftCodes.expired.code, amount: fixtures.giftCodes.expired.amount, expires: '2025-12-31T23:59:59.000Z', description: 'Holiday 2025 gift (expired).' },
  ];
}

export function generateRedirects(env: SeedEnv): SeedData['redirects'] {
  return [
    { ...fixtures.redirects.relative },
    { ...fixtures.redirects.article },
    { from: fixtures.redirects.absolute.from, to: env.developerAreaUrl },
    { from: '/shop', to: '/market' },
    { from: '/games/starfall', to: '/arcade/games/starfall-arena' },
  ];
}

export function generateTokens(): Pick<SeedData, 'newsletterTokens' | 'emailVerifications' | 'passwordResets' | 'deletionRequests'> {
  const { tokens, users } = fixtures;
  return {
    newsletterTokens: [
      { token: tokens.newsletterConfirm, email: users.player.email, action: 'confirm', used: false, expires: daysAfter(3650) },
      { token: tokens.newsletterUnsubscribe, email: users.premium.email, action: 'unsubscribe', used: false, expires: daysAfter(3650) },
      { token: tokens.newsletterUsed, email: users.player.email, action: 'confirm', used: true, expires: daysAfter(3650) },
    ],
    emailVerifications: [
      { userId: tokens.emailVerification.id, hash: tokens.emailVerification.hash, expires: String(unixSeconds(daysAfter(3650))), signature: tokens.emailVerification.signature, used: false },
    ],
    passwordResets: [{ email: tokens.passwordReset.email, token: tokens.passwordReset.token, created: daysAgo(0), used: false }],
    deletionRequests: [
      { code: tokens.deletion.pending, status: 'pending', date: { requested: daysAgo(1), completed: null } },
      { code: tokens.deletion.processing, status: 'processing', date: { requested: daysAgo(6), completed: null } },
      { code: tokens.deletion.completed, status: 'completed', date: { requested: daysAgo(40), completed: daysAgo(31) } },
    ],
  };
}

export function generateSocialProviders(): SeedData['socialProviders'] {
  return [
    { provider: 'google', icon: 'google', title: 'Google' },
    { provider: 'facebook', icon: 'facebook', title: 'Facebook' },
  ];
}
