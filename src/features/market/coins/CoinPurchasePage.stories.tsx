import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { withPageRouter } from '../../../../stories/support/PageStoryRouter';
import { CoinPurchasePage } from './CoinPurchasePage';

/*
 * /market/coins?amount={coins} (spec §2: completes a purchase, then redirects to the payment URL) in each
 * state. The redirect is recorded (`leave`), never followed: the story stays.
 * The packs are the demo's (100, 500, 1,200, 2,500 and 6,500 coins).
 */

const meta = {
  title: 'Pages/Market/Buy Coins',
  component: CoinPurchasePage,
  args: { leave: fn() },
  decorators: [withPageRouter('/market/coins', '/market/coins?amount=500')],
  parameters: { layout: 'fullscreen', sandbox: { persona: 'player' } },
} satisfies Meta<typeof CoinPurchasePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A player's purchase of 500 coins: 'Redirecting to Payment...', sent on to the API's payment page once. */
export const Redirecting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Redirecting to Payment...' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Taking you to the payment page for 500 coins.')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Continue to Payment' });
    const url = new URL(link.getAttribute('href') ?? '');
    await expect(url.pathname).toBe('/__mock/checkout');
    await expect(url.searchParams.get('amount')).toBe('500');
    await waitFor(() => expect(args.leave).toHaveBeenCalledTimes(1));
    await expect(args.leave).toHaveBeenCalledWith(url.toString());
  },
};

/** The `slow` scenario: 'Preparing Your Purchase...' in a busy panel while the API answers. */
export const Preparing: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Preparing Your Purchase...' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByTestId('coin-purchase')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A visitor: 'Login Required' with the reason, a way to log in and the way back; nothing is bought. */
export const Visitor: Story = {
  parameters: { sandbox: { persona: 'guest' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Login Required' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Please login or register to buy coins.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Back to Shop' })).toBeEnabled();
    await expect(args.leave).not.toHaveBeenCalled();
  },
};

/** An amount that is no pack: 'Purchase Error' with the server's message naming the packs, no 'Try Again'. */
export const NoSuchPack: Story = {
  name: 'No such pack',
  parameters: { pageUrl: '/market/coins?amount=123' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Purchase Error' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(/There is no pack of 123 coins for sale\./)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).toBeNull();
    await expect(args.leave).not.toHaveBeenCalled();
  },
};

/** The `error` scenario: the server's message, 'Try Again' and the way back to the shop. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { sandbox: { persona: 'player', scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Purchase Error' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Back to Shop' })).toBeEnabled();
  },
};

/** The `offline` scenario: the network message and 'Try Again'. */
export const Offline: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Purchase Error' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};
