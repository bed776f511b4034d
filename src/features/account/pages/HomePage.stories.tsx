import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withPageRouter } from '../../../../stories/support/PageStoryRouter';
import { HomePage } from './HomePage';

/*
 * /account/home, the dashboard, in each server state (guide §3 Storybook), as the demo player and the
 * premium player (`parameters.sandbox`).
 */

const meta = {
  title: 'Pages/Account/Home',
  component: HomePage,
  decorators: [withPageRouter('/account/:page', '/account/home')],
  parameters: { layout: 'padded', sandbox: { persona: 'player' } },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const drawn = (canvasElement: HTMLElement) => within(canvasElement).findByTestId('account-home', {}, { timeout: 5000 });

/** The player: 120 coins, 'Get Premium', the last login, recent activity, shortcuts, notifications and messages. */
export const Player: Story = {
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('account-balance', {}, { timeout: 5000 })).toHaveTextContent('120 coins');
    await expect(within(canvas.getByTestId('account-premium')).getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/market');
    await expect(await canvas.findByTestId('account-recent-activity', {}, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByTestId('account-notifications-list', {}, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByTestId('account-messages-list', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The premium player: the expiry instead of 'Get Premium'. */
export const Premium: Story = {
  parameters: { sandbox: { persona: 'premium' } },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    const premium = await within(canvasElement).findByTestId('account-premium', {}, { timeout: 5000 });
    await expect(premium).toHaveTextContent(/Active until/);
    await expect(within(premium).queryByRole('link', { name: 'Get Premium' })).toBeNull();
  },
};

/** The header's 'View All' (/account/home#notifications): the list is scrolled to and focused. */
export const ViewAllNotifications: Story = {
  parameters: { pageUrl: '/account/home#notifications' },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByTestId('account-notifications')).toHaveFocus(), { timeout: 5000 });
  },
};

/** The `slow` scenario: the skeleton with its accessible label. */
export const Loading: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('account-home-loading', {}, { timeout: 5000 })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The `empty` scenario: no activity, 'All Clear' for both lists. */
export const Empty: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You do not have any pending notifications at the moment.', {}, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText('You do not have any unread messages at the moment.', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The `error` scenario: 'Oops!' with the server's message and 'Try Again'. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { sandbox: { persona: 'player', scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const [alert] = await within(canvasElement).findAllByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Oops!');
    await expect(within(alert as HTMLElement).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** The `offline` scenario: the network message inline. */
export const Offline: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    const [alert] = await within(canvasElement).findAllByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('A network error has occurred. Please check your connection and try again.');
  },
};

/** The `session-expired` scenario: the 419 goes to the route's status screen. */
export const SessionExpired: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'session-expired' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('route-error', {}, { timeout: 5000 })).toHaveAttribute('data-status', '419');
  },
};
