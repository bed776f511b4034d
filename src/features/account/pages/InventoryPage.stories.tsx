import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withPageRouter } from '../../../../stories/support/PageStoryRouter';
import { InventoryPage } from './InventoryPage';

/*
 * /account/inventory in each server state (guide §3 Storybook), as the demo player (`parameters.sandbox`).
 * Owned items across games with their counts, each linking to its catalog page.
 */

const meta = {
  title: 'Pages/Account/Inventory',
  component: InventoryPage,
  decorators: [withPageRouter('/account/:page', '/account/inventory')],
  parameters: { layout: 'padded', sandbox: { persona: 'player' } },
} satisfies Meta<typeof InventoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The player's two items, each with the count owned and a link to its catalog page. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByTestId('inventory-list', {}, { timeout: 5000 });
    await waitFor(() => expect(list).toBeVisible());
    const items = within(list).getAllByTestId('inventory-item');
    await expect(items).toHaveLength(2);
    await expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/arcade/games/starfall-arena/catalog/comet-trail');
    await expect(within(items[0]!).getByTestId('inventory-count')).toHaveTextContent('You own 2');
  },
};

/** The `slow` scenario: the skeletons with their accessible label. */
export const Loading: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('inventory-loading', {}, { timeout: 5000 })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading inventory...');
  },
};

/** The `empty` scenario. */
export const Empty: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('inventory-empty', {}, { timeout: 5000 })).toHaveTextContent('Your inventory is empty. Items you get in games show up here.');
  },
};

/** The `error` scenario: 'Oops!' with the server's message and 'Try Again'. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { sandbox: { persona: 'player', scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const error = await within(canvasElement).findByTestId('inventory-error', {}, { timeout: 5000 });
    await expect(error).toHaveTextContent('Oops!');
    await expect(within(error).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** The `offline` scenario: the network message inline with a retry. */
export const Offline: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('inventory-error', {}, { timeout: 5000 })).toHaveTextContent(
      'A network error has occurred. Please check your connection and try again.',
    );
  },
};

/** The `session-expired` scenario: the 419 goes to the route's status screen. */
export const SessionExpired: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'session-expired' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('route-error', {}, { timeout: 5000 })).toHaveAttribute('data-status', '419');
  },
};
