import '../setup/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { useRouteError, type RouteObject } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ArticleResponse } from '@/api/schemas/content';
import { getArticle } from '@/features/blog/api/getArticle';
import { blogRoutes } from '@/features/blog/routes';
import { errorStatus } from '@/lib/errors';
import { ok } from '../../mocks/core/envelope';
import { resetScenarioState, setScenarioState } from '../../mocks/scenarios/state';
import { server } from '../setup/msw';
import { recordRequests, renderRoutes, setUpPageTests } from './support/pageHarness';

/*
 * The blog (spec §2 /blog and /blog/article/{article}, §3 Article, §8, §9; guide §2.10, §5) against the
 * mock backend. Strings are the spec's literals (guide §2.11), not imports from the catalogue.
 */

const EMPTY = 'There are no articles to display at the moment.';
const NETWORK = 'A network error has occurred. Please check your connection and try again.';
const SERVER_ERROR = 'The server ran into an unexpected problem while handling this request. Please try again later.';

setUpPageTests({ modules: () => Promise.all([import('@/features/blog/BlogIndexPage'), import('@/features/blog/ArticlePage')]) });
const indexRequests = recordRequests((path) => path === '/v1/public/blog/article/index');
const indexCalls = indexRequests.calls;

/** The route boundary stand-in: shows the status code the app's boundary would map to a screen. */
function Boundary() {
  return <p data-testid="route-error">{`status ${String(errorStatus(useRouteError()))}`}</p>;
}

const renderBlog = (url: string) =>
  renderRoutes((queryClient): RouteObject[] => [{ path: '/', errorElement: <Boundary />, children: blogRoutes(queryClient) }], url);

const cards = async () => within(await screen.findByTestId('blog-articles')).getAllByTestId('article-card');

describe('/blog', () => {
  it('lists articles newest first with hero, title link, excerpt, category, author and date', async () => {
    renderBlog('/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    const list = await cards();
    expect(list).toHaveLength(8);
    const first = list[0] as HTMLElement;
    const title = within(first).getByRole('heading', { level: 2 });
    expect(within(title).getByRole('link').getAttribute('href')).toMatch(/^\/blog\/article\/[a-z0-9-]+$/);
    expect(within(first).getByRole('link', { name: /^by / }).getAttribute('href')).toMatch(/^\/blog\?author=/);
    expect(within(first).getAllByRole('link').some((a) => a.getAttribute('href')?.startsWith('/blog?cat='))).toBe(true);
    expect(within(first).getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)$/)).toBeInTheDocument();
    expect(first.querySelector('img, [data-placeholder]')).not.toBeNull();
    await waitFor(() => expect(document.title).toBe('Blog - Orbital'));
    expect(indexCalls).toHaveLength(1);
    expect([...(indexCalls[0]?.searchParams.keys() ?? [])]).toEqual([]);
  });

  it('passes cat, author and tag from the URL to the server and shows them as removable chips', async () => {
    const { user, router } = renderBlog('/blog?cat=news&author=mira&tag=updates');
    expect(await screen.findByRole('link', { name: 'Welcome to Orbital' })).toHaveAttribute('href', '/blog/article/welcome-to-orbital');
    expect(indexCalls).toHaveLength(1);
    const params = indexCalls[0]?.searchParams;
    expect(params?.get('cat')).toBe('news');
    expect(params?.get('author')).toBe('mira');
    expect(params?.get('tag')).toBe('updates');
    const chips = screen.getByTestId('blog-filters');
    expect(chips).toHaveTextContent('Category: news');
    expect(chips).toHaveTextContent('Author: mira');
    expect(chips).toHaveTextContent('Tag: updates');
    await user.click(within(chips).getByRole('link', { name: 'Remove filter Tag: updates' }));
    await waitFor(() => expect(router.state.location.search).toBe('?cat=news&author=mira'));
    await waitFor(() => expect(indexCalls.at(-1)?.searchParams.has('tag')).toBe(false));
    expect(indexCalls.at(-1)?.searchParams.get('cat')).toBe('news');
  });

  it('pagination links keep the filters and load the page from the URL', async () => {
    const { user, router } = renderBlog('/blog?tag=showcase');
    await cards();
    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    const page2 = within(nav).getByRole('link', { name: 'Page 2' });
    expect(page2).toHaveAttribute('href', '/blog?tag=showcase&page=2');
    await user.click(page2);
    await waitFor(() => expect(router.state.location.search).toBe('?tag=showcase&page=2'));
    await waitFor(() => expect(indexCalls.at(-1)?.searchParams.get('page')).toBe('2'));
    expect(indexCalls.at(-1)?.searchParams.get('tag')).toBe('showcase');
    const current = within(screen.getByRole('navigation', { name: 'Blog pages' })).getByRole('link', { name: 'Page 2' });
    await waitFor(() => expect(current).toHaveAttribute('aria-current', 'page'));
    expect(within(screen.getByRole('navigation', { name: 'Blog pages' })).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/blog?tag=showcase',
    );
  });

  it('shows the exact empty text', async () => {
    setScenarioState({ scenario: 'empty' });
    renderBlog('/blog');
    expect(await screen.findByTestId('blog-empty')).toHaveTextContent(EMPTY);
    expect(screen.getByText(EMPTY).textContent).toBe(EMPTY);
  });

  it('a filter that matches nothing shows the empty text too', async () => {
    renderBlog('/blog?tag=no-such-tag');
    expect(await screen.findByTestId('blog-empty')).toHaveTextContent(EMPTY);
    expect(indexCalls[0]?.searchParams.get('tag')).toBe('no-such-tag');
  });

  it("a server error shows 'Oops!' with the server's message; Try Again loads again", async () => {
    setScenarioState({ scenario: 'error' });
    const { user } = renderBlog('/blog');
    const alert = await screen.findByTestId('blog-error');
    expect(alert).toHaveTextContent('Oops!');
    expect(alert).toHaveTextContent(SERVER_ERROR);
    resetScenarioState();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await cards()).toHaveLength(8);
  });

  it('offline shows the network message inline with a retry', async () => {
    setScenarioState({ scenario: 'offline' });
    renderBlog('/blog');
    const alert = await screen.findByTestId('blog-error');
    expect(alert).toHaveTextContent(NETWORK);
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });

  it('shows skeletons while loading', async () => {
    const gate: { release?: () => void } = {};
    const held = new Promise<void>((resolve) => {
      gate.release = resolve;
    });
    server.use(http.get('*/v1/public/blog/article/index', () => held.then(() => undefined)));
    renderBlog('/blog');
    const loading = await screen.findByTestId('blog-loading');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading articles...');
    gate.release?.();
    expect(await cards()).toHaveLength(8);
  });
});

describe('/blog/article/{article}', () => {
  it('welcome-to-orbital: title, hero, category, tags, author, date, views and related links', async () => {
    renderBlog('/blog/article/welcome-to-orbital');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Orbital' })).toBeInTheDocument();
    const article = screen.getByTestId('blog-article');
    expect(within(article).getByRole('link', { name: 'Category: News' })).toHaveAttribute('href', '/blog?cat=news');
    expect(within(article).getByRole('link', { name: 'Platform Updates' })).toHaveAttribute('href', '/blog?tag=updates');
    expect(within(article).getByRole('link', { name: 'WebXR' })).toHaveAttribute('href', '/blog?tag=webxr');
    expect(within(article).getByRole('link', { name: /Mira Kovac/ })).toHaveAttribute('href', '/blog?author=mira');
    expect(screen.getByTestId('article-date').textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)$/);
    expect(screen.getByTestId('article-views')).toHaveTextContent('48.2k');
    expect(within(screen.getByTestId('article-body')).getByRole('heading', { level: 2, name: 'What you can do here' })).toBeInTheDocument();
    const related = screen.getByTestId('article-related');
    const links = within(related)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
      .filter((href) => href?.startsWith('/blog/article/'));
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(3);
    expect(links).not.toContain('/blog/article/welcome-to-orbital');
    await waitFor(() => expect(document.title).toBe('Welcome to Orbital - Orbital'));
  });

  describe('with an overridden article', () => {
    let original: ArticleResponse;
    beforeAll(async () => {
      original = await getArticle('welcome-to-orbital');
    });

    function serve(article: Partial<ArticleResponse['article']>) {
      server.use(
        http.get('*/v1/public/blog/article/welcome-to-orbital/details', () =>
          ok({ ...original, article: { ...original.article, ...article } }),
        ),
      );
    }

    it("renders the date as 'MMM D, YYYY h:mm A' and the views humanised", async () => {
      // 3:07 PM on Jan 5, 2026 in the test's own time zone.
      serve({ date: { published: new Date(2026, 0, 5, 15, 7).toISOString() }, stats: { views: 1_234_567 } });
      renderBlog('/blog/article/welcome-to-orbital');
      expect(await screen.findByTestId('article-date')).toHaveTextContent(/^Jan 5, 2026 3:07 PM$/);
      expect(screen.getByTestId('article-views')).toHaveTextContent('1.2M');
    });

    it('midnight and small view counts', async () => {
      serve({ date: { published: new Date(2025, 11, 31, 0, 0).toISOString() }, stats: { views: 999 } });
      renderBlog('/blog/article/welcome-to-orbital');
      expect(await screen.findByTestId('article-date')).toHaveTextContent(/^Dec 31, 2025 12:00 AM$/);
      expect(screen.getByTestId('article-views')).toHaveTextContent(/999$/);
    });

    it('sanitises the body: no event handlers, no scripts, no javascript: links', async () => {
      const alerts = vi.fn();
      vi.stubGlobal('alert', alerts);
      serve({
        content: [
          '<p>Safe <strong>text</strong></p>',
          '<img src="x" onerror="alert(1)">',
          '<script>alert(2)</script>',
          '<a href="javascript:alert(3)">click me</a>',
          '<a href="/arcade/games" onclick="alert(4)">games</a>',
          '<iframe src="https://evil.example"></iframe>',
        ].join(''),
      });
      renderBlog('/blog/article/welcome-to-orbital');
      const body = await screen.findByTestId('article-body');
      expect(body).toHaveTextContent('Safe text');
      expect(body.querySelector('script')).toBeNull();
      expect(body.querySelector('iframe')).toBeNull();
      expect(body.querySelector('[onerror]')).toBeNull();
      expect(body.querySelector('[onclick]')).toBeNull();
      expect(body.innerHTML).not.toMatch(/onerror|onclick|javascript:|<script/i);
      expect(within(body).getByText('click me').getAttribute('href')).toBeNull();
      expect(within(body).getByRole('link', { name: 'games' })).toHaveAttribute('href', '/arcade/games');
      expect(body.querySelector('img')?.getAttribute('alt')).toBe('');
      expect(alerts).not.toHaveBeenCalled();
      vi.unstubAllGlobals();
    });
  });

  it('an unknown article goes to the route boundary as a 404', async () => {
    renderBlog('/blog/article/no-such-article');
    expect(await screen.findByTestId('route-error')).toHaveTextContent('status 404');
  });

  it("a server error shows 'Oops!' inline with a retry", async () => {
    setScenarioState({ scenario: 'error' });
    const { user } = renderBlog('/blog/article/welcome-to-orbital');
    const alert = await screen.findByTestId('article-error');
    expect(alert).toHaveTextContent('Oops!');
    expect(alert).toHaveTextContent(SERVER_ERROR);
    resetScenarioState();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Orbital' })).toBeInTheDocument();
  });
});
