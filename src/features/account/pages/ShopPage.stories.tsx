import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPageRouter } from '../../../../stories/support/PageStoryRouter';
import { ShopPage } from './ShopPage';

/*
 * /account/shop (the account's purchases) in each server state (guide §3 Storybook), as the demo player
 * and the premium player (`parameters.sandbox`).
 */

const meta = {
  title: 'Pages/Account/Purchases',
  component: ShopPage,
  decorators: [withPageRouter('/account/:page', '/account/shop')],
  parameters: { layout: 'padded', sandbox: { persona: 'player' } },
} satisfies Meta<typeof ShopPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The player's coin purchases: price, how it was paid, its status. */
export const Player: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByTestId('account-purchases', {}, { timeout: 5000 });
    await expect(within(list).getAllByTestId('account-purchase')).toHaveLength(2);
    await expect(list).toHaveTextContent('$4.49');
    await expect(list).toHaveTextContent('Pending');
  },
};

/** The premium player: the expiry beside the balance. */
export const Premium: Story = {
  parameters: { sandbox: { persona: 'premium' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('account-purchases', {}, { timeout: 5000 });
    await expect(within(canvasElement).getByTestId('account-shop-standing')).toHaveTextContent(/Premium until/);
  },
};

/** The `slow` scenario: the skeleton. */
export const Loading: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('account-shop-loading', {}, { timeout: 5000 })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The `empty` scenario: 'No purchases yet' and the way to the shop. */
export const Empty: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'empty' } },
  play: async ({ canvasElement }) => {
    const empty = await within(canvasElement).findByTestId('account-shop-empty', {}, { timeout: 5000 });
    await expect(empty).toHaveTextContent('No purchases yet');
    await expect(within(empty).getByRole('link', { name: 'Go to the Shop' })).toHaveAttribute('href', '/market');
  },
};

/** The `error` scenario: 'Oops!' with the server's message and 'Try Again'. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { sandbox: { persona: 'player', scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Oops!');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** The `offline` scenario: the network message inline. */
export const Offline: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'A network error has occurred. Please check your connection and try again.',
    );
  },
};

/** The `unauthorized` scenario: the 401 goes to the route's status screen. */
export const Unauthorized: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'unauthorized' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('route-error', {}, { timeout: 5000 })).toHaveAttribute('data-status', '401');
  },
};
