/*
 * The game catalogue: genres with sub-categories, tags, engines, developers with announcements, games with
 * builds, portfolios, features and stats, catalog items and achievements. Fixture games come first and
 * are described by hand; the others are generated from curated titles.
 */
import { REACTION_TYPES, type GameFeatures } from '../../../src/api/schemas';
import { badgeArt, sceneArt } from '../art';
import { fixtures } from '../fixtures';
import { randomFor, type Random } from '../random';
import { daysAgo } from '../time';
import { MOCK_VIDEO } from './media';
import type { SeedRecord } from './types';

type Genre = SeedRecord<'genres'>;
type Game = SeedRecord<'games'>;

export const GENRES: Genre[] = [
  ['action', 'Action', [['arena', 'Arena Combat'], ['brawler', 'Brawler'], ['parkour', 'Parkour']]],
  ['adventure', 'Adventure', [['exploration', 'Exploration'], ['narrative', 'Story-Driven'], ['escape-room', 'Escape Room']]],
  ['puzzle', 'Puzzle', [['logic', 'Logic'], ['physics-puzzle', 'Physics Puzzles'], ['spatial', 'Spatial']]],
  ['racing', 'Racing', [['arcade-racing', 'Arcade Racing'], ['flight', 'Flight'], ['kart', 'Kart']]],
  ['shooter', 'Shooter', [['wave-shooter', 'Wave Shooter'], ['tactical', 'Tactical'], ['bullet-hell', 'Bullet Hell']]],
  ['sports', 'Sports & Fitness', [['fitness', 'Fitness'], ['ball-sports', 'Ball Sports'], ['boxing', 'Boxing']]],
  ['simulation', 'Simulation', [['sandbox', 'Sandbox'], ['crafting', 'Crafting'], ['management', 'Management']]],
  ['rhythm', 'Rhythm & Music', [['music', 'Music'], ['dance', 'Dance'], ['drumming', 'Drumming']]],
  ['horror', 'Horror', [['survival-horror', 'Survival Horror'], ['psychological', 'Psychological'], ['haunted-house', 'Haunted House']]],
  ['strategy', 'Strategy', [['tower-defense', 'Tower Defense'], ['tabletop', 'Tabletop'], ['real-time', 'Real-Time']]],
].map(([slug, title, categories], order) => ({
  slug: slug as string,
  title: title as string,
  categories: (categories as string[][]).map(([s, t]) => ({ slug: s as string, title: t as string })),
  order,
}));

export const TAGS = [
  ['multiplayer', 'Multiplayer'],
  ['vr', 'VR'],
  ['singleplayer', 'Singleplayer'],
  ['co-op', 'Co-op'],
  ['hand-tracking', 'Hand Tracking'],
  ['seated', 'Seated'],
  ['room-scale', 'Room-Scale'],
  ['physics', 'Physics'],
  ['sci-fi', 'Sci-Fi'],
  ['fantasy', 'Fantasy'],
  ['casual', 'Casual'],
  ['competitive', 'Competitive'],
  ['relaxing', 'Relaxing'],
  ['short-sessions', 'Short Sessions'],
  ['family-friendly', 'Family Friendly'],
  ['retro', 'Retro'],
  ['mixed-reality', 'Mixed Reality'],
].map(([slug, title]) => ({ slug: slug as string, title: title as string }));

export const ENGINES = [
  ['playcanvas', 'PlayCanvas'],
  ['babylonjs', 'Babylon.js'],
  ['threejs', 'three.js'],
  ['aframe', 'A-Frame'],
  ['unity', 'Unity'],
  ['godot', 'Godot'],
  ['wonderland', 'Wonderland Engine'],
].map(([id, title]) => ({ id: id as string, title: title as string }));

const DEVELOPERS: Array<[slug: string, name: string, blurb: string]> = [
  [fixtures.developer.slug, fixtures.developer.name, 'the studio behind the Orbital platform samples. We build fast, social WebXR games that show what the open web can do in a headset'],
  ['nebula-forge', 'Nebula Forge', 'a four-person team from Lisbon making punchy arena and shooter games for quick VR sessions'],
  ['pixel-tide', 'Pixel Tide', 'an indie collective that loves retro aesthetics, rhythm and everything that makes you move'],
  ['quiet-comet', 'Quiet Comet', 'a small studio crafting calm, beautiful exploration games and interactive experiences'],
  ['hollow-moon', 'Hollow Moon Games', 'makers of atmospheric horror that plays with light, sound and your peripheral vision'],
  ['vantage-point', 'Vantage Point', 'a team of former architects designing spatial puzzles that only work in VR'],
  ['kinetic-bloom', 'Kinetic Bloom', 'a fitness-first studio: every game is a workout in disguise'],
  ['lumen-works', 'Lumen Works', 'a browser-native studio specialising in physics sandboxes and crafting games'],
  ['gravity-well', 'Gravity Well', 'racing and flight enthusiasts chasing the perfect sense of speed in WebXR'],
  ['paper-rocket', 'Paper Rocket', 'a family-friendly studio making colourful games for players of every age'],
  ['deep-field', 'Deep Field', 'strategy nerds who think tabletop games deserve a real table in VR'],
  ['copper-fox', 'Copper Fox Interactive', 'a veteran team building competitive multiplayer with fair, skill-based matchmaking'],
];

/** Curated titles per genre; `*` marks a non-game experience. */
const TITLES: Record<string, string[]> = {
  action: ['Blade Circuit', 'Gravity Brawl', 'Rooftop Runners', 'Titan Knuckle', 'Ember Gauntlet'],
  adventure: ['Lantern Isles', 'The Quiet Observatory', 'Tidewalker', 'Vault of Echoes', 'Moss and Machine', 'Skyward Archive', '*Deep Sea Voyage'],
  puzzle: ['Cubic Orbit', 'Prism Lock', 'Tangle Gardens', 'Mirror Hall', 'Clockwork Nest', 'Fold Space'],
  racing: ['Comet Rally', 'Skyline Gliders', 'Turbo Kart Galaxy', 'Dune Sprinters', 'Aurora Wings'],
  shooter: ['Hive Breach', 'Laser Lagoon', 'Deadlight Station', 'Orbit Defender', 'Scrap Siege', 'Photon Storm'],
  sports: ['Rift Boxing', 'Zero-G Ball', 'Pulse Fitness', 'Summit Climb', 'Paddle Planet', 'Archery Peaks'],
  simulation: ['Tiny Terraform', 'Starship Galley', 'Garden Orbit', 'Workshop 64', 'Harbor Master VR', '*Meditation Dome', '*Museum of Light', '*Planetarium Live'],
  rhythm: ['Beat Nebula', 'Drum Comet', 'Synth Runner', 'Moonwalk Disco', 'Echo Choir', 'Bassline Bridge'],
  horror: ['Hollow Ward', 'The Last Lighthouse', 'Static House', 'Nightshift Depot', 'Whisper Wells', 'Pale Signal'],
  strategy: ['Tower Orbit', 'Tabletop Titans', 'Colony Drift', 'Chess Nebula', 'Frontline Sandbox', 'Kingdom Cubes'],
};

/** Generated games that Orbital Labs made (besides the two fixture games). */
const ORBITAL_LABS_EXTRA = ['orbit-defender', 'cubic-orbit'];
/** A game without a description (the page shows 'No Description.'). */
const NO_DESCRIPTION = 'static-house';
/** Views below 1000: the UI shows 'New!'. */
const NEW_GAMES = ['fold-space', 'aurora-wings', 'photon-storm', 'archery-peaks', 'bassline-bridge', 'kingdom-cubes', 'pale-signal', 'planetarium-live'];

const PITCH: Record<string, string[]> = {
  action: ['Dodge, parry and strike in fast rounds built for your whole body.', 'Close-quarters combat where every swing is yours.', 'Move like a hero: vault, climb and fight with real motion.'],
  adventure: ['Explore a hand-crafted world at your own pace.', 'Uncover a story told through places, objects and light.', 'A journey of small discoveries and big views.'],
  puzzle: ['Bend space and logic to open the way forward.', 'Grab, turn and combine: puzzles you solve with your hands.', 'Clever rooms that only make sense once you look around.'],
  racing: ['Lean into every corner at breakneck speed.', 'Tight tracks, big jumps and split-second lines.', 'Feel the speed as the world rushes past you.'],
  shooter: ['Hold the line against wave after wave.', 'Aim down real sights and keep your cool.', 'Fill the sky with light and survive the storm.'],
  sports: ['Work up a sweat without noticing it.', 'Real swings, real footwork, real scores.', 'Train, compete and beat your personal best.'],
  simulation: ['Build, tinker and watch your creation come alive.', 'A calm sandbox that rewards curiosity.', 'Run the place your way, one decision at a time.'],
  rhythm: ['Hit every beat with your whole body.', 'Music you play with your hands and feet.', 'Find the groove and stay in it.'],
  horror: ['Keep the flashlight steady and your back to the wall.', 'Something is always just outside your view.', 'A slow-burning nightmare that rewards brave players.'],
  strategy: ['Plan, place and outsmart your opponents.', 'A living tabletop you can lean over and reach into.', 'Every move matters on a battlefield you can walk around.'],
};

const PARAGRAPHS = [
  'Designed from the ground up for WebXR, it loads in seconds in your headset browser and works on desktop too, so you can jump in wherever you are.',
  'Comfort options include snap and smooth turning, a seated mode and adjustable vignette, so long sessions stay pleasant.',
  'Progress is saved to the cloud with your Orbital account: start on one device and pick up on another without losing anything.',
  'Every mode supports hand tracking as well as controllers, and the interface scales to your height automatically.',
  'The developers ship updates every few weeks, often based on what players suggest in the reviews.',
  'Compete with friends on the leaderboards or keep to yourself: everything is playable solo.',
  'Spatial audio puts every sound exactly where it comes from, so headphones are warmly recommended.',
  'New players get a short, skippable tutorial that teaches the controls in under two minutes.',
];

function description(rng: Random, genre: string): string {
  const pitch = rng.pick(PITCH[genre] ?? PITCH.action ?? []);
  return [pitch, ...rng.sample(PARAGRAPHS, rng.int(2, 4))].join('\n\n');
}

const STARFALL_DESCRIPTION = [
  'Starfall Arena is the WebXR sample game of the Orbital platform: a fast, social arena fighter where up to eight players duel on floating platforms under a sky of falling stars.',
  'Grab your blade, raise your shield and move with your whole body. Every strike, parry and dodge is tracked one-to-one, so skill and timing win matches, not button mashing. Between rounds the arena shifts: platforms drift apart, gravity pulses and meteors carve new paths across the battlefield.',
  'The game shows every server-side feature the platform offers. Achievements unlock in real time and pop up as soon as you earn them. Your loadout and progress are stored in cloud saves, so you can start in your headset and continue on desktop. Global and friends leaderboards rank every match, and the in-game shop sells cosmetic blades, armour and trails for coins — nothing that affects fairness.',
  'Play solo against adaptive bots while you learn the ropes, team up with a friend in co-op survival, or queue for ranked duels. Matches last three to five minutes, which makes Starfall Arena perfect for a quick session during a break.',
  'Comfort matters: choose snap or smooth turning, enable the seated mode, or switch on the comfort vignette. The interface adapts to your height and dominant hand, and every mode works with hand tracking as well as controllers.',
  'Starfall Arena is built by Orbital Labs with PlayCanvas and ships new seasons regularly. Tell us what you think in the reviews: we read all of them and reply to many.',
].join('\n\n');

function buildsFor(slug: string, rng: Random, sdk: boolean, count: number) {
  const major = rng.int(1, 2);
  let minor = 0;
  let patch = 0;
  const versions: string[] = [];
  for (let i = 0; i < count; i++) {
    if (rng.chance(0.5)) {
      minor += 1;
      patch = 0;
    } else patch += 1;
    versions.push(`${major}.${minor}.${patch}`);
  }
  const active = versions.length - 1;
  return versions.map((version, i) => ({
    version,
    url: i === active ? `/${slug}/index.html` : `/${slug}/index.html?build=${version}`,
    active: i === active,
    sdk: sdk && (i === active || rng.chance(0.6)),
  }));
}

function reactionCounts(rng: Random, views: number) {
  const scale = Math.max(1, Math.round(views / 400));
  return Object.fromEntries(REACTION_TYPES.map((t) => [t, t === 'bug' ? rng.int(0, 3) : rng.int(0, scale)])) as Game['reactions'];
}

function slides(slug: string, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const art = sceneArt(`game:${slug}:slide:${i + 1}`);
    return { original: art, thumbnail: art };
  });
}

export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface GameSpec {
  slug: string;
  title: string;
  genre: Genre;
  category: { slug: string; title: string };
  developer: (typeof DEVELOPERS)[number];
  experience: boolean;
}

function genreBySlug(slug: string): Genre {
  const found = GENRES.find((g) => g.slug === slug);
  if (!found) throw new Error(`Unknown genre ${slug}`);
  return found;
}

function developerBySlug(slug: string): (typeof DEVELOPERS)[number] {
  const found = DEVELOPERS.find((d) => d[0] === slug);
  if (!found) throw new Error(`Unknown developer ${slug}`);
  return found;
}

const developerLogo = (slug: string, name: string) => badgeArt(`developer:${slug}`, name, 'rounded');

function makeGame(spec: GameSpec, index: number): Game {
  const { slug } = spec;
  const rng = randomFor(`game:${slug}`);
  const isNew = NEW_GAMES.includes(slug);
  const views = isNew ? rng.int(40, 990) : rng.int(1_200, 340_000);
  const sdk = spec.experience ? rng.chance(0.3) : rng.chance(0.75);
  const builds = buildsFor(slug, rng, sdk, rng.int(1, 4));
  const features: GameFeatures = {
    multiplayer: !spec.experience && rng.chance(0.4),
    achievement: sdk && rng.chance(0.7),
    save: sdk && rng.chance(0.5),
    leaderboard: sdk && !spec.experience && rng.chance(0.5),
    inventory: sdk && !spec.experience && rng.chance(0.45),
  };
  const tagPool = TAGS.map((t) => t.slug).filter((t) => t !== 'vr' && (features.multiplayer || t !== 'multiplayer'));
  const tags = [...(rng.chance(0.85) ? ['vr'] : []), ...rng.sample(tagPool, rng.int(1, 3))];
  const updatedDays = isNew ? rng.int(1, 20) : rng.int(3, 420);
  const shots = slides(slug, rng.int(2, 4));
  const engine = rng.chance(0.9) ? rng.pick(ENGINES).id : null;
  return {
    slug,
    title: spec.title,
    excerpt: rng.pick(PITCH[spec.genre.slug] ?? []),
    description: slug === NO_DESCRIPTION ? '' : description(rng, spec.genre.slug),
    iframe: 'index.html',
    version: builds.find((b) => b.active)?.version ?? '1.0.0',
    builds,
    genre: { slug: spec.genre.slug, title: spec.genre.title },
    category: spec.category,
    tags: tags.map((t) => TAGS.find((x) => x.slug === t) ?? { slug: t, title: t }),
    developer: { slug: spec.developer[0], name: spec.developer[1], logo: developerLogo(spec.developer[0], spec.developer[1]) },
    engine: engine === null ? null : { id: engine },
    features,
    portfolio: rng.chance(0.7) ? { trailer: null, screenshots: shots } : null,
    date: { updated: daysAgo(updatedDays, rng.int(0, 23)) },
    ads_disabled: rng.chance(0.08),
    overlay: null,
    sdk,
    g_analytics: rng.chance(0.3) ? `G-${rng.code(10)}` : null,
    hero: sceneArt(`game:${slug}`),
    slides: shots,
    experience: spec.experience,
    released: daysAgo(updatedDays + rng.int(10, 300) + index % 7),
    views,
    reactions: reactionCounts(rng, views),
  };
}

function fixtureGames(): Game[] {
  const labs = developerBySlug(fixtures.developer.slug);
  const action = genreBySlug('action');
  const racing = genreBySlug('racing');
  const starfallShots = slides('starfall-arena', 4);
  const starfall: Game = {
    ...makeGame({ slug: 'starfall-arena', title: 'Starfall Arena', genre: action, category: { slug: 'arena', title: 'Arena Combat' }, developer: labs, experience: false }, 0),
    excerpt: 'Duel up to eight players on floating platforms under a sky of falling stars.',
    description: STARFALL_DESCRIPTION,
    version: '1.4.0',
    builds: [
      { version: '1.1.0', url: '/starfall-arena/index.html?build=1.1.0', active: false, sdk: false },
      { version: '1.2.3', url: '/starfall-arena/index.html?build=1.2.3', active: false, sdk: true },
      { version: '1.3.1', url: '/starfall-arena/index.html?build=1.3.1', active: false, sdk: true },
      { version: '1.4.0', url: '/starfall-arena/index.html', active: true, sdk: true },
    ],
    tags: [
      { slug: 'multiplayer', title: 'Multiplayer' },
      { slug: 'vr', title: 'VR' },
    ],
    engine: { id: 'playcanvas' },
    features: { multiplayer: true, achievement: true, save: true, leaderboard: true, inventory: true },
    portfolio: { trailer: { url: MOCK_VIDEO.starfallTrailer, poster: sceneArt('game:starfall-arena:trailer') }, screenshots: starfallShots },
    date: { updated: daysAgo(2, 3) },
    ads_disabled: false,
    sdk: true,
    g_analytics: null,
    slides: starfallShots,
    experience: false,
    released: daysAgo(210),
    views: 184_320,
  };
  const neonShots = slides('neon-drift', 3);
  const neon: Game = {
    ...makeGame({ slug: 'neon-drift', title: 'Neon Drift', genre: racing, category: { slug: 'arcade-racing', title: 'Arcade Racing' }, developer: labs, experience: false }, 1),
    excerpt: 'Drift through a glowing night city in this arcade racer built for the open web.',
    version: '0.9.2',
    builds: [
      { version: '0.8.0', url: '/neon-drift/index.html?build=0.8.0', active: false, sdk: true },
      { version: '0.9.2', url: '/neon-drift/index.html', active: true, sdk: true },
    ],
    tags: [
      { slug: 'vr', title: 'VR' },
      { slug: 'competitive', title: 'Competitive' },
      { slug: 'seated', title: 'Seated' },
    ],
    engine: { id: 'threejs' },
    features: { multiplayer: false, achievement: true, save: true, leaderboard: true, inventory: false },
    portfolio: { trailer: null, screenshots: neonShots },
    date: { updated: daysAgo(9, 5) },
    sdk: true,
    slides: neonShots,
    released: daysAgo(95),
    views: 23_410,
  };
  return [starfall, neon];
}

export function generateGames(): Game[] {
  const games = fixtureGames();
  const others = DEVELOPERS.filter((d) => d[0] !== fixtures.developer.slug);
  let n = 0;
  for (const g of GENRES) {
    const rng = randomFor(`genre:${g.slug}`);
    for (const raw of TITLES[g.slug] ?? []) {
      const experience = raw.startsWith('*');
      const title = experience ? raw.slice(1) : raw;
      const slug = slugify(title);
      const dev = ORBITAL_LABS_EXTRA.includes(slug) ? developerBySlug(fixtures.developer.slug) : (others[n % others.length] as (typeof DEVELOPERS)[number]);
      n += 1;
      games.push(makeGame({ slug, title, genre: g, category: rng.pick(g.categories), developer: dev, experience }, games.length));
    }
  }
  return games;
}

export function generateDevelopers(games: Game[]): Array<SeedRecord<'developers'>> {
  return DEVELOPERS.map(([slug, name, blurb], i) => {
    const rng = randomFor(`developer:${slug}`);
    const own = games.filter((g) => g.developer.slug === slug);
    return {
      slug,
      name,
      logo: developerLogo(slug, name),
      hero: sceneArt(`developer:${slug}:hero`),
      description: `${name} is ${blurb}. ${own.length > 0 ? `Our games on Orbital: ${own.map((g) => g.title).join(', ')}.` : ''}`.trim(),
      website: i % 4 === 3 ? null : `https://${slug}.example.com/`,
      date: { joined: daysAgo(rng.int(300, 900)) },
    };
  });
}

const ANNOUNCEMENTS: Record<string, string[]> = {
  [fixtures.developer.slug]: ['Starfall Arena Season 2 Is Live', 'Neon Drift Open Beta', 'Welcome to the Lab', 'Hand Tracking Comes to Starfall Arena'],
};
const GENERIC_ANNOUNCEMENTS = ['Our Next Update Is Almost Here', 'Thank You for 10,000 Players', 'Behind the Scenes: Making Our Soundtrack', 'Community Event This Weekend', 'Patch Notes and Bug Fixes'];

export function generateAnnouncements(developers: Array<SeedRecord<'developers'>>): Array<SeedRecord<'announcements'>> {
  const out: Array<SeedRecord<'announcements'>> = [];
  for (const dev of developers) {
    const rng = randomFor(`announcements:${dev.slug}`);
    const titles = ANNOUNCEMENTS[dev.slug] ?? rng.sample(GENERIC_ANNOUNCEMENTS, rng.int(2, 4));
    titles.forEach((title, i) => {
      const slug = slugify(title);
      const excerpt = `${dev.name} shares news: ${title.toLowerCase()}.`;
      out.push({
        slug,
        title,
        excerpt,
        hero: rng.chance(0.8) ? sceneArt(`announcement:${dev.slug}:${slug}`) : null,
        developer: { slug: dev.slug, name: dev.name },
        date: { published: daysAgo(5 + i * rng.int(12, 40), rng.int(0, 23)) },
        content: `<p>${excerpt}</p><h2>What is new</h2><ul><li>Smoother performance on standalone headsets.</li><li>New content for returning players.</li><li>Dozens of fixes reported by the community.</li></ul><p>Thank you for playing and for every review you leave. See you in the game!</p><p>— The ${dev.name} team</p>`,
      });
    });
  }
  return out;
}

const ITEM_NAMES = ['Golden Skin', 'Booster Pack', 'Season Pass', 'Neon Trail', 'Pet Drone', 'Extra Lives', 'Hero Outfit', 'Level Pack', 'Soundtrack', 'Emote Bundle', 'Crystal Helmet', 'Lucky Charm'];

export function generateCatalogItems(games: Game[]): Array<SeedRecord<'catalogItems'>> {
  const out: Array<SeedRecord<'catalogItems'>> = [];
  const item = (game: Game, slug: string, name: string, price: number, discounted: number, showcase: boolean, text: string) => {
    const thumb = badgeArt(`item:${game.slug}:${slug}`, name, 'gem');
    out.push({
      slug,
      name,
      thumbnail: thumb,
      price,
      price_discounted: discounted,
      game: { slug: game.slug, title: game.title },
      hero: sceneArt(`item:${game.slug}:${slug}:hero`),
      description: text,
      showcase,
    });
  };
  for (const game of games) {
    if (!game.features.inventory) continue;
    if (game.slug === fixtures.games.starfallArena.slug) {
      item(game, 'plasma-blade', 'Plasma Blade', 300, 180, true, 'A humming blade of pure plasma that leaves a glowing arc with every swing.\nCosmetic only: it looks spectacular and hits exactly as hard as every other blade.');
      item(game, 'starter-pack', 'Starter Pack', 0, 0, true, 'Everything a new fighter needs: a training blade, a basic shield skin and a welcome emote.\nFree for every player.');
      item(game, 'nebula-armor', 'Nebula Armor', 450, 450, true, 'Armour plates forged from a collapsing nebula, shimmering in violet and teal.');
      item(game, 'comet-trail', 'Comet Trail', 120, 120, false, 'A sparkling trail that follows your dashes across the arena.');
      item(game, 'arena-pass', 'Arena Pass', 800, 640, false, 'Unlocks every cosmetic reward of the current season as you play.');
      continue;
    }
    const rng = randomFor(`catalog:${game.slug}`);
    for (const name of rng.sample(ITEM_NAMES, rng.int(2, 4))) {
      const roll = rng.next();
      const price = rng.pick([50, 80, 100, 150, 200, 250, 400, 600]);
      const free = roll < 0.15;
      const sale = !free && roll < 0.4;
      item(
        game,
        slugify(name),
        name,
        free ? 0 : price,
        free ? 0 : sale ? Math.round(price * rng.pick([0.5, 0.6, 0.75, 0.8])) : price,
        rng.chance(0.2),
        `${name} for ${game.title}. ${free ? 'Free for every player.' : 'Purchased with Orbital coins and available in every session.'}`,
      );
    }
  }
  return out;
}

const ACHIEVEMENT_NAMES = [
  ['First Steps', 'Finish the tutorial.'],
  ['Getting Warm', 'Play for ten minutes in a single session.'],
  ['Sharp Eye', 'Find a hidden secret.'],
  ['Unstoppable', 'Win five rounds in a row.'],
  ['Collector', 'Own three items.'],
  ['Night Owl', 'Play after midnight.'],
  ['Perfectionist', 'Finish a level without a single mistake.'],
  ['Explorer', 'Visit every area.'],
];
const STARFALL_ACHIEVEMENTS = [
  ['First Blood', 'Win your first duel in the arena.'],
  ['Starfall Survivor', 'Survive a full meteor shower without falling.'],
  ['Blade Master', 'Parry twenty strikes in one match.'],
  ['Team Player', 'Win a co-op survival round with a friend.'],
  ['Arena Legend', 'Reach the top ten of the global leaderboard.'],
  ['Collector', 'Own three items from the shop.'],
];

export function generateAchievements(games: Game[]): Array<SeedRecord<'achievements'>> {
  const out: Array<SeedRecord<'achievements'>> = [];
  for (const game of games) {
    if (!game.features.achievement) continue;
    const rng = randomFor(`achievements:${game.slug}`);
    const list = game.slug === fixtures.games.starfallArena.slug ? STARFALL_ACHIEVEMENTS : rng.sample(ACHIEVEMENT_NAMES, rng.int(3, 6));
    for (const [title, desc] of list) {
      out.push({
        uuid: rng.uuid(),
        title: title as string,
        desc: desc as string,
        thumb: badgeArt(`achievement:${game.slug}:${title}`, title as string, 'circle'),
        game: { slug: game.slug, title: game.title },
        sound: rng.pick(['ding', 'strong', 'short'] as const),
      });
    }
  }
  return out;
}
