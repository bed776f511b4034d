import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withPageRouter } from '../../../stories/support/PageStoryRouter';
import { GamePage } from './GamePage';
import { probeFails, withGamePageShell } from './game-page/storySupport';

/*
 * /arcade/games/{game} in each server state and for each persona (guide §3 Storybook). Server state from
 * `parameters.sandbox`, URL from `parameters.pageUrl`. Storybook serves no games origin: the frame loads a
 * stand-in page and the stage names the real URL in data-game-url (`parameters.gameFrame` changes that).
 * Fixtures (guide §3): starfall-arena (PlayCanvas, all five features, builds 1.1.0 … 1.4.0 active, a
 * 1501-character description, plasma-blade on sale); neon-drift (three.js, its own overlay ad); comet-rally (ads disabled).
 */

const meta = {
  title: 'Pages/Game page',
  component: GamePage,
  decorators: [withGamePageShell, withPageRouter('/arcade/games/:game', '/arcade/games/starfall-arena')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GamePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const TIMEOUT = { timeout: 8000 };
const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, TIMEOUT);
/** The player heads down the page: the parts below the description are drawn then (useOnApproach). */
const headDown = (canvasElement: HTMLElement) => canvasElement.ownerDocument.defaultView?.dispatchEvent(new Event('scroll'));

/** A guest: the game loaded in its stage, every panel; no ad block, as the ads flag is off (Decision 6). */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'Starfall Arena')).toBeVisible();
    const stage = canvas.getByTestId('game-stage');
    await expect(stage.dataset.gameUrl).toMatch(/^http:\/\/games\.[^/]+\/starfall-arena\/index\.html$/);
    await waitFor(() => expect(stage).toHaveAttribute('data-state', 'loaded'), TIMEOUT);
    await expect(canvas.getByTitle('Starfall Arena (game)')).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-pointer-lock');
    await expect(canvas.getByRole('combobox', { name: 'Build' })).toHaveValue('1.4.0');
    await expect(canvas.getByRole('button', { name: 'Show More' })).toBeVisible();
    headDown(canvasElement);
    await expect(await canvas.findByTestId('game-engine', {}, TIMEOUT)).toHaveTextContent('Made With');
    await expect(canvas.queryByTestId('game-ad-block')).toBeNull();
    await expect(canvas.queryByText('Advertisement')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Plasma Blade' })).toHaveAttribute('href', '/arcade/games/starfall-arena/catalog/plasma-blade');
    await expect(canvas.getByRole('link', { name: 'View All Games' })).toHaveAttribute('href', '/arcade/games');
  },
};

/** A logged-in player (not premium) with the ads flag on: the 600x500 ad slot, its size held from the start. */
export const Player: Story = {
  parameters: { sandbox: { persona: 'player', ads: true } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Starfall Arena');
    headDown(canvasElement);
    const block = await within(canvasElement).findByTestId('game-ad-block', {}, TIMEOUT);
    const slot = await within(block).findByTestId('ad-slot', {}, TIMEOUT);
    await expect(slot).toHaveAttribute('data-size', '600x500');
    const box = slot.getBoundingClientRect();
    await expect(Math.abs(box.width / box.height - 600 / 500)).toBeLessThan(0.01);
  },
};

/** A premium player: no ad block at all (spec §6), even with the ads flag on. */
export const Premium: Story = {
  parameters: { sandbox: { persona: 'premium', ads: true } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Starfall Arena');
    headDown(canvasElement);
    await within(canvasElement).findByTestId('game-developer', {}, TIMEOUT);
    await waitFor(() => expect(within(canvasElement).queryByTestId('game-ad-block')).toBeNull(), TIMEOUT);
  },
};

/** The game's developer (demo user `developer` owns orbital-labs): the same page around the frame. */
export const Developer: Story = {
  parameters: { sandbox: { persona: 'developer' } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Starfall Arena');
    headDown(canvasElement);
    await expect(await within(canvasElement).findByRole('link', { name: 'Orbital Labs' }, TIMEOUT)).toHaveAttribute('href', '/arcade/games/developer/orbital-labs');
  },
};

/** `build=1.1.0` plays that build; `orbital_` parameters go to the frame, others do not. */
export const BuildFromUrl: Story = {
  parameters: { pageUrl: '/arcade/games/starfall-arena?build=1.1.0&orbital_level=2&utm_source=mail' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Starfall Arena');
    await expect(canvas.getByTestId('game-stage').dataset.gameUrl).toMatch(/\/starfall-arena\/index\.html\?build=1\.1\.0&orbital_level=2$/);
    await expect(canvas.getByRole('combobox', { name: 'Build' })).toHaveValue('1.1.0');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Build' }), '1.2.3');
    await waitFor(() => expect(canvas.getByTestId('game-stage').dataset.gameUrl).toMatch(/\?build=1\.2\.3&orbital_level=2$/));
  },
};

/** An unknown `build` plays the active build and says so. */
export const UnknownBuild: Story = {
  parameters: { pageUrl: '/arcade/games/starfall-arena?build=9.9.9' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Starfall Arena');
    await expect(canvas.getByTestId('game-unknown-build')).toHaveTextContent('There is no build 9.9.9 of this game. You are playing the active build (1.4.0).');
    await expect(canvas.getByTestId('game-stage').dataset.gameUrl).toMatch(/\/starfall-arena\/index\.html$/);
  },
};

/** The games origin does not answer: the page stays, the stage offers 'Try Again'. */
export const GameUnavailable: Story = {
  parameters: { gameFrame: { probe: probeFails } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Starfall Arena');
    const alert = await within(canvasElement).findByTestId('game-frame-error', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('This game could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** neon-drift: three.js (no engine mark), two builds. */
export const NeonDrift: Story = {
  parameters: { pageUrl: '/arcade/games/neon-drift' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Neon Drift');
    await expect(canvas.queryByText('Made With')).toBeNull();
    await expect(within(canvas.getByRole('combobox', { name: 'Build' })).getAllByRole('option')).toHaveLength(2);
  },
};

/** comet-rally: a game with `ads_disabled`, so no ad block (spec §6), even with the ads flag on. */
export const AdsDisabled: Story = {
  parameters: { pageUrl: '/arcade/games/comet-rally', sandbox: { ads: true } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Comet Rally');
    headDown(canvasElement);
    await within(canvasElement).findByTestId('game-developer', {}, TIMEOUT);
    await expect(within(canvasElement).queryByTestId('game-ad-block')).toBeNull();
  },
};

/** The `slow` scenario: the skeleton, busy, with the stage at its final size. */
export const Loading: Story = {
  parameters: { sandbox: { scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('game-loading')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading game...');
    await expect(canvas.getByTestId('game-stage-skeleton')).toBeVisible();
  },
};

/** The `empty` scenario: no catalog, no more games; similar games say they are empty. */
export const EmptyLists: Story = {
  parameters: { sandbox: { scenario: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Starfall Arena');
    headDown(canvasElement);
    await expect(await canvas.findByTestId('game-similar-empty', {}, TIMEOUT)).toHaveTextContent('There are no games to be displayed at the moment.');
    await expect(canvas.queryByTestId('game-catalog')).toBeNull();
    await expect(canvas.queryByTestId('game-more')).toBeNull();
  },
};

/** The `error` scenario: inline 'Oops!' as the page heading, with the server's message and a retry. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { sandbox: { scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByTestId('game-error', {}, TIMEOUT);
    await expect(within(alert).getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
    await expect(alert).toHaveTextContent('The server ran into an unexpected problem while handling this request. Please try again later.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** The `offline` scenario: the network message inline with a retry. */
export const Offline: Story = {
  parameters: { sandbox: { scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByTestId('game-error', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('A network error has occurred. Please check your connection and try again.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** An unknown game: the API's 404 goes to the route's boundary (the app shows 'BOO! HAHA' there). */
export const NotFound: Story = {
  parameters: { pageUrl: '/arcade/games/no-such-game' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('route-error', {}, TIMEOUT)).toHaveTextContent('Status screen 404');
  },
};
