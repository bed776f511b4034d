import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sceneArt } from '@/design-system/components/Card/storyFixtures';
import type { GameFrameEnvironment, GameFrameProbe } from './frameEnvironment';
import { GameFrame } from './GameFrame';
import { GameFrameStoryEnvironment, probeFails, probePending } from './storySupport';

/*
 * The game's frame in each state (spec §2 Game page). Storybook has no games origin: the probe and the
 * loaded page come from `parameters.gameFrame` (storySupport.tsx); the stage names the real URL in
 * data-game-url. The frame is 16:9 from the tablet breakpoint up and
 * the viewport's width below it (tests/e2e/game-page.spec.ts checks both).
 */

const SRC = 'http://games.orbital.localhost:4173/starfall-arena/index.html?orbital_level=2';

const Column = styled.div`
  max-width: 960px;
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[4]};
`;

const meta = {
  title: 'Pages/Game page/GameFrame',
  component: GameFrame,
  args: { src: SRC, title: 'Starfall Arena', poster: sceneArt(2, 1280, 720) },
  decorators: [
    (Story, context) => (
      <GameFrameStoryEnvironment value={context.parameters.gameFrame as Partial<GameFrameEnvironment> | undefined}>
        <Column>
          <Story />
        </Column>
      </GameFrameStoryEnvironment>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GameFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const stage = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('game-stage');

/** The probe answered, the frame loaded: the game fills the stage, with its allow list and sandbox. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(stage(canvasElement)).toHaveAttribute('data-state', 'loaded'), { timeout: 5000 });
    const frame = canvas.getByTitle('Starfall Arena (game)');
    await expect(frame).toHaveAttribute('allow', 'xr-spatial-tracking; fullscreen; autoplay; gamepad');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-pointer-lock');
    await expect(stage(canvasElement)).toHaveAttribute('data-game-url', SRC);
    await expect(canvas.getByRole('region', { name: 'Game: Starfall Arena' })).toHaveAttribute('aria-busy', 'false');
  },
};

/**
 * Asking the games origin (or loading): the dimmed hero and a spinner, announced as loading. The game's
 * frame already loads beside the probe (a stage on screen starts it in its first commit).
 */
export const Loading: Story = {
  parameters: { gameFrame: { probe: probePending, probeTimeoutMs: 600_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // When its first layout has no size yet, the IntersectionObserver sees the stage on screen: a callback
    // after the render.
    await waitFor(() => expect(stage(canvasElement)).toHaveAttribute('data-state', 'probing'));
    await expect(stage(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status', { name: 'Loading the game...' })).toBeVisible();
    await expect(canvas.getByTitle('Starfall Arena (game)')).toBeInTheDocument();
  },
};

/** An SDK game loading its assets (`game.loading {progress}`): a progress bar over the frame until `game.loaded`. */
export const SdkGameLoading: Story = {
  args: { progress: 0.42 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(stage(canvasElement)).toHaveAttribute('data-state', 'loaded'), { timeout: 5000 });
    const bar = canvas.getByRole('progressbar', { name: 'Loading Starfall Arena' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(stage(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

/** The build is missing or the games origin is down: a message and 'Try Again' instead of a blank box. */
export const Failed: Story = {
  parameters: { gameFrame: { probe: probeFails } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('This game could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(within(canvasElement).queryByTitle('Starfall Arena (game)')).toBeNull();
  },
};

let answers = 0;
/** Fails the first time, answers the second. */
const flakyProbe: GameFrameProbe = () => (answers++ % 2 === 0 ? Promise.reject(new Error('503')) : Promise.resolve());

/** 'Try Again' asks again; this time the game loads, and focus stays on the stage. */
export const RetryLoads: Story = {
  parameters: { gameFrame: { probe: flakyProbe } },
  // Before the render: a stage on screen asks in its first commit, before the play function runs.
  beforeEach: () => {
    answers = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Try Again' });
    await userEvent.click(retry);
    await waitFor(() => expect(stage(canvasElement)).toHaveAttribute('data-state', 'loaded'), { timeout: 5000 });
    await expect(stage(canvasElement)).toHaveFocus();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const Spacer = styled.div`
  height: 150vh;
`;

/** Below the fold the frame waits: nothing is asked until the stage scrolls on screen. */
export const OffScreen: Story = {
  decorators: [
    (Story) => (
      <>
        <Spacer data-testid="spacer" />
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(stage(canvasElement)).toHaveAttribute('data-state', 'waiting');
    stage(canvasElement).scrollIntoView();
    await waitFor(() => expect(stage(canvasElement)).toHaveAttribute('data-state', 'loaded'), { timeout: 5000 });
  },
};
