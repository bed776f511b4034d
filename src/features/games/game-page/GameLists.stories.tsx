import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MoreGames, SimilarGames } from './GameLists';
import { storyGames } from './storyFixtures';
import { withRouter } from './storySupport';

const meta = {
  title: 'Pages/Game page/GameLists',
  component: SimilarGames,
  args: { games: storyGames },
  decorators: [withRouter],
} satisfies Meta<typeof SimilarGames>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Similar games with 'View All Games'. */
export const Similar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Similar Games' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Neon Drift' })).toHaveAttribute('href', '/arcade/games/neon-drift');
    await expect(canvas.getByRole('link', { name: 'View All Games' })).toHaveAttribute('href', '/arcade/games');
  },
};

/** No similar games: the empty text, and the way to the index stays. */
export const SimilarEmpty: Story = {
  args: { games: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('There are no games to be displayed at the moment.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View All Games' })).toBeVisible();
  },
};

/** More games from the developer; nothing at all when the developer has no other game. */
export const More: Story = {
  render: (args) => (
    <>
      <MoreGames developer="Orbital Labs" games={args.games} />
      <MoreGames developer="Lonely Studio" games={[]} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'More from Orbital Labs' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'More from Lonely Studio' })).toBeNull();
  },
};
