import type { CatalogItem } from '@/api/schemas/catalog';
import type { GameBuild, GameCard } from '@/api/schemas/game';
import { sceneArt } from '@/design-system/components/Card/storyFixtures';

/* Local data for the panels' stories (no network; spec decision 8). Page stories use the mock backend. */

export const storyBuilds: GameBuild[] = [
  { version: '1.1.0', url: '/starfall-arena/index.html?build=1.1.0', active: false, sdk: false },
  { version: '1.2.3', url: '/starfall-arena/index.html?build=1.2.3', active: false, sdk: true },
  { version: '1.4.0', url: '/starfall-arena/index.html', active: true, sdk: true },
];

export const storyShots = [0, 1, 2, 3].map((seed) => ({ original: sceneArt(seed, 1280, 720), thumbnail: sceneArt(seed, 320, 180) }));

export const storyAboutGame = {
  title: 'Starfall Arena',
  genre: { slug: 'action', title: 'Action' },
  date: { updated: '2026-11-20T15:07:00.000Z' },
  version: '1.4.0',
  builds: storyBuilds,
  portfolio: { trailer: { url: '/mock-media/trailers/starfall-arena.webm', poster: sceneArt(5, 1280, 720) }, screenshots: storyShots },
};

export const storyCatalog: CatalogItem[] = [
  { slug: 'plasma-blade', name: 'Plasma Blade', thumbnail: sceneArt(1, 320, 320), price: 300, price_discounted: 180, game: { slug: 'starfall-arena', title: 'Starfall Arena' } },
  { slug: 'starter-pack', name: 'Starter Pack', thumbnail: null, price: 0, price_discounted: 0, game: { slug: 'starfall-arena', title: 'Starfall Arena' } },
  { slug: 'nebula-armor', name: 'Nebula Armor', thumbnail: sceneArt(3, 320, 320), price: 450, price_discounted: 450, game: { slug: 'starfall-arena', title: 'Starfall Arena' } },
];

const card = (slug: string, title: string, seed: number, views: number, category = { slug: 'action', title: 'Action' }): GameCard => ({
  slug,
  title,
  excerpt: 'Dodge, parry and strike in fast rounds built for your whole body.',
  hero: sceneArt(seed),
  category,
  slides: [],
  stats: { views, reviews: seed, reactions: seed * 12 },
  rating: seed % 2 ? 4.2 : 0,
  date: { updated: '2026-11-01T10:00:00.000Z' },
});

export const storyGames: GameCard[] = [
  card('neon-drift', 'Neon Drift', 1, 23_410, { slug: 'racing', title: 'Racing' }),
  card('titan-knuckle', 'Titan Knuckle', 2, 334_000),
  card('ember-gauntlet', 'Ember Gauntlet', 3, 815),
  card('gravity-brawl', 'Gravity Brawl', 4, 273_500),
];

export const STARFALL_DESCRIPTION_PARAGRAPH =
  'Starfall Arena is a fast, social arena fighter where up to eight players duel on floating platforms under a sky of falling stars.';
