import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { GameFrameEnvironment } from '../game-page/frameEnvironment';
import { GameFrame } from '../game-page/GameFrame';
import { GameFrameStoryEnvironment } from '../game-page/storySupport';
import { ReviewsSection } from '../reviews/ReviewsSection';
import { GameOverlayHost } from './GameOverlayHost';
import { OverlayPanelFrame } from './OverlayPanelFrame';

/*
 * The game overlay after a session (spec §2 Game page, §4 Game session; issue 12), over a stage with the
 * stand-in game, against the mock backend (persona from `parameters.sandbox`; the carousel holds the
 * details' `games.overlay`). In the app it opens on the game's `end` and closes with 'Back to the Game'
 * or Escape; here it stays open and `onClose` is recorded. Fixtures (guide §3): player has no review of
 * starfall-arena.
 */

const SRC = 'http://games.orbital.localhost:4173/starfall-arena/index.html';

const Column = styled.div<{ $width?: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  width: ${({ $width }) => ($width ? `${$width}px` : 'auto')};
  max-width: 960px;
  margin-inline: auto;
`;

interface OverlayStoryProps {
  slug: string;
  /** No similar games: the empty state. */
  noGames?: boolean;
  /** The reviews section under the stage, as on the game page (the review button's target). */
  withReviews?: boolean;
  /** A fixed column width (px), e.g. a phone's. */
  width?: number;
  onClose: () => void;
}

function OverlayStory({ slug, noGames = false, withReviews = false, width, onClose }: OverlayStoryProps) {
  return (
    <OverlayPanelFrame slug={slug}>
      {(game, games) => (
        <Column $width={width} data-testid="overlay-story">
          <GameOverlayHost open onClose={onClose} game={game} games={noGames ? [] : games}>
            <GameFrame src={SRC} title={game.title} poster={game.hero} />
          </GameOverlayHost>
          {withReviews && <ReviewsSection game={game} />}
        </Column>
      )}
    </OverlayPanelFrame>
  );
}

const meta = {
  title: 'Games/Overlay/GameOverlay',
  component: OverlayStory,
  args: { slug: 'starfall-arena', onClose: fn() },
  decorators: [
    (Story, context) => (
      <GameFrameStoryEnvironment value={context.parameters.gameFrame as Partial<GameFrameEnvironment> | undefined}>
        <Story />
      </GameFrameStoryEnvironment>
    ),
  ],
} satisfies Meta<typeof OverlayStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const TIMEOUT = { timeout: 8000 };

async function overlay(canvasElement: HTMLElement) {
  const region = await within(canvasElement).findByRole('region', { name: 'Thanks for Playing!' }, TIMEOUT);
  // Its 250 ms fade and scale in: visibility and geometry are read once it is over (a busy runner is slow).
  await waitFor(() => expect(getComputedStyle(region).opacity).toBe('1'), TIMEOUT);
  await waitFor(() => expect(['none', 'matrix(1, 0, 0, 1, 0, 0)']).toContain(getComputedStyle(region).transform), TIMEOUT);
  return within(region);
}

/**
 * A player: the heading takes the focus, the reactions, the carousel of similar games; 'Write a Review'
 * opens the reviews section's form with its stars focused; Escape and 'Back to the Game' close it.
 */
export const Player: Story = {
  args: { withReviews: true },
  parameters: { sandbox: { persona: 'player' } },
  play: async ({ canvasElement, args }) => {
    const region = await overlay(canvasElement);
    await expect(region.getByRole('heading', { level: 2, name: 'Thanks for Playing!' })).toHaveFocus();
    await expect(region.getAllByRole('button', { name: /^(Laugh|Joy|Cry|Anger|High Five|Like|Dislike|Love|Bug)\b/ })).toHaveLength(9);
    const carousel = within(region.getByRole('group', { name: 'Similar Games' }));
    await expect(carousel.getByRole('group', { name: /^1 of \d+$/ })).toBeInTheDocument();
    await userEvent.click(carousel.getByRole('button', { name: 'Next game' }));
    await waitFor(() => expect(carousel.getByRole('group', { name: /^2 of \d+$/ })).toBeInTheDocument());

    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(region.getByRole('button', { name: 'Back to the Game' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);

    const reviews = within(canvasElement).getByRole('region', { name: 'Reviews' });
    await within(reviews).findByTestId('reviews-list', {}, TIMEOUT);
    await userEvent.click(region.getByRole('button', { name: 'Write a Review' }));
    const form = await within(reviews).findByTestId('review-form', {}, TIMEOUT);
    await waitFor(() => expect(form.contains(document.activeElement)).toBe(true), TIMEOUT);
  },
};

/** A visitor: the same overlay; 'Write a Review' opens 'Login Required' with the spec's sentence. */
export const Visitor: Story = {
  parameters: { sandbox: { persona: 'guest' } },
  play: async ({ canvasElement }) => {
    const region = await overlay(canvasElement);
    await userEvent.click(region.getByRole('button', { name: 'Write a Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    await expect(dialog).toHaveTextContent('Please register or login to leave a review.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** No similar games to suggest: it says so and offers 'View All Games' instead of an empty carousel. */
export const NoSimilarGames: Story = {
  args: { noGames: true },
  play: async ({ canvasElement }) => {
    const region = await overlay(canvasElement);
    await expect(region.getByText('There are no games to be displayed at the moment.')).toBeVisible();
    await expect(region.getByRole('link', { name: 'View All Games' })).toHaveAttribute('href', '/arcade/games');
    await expect(region.queryByRole('group', { name: 'Similar Games' })).toBeNull();
  },
};

/**
 * A phone-wide column (360 px): one column, covering the stage from its top and growing below it
 * rather than scrolling inside a 200 px box; nothing widens the page.
 */
export const Phone: Story = {
  args: { width: 360 },
  play: async ({ canvasElement }) => {
    const region = await overlay(canvasElement);
    await expect(region.getByRole('group', { name: 'Similar Games' })).toBeVisible();
    const panel = within(canvasElement).getByTestId('game-overlay');
    const stage = within(canvasElement).getByTestId('game-stage');
    const [p, s] = [panel.getBoundingClientRect(), stage.getBoundingClientRect()];
    await expect(Math.abs(p.top - s.top)).toBeLessThanOrEqual(1);
    await expect(p.height).toBeGreaterThan(s.height);
    const column = within(canvasElement).getByTestId('overlay-story');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth + 1);
  },
};
