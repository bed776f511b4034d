import '../setup/msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { searchRoutes } from '@/features/search/routes';
import { resetScenarioState, setScenarioState } from '../../mocks/scenarios/state';
import { server } from '../setup/msw';
import { gate, recordRequests, renderRoutes, setUpPageTests } from './support/pageHarness';

/*
 * The /search page against the mock backend (spec §2 /search, §5, §8; guide §2.10, §3). Strings are
 * the spec's literals (guide §2.11), not imports from the catalogue.
 */

const TOO_SHORT = 'Please enter at least 3 character to perform a search.';
const NETWORK = 'A network error has occurred. Please check your connection and try again.';
const SERVER_ERROR = 'The server ran into an unexpected problem while handling this request. Please try again later.';

setUpPageTests({ modules: () => import('@/features/search/SearchPage') });
const searchRequests = recordRequests((path) => path === '/v1/public/search');
const searchCalls = searchRequests.calls;

const renderSearch = (url: string) => renderRoutes(searchRoutes, url);

const sectionHeading = (name: string) => screen.queryByRole('heading', { level: 2, name });

function results() {
  return screen.findByRole('heading', { level: 1, name: /^Search results for/ });
}

/** The 'Users' section as the document has it now. */
const usersSection = () => screen.getByRole('heading', { level: 2, name: 'Users' }).closest('section') as HTMLElement;

describe('/search results per toggle', () => {
  it('defaults to games and users: the game card links to its page, articles and announcements are off', async () => {
    renderSearch('/search?query=starfall');
    expect(await results()).toHaveTextContent('Search results for “starfall”');
    const link = await screen.findByRole('link', { name: 'Starfall Arena' });
    expect(link).toHaveAttribute('href', '/arcade/games/starfall-arena');
    expect(sectionHeading('Games')).toBeInTheDocument();
    expect(sectionHeading('Users')).toBeInTheDocument();
    expect(sectionHeading('Articles')).not.toBeInTheDocument();
    expect(sectionHeading('Announcements')).not.toBeInTheDocument();
    // The page sets its title in an effect, which React may run just after the DOM shows the page.
    await waitFor(() => expect(document.title).toBe('starfall - Orbital'));
    expect(searchCalls).toHaveLength(1);
    expect(searchCalls[0]?.searchParams.get('articles')).toBe('0');
    expect(searchCalls[0]?.searchParams.get('games')).toBe('1');
  });

  it('shows a count for each section', async () => {
    renderSearch('/search?query=starfall');
    const games = (await screen.findByRole('link', { name: 'Starfall Arena' })).closest('section');
    expect(games).not.toBeNull();
    const cards = within(games as HTMLElement).getAllByRole('article');
    expect(within(games as HTMLElement).getByTestId('games-count')).toHaveTextContent(
      cards.length === 1 ? '1 result' : `${cards.length} results`,
    );
  });

  it('articles and announcements when their toggles are on, with the article date as MMM D, YYYY h:mm A', async () => {
    renderSearch('/search?query=Starfall&games=0&users=0&articles=1&announcements=1');
    await screen.findByRole('heading', { level: 2, name: 'Articles' });
    await screen.findAllByRole('link', { name: /Season 2/i });
    const articles = sectionHeading('Articles')?.closest('section') as HTMLElement;
    const announcements = sectionHeading('Announcements')?.closest('section') as HTMLElement;
    expect(within(articles).getAllByRole('link').map((a) => a.getAttribute('href'))).toContain(
      '/blog/article/starfall-arena-season-2-four-new-arenas',
    );
    expect(within(announcements).getAllByRole('link').map((a) => a.getAttribute('href'))).toContain(
      '/arcade/games/developer/orbital-labs/announcements/starfall-arena-season-2-is-live',
    );
    const date = within(articles).getAllByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)$/);
    expect(date.length).toBeGreaterThan(0);
    expect(sectionHeading('Games')).not.toBeInTheDocument();
    expect(sectionHeading('Users')).not.toBeInTheDocument();
  });

  it('users link to their community profile', async () => {
    renderSearch('/search?query=player&games=0');
    // Found again each time: the route's first screen draws a 'Users' section of its own until the page's replaces it.
    await waitFor(() => expect(within(usersSection()).getAllByRole('link').map((a) => a.getAttribute('href'))).toContain('/community/user/player'));
  });

  it('malformed toggles fall back to the defaults instead of failing', async () => {
    renderSearch('/search?query=starfall&games=yes&users=2&articles=&announcements=%3Cb%3E');
    await screen.findByRole('link', { name: 'Starfall Arena' });
    expect(sectionHeading('Users')).toBeInTheDocument();
    expect(sectionHeading('Articles')).not.toBeInTheDocument();
  });
});

describe('the 3-character rule (spec §5)', () => {
  it('a query under 3 characters shows Invalid Input and calls nothing', async () => {
    renderSearch('/search?query=ab');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Invalid Input');
    expect(notice).toHaveTextContent(TOO_SHORT);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search');
    await new Promise((r) => setTimeout(r, 50));
    expect(searchCalls).toHaveLength(0);
  });

  it('white space does not count; a missing query asks for one', async () => {
    renderSearch('/search?query=%20%20a%20%20');
    expect(await screen.findByText(TOO_SHORT)).toBeInTheDocument();
    expect(searchCalls).toHaveLength(0);
  });

  it('the refine form refuses a short text in place and searches a valid one, back and forward work', async () => {
    const { router, user } = renderSearch('/search?query=starfall');
    await screen.findByRole('link', { name: 'Starfall Arena' });
    const input = screen.getByRole('searchbox', { name: 'Search for' });

    await user.clear(input);
    await user.type(input, 'ne{Enter}');
    expect(await screen.findByText(TOO_SHORT)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?query=starfall');
    expect(searchCalls).toHaveLength(1);

    await user.type(input, 'on{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?query=neon&games=1&users=1&articles=0&announcements=0'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “neon”' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Neon Drift' })).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Articles' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('articles')).toBe('1'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Articles' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    await waitFor(() => expect(sectionHeading('Articles')).not.toBeInTheDocument());
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “starfall”' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search for' })).toHaveValue('starfall');
  });

  it('with every section off nothing is searched', async () => {
    renderSearch('/search?query=starfall&games=0&users=0&articles=0&announcements=0');
    expect(await screen.findByText('Turn on at least one of Games, Users, Articles or Announcements to see results.')).toBeInTheDocument();
    expect(searchCalls).toHaveLength(0);
  });
});

describe('loading, empty, error and offline', () => {
  it('shows fixed-size skeletons while the search runs', async () => {
    // Hold the search until the skeletons were seen, then let the mock answer (the resolver falls through).
    const held = gate();
    server.use(http.get('*/v1/public/search', () => held.promise.then(() => undefined)));
    renderSearch('/search?query=starfall');
    const loading = await screen.findByTestId('search-loading');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading search results...');
    expect(loading.querySelectorAll('[data-skeleton]').length).toBe(4);
    expect(screen.queryByRole('link', { name: 'Starfall Arena' })).not.toBeInTheDocument();
    held.resolve();
    expect(await screen.findByRole('link', { name: 'Starfall Arena' })).toBeInTheDocument();
    expect(screen.queryByTestId('search-loading')).not.toBeInTheDocument();
  });

  it('the empty scenario shows No results', async () => {
    setScenarioState({ scenario: 'empty' });
    renderSearch('/search?query=starfall');
    const empty = await screen.findByTestId('search-empty');
    expect(empty).toHaveTextContent('No results');
    expect(empty).toHaveTextContent('Nothing matches "starfall"');
  });

  it("a server error shows 'Oops!' with the server's message; Try Again searches again", async () => {
    setScenarioState({ scenario: 'error' });
    const { user } = renderSearch('/search?query=starfall');
    const alert = await screen.findByTestId('search-error');
    expect(alert).toHaveTextContent('Oops!');
    expect(alert).toHaveTextContent(SERVER_ERROR);
    resetScenarioState();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Starfall Arena' })).toBeInTheDocument();
  });

  it('offline shows the network message inline with a retry (never the 503 screen)', async () => {
    setScenarioState({ scenario: 'offline' });
    const { user } = renderSearch('/search?query=starfall');
    const alert = await screen.findByTestId('search-error');
    expect(alert).toHaveTextContent(NETWORK);
    expect(screen.queryByText('Service Unavailable')).not.toBeInTheDocument();
    resetScenarioState();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Starfall Arena' })).toBeInTheDocument();
  });
});

describe('the query is echoed as text', () => {
  it('markup in the query is shown, never rendered', async () => {
    const payload = '<img src=x onerror=alert(1)>';
    renderSearch(`/search?query=${encodeURIComponent(payload)}`);
    const heading = await screen.findByRole('heading', { level: 1, name: `Search results for “${payload}”` });
    expect(heading.querySelector('img')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    // The page sets its title in an effect, which React may run just after the DOM shows the page.
    await waitFor(() => expect(document.title).toBe(`${payload} - Orbital`));
    expect(screen.getByRole('searchbox', { name: 'Search for' })).toHaveValue(payload);
    await screen.findByTestId('search-empty');
  });
});
