import '../setup/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { gameRoutes } from '@/features/games/routes';
import { resetScenarioState, setScenarioState } from '../../mocks/scenarios/state';
import { server } from '../setup/msw';
import { gate, locationOf, recordRequests, renderRoutes, setUpPageTests } from './support/pageHarness';

/*
 * /arcade/games against the mock backend (spec §2 game index, §3 pagination, §4, Decision 11; guide §3
 * game index URL). Strings are the spec's literals (guide §2.11).
 */

const NO_RESULTS = 'No results';
const TRY_DIFFERENT = 'Please try searching using different filters.';
const NETWORK = 'A network error has occurred. Please check your connection and try again.';
const SERVER_ERROR = 'The server ran into an unexpected problem while handling this request. Please try again later.';

setUpPageTests({ modules: () => import('@/features/games/GameIndexPage') });
const requests = recordRequests((path) => path === '/v1/public/arcade/game/index');
const calls = requests.calls;

const renderIndex = (url: string) => renderRoutes(gameRoutes, url);

const grid = () => screen.findByTestId('game-index-grid');
const cards = async () => within(await grid()).getAllByRole('article');
const lastCall = requests.last;
const location = locationOf;
const genreSelect = () => screen.getByRole('combobox', { name: 'Genre' });
const subCatSelect = () => screen.getByRole('combobox', { name: 'Sub-category' });
const sortSelect = () => screen.getByRole('combobox', { name: 'Sort by' });

describe('/arcade/games defaults', () => {
  it('shows a page of 8 games sorted by release, with the title and pagination', async () => {
    renderIndex('/arcade/games');
    expect(await cards()).toHaveLength(8);
    expect(screen.getByRole('heading', { level: 1, name: 'Games' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Games - Orbital'));
    await waitFor(() => expect(lastCall()?.get('sort')).toBe('released'));
    const query = lastCall();
    expect(query?.get('page')).toBe('1');
    expect(query?.has('genre')).toBe(false);
    expect(query?.has('recentlyUpdated')).toBe(false);
    expect(sortSelect()).toHaveValue('released');
    const nav = await screen.findByRole('navigation', { name: 'Game pages' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/arcade/games?page=2');
  });

  it('cards link to the game page', async () => {
    renderIndex('/arcade/games');
    const first = (await cards())[0] as HTMLElement;
    const link = within(first).getAllByRole('link').find((a) => a.getAttribute('href')?.match(/^\/arcade\/games\/[a-z0-9-]+$/));
    expect(link).toBeDefined();
  });
});

describe('the URL drives the API query', () => {
  it("a card's category link filters the index by that genre, and the filtered page is not empty", async () => {
    const { user, router } = renderIndex('/arcade/games');
    const [first] = await cards();
    const categoryLink = within(first as HTMLElement)
      .getAllByRole('link')
      .find((link) => link.getAttribute('href')?.startsWith('/arcade/games?'));
    const href = categoryLink?.getAttribute('href') ?? '';
    expect(href).toMatch(/^\/arcade\/games\?cat=[a-z0-9-]+$/);
    const genre = new URLSearchParams(href.split('?')[1]).get('cat');
    await user.click(categoryLink as HTMLElement);
    await waitFor(() => expect(location(router)).toBe(href));
    await waitFor(() => expect(lastCall()?.get('genre')).toBe(genre));
    expect((await cards()).length).toBeGreaterThan(0);
    await waitFor(() => expect(genreSelect()).toHaveValue(genre));
  });

  it('cat, sub_cat, recent and experiences become genre, category, recentlyUpdated and includeExperience; the form shows them', async () => {
    renderIndex('/arcade/games?cat=action&sub_cat=arena&recent=1&experiences=1');
    await waitFor(() => expect(lastCall()?.get('genre')).toBe('action'));
    const query = lastCall();
    expect(query?.get('category')).toBe('arena');
    expect(query?.get('recentlyUpdated')).toBe('1');
    expect(query?.get('includeExperience')).toBe('1');
    await waitFor(() => expect(genreSelect()).toHaveValue('action'));
    expect(subCatSelect()).toHaveValue('arena');
    expect(screen.getByRole('checkbox', { name: 'Recently Updated' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Include Experiences' })).toBeChecked();
  });

  it.each([
    ['popular', 'popular'],
    ['rating', 'rating'],
    ['released', 'released'],
    ['recent', 'released'],
  ])('sort=%s asks the API for %s and the control shows it', async (url, api) => {
    renderIndex(`/arcade/games?sort=${url}`);
    await cards();
    expect(lastCall()?.get('sort')).toBe(api);
    expect(sortSelect()).toHaveValue(api);
  });

  it('never sends the recent alias to the API', async () => {
    renderIndex('/arcade/games?sort=recent&page=2');
    await cards();
    expect(calls.every((c) => c.searchParams.get('sort') !== 'recent')).toBe(true);
  });

  it('malformed values fall back to the defaults', async () => {
    renderIndex('/arcade/games?page=abc&sort=evil&cat=%3Cb%3E&recent=yes');
    expect(await cards()).toHaveLength(8);
    const query = lastCall();
    expect(query?.get('page')).toBe('1');
    expect(query?.get('sort')).toBe('released');
    expect(query?.has('genre')).toBe(false);
    expect(query?.has('recentlyUpdated')).toBe(false);
  });

  it('an unknown genre shows the empty state', async () => {
    renderIndex('/arcade/games?cat=unknown');
    const empty = await screen.findByTestId('game-index-empty');
    expect(within(empty).getByRole('heading', { name: NO_RESULTS })).toHaveTextContent(NO_RESULTS);
    expect(within(empty).getByText(TRY_DIFFERENT)).toBeInTheDocument();
  });

  it('page 2 asks for page 2; pagination links keep the whole query', async () => {
    renderIndex('/arcade/games?sort=popular&experiences=1&page=2');
    await cards();
    expect(lastCall()?.get('page')).toBe('2');
    const nav = screen.getByRole('navigation', { name: 'Game pages' });
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/arcade/games?sort=popular&experiences=1&page=3');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/arcade/games?sort=popular&experiences=1');
  });
});

describe('the sidebar and the sort write the URL', () => {
  it('the sub-category is disabled until a genre is chosen, lists that genre’s categories and is cleared when the genre changes', async () => {
    const { user } = renderIndex('/arcade/games');
    await cards();
    expect(subCatSelect()).toBeDisabled();
    await user.selectOptions(genreSelect(), 'action');
    expect(subCatSelect()).toBeEnabled();
    const options = within(subCatSelect())
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['All sub-categories', 'Arena Combat', 'Brawler', 'Parkour']);
    await user.selectOptions(subCatSelect(), 'brawler');
    expect(subCatSelect()).toHaveValue('brawler');
    await user.selectOptions(genreSelect(), 'racing');
    expect(subCatSelect()).toHaveValue('');
    expect(within(subCatSelect()).getByRole('option', { name: 'Kart' })).toBeInTheDocument();
  });

  it('Apply writes the filters to the URL with the page reset and calls the API with them', async () => {
    const { user, router } = renderIndex('/arcade/games?sort=popular&page=3');
    await cards();
    await user.selectOptions(genreSelect(), 'action');
    await user.selectOptions(subCatSelect(), 'arena');
    await user.click(screen.getByRole('checkbox', { name: 'Recently Updated' }));
    await user.click(screen.getByRole('checkbox', { name: 'Include Experiences' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(location(router)).toBe('/arcade/games?cat=action&sub_cat=arena&recent=1&experiences=1&sort=popular'));
    await waitFor(() => expect(lastCall()?.get('category')).toBe('arena'));
    const query = lastCall();
    expect(query?.get('genre')).toBe('action');
    expect(query?.get('recentlyUpdated')).toBe('1');
    expect(query?.get('includeExperience')).toBe('1');
    expect(query?.get('page')).toBe('1');
    expect(query?.get('sort')).toBe('popular');
  });

  it('Reset clears every filter to its default', async () => {
    const { user, router } = renderIndex('/arcade/games?cat=action&sub_cat=arena&recent=1&experiences=1&page=2');
    await waitFor(() => expect(genreSelect()).toHaveValue('action'));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(location(router)).toBe('/arcade/games'));
    await waitFor(() => expect(genreSelect()).toHaveValue(''));
    expect(subCatSelect()).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Recently Updated' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Include Experiences' })).not.toBeChecked();
    await waitFor(() => expect(lastCall()?.has('genre')).toBe(false));
  });

  it('changing the sort writes it to the URL and goes back to page 1', async () => {
    const { user, router } = renderIndex('/arcade/games?cat=action&page=2');
    await screen.findByTestId(/game-index-(grid|empty)/);
    await user.selectOptions(sortSelect(), 'rating');
    await waitFor(() => expect(location(router)).toBe('/arcade/games?cat=action&sort=rating'));
    await waitFor(() => expect(lastCall()?.get('sort')).toBe('rating'));
  });
});

describe('loading, empty, error and offline', () => {
  it('shows a grid of 8 skeleton cards while loading', async () => {
    const held = gate();
    server.use(http.get('*/v1/public/arcade/game/index', () => held.promise.then(() => undefined)));
    renderIndex('/arcade/games');
    const loading = await screen.findByTestId('game-index-loading');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(loading).getByRole('status')).toHaveTextContent('Loading games...');
    expect(loading.querySelectorAll('[data-skeleton]').length).toBe(8);
    held.resolve();
    expect(await cards()).toHaveLength(8);
  });

  it('the empty scenario shows the exact empty texts and no pagination', async () => {
    setScenarioState({ scenario: 'empty' });
    renderIndex('/arcade/games');
    const empty = await screen.findByTestId('game-index-empty');
    expect(within(empty).getByRole('heading')).toHaveTextContent(NO_RESULTS);
    expect(within(empty).getByText(TRY_DIFFERENT)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Game pages' })).not.toBeInTheDocument();
  });

  it("a server error shows 'Oops!' with the message; Try Again loads the games", async () => {
    setScenarioState({ scenario: 'error' });
    const { user } = renderIndex('/arcade/games');
    const alert = await screen.findByTestId('game-index-error');
    expect(within(alert).getByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(SERVER_ERROR);
    resetScenarioState();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await cards()).toHaveLength(8);
  });

  it('offline shows the network message inline with a retry', async () => {
    setScenarioState({ scenario: 'offline' });
    const { user } = renderIndex('/arcade/games');
    const alert = await screen.findByTestId('game-index-error');
    expect(alert).toHaveTextContent(NETWORK);
    resetScenarioState();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await cards()).toHaveLength(8);
  });
});
