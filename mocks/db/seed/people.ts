/*
 * Users (the three demo accounts of the engineering guide §3, blog staff and a community), their
 * friendships, reviews, reactions, sessions, achievements, inventory, activity, saves, scores,
 * notifications and messages.
 */
import { DEFAULT_USER_SETTINGS, type UserSettings } from '../../../src/api/schemas';
import { badgeArt } from '../art';
import { fixtures } from '../fixtures';
import { randomFor, type Random } from '../random';
import { daysAfter, daysAgo } from '../time';
import type { SeedData, SeedEnv, SeedRecord } from './types';

type User = SeedRecord<'users'>;
type Game = SeedRecord<'games'>;

export const avatarFor = (username: string, alias: string) => {
  const art = badgeArt(`user:${username}`, alias, 'circle');
  return { tn: art, sm: art, sd: art };
};

const DEVICES = ['Chrome on Windows', 'Meta Quest Browser on Quest 3', 'Safari on macOS', 'Firefox on Linux', 'Chrome on Android', 'Pico Browser on Pico 4', 'Edge on Windows'];

function settings(patch: Partial<{ [G in keyof UserSettings]: Partial<UserSettings[G]> }> = {}): UserSettings {
  const s = structuredClone(DEFAULT_USER_SETTINGS);
  for (const [group, values] of Object.entries(patch)) Object.assign(s[group as keyof UserSettings], values);
  return s;
}

/** The local day `days` after the clock's today, at noon (noon keeps the calendar day in every time zone's display). */
export function daysAfterToday(now: Date, days: number): string {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, 12, 0, 0, 0).toISOString();
}

function demoUsers(env: SeedEnv): User[] {
  const { player, premium, developer } = fixtures.users;
  const base = { password: fixtures.password, verified: true, online: true, demo: true };
  return [
    {
      ...base,
      id: player.id,
      alias: player.alias,
      username: player.username,
      email: player.email,
      balance: player.coins,
      avatar: avatarFor(player.username, player.alias),
      lastLogin: { date: daysAgo(1, 4), device: 'Chrome on Windows' },
      premium: null,
      settings: settings(),
      roles: ['player'],
      developer: null,
      joined: daysAgo(240),
    },
    {
      ...base,
      id: premium.id,
      alias: premium.alias,
      username: premium.username,
      email: premium.email,
      balance: premium.coins,
      avatar: avatarFor(premium.username, premium.alias),
      lastLogin: { date: daysAgo(0, 6), device: 'Meta Quest Browser on Quest 3' },
      premium: daysAfterToday(env.now, premium.premiumDaysAfterToday),
      settings: settings({ privacy: { ...premium.privacy } }),
      roles: ['player'],
      developer: null,
      joined: daysAgo(410),
    },
    {
      ...base,
      id: developer.id,
      alias: developer.alias,
      username: developer.username,
      email: developer.email,
      balance: developer.coins,
      avatar: avatarFor(developer.username, developer.alias),
      lastLogin: { date: daysAgo(2, 1), device: 'Firefox on Linux' },
      premium: null,
      settings: settings({ security: { login_notifications: true } }),
      roles: ['player', 'developer'],
      developer: developer.developer,
      joined: daysAgo(700),
    },
  ];
}

/** Blog authors (staff accounts with public profiles). */
export const STAFF = [
  { username: 'mira', name: 'Mira Kovac' },
  { username: 'jonas', name: 'Jonas Berg' },
  { username: 'ada', name: 'Ada Okafor' },
];

const FIRST = ['Vega', 'Orion', 'Lyra', 'Nova', 'Atlas', 'Juno', 'Kai', 'Zara', 'Milo', 'Iris', 'Rune', 'Sol', 'Echo', 'Pixel', 'Comet', 'Ember', 'Quill', 'Rook', 'Sage', 'Tess'];
const SECOND = ['Runner', 'Pilot', 'Voyager', 'Drifter', 'Smith', 'Walker', 'Byte', 'Fox', 'Storm', 'Wave'];
const COMMUNITY_SIZE = 40;

function communityUsers(firstId: number, developerSlugs: string[]): User[] {
  const rng = randomFor('community');
  const pairs = rng.sample(
    FIRST.flatMap((f) => SECOND.map((s) => [f, s] as const)),
    COMMUNITY_SIZE,
  );
  return pairs.map(([first, second], i) => {
    const alias = `${first} ${second}`;
    const username = i % 3 === 0 ? `${first}${second}`.toLowerCase() : `${first.toLowerCase()}_${second.toLowerCase()}${i % 5 === 1 ? rng.int(1, 99) : ''}`;
    const owns = developerSlugs[i] ?? null;
    const r = randomFor(`user:${username}`);
    return {
      id: firstId + i,
      alias,
      username,
      email: `${username.replace(/[^a-z0-9]/g, '.')}@players.orbital.test`,
      password: fixtures.password,
      balance: r.int(0, 900),
      avatar: avatarFor(username, alias),
      lastLogin: r.chance(0.9) ? { date: daysAgo(r.int(0, 60), r.int(0, 23)), device: r.pick(DEVICES) } : null,
      premium: r.chance(0.2) ? daysAfter(r.int(10, 200)) : null,
      settings: r.chance(0.25)
        ? settings({ privacy: { play_history: r.pick(['friends', 'none'] as const), achievement_visibility: r.pick(['all', 'friends', 'none'] as const) } })
        : settings(),
      roles: owns ? ['player', 'developer'] : ['player'],
      developer: owns,
      joined: daysAgo(r.int(20, 800)),
      verified: r.chance(0.9),
      online: r.chance(0.3),
      demo: false,
    };
  });
}

export function generateUsers(env: SeedEnv, developerSlugs: string[]): User[] {
  const users = demoUsers(env);
  STAFF.forEach((s, i) => {
    users.push({
      id: users.length + 1,
      alias: s.name,
      username: s.username,
      email: `${s.username}@orbital.test`,
      password: fixtures.password,
      balance: 0,
      avatar: avatarFor(s.username, s.name),
      lastLogin: { date: daysAgo(i + 1), device: 'Chrome on Windows' },
      premium: null,
      settings: settings(),
      roles: ['player', 'staff'],
      developer: null,
      joined: daysAgo(900 - i * 30),
      verified: true,
      online: false,
      demo: false,
    });
  });
  // Every developer except Orbital Labs (owned by the demo developer) gets an owner from the community.
  const others = developerSlugs.filter((s) => s !== fixtures.developer.slug);
  users.push(...communityUsers(users.length + 1, others));
  return users;
}

export function generateFriendships(users: User[]): SeedData['friendships'] {
  const rng = randomFor('friendships');
  const community = users.filter((u) => !u.demo && !u.roles.includes('staff'));
  const pairs = new Map<string, [number, number]>();
  const add = (a: number, b: number) => {
    if (a === b) return;
    const key = a < b ? `${a}-${b}` : `${b}-${a}`;
    if (!pairs.has(key)) pairs.set(key, [a, b]);
  };
  const { player, premium, developer } = fixtures.users;
  add(player.id, premium.id);
  for (const u of rng.sample(community, 6)) add(player.id, u.id);
  for (const u of rng.sample(community, 4)) add(premium.id, u.id);
  for (const u of rng.sample(community, 3)) add(developer.id, u.id);
  for (let i = 0; i < 40; i++) add(rng.pick(community).id, rng.pick(community).id);
  const out: SeedData['friendships'] = [];
  for (const [a, b] of pairs.values()) {
    const since = daysAgo(rng.int(3, 300));
    out.push({ userId: a, friendId: b, since }, { userId: b, friendId: a, since });
  }
  return out;
}

/** The community user whose friend request the demo player has pending (and the seeded notification names). */
export const PLAYER_FRIEND_REQUEST_FROM = 'Vega Pilot';

/**
 * Pending friend requests: the demo player has one incoming (from PLAYER_FRIEND_REQUEST_FROM, whom the
 * seeded notification 'New friend request' names) and one outgoing, each with a community user who is
 * not yet a friend. The other demo users start with none.
 */
export function generateFriendRequests(users: User[], friendships: SeedData['friendships']): SeedData['friendRequests'] {
  const rng = randomFor('friendRequests');
  const { player } = fixtures.users;
  const friends = new Set(friendships.filter((f) => f.userId === player.id).map((f) => f.friendId));
  const strangers = users.filter((u) => !u.demo && !u.roles.includes('staff') && !friends.has(u.id));
  const sender = strangers.find((u) => u.alias === PLAYER_FRIEND_REQUEST_FROM);
  const receiver = strangers.find((u) => u !== sender);
  // Fail loudly rather than seed a request the notification does not match.
  if (!sender || !receiver) throw new Error(`The mock seed is broken: ${PLAYER_FRIEND_REQUEST_FROM} must be a community user who is not the demo player's friend.`);
  return [
    { uuid: rng.uuid(), fromId: sender.id, toId: player.id, sent: daysAgo(1, 2) },
    { uuid: rng.uuid(), fromId: player.id, toId: receiver.id, sent: daysAgo(3, 5) },
  ];
}

const REVIEW_OPENERS = [
  'Honestly one of the best things I have played in my headset.',
  'Loaded instantly in the Quest browser, which still feels like magic.',
  'Great idea and a lot of fun with friends.',
  'I came for five minutes and stayed for an hour.',
  'Solid game, but it needs a bit more content.',
  'The art style is gorgeous and the sound design is even better.',
  'Controls took a moment to click, then it was pure flow.',
  'Not really my genre, but I can see why people love it.',
  'Crashed twice on my older headset, otherwise fine.',
  'My kids and I play this every weekend now.',
];
const REVIEW_DETAILS = [
  'Hand tracking works surprisingly well.',
  'Please add a seated mode, my play space is tiny.',
  'The leaderboard keeps me coming back every evening.',
  'Comfort options are thoughtful and I never felt sick.',
  'Some menus are hard to read with the default text size.',
  'Updates arrive often and the developers clearly listen.',
  'Would love more levels and a proper endgame.',
  'Multiplayer matchmaking is quick even late at night.',
  'Frame rate dips a little when a lot happens at once.',
  'Worth every minute, and it is free to play.',
];
const RESPONSES = [
  'Thank you for the kind words! Season 2 brings more arenas, and hand tracking is getting even better.',
  'Thanks for the feedback! A seated mode is on our roadmap for the next update.',
  'Sorry about the crashes. Could you contact support with your headset model so we can fix it?',
  'We really appreciate this review. More levels are coming very soon, stay tuned!',
];

function reviewBody(rng: Random): string {
  const parts = [rng.pick(REVIEW_OPENERS), ...rng.sample(REVIEW_DETAILS, rng.int(1, 3))];
  return parts.join(' ');
}

function rating(rng: Random): number {
  const roll = rng.next();
  return roll < 0.05 ? 1 : roll < 0.13 ? 2 : roll < 0.3 ? 3 : roll < 0.65 ? 4 : 5;
}

/** Reviews: starfall-arena gets respondable reviews (and one answered) and one by `premium`, never one by `player`. */
export function generateReviews(games: Game[], users: User[]): SeedData['reviews'] {
  const out: SeedData['reviews'] = [];
  const { player, premium } = fixtures.users;
  const community = users.filter((u) => !u.demo && !u.roles.includes('staff'));
  for (const game of games) {
    const rng = randomFor(`reviews:${game.slug}`);
    const isStarfall = game.slug === fixtures.games.starfallArena.slug;
    const count = isStarfall ? 8 : game.slug === fixtures.games.neonDrift.slug ? 5 : rng.int(0, 7);
    // Authors: never the game's developer; player only on some other games; premium on starfall-arena.
    const owners = users.filter((u) => u.developer === game.developer.slug).map((u) => u.id);
    const pool = community.filter((u) => !owners.includes(u.id));
    const authors = rng.sample(pool, count);
    if (isStarfall) authors[0] = users.find((u) => u.id === premium.id) as User;
    else if (count > 0 && ['neon-drift', 'lantern-isles', 'beat-nebula'].includes(game.slug)) authors[count - 1] = users.find((u) => u.id === player.id) as User;
    const ownedByLabs = game.developer.slug === fixtures.developer.slug;
    authors.forEach((author, i) => {
      const posted = rng.int(1, 200);
      const answered = isStarfall ? i === 2 : !ownedByLabs && rng.chance(0.2);
      const respondable = isStarfall || ownedByLabs ? true : answered || rng.chance(0.3);
      const r = author.id === premium.id && isStarfall ? 5 : rating(rng);
      out.push({
        uuid: rng.uuid(),
        gameSlug: game.slug,
        authorUsername: author.username,
        rating: r,
        body: author.id === premium.id && isStarfall
          ? 'Starfall Arena is the reason I renewed premium. Matches are short, fair and intense, and the new arenas look stunning in the headset. Hand tracking parries feel amazing.'
          : reviewBody(rng),
        reactions: { like: rng.int(0, 40), dislike: rng.int(0, 6) },
        date: { posted: daysAgo(posted, rng.int(0, 23)), updated: rng.chance(0.2) ? daysAgo(Math.max(0, posted - rng.int(1, 10))) : null },
        response: answered ? rng.pick(RESPONSES) : null,
        responded: answered ? daysAgo(Math.max(0, posted - 1)) : null,
        respondable,
      });
    });
  }
  return out;
}

/** Per-user reactions of the demo users (game counters include them). */
export function generateGameReactions(): SeedData['gameReactions'] {
  const { player, premium } = fixtures.users;
  return [
    { userId: player.id, gameSlug: 'neon-drift', type: 'love' },
    { userId: player.id, gameSlug: 'lantern-isles', type: 'like' },
    { userId: premium.id, gameSlug: 'starfall-arena', type: 'love' },
    { userId: premium.id, gameSlug: 'starfall-arena', type: 'high5' },
  ];
}

export function generateReviewReactions(reviews: SeedData['reviews']): SeedData['reviewReactions'] {
  const { player } = fixtures.users;
  const starfall = reviews.filter((r) => r.gameSlug === fixtures.games.starfallArena.slug);
  return starfall.slice(0, 2).map((r, i) => ({ userId: player.id, reviewUuid: r.uuid, type: i === 0 ? 'like' : 'dislike' }));
}

export function generateHistory(games: Game[]): SeedData['gameSessions'] {
  const out: SeedData['gameSessions'] = [];
  const { player, premium, developer } = fixtures.users;
  const plan: Array<[number, string[]]> = [
    [player.id, ['starfall-arena', 'neon-drift', 'lantern-isles', 'starfall-arena', 'beat-nebula', 'cubic-orbit', 'starfall-arena', 'rift-boxing']],
    [premium.id, ['starfall-arena', 'starfall-arena', 'neon-drift', 'tiny-terraform', 'hollow-ward']],
    [developer.id, ['starfall-arena', 'neon-drift', 'orbit-defender']],
  ];
  for (const [userId, slugs] of plan) {
    const rng = randomFor(`history:${userId}`);
    slugs.forEach((slug, i) => {
      if (!games.some((g) => g.slug === slug)) throw new Error(`History refers to unknown game ${slug}`);
      const day = (slugs.length - i) * rng.int(1, 4);
      const duration = rng.int(120, 5400);
      const started = daysAgo(day, rng.int(1, 10));
      out.push({ id: out.length + 1, userId, gameSlug: slug, started, ended: new Date(Date.parse(started) + duration * 1000).toISOString(), duration });
    });
  }
  return out;
}

export function generateUnlocks(achievements: SeedData['achievements']): SeedData['achievementUnlocks'] {
  const { player, premium } = fixtures.users;
  const of = (slug: string) => achievements.filter((a) => a.game.slug === slug);
  const out: SeedData['achievementUnlocks'] = [];
  of('starfall-arena').slice(0, 2).forEach((a, i) => out.push({ userId: player.id, achievementUuid: a.uuid, unlocked: daysAgo(10 - i * 3) }));
  of('neon-drift').slice(0, 1).forEach((a) => out.push({ userId: player.id, achievementUuid: a.uuid, unlocked: daysAgo(12) }));
  of('starfall-arena').slice(0, 5).forEach((a, i) => out.push({ userId: premium.id, achievementUuid: a.uuid, unlocked: daysAgo(30 - i * 5) }));
  return out;
}

export function generateInventory(items: SeedData['catalogItems']): SeedData['inventory'] {
  const { player, premium } = fixtures.users;
  const find = (game: string, slug: string) => {
    const item = items.find((i) => i.game.slug === game && i.slug === slug);
    if (!item) throw new Error(`Inventory refers to unknown item ${game}/${slug}`);
    return item;
  };
  const starter = find('starfall-arena', 'starter-pack');
  const blade = find('starfall-arena', 'plasma-blade');
  const trail = find('starfall-arena', 'comet-trail');
  return [
    { userId: player.id, gameSlug: starter.game.slug, itemSlug: starter.slug, count: 1, acquired: daysAgo(20) },
    { userId: player.id, gameSlug: trail.game.slug, itemSlug: trail.slug, count: 2, acquired: daysAgo(8) },
    { userId: premium.id, gameSlug: blade.game.slug, itemSlug: blade.slug, count: 1, acquired: daysAgo(15) },
    { userId: premium.id, gameSlug: starter.game.slug, itemSlug: starter.slug, count: 1, acquired: daysAgo(40) },
  ];
}

export function generateActivity(data: Pick<SeedData, 'gameSessions' | 'games' | 'achievementUnlocks' | 'achievements' | 'reviews' | 'users' | 'inventory' | 'catalogItems'>): SeedData['activity'] {
  const out: SeedData['activity'] = [];
  const title = (slug: string) => data.games.find((g) => g.slug === slug)?.title ?? slug;
  for (const user of data.users.filter((u) => u.demo)) {
    const rng = randomFor(`activity:${user.username}`);
    for (const s of data.gameSessions.filter((x) => x.userId === user.id).slice(-4)) {
      out.push({ uuid: rng.uuid(), userId: user.id, type: 'played', title: `Played ${title(s.gameSlug)}`, url: `/arcade/games/${s.gameSlug}`, date: s.started });
    }
    for (const u of data.achievementUnlocks.filter((x) => x.userId === user.id)) {
      const a = data.achievements.find((x) => x.uuid === u.achievementUuid);
      if (a) out.push({ uuid: rng.uuid(), userId: user.id, type: 'achievement', title: `Unlocked ${a.title} in ${a.game.title}`, url: `/arcade/games/${a.game.slug}`, date: u.unlocked });
    }
    for (const r of data.reviews.filter((x) => x.authorUsername === user.username)) {
      out.push({ uuid: rng.uuid(), userId: user.id, type: 'review', title: `Reviewed ${title(r.gameSlug)}`, url: `/arcade/games/${r.gameSlug}`, date: r.date.posted });
    }
    for (const inv of data.inventory.filter((x) => x.userId === user.id)) {
      const item = data.catalogItems.find((i) => i.slug === inv.itemSlug && i.game.slug === inv.gameSlug);
      if (item) out.push({ uuid: rng.uuid(), userId: user.id, type: 'purchase', title: `Got ${item.name} for ${item.game.title}`, url: `/arcade/games/${item.game.slug}/catalog/${item.slug}`, date: inv.acquired });
    }
  }
  return out.toSorted((a, b) => b.date.localeCompare(a.date) || a.uuid.localeCompare(b.uuid));
}

export function generateSaves(): SeedData['saves'] {
  const { player } = fixtures.users;
  return [
    { userId: player.id, gameSlug: 'starfall-arena', slot: 1, data: JSON.stringify({ level: 7, loadout: ['starter-pack', 'comet-trail'], wins: 23 }), updated: daysAgo(3) },
    { userId: player.id, gameSlug: 'starfall-arena', slot: 2, data: JSON.stringify({ level: 2, loadout: ['starter-pack'], wins: 1 }), updated: daysAgo(30) },
    { userId: player.id, gameSlug: 'neon-drift', slot: 1, data: JSON.stringify({ track: 'harbor-loop', bestLap: 61.42 }), updated: daysAgo(9) },
  ];
}

export function generateScores(games: Game[], users: User[]): SeedData['scores'] {
  const out: SeedData['scores'] = [];
  const players = users.filter((u) => !u.roles.includes('staff'));
  for (const game of games.filter((g) => g.features.leaderboard)) {
    const rng = randomFor(`scores:${game.slug}`);
    const isStarfall = game.slug === fixtures.games.starfallArena.slug;
    const entrants = rng.sample(players.filter((u) => !u.demo), isStarfall ? 24 : rng.int(3, 12));
    if (isStarfall || game.slug === fixtures.games.neonDrift.slug) {
      entrants.push(...players.filter((u) => u.id === fixtures.users.player.id || u.id === fixtures.users.premium.id));
    }
    for (const u of entrants) out.push({ userId: u.id, gameSlug: game.slug, score: rng.int(100, 99_000), posted: daysAgo(rng.int(0, 120), rng.int(0, 23)) });
  }
  return out;
}

export function generateNotifications(): SeedData['notifications'] {
  const rng = randomFor('notifications');
  const { player, premium, developer } = fixtures.users;
  const n = (userId: number, type: 'info' | 'success' | 'warning' | 'danger', title: string, body: string, url: string | null, read: boolean, days: number) => ({
    uuid: rng.uuid(),
    userId,
    type,
    title,
    body,
    url,
    read,
    date: daysAgo(days, rng.int(0, 23)),
  });
  return [
    n(player.id, 'success', 'Achievement unlocked', 'You unlocked Starfall Survivor in Starfall Arena.', '/account/achievement', false, 0),
    n(player.id, 'info', 'New friend request', `${PLAYER_FRIEND_REQUEST_FROM} wants to be your friend.`, '/account/friends', false, 1),
    n(player.id, 'info', 'Neon Drift was updated', 'Version 0.9.2 adds a new night track and smoother steering.', '/arcade/games/neon-drift', false, 3),
    n(player.id, 'warning', 'Verify your e-mail address', 'Please confirm your e-mail address to keep your progress safe.', '/account/settings', true, 6),
    n(player.id, 'success', 'Coins added', '100 coins were added to your balance.', '/account/shop', true, 12),
    n(premium.id, 'success', 'Premium renewed', 'Thank you! Your premium membership is active: no ads anywhere.', '/market', false, 2),
    n(premium.id, 'info', 'Season 2 is live', 'Starfall Arena Season 2 brings four new arenas.', '/arcade/games/starfall-arena', true, 5),
    n(premium.id, 'danger', 'Payment failed', 'A coin purchase could not be completed. No money was taken.', '/market', true, 20),
    n(developer.id, 'info', 'New review on Starfall Arena', 'A player reviewed Starfall Arena. You can respond to it.', '/arcade/games/starfall-arena', false, 0),
    n(developer.id, 'info', 'New review on Neon Drift', 'A player reviewed Neon Drift.', '/arcade/games/neon-drift', false, 2),
    n(developer.id, 'success', 'Build published', 'Starfall Arena 1.4.0 is now the active build.', '/arcade/games/starfall-arena', true, 4),
    n(developer.id, 'warning', 'Review needs attention', 'A player reported a crash in Starfall Arena.', '/arcade/games/starfall-arena', true, 9),
  ];
}

const MESSAGE_BODIES = [
  'Hey! Up for a round of Starfall Arena tonight?',
  'That last match was insane, GG!',
  'Did you see the new track in Neon Drift? It is so good.',
  'Thanks for the tip about seated mode, it works great.',
  'Want to team up for co-op survival this weekend?',
  'Your review was spot on, I tried the game because of it.',
];

export function generateMessages(users: User[]): SeedData['messages'] {
  const rng = randomFor('messages');
  const community = users.filter((u) => !u.demo && !u.roles.includes('staff'));
  const out: SeedData['messages'] = [];
  const plan: Array<[number, number, number]> = [
    [fixtures.users.player.id, 4, 2],
    [fixtures.users.premium.id, 2, 1],
    [fixtures.users.developer.id, 3, 1],
  ];
  for (const [userId, count, unread] of plan) {
    for (let i = 0; i < count; i++) {
      out.push({
        uuid: rng.uuid(),
        userId,
        authorId: rng.pick(community).id,
        body: rng.pick(MESSAGE_BODIES),
        read: i >= unread,
        date: daysAgo(i * rng.int(1, 3), rng.int(0, 23)),
      });
    }
  }
  return out;
}

export function generateMarketing(): SeedData['marketing'] {
  return [{ userId: fixtures.users.player.id, developerSlug: fixtures.developer.slug }];
}
