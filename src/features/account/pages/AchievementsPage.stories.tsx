import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withPageRouter } from '../../../../stories/support/PageStoryRouter';
import { AchievementsPage } from './AchievementsPage';

/*
 * /account/achievement in each server state (guide §3 Storybook), as the demo player (`parameters.sandbox`).
 * The achievements of the games played, grouped by game, unlocked first with their date.
 */

const meta = {
  title: 'Pages/Account/Achievements',
  component: AchievementsPage,
  decorators: [withPageRouter('/account/:page', '/account/achievement')],
  parameters: { layout: 'padded', sandbox: { persona: 'player' } },
} satisfies Meta<typeof AchievementsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The player's achievements by game: 3 unlocked (with thumb and date), the rest marked locked. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByTestId('achievements-list', {}, { timeout: 5000 });
    await waitFor(() => expect(list).toBeVisible());
    await expect(canvas.getByTestId('achievements-summary')).toHaveTextContent(/^3 of \d+ achievements unlocked/);
    await expect(within(list).getAllByTestId('achievement-group').length).toBeGreaterThan(0);
    await expect(within(list).getAllByTestId('achievement').filter((a) => a.dataset.unlocked === 'true')).toHaveLength(3);
  },
};

/** The `slow` scenario: the skeletons with their accessible label. */
export const Loading: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('achievements-loading', {}, { timeout: 5000 })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading achievements...');
  },
};

/** The `empty` scenario. */
export const Empty: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('achievements-empty', {}, { timeout: 5000 })).toHaveTextContent('No achievements yet. Play a game with achievements to start collecting them.');
  },
};

/** The `error` scenario: 'Oops!' with the server's message and 'Try Again'. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { sandbox: { persona: 'player', scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const error = await within(canvasElement).findByTestId('achievements-error', {}, { timeout: 5000 });
    await expect(error).toHaveTextContent('Oops!');
    await expect(within(error).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** The `offline` scenario: the network message inline with a retry. */
export const Offline: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('achievements-error', {}, { timeout: 5000 })).toHaveTextContent(
      'A network error has occurred. Please check your connection and try again.',
    );
  },
};

/** The `forbidden` scenario: the 403 goes to the route's status screen. */
export const Forbidden: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'forbidden' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('route-error', {}, { timeout: 5000 })).toHaveAttribute('data-status', '403');
  },
};
