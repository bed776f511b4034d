import '../setup/msw';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/api/contract';
import { createQueryClient } from '@/api/queryClient';
import type { HomeResponse } from '@/api/schemas/content';
import { holdImport } from '@/design-system/components/LazyPart/testing';
import { DesignSystemProvider } from '@/design-system/theme/ThemeProvider';
import { getHome } from '@/features/home/api/getHome';
import { homeRoutes } from '@/features/home/routes';
import { eventLog, setAnalyticsSink } from '@/lib/analytics';
import { route } from '../../mocks/core/route';
import { ensureDatabase } from '../../mocks/db';
import { resetScenarioState, setScenarioState } from '../../mocks/scenarios/state';
import { server } from '../setup/msw';

/*
 * Home '/' against the mock backend (spec §2 Home and Slider, §7 home_slider_click, §8 empty texts;
 * guide §2.10). Strings are the spec's literals (guide §2.11), not imports from the catalogue.
 */

const EMPTY_POPULAR = 'There are no popular games to display at the moment.';
const EMPTY_GAMES = 'There are no games to be displayed at the moment.';
const EMPTY_CATEGORIES = 'There are no featured categories to display at the moment.';
const EMPTY_ARTICLES = 'There are no articles to display at the moment.';
const SERVER_ERROR = 'The server ran into an unexpected problem while handling this request. Please try again later.';
const NETWORK = 'A network error has occurred. Please check your connection and try again.';

configure({ asyncUtilTimeout: 12_000 });
vi.setConfig({ testTimeout: 30_000 });

let real: HomeResponse;

beforeAll(async () => {
  await ensureDatabase();
  await import('@/features/home/HomePage');
  real = await getHome();
}, 30_000);

beforeEach(() => {
  setAnalyticsSink(eventLog);
  eventLog.clear();
});
afterEach(() => {
  setAnalyticsSink(undefined);
  eventLog.clear();
  resetScenarioState();
});

function renderHome() {
  const queryClient = createQueryClient({ retryDelay: 0 });
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter([{ path: '/', children: homeRoutes(queryClient) }, { path: '*', element: <p>Elsewhere</p> }], {
    initialEntries: ['/'],
  });
  const user = userEvent.setup();
  render(
    <DesignSystemProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </DesignSystemProvider>,
  );
  return { router, user };
}

/** Serves a fixed homepage: the slider's games in this order. */
function serveSlider(slider: HomeResponse['games']['slider']) {
  server.use(route(endpoints['home.index'], ({ ok }) => ok({ ...real, games: { ...real.games, slider } })));
}

const slide = () => screen.getByTestId('home-slide');
const hero = () => screen.getByTestId('home-slide-hero');
const slideSlug = () => slide().getAttribute('data-slug');

describe('Home sections', () => {
  it('renders the slider, the four sections and their links with the default title', async () => {
    renderHome();
    expect(await screen.findByTestId('home-slider')).toBeInTheDocument();
    for (const name of ['Game Categories', 'Newest Games', 'Recent Articles', 'Most Popular Games']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const newest = screen.getByTestId('home-newest');
    expect(within(newest).getByRole('link', { name: 'View All Games' })).toHaveAttribute('href', '/arcade/games?sort=recent');
    const popular = screen.getByTestId('home-popular');
    expect(within(popular).getByRole('link', { name: 'View All Games' })).toHaveAttribute('href', '/arcade/games?sort=popular');
    const articles = screen.getByTestId('home-articles');
    expect(within(articles).getByRole('link', { name: 'Go to Blog' })).toHaveAttribute('href', '/blog');

    const genre = real.genres[0]!;
    const categories = screen.getByTestId('home-categories');
    expect(within(categories).getByRole('link', { name: new RegExp(genre.title) })).toHaveAttribute(
      'href',
      `/arcade/games?cat=${genre.slug}`,
    );
    const game = real.games.updated[0]!;
    // The grids below the first screen are a chunk of their own (LaterSections), drawn once it is in.
    expect((await within(newest).findAllByRole('link', { name: game.title }))[0]).toHaveAttribute('href', `/arcade/games/${game.slug}`);
    // The page sets its title in an effect, which React may run just after the DOM shows the page.
    await waitFor(() => expect(document.title).toBe('Orbital'));
  });
});

describe('Home slider', () => {
  it('next from the last slide wraps to the first, previous from the first to the last', async () => {
    const games = real.games.slider.slice(0, 3);
    serveSlider(games);
    const { user } = renderHome();
    await screen.findByTestId('home-slider');
    expect(slideSlug()).toBe(games[0]!.slug);
    await user.click(screen.getByRole('button', { name: 'Previous game' }));
    await waitFor(() => expect(slideSlug()).toBe(games[2]!.slug));
    await user.click(screen.getByRole('button', { name: 'Next game' }));
    await waitFor(() => expect(slideSlug()).toBe(games[0]!.slug));
    await user.click(screen.getByRole('button', { name: 'Next game' }));
    await user.click(screen.getByRole('button', { name: 'Next game' }));
    await waitFor(() => expect(slideSlug()).toBe(games[2]!.slug));
    await user.click(screen.getByRole('button', { name: 'Next game' }));
    await waitFor(() => expect(slideSlug()).toBe(games[0]!.slug));
  });

  it('cuts the title at 40 characters, shows at most 4 thumbnails and previews the original on hover and focus', async () => {
    const base = real.games.slider[0]!;
    const slides = Array.from({ length: 6 }, (_, i) => ({ original: `/media/test/original-${i}.jpg`, thumbnail: `/media/test/thumb-${i}.jpg` }));
    const title = 'An Extremely Long Game Title That Goes On And On Forever';
    serveSlider([{ ...base, title, hero: '/media/test/hero.jpg', slides }]);
    const { user } = renderHome();
    await screen.findByTestId('home-slider');

    const cut = 'An Extremely Long Game Title That Go ...';
    expect(cut).toHaveLength(40);
    expect(within(slide()).getByRole('link', { name: cut })).toHaveAttribute('href', `/arcade/games/${base.slug}`);

    const thumbs = within(screen.getByTestId('home-slide-thumbnails')).getAllByRole('button');
    expect(thumbs).toHaveLength(4);

    expect(hero()).toHaveAttribute('src', '/media/test/hero.jpg');
    await user.hover(thumbs[2]!);
    expect(hero()).toHaveAttribute('src', '/media/test/original-2.jpg');
    await user.unhover(thumbs[2]!);
    expect(hero()).toHaveAttribute('src', '/media/test/hero.jpg');
    thumbs[1]!.focus();
    await waitFor(() => expect(hero()).toHaveAttribute('src', '/media/test/original-1.jpg'));
  });

  it("clicking the slide's game link tracks home_slider_click with the slug", async () => {
    const games = real.games.slider.slice(0, 2);
    serveSlider(games);
    const { user, router } = renderHome();
    await screen.findByTestId('home-slider');
    await user.click(screen.getByRole('button', { name: 'Next game' }));
    await waitFor(() => expect(slideSlug()).toBe(games[1]!.slug));
    await user.click(within(slide()).getByRole('heading', { level: 2 }).querySelector('a')!);
    expect(eventLog.getEvents().filter((e) => e.name === 'home_slider_click').map((e) => e.payload)).toEqual([{ slug: games[1]!.slug }]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/arcade/games/${games[1]!.slug}`));
  });
});

describe('Home states', () => {
  it('the empty scenario shows the four exact empty texts and no Recent Articles heading', async () => {
    setScenarioState({ scenario: 'empty' });
    renderHome();
    expect(await screen.findByText(EMPTY_POPULAR)).toBeInTheDocument();
    expect(screen.getAllByText(EMPTY_GAMES).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText(EMPTY_CATEGORIES)).toBeInTheDocument();
    expect(screen.getByText(EMPTY_ARTICLES)).toBeInTheDocument();
    expect(within(screen.getByTestId('home-newest')).getByText(EMPTY_GAMES)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent Articles' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('home-slider')).not.toBeInTheDocument();
  });

  it("a server error shows 'Oops!' with the message; Try Again loads the page", async () => {
    setScenarioState({ scenario: 'error' });
    const { user } = renderHome();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oops!');
    expect(alert).toHaveTextContent(SERVER_ERROR);
    resetScenarioState();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('home-slider')).toBeInTheDocument();
  });

  it('offline shows the network message inline with a retry', async () => {
    setScenarioState({ scenario: 'offline' });
    renderHome();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(NETWORK);
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });
});

// Last: it resets the module registry, so the files above keep their own module instances (analytics' sink).
describe('Home sections below the first screen', () => {
  afterEach(() => {
    vi.doUnmock('@/features/home/components/LaterSections');
  });

  it('show their skeletons until their chunk is in, then the game cards and articles', async () => {
    const { gate, release } = holdImport();
    vi.resetModules();
    vi.doMock('@/features/home/components/LaterSections', async (importOriginal) => {
      await gate;
      return importOriginal();
    });
    const { HomePage } = await import('@/features/home/HomePage');
    const queryClient = createQueryClient({ retryDelay: 0 });
    render(
      <DesignSystemProvider>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <HomePage />
          </MemoryRouter>
        </QueryClientProvider>
      </DesignSystemProvider>,
    );
    await screen.findByTestId('home-slider');
    const game = real.games.popular[0]!;
    const popular = screen.getByTestId('home-popular');
    // The slider and the categories are drawn; the grids are their skeletons, no card yet.
    expect(within(screen.getByTestId('home-categories')).getByRole('link', { name: new RegExp(real.genres[0]!.title) })).toBeInTheDocument();
    expect(within(popular).queryAllByRole('link', { name: game.title })).toHaveLength(0);
    expect(popular.querySelector('[aria-busy="true"]')).not.toBeNull();
    release();
    expect((await within(popular).findAllByRole('link', { name: game.title }))[0]).toHaveAttribute('href', `/arcade/games/${game.slug}`);
    const article = real.blog.recent[0]!;
    expect(within(screen.getByTestId('home-articles')).getByRole('link', { name: article.title })).toBeInTheDocument();
    expect(popular.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
