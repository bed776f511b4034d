import '../setup/msw';
import { screen, waitFor } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { config } from '@/config';
import { DialogHost } from '@/design-system/components/Dialog';
import { blogRoutes } from '@/features/blog/routes';
import { developerRoutes } from '@/features/developers/routes';
import { defaultGameFrameEnvironment, GameFrameEnvironmentContext } from '@/features/games/game-page/frameEnvironment';
import { gameRoutes } from '@/features/games/routes';
import { RouteErrorBoundary } from '@/features/status/RouteErrorBoundary';
import { db } from '../../mocks/db';
import { renderRoutes, setUpPageTests } from './support/pageHarness';

/*
 * The pages players share set their link-preview tags from their data (issue 14): the hero image as
 * og:image, og:type article for articles and announcements. The seed's art is data: URLs (which the head
 * replaces by the site's card), so each test gives the record an https hero first.
 */

setUpPageTests({
  modules: () =>
    Promise.all([
      import('@/features/games/GamePage'),
      import('@/features/games/CatalogItemPage'),
      import('@/features/developers/DeveloperPage'),
      import('@/features/developers/AnnouncementPage'),
      import('@/features/blog/ArticlePage'),
    ]),
});

const env = { ...defaultGameFrameEnvironment, probe: () => Promise.resolve() };
const routes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: '/',
    errorElement: <RouteErrorBoundary />,
    element: (
      <DialogHost>
        <GameFrameEnvironmentContext value={env}>
          <Outlet />
        </GameFrameEnvironmentContext>
      </DialogHost>
    ),
    children: [...gameRoutes(queryClient), ...developerRoutes(queryClient), ...blogRoutes(queryClient)],
  },
];

const attr = (selector: string) => document.head.querySelector(selector)?.getAttribute(selector.startsWith('link') ? 'href' : 'content');

/** Opens `path` (the address bar too: the canonical URL reads it) and waits for the page's own og:title. */
async function open(path: string, title: string) {
  window.history.replaceState(null, '', path);
  renderRoutes(routes, path, { toasts: true });
  await waitFor(() => expect(attr('meta[property="og:title"]')).toBe(title));
  expect(document.title).toBe(`${title} - Orbital`);
  expect(attr('link[rel="canonical"]')).toBe(`${config.siteUrl}${path}`);
  expect(attr('meta[property="og:url"]')).toBe(`${config.siteUrl}${path}`);
  expect(document.head.querySelectorAll('meta[property="og:image"]')).toHaveLength(1);
}

const hero = (name: string) => `https://cdn.orbital.example/media/${name}/hero.jpg`;
const gameHero = { data: (g: { hero: string | null }) => void (g.hero = hero('starfall-arena')) };

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('link-preview tags from the page data', () => {
  it("the game page: the game's hero and excerpt", async () => {
    await db.games.update((q) => q.where({ slug: 'starfall-arena' }), gameHero);
    await open('/arcade/games/starfall-arena', 'Starfall Arena');
    expect(await screen.findByRole('heading', { level: 1, name: 'Starfall Arena' })).toBeInTheDocument();
    expect(attr('meta[property="og:image"]')).toBe(hero('starfall-arena'));
    expect(attr('meta[property="og:description"]')).toBe('Duel up to eight players on floating platforms under a sky of falling stars.');
    expect(attr('meta[property="og:type"]')).toBe('website');
  });

  it("a catalog item: the item's hero", async () => {
    await db.catalogItems.update((q) => q.where({ slug: 'plasma-blade' }), { data: (item: { hero: string | null }) => void (item.hero = hero('plasma-blade')) });
    const item = db.catalogItems.findFirst((q) => q.where({ slug: 'plasma-blade' }));
    await open('/arcade/games/starfall-arena/catalog/plasma-blade', item?.name ?? '');
    expect(attr('meta[property="og:image"]')).toBe(hero('plasma-blade'));
  });

  it("a developer: the profile's hero", async () => {
    await db.developers.update((q) => q.where({ slug: 'orbital-labs' }), { data: (d: { hero: string | null }) => void (d.hero = hero('orbital-labs')) });
    await open('/arcade/games/developer/orbital-labs', 'Orbital Labs');
    expect(attr('meta[property="og:image"]')).toBe(hero('orbital-labs'));
    expect(attr('meta[property="og:type"]')).toBe('website');
  });

  it("an announcement: its hero, as an article; without a hero, the site's card", async () => {
    const announcement = db.announcements.findFirst((q) => q.where({ developer: { slug: 'orbital-labs' } }));
    if (!announcement) throw new Error('the seed has an announcement of orbital-labs');
    await db.announcements.update((q) => q.where({ slug: announcement.slug }), { data: (a: { hero: string | null }) => void (a.hero = null) });
    await open(`/arcade/games/developer/orbital-labs/announcements/${announcement.slug}`, announcement.title);
    expect(attr('meta[property="og:image"]')).toBe(`${config.siteUrl}/social-card.png`);
    expect(attr('meta[property="og:type"]')).toBe('article');
  });

  it('an article: its hero and excerpt, as an article', async () => {
    await db.articles.update((q) => q.where({ slug: 'welcome-to-orbital' }), { data: (a: { hero: string | null }) => void (a.hero = hero('welcome-to-orbital')) });
    await open('/blog/article/welcome-to-orbital', 'Welcome to Orbital');
    expect(attr('meta[property="og:image"]')).toBe(hero('welcome-to-orbital'));
    expect(attr('meta[property="og:type"]')).toBe('article');
    expect(attr('meta[property="og:description"]')).toBe(attr('meta[name="description"]'));
    expect(attr('meta[name="description"]')).not.toBe('');
  });
});
