import { act, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactNode } from 'react';
import { createBrowserRouter, createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { config } from '@/config';
import { DEFAULT_DESCRIPTION, setDocumentMeta } from './title';
import { usePageMeta, type PageMeta } from './usePageMeta';

/*
 * usePageMeta: each page's title, description, canonical URL, Open Graph and Twitter card tags — one of
 * each in <head>, index.html's defaults rewritten in place, nothing left over from the page before.
 */

const INDEX_HTML = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../index.html'), 'utf8');
const headOfIndexHtml = () => new DOMParser().parseFromString(INDEX_HTML, 'text/html').head;

/** The head as index.html ships it (the app's starting point). */
function loadIndexHtmlHead() {
  document.head.innerHTML = headOfIndexHtml().innerHTML;
  document.title = document.head.querySelector('title')?.textContent ?? '';
}

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute(selector.startsWith('link') ? 'href' : 'content');
const count = (selector: string) => document.head.querySelectorAll(selector).length;

const MANAGED = [
  'meta[name="description"]',
  'link[rel="canonical"]',
  'meta[property="og:site_name"]',
  'meta[property="og:type"]',
  'meta[property="og:title"]',
  'meta[property="og:description"]',
  'meta[property="og:url"]',
  'meta[property="og:image"]',
  'meta[name="twitter:card"]',
];

const values = () => Object.fromEntries(MANAGED.map((selector) => [selector, content(selector) ?? null]));
/** How many of each managed tag <head> holds: exactly one each, always. */
const counts = () => Object.fromEntries(MANAGED.map((selector) => [selector, count(selector)]));
const ONE_EACH = Object.fromEntries(MANAGED.map((selector) => [selector, 1]));

function Page({ meta, children }: { meta: PageMeta | null; children?: ReactNode }) {
  usePageMeta(meta);
  return <main>{children}</main>;
}

const hero = 'https://cdn.orbital.example/media/games/starfall-arena/hero.jpg';
const site = () => config.siteUrl;
const card = () => `${site()}/social-card.png`;

/** The app's router kind: it keeps the address bar (jsdom's) in step, which the canonical URL reads. */
function renderPages(initial: string) {
  window.history.replaceState(null, '', initial);
  const router = createBrowserRouter(
    [
      {
        path: '/arcade/games/:game',
        element: (
          <Page meta={{ title: 'Starfall Arena', description: 'Dodge, parry and strike.', image: hero }}>
            <Link to="/blog/article/first-light">Article</Link>
          </Page>
        ),
      },
      {
        path: '/blog/article/:article',
        element: (
          <Page meta={{ title: 'First Light', description: 'Devlog one.', image: '/media/blog/first-light.jpg', type: 'article' }}>
            <Link to="/hc">Help</Link>
          </Page>
        ),
      },
      { path: '/hc', element: <Page meta={{ title: 'Help Centre' }} /> },
      { path: '/loading', element: <Page meta={null} /> },
      { path: '/mock-art', element: <Page meta={{ title: 'Mock', image: 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E' }} /> },
      { path: '*', element: <Page meta={{ title: 'Page Not Found', noindex: true }} /> },
    ],
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(loadIndexHtmlHead);
afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
  window.history.replaceState(null, '', '/');
});

describe('index.html defaults', () => {
  it("are what the app sets for a page without its own: Orbital's card for any shared link", () => {
    const shipped = values();
    setDocumentMeta({ path: '/' });
    const set = values();
    expect(set['meta[property="og:image"]']).toBe(card());
    expect(shipped).toEqual({
      ...set,
      // Per page: index.html cannot know the URL it is served under.
      'link[rel="canonical"]': null,
      'meta[property="og:url"]': null,
      // A site path (absolute in a build that knows its site: scripts/lib/site-meta.mjs).
      'meta[property="og:image"]': '/social-card.png',
    });
    expect(shipped['meta[name="description"]']).toBe(DEFAULT_DESCRIPTION);
    expect(document.title).toBe('Orbital');
  });
});

describe('usePageMeta', () => {
  it("sets a game page's title, description, canonical URL, hero image and card, rewriting index.html's tags", async () => {
    renderPages('/arcade/games/starfall-arena?orbital_level=2');
    await screen.findByRole('link', { name: 'Article' });
    expect(document.title).toBe('Starfall Arena - Orbital');
    expect(content('meta[name="description"]')).toBe('Dodge, parry and strike.');
    expect(content('link[rel="canonical"]')).toBe(`${site()}/arcade/games/starfall-arena`);
    expect(content('meta[property="og:url"]')).toBe(`${site()}/arcade/games/starfall-arena`);
    expect(content('meta[property="og:title"]')).toBe('Starfall Arena');
    expect(content('meta[property="og:description"]')).toBe('Dodge, parry and strike.');
    expect(content('meta[property="og:image"]')).toBe(hero);
    expect(content('meta[property="og:type"]')).toBe('website');
    expect(content('meta[property="og:site_name"]')).toBe('Orbital');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(counts()).toEqual(ONE_EACH);
  });

  it('replaces every tag on client navigation: one of each, nothing left from the page before', async () => {
    const router = renderPages('/arcade/games/starfall-arena');
    await screen.findByRole('link', { name: 'Article' });
    await act(() => router.navigate('/blog/article/first-light'));
    expect(document.title).toBe('First Light - Orbital');
    expect(content('link[rel="canonical"]')).toBe(`${site()}/blog/article/first-light`);
    expect(content('meta[property="og:title"]')).toBe('First Light');
    expect(content('meta[property="og:description"]')).toBe('Devlog one.');
    // A site path resolves against the configured site URL.
    expect(content('meta[property="og:image"]')).toBe(`${site()}/media/blog/first-light.jpg`);
    expect(content('meta[property="og:type"]')).toBe('article');

    await act(() => router.navigate('/hc'));
    expect(document.title).toBe('Help Centre - Orbital');
    expect(content('meta[name="description"]')).toBe(DEFAULT_DESCRIPTION);
    expect(content('meta[property="og:image"]')).toBe(card());
    expect(content('meta[property="og:type"]')).toBe('website');
    expect(content('link[rel="canonical"]')).toBe(`${site()}/hc`);
    expect(counts()).toEqual(ONE_EACH);
    expect(count('title')).toBe(1);
  });

  it('null leaves the head as it is (a page whose data is still loading keeps the defaults)', () => {
    document.title = 'Set by the shell - Orbital';
    renderPages('/loading');
    expect(document.title).toBe('Set by the shell - Orbital');
    expect(count('link[rel="canonical"]')).toBe(0);
  });

  it("never offers a crawler an image it cannot fetch: a data: URL gives the site's card", () => {
    renderPages('/mock-art');
    expect(content('meta[property="og:image"]')).toBe(card());
  });

  it('marks the 404 page noindex, without a canonical URL, and drops both again on the next page', async () => {
    const router = renderPages('/no/such/page');
    expect(content('meta[name="robots"]')).toBe('noindex');
    expect(count('link[rel="canonical"]')).toBe(0);
    expect(count('meta[property="og:url"]')).toBe(0);
    await act(() => router.navigate('/hc'));
    expect(count('meta[name="robots"]')).toBe(0);
    expect(content('link[rel="canonical"]')).toBe(`${site()}/hc`);
  });

  it('works without a router too (pages rendered alone: stories, tests)', () => {
    window.history.replaceState(null, '', '/developers/sdk');
    render(<Page meta={{ title: 'SDK', description: 'The game SDK.' }} />);
    expect(document.title).toBe('SDK - Orbital');
    expect(content('link[rel="canonical"]')).toBe(`${site()}/developers/sdk`);
  });

  it('sets API texts as attribute values, never as markup', () => {
    const title = '"><script>alert(1)</script>';
    const router = createMemoryRouter([{ path: '/', element: <Page meta={{ title, description: '<img src=x onerror=alert(1)>' }} /> }]);
    render(<RouterProvider router={router} />);
    expect(content('meta[property="og:title"]')).toBe(title);
    expect(content('meta[name="description"]')).toBe('<img src=x onerror=alert(1)>');
    expect(document.head.querySelectorAll('script, img')).toHaveLength(0);
  });
});
