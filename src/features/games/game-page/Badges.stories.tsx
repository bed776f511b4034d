import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeatureBadges } from './FeatureBadges';
import { GameStats } from './GameStats';
import { GameTags } from './GameTags';
import { withRouter } from './storySupport';

/* The game page's small panels: feature badges, tags and stats (spec §2 Game page, §9). */

const meta = {
  title: 'Pages/Game page/Badges, tags and stats',
  component: FeatureBadges,
  args: { features: { multiplayer: true, achievement: true, save: true, leaderboard: true, inventory: true } },
  decorators: [withRouter],
} satisfies Meta<typeof FeatureBadges>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All five features. */
export const AllFeatures: Story = {
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list', { name: 'Features' })).getAllByRole('listitem');
    await expect(items.map((i) => i.textContent)).toEqual(['Multiplayer', 'Achievements', 'Cloud Save', 'Leaderboards', 'Inventory']);
  },
};

/** Only the features set get a badge. */
export const SomeFeatures: Story = {
  args: { features: { multiplayer: false, achievement: true, save: true, leaderboard: false, inventory: false } },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list', { name: 'Features' })).getAllByRole('listitem');
    await expect(items.map((i) => i.textContent)).toEqual(['Achievements', 'Cloud Save']);
  },
};

/** Tags link to their tag pages. */
export const Tags: Story = {
  render: () => (
    <GameTags
      tags={[
        { slug: 'multiplayer', title: 'Multiplayer' },
        { slug: 'vr', title: 'VR' },
        { slug: 'hand-tracking', title: 'Hand Tracking' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'VR' })).toHaveAttribute('href', '/arcade/games/tag/vr');
    await expect(canvas.getByRole('link', { name: 'Hand Tracking' })).toHaveAttribute('href', '/arcade/games/tag/hand-tracking');
  },
};

/** Stats humanised; every count shown when non-zero. */
export const Stats: Story = {
  render: () => <GameStats stats={{ views: 184_320, reviews: 1_234, reactions: 12 }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('game-stat-views')).toHaveTextContent('184.3k');
    await expect(canvas.getByTestId('game-stat-reviews')).toHaveTextContent('1.2k');
    await expect(canvas.getByTestId('game-stat-reactions')).toHaveTextContent('12');
  },
};

/** A new game (below 1000 views) with no reviews or reactions yet: 'New!' alone. */
export const StatsNewGame: Story = {
  render: () => <GameStats stats={{ views: 40, reviews: 0, reactions: 0 }} />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Game stats' });
    await expect(list).toHaveTextContent(/^New!$/);
  },
};
