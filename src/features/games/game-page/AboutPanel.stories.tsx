import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AboutPanel } from './AboutPanel';
import { storyAboutGame, storyShots } from './storyFixtures';
import { withRouter } from './storySupport';

const meta = {
  title: 'Pages/Game page/AboutPanel',
  component: AboutPanel,
  args: { game: storyAboutGame },
  decorators: [withRouter],
} satisfies Meta<typeof AboutPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Category, last update, version, builds with '(Active)', the trailer and the screenshots. */
export const WithPortfolio: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'About' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Action' })).toHaveAttribute('href', '/arcade/games?cat=action');
    await expect(canvas.getByTestId('game-updated')).toHaveTextContent(/^Nov 20, 2026 \d{1,2}:07 (AM|PM)$/);
    await expect(canvas.getByTestId('game-version')).toHaveTextContent('1.4.0');
    await expect(canvas.getByText('1.4.0 (Active)')).toBeVisible();
    const video = canvas.getByLabelText('Starfall Arena trailer');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('controls');
    await expect(video).not.toHaveAttribute('autoplay');
    await expect((video as HTMLVideoElement).paused).toBe(true);
    await userEvent.hover(canvas.getByRole('button', { name: 'Screenshot 3 of 4' }));
    await waitFor(() => expect(canvas.getByTestId('screenshot-preview')).toHaveAttribute('src', storyShots[2]?.original));
  },
};

/** Screenshots but no trailer. */
export const ScreenshotsOnly: Story = {
  args: { game: { ...storyAboutGame, portfolio: { trailer: null, screenshots: storyShots.slice(0, 2) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('game-trailer')).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^Screenshot \d of 2$/ })).toHaveLength(2);
  },
};

/** No portfolio: the facts only; one build, marked active. */
export const NoPortfolio: Story = {
  args: { game: { ...storyAboutGame, portfolio: null, builds: storyAboutGame.builds.slice(-1) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('game-trailer')).toBeNull();
    await expect(canvas.queryByTestId('game-screenshots')).toBeNull();
    await expect(canvas.getByTestId('game-builds')).toHaveTextContent(/^1\.4\.0 \(Active\)$/);
  },
};
