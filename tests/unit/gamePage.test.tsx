import '../setup/msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { config, overrideConfig, resetConfig } from '@/config';
import { DialogHost } from '@/design-system/components/Dialog';
import { defaultGameFrameEnvironment, GameFrameEnvironmentContext } from '@/features/games/game-page/frameEnvironment';
import { gameRoutes } from '@/features/games/routes';
import { FeedbackModalProvider } from '@/features/shell/FeedbackModal';
import { RouteErrorBoundary } from '@/features/status/RouteErrorBoundary';
import { setScenarioState } from '../../mocks/scenarios/state';
import { locationOf, renderRoutes, setUpPageTests } from './support/pageHarness';

/*
 * /arcade/games/{game} against the mock backend (spec §2 Game page, §6, §9; Decisions 3 and 10).
 * Fixtures (guide §3): starfall-arena (orbital-labs, action, tags multiplayer and vr, all five features,
 * PlayCanvas, builds 1.1.0 … 1.4.0 active, a 1501-character description, plasma-blade on sale and
 * starter-pack free); neon-drift (three.js, builds 0.8.0 and 0.9.2 active, ads disabled).
 * Strings are the spec's literals (guide §2.11).
 */

setUpPageTests({ modules: () => import('@/features/games/GamePage') });

// No games origin in jsdom: the frame's probe answers OK, so the frame mounts with its real URL. The
// shell's dialog host is there for the reactions' and reviews' confirmations, its feedback modal for the
// ad slot's 'Report Ad'.
const env = { ...defaultGameFrameEnvironment, probe: () => Promise.resolve() };

const renderGame = (url: string) =>
  renderRoutes(
    (queryClient) => [
      {
        path: '/',
        errorElement: <RouteErrorBoundary />,
        element: (
          <DialogHost>
            <FeedbackModalProvider>
              <GameFrameEnvironmentContext value={env}>
                <Outlet />
              </GameFrameEnvironmentContext>
            </FeedbackModalProvider>
          </DialogHost>
        ),
        children: [...gameRoutes(queryClient), { path: '*', element: <p>Elsewhere</p> }],
      },
    ],
    url,
    { toasts: true },
  );

const gamesOrigin = () => new URL(config.gamesOrigin).origin;
const frame = () => screen.findByTitle('Starfall Arena (game)');

async function loginAs(login: 'player' | 'premium' | 'developer') {
  await callEndpoint(api(), endpoints['auth.login'], { body: { login, password: 'Orbital!2026', remember: false } });
}

describe('/arcade/games/{game}', () => {
  it("shows the game with '{title} - Orbital' as title and its excerpt as description", async () => {
    renderGame('/arcade/games/starfall-arena');
    expect(await screen.findByRole('heading', { level: 1, name: 'Starfall Arena' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Starfall Arena - Orbital'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Duel up to eight players on floating platforms under a sky of falling stars.',
    );
  });

  it('loads the active build on the games origin, forwarding orbital_ parameters and nothing else', async () => {
    renderGame('/arcade/games/starfall-arena?utm_source=x&orbital_level=2&build=&orbital_name=a%20b');
    expect(await frame()).toHaveAttribute('src', `${gamesOrigin()}/starfall-arena/index.html?orbital_level=2&orbital_name=a%20b`);
    expect(screen.queryByTestId('game-unknown-build')).toBeNull();
  });

  it('plays the build the build query names; an unknown one falls back to the active build and says so', async () => {
    const { router } = renderGame('/arcade/games/starfall-arena?build=1.1.0&orbital_level=2');
    expect(await frame()).toHaveAttribute('src', `${gamesOrigin()}/starfall-arena/index.html?build=1.1.0&orbital_level=2`);
    expect(screen.getByRole('combobox', { name: 'Build' })).toHaveValue('1.1.0');

    await router.navigate('/arcade/games/starfall-arena?build=9.9.9');
    await waitFor(async () => expect(await frame()).toHaveAttribute('src', `${gamesOrigin()}/starfall-arena/index.html`));
    expect(screen.getByTestId('game-unknown-build')).toHaveTextContent('9.9.9');
    expect(screen.getByTestId('game-unknown-build')).toHaveTextContent('1.4.0');
    expect(screen.getByRole('combobox', { name: 'Build' })).toHaveValue('1.4.0');
  });

  it("the build selector lists every build with '(Active)' and switching puts build= in the URL and reloads the frame", async () => {
    const { router, user } = renderGame('/arcade/games/starfall-arena?orbital_level=2');
    const select = await screen.findByRole('combobox', { name: 'Build' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['1.1.0', '1.2.3', '1.3.1', '1.4.0 (Active)']);
    const before = router.state.historyAction;
    await user.selectOptions(select, '1.2.3');
    await waitFor(() => expect(locationOf(router)).toBe('/arcade/games/starfall-arena?orbital_level=2&build=1.2.3'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(before).not.toBe('REPLACE');
    await waitFor(async () =>
      expect(await frame()).toHaveAttribute('src', `${gamesOrigin()}/starfall-arena/index.html?build=1.2.3&orbital_level=2`),
    );
  });

  it("lists the builds in the about panel with the active one marked '(Active)', the version, category and last update", async () => {
    renderGame('/arcade/games/starfall-arena');
    const about = await screen.findByTestId('game-about');
    expect(within(about).getByTestId('game-builds')).toHaveTextContent('1.1.0');
    expect(within(about).getByText('1.4.0 (Active)')).toBeInTheDocument();
    expect(within(about).getByTestId('game-version')).toHaveTextContent('1.4.0');
    expect(within(about).getByRole('link', { name: 'Action' })).toHaveAttribute('href', '/arcade/games?cat=action');
    // 'MMM D, YYYY h:mm A' (spec §9).
    expect(within(about).getByTestId('game-updated')).toHaveTextContent(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)$/);
    expect(within(about).getByLabelText('Starfall Arena trailer')).toHaveAttribute('preload', 'none');
    expect(within(about).getByLabelText('Starfall Arena trailer')).not.toHaveAttribute('autoplay');
    expect(within(about).getAllByRole('button', { name: /^Screenshot \d of 4$/ })).toHaveLength(4);
  });

  it('neon-drift: two builds in the selector, the frame on its own active build', async () => {
    renderGame('/arcade/games/neon-drift');
    const select = await screen.findByRole('combobox', { name: 'Build' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['0.8.0', '0.9.2 (Active)']);
    expect(await screen.findByTitle('Neon Drift (game)')).toHaveAttribute('src', `${gamesOrigin()}/neon-drift/index.html`);
  });

  it("collapses the 1501-character description with 'Show More' and expands it with 'Show Less'", async () => {
    const { user } = renderGame('/arcade/games/starfall-arena');
    const body = await screen.findByTestId('game-description-body');
    expect(body).toHaveTextContent(/ \.\.\.$/);
    expect(body).not.toHaveTextContent('we read all of them and reply to many.');
    const toggle = screen.getByRole('button', { name: 'Show More' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(body).toHaveTextContent('we read all of them and reply to many.');
    expect(screen.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(body).not.toHaveTextContent('reply to many.');
  });

  it("a short description has no 'Show More'", async () => {
    renderGame('/arcade/games/neon-drift');
    expect(await screen.findByTestId('game-description-body')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
  });

  it("shows the developer box with 'Made With' PlayCanvas, the five badges and the tags", async () => {
    renderGame('/arcade/games/starfall-arena');
    const developer = await screen.findByTestId('game-developer');
    expect(within(developer).getByRole('link', { name: 'Orbital Labs' })).toHaveAttribute('href', '/arcade/games/developer/orbital-labs');
    expect(within(developer).getByRole('img', { name: 'Orbital Labs logo' })).toBeInTheDocument();
    expect(within(developer).getByTestId('game-engine')).toHaveTextContent('Made With');
    expect(within(developer).getByTestId('game-engine')).toHaveTextContent('PlayCanvas');
    expect(within(screen.getByTestId('game-features')).getAllByRole('listitem')).toHaveLength(5);
    const tags = within(screen.getByTestId('game-tags'));
    expect(tags.getByRole('link', { name: 'Multiplayer' })).toHaveAttribute('href', '/arcade/games/tag/multiplayer');
    expect(tags.getByRole('link', { name: 'VR' })).toHaveAttribute('href', '/arcade/games/tag/vr');
  });

  it("no 'Made With' mark for an engine other than PlayCanvas (neon-drift: three.js)", async () => {
    renderGame('/arcade/games/neon-drift');
    expect(await screen.findByTestId('game-developer')).toBeInTheDocument();
    expect(screen.queryByText('Made With')).toBeNull();
  });

  it('shows humanised stats: 184.3k views', async () => {
    renderGame('/arcade/games/starfall-arena');
    expect(await screen.findByTestId('game-stat-views')).toHaveTextContent('184.3k');
    expect(screen.queryByText('New!')).toBeNull();
  });

  it('the catalog grid links each item to its page with its price, Free or on sale; similar games and View All Games', async () => {
    renderGame('/arcade/games/starfall-arena');
    const catalog = await screen.findByTestId('game-catalog');
    const blade = within(catalog).getByRole('link', { name: 'Plasma Blade' });
    expect(blade).toHaveAttribute('href', '/arcade/games/starfall-arena/catalog/plasma-blade');
    const bladeCard = blade.closest('article') as HTMLElement;
    expect(within(bladeCard).getByTestId('catalog-card-sale-badge')).toHaveTextContent('-40%');
    const starter = within(catalog).getByRole('link', { name: 'Starter Pack' }).closest('article') as HTMLElement;
    expect(within(starter).getByTestId('catalog-card-price')).toHaveTextContent(/^Free$/i);
    const similar = screen.getByTestId('game-similar');
    const links = within(similar).getAllByRole('heading', { level: 3 }).map((h) => within(h).getByRole('link').getAttribute('href'));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).toMatch(/^\/arcade\/games\/[a-z0-9-]+$/);
    expect(within(similar).getByRole('link', { name: 'View All Games' })).toHaveAttribute('href', '/arcade/games');
    expect(within(screen.getByTestId('game-more')).getByRole('heading', { level: 2 })).toHaveTextContent('More from Orbital Labs');
  });

  describe('with the ads flag on', () => {
    afterEach(() => resetConfig());

    it('has the 600x500 ad block for a guest on a game with ads', async () => {
      overrideConfig({ ads: { enabled: true } });
      renderGame('/arcade/games/starfall-arena');
      const block = await screen.findByTestId('game-ad-block');
      expect(await within(block).findByTestId('ad-slot')).toHaveAttribute('data-size', '600x500');
    });

    it('no ad block on a game with ads_disabled (comet-rally)', async () => {
      overrideConfig({ ads: { enabled: true } });
      renderGame('/arcade/games/comet-rally');
      await screen.findByTestId('game-developer');
      expect(screen.queryByTestId('game-ad-block')).toBeNull();
    });

    it('no ad block for a premium player', async () => {
      overrideConfig({ ads: { enabled: true } });
      await loginAs('premium');
      renderGame('/arcade/games/starfall-arena');
      await screen.findByTestId('game-developer');
      await waitFor(() => expect(screen.queryByTestId('game-ad-block')).toBeNull());
    });
  });

  it('no ad block while the ads flag is off (Decision 6), not even an empty one', async () => {
    renderGame('/arcade/games/starfall-arena');
    await screen.findByTestId('game-developer');
    expect(screen.queryByTestId('game-ad-block')).toBeNull();
  });

  it('an unknown game shows the 404 screen', async () => {
    renderGame('/arcade/games/no-such-game');
    expect(await screen.findByText('BOO! HAHA')).toBeInTheDocument();
  });

  it("a server error stays inline: 'Oops!' as the page heading with 'Try Again'", async () => {
    setScenarioState({ scenario: 'error' });
    renderGame('/arcade/games/starfall-arena');
    const alert = await screen.findByTestId('game-error');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });

  it('offline: the network message inline with a retry', async () => {
    setScenarioState({ scenario: 'offline' });
    renderGame('/arcade/games/starfall-arena');
    const alert = await screen.findByTestId('game-error');
    expect(alert).toHaveTextContent('A network error has occurred. Please check your connection and try again.');
  });

  it("draws the parts below the description as the player heads there (a browser with IntersectionObserver): the first scroll or input, or their room on screen", async () => {
    // An observer that never calls back: the room stays off screen.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    try {
      renderGame('/arcade/games/starfall-arena');
      const page = await screen.findByTestId('game-page');
      expect(await within(page).findByTestId('game-description')).toBeInTheDocument();
      expect(within(page).getByTestId('game-later-room')).toBeInTheDocument();
      for (const id of ['game-about', 'game-developer', 'game-catalog', 'game-more', 'game-similar']) expect(within(page).queryByTestId(id)).toBeNull();
      fireEvent.scroll(window);
      for (const id of ['game-about', 'game-developer', 'game-catalog', 'game-more', 'game-similar']) expect(await within(page).findByTestId(id)).toBeInTheDocument();
      expect(within(page).queryByTestId('game-later-room')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the busy skeleton with the stage at its final size while loading', async () => {
    setScenarioState({ scenario: 'slow', latencyMs: 400 });
    renderGame('/arcade/games/starfall-arena');
    expect(await screen.findByTestId('game-loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading game...');
    expect(screen.getByTestId('game-stage-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Starfall Arena' })).toBeInTheDocument();
  });
});
