import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withPageRouter } from '../../../stories/support/PageStoryRouter';
import { CatalogItemPage } from './CatalogItemPage';

/*
 * /arcade/games/{game}/catalog/{item} in each server state (guide §3 Storybook). The server state comes
 * from `parameters.sandbox`; the URL from `parameters.pageUrl`. Fixtures (guide §3): starfall-arena's
 * plasma-blade is on sale (300 → 180 coins, 40% off), starter-pack is free.
 */

const meta = {
  title: 'Pages/Catalog item',
  component: CatalogItemPage,
  decorators: [withPageRouter('/arcade/games/:game/catalog/:item', '/arcade/games/starfall-arena/catalog/plasma-blade')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CatalogItemPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** plasma-blade: the discounted price, the regular one struck through, the sale badge and the game. */
export const OnSale: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Plasma Blade' }, { timeout: 5000 })).toBeVisible();
    const price = canvas.getByTestId('catalog-price');
    await expect(price).toHaveTextContent('180 coins');
    await expect(price.querySelector('s')).toHaveTextContent('300 coins');
    await expect(canvas.getByTestId('catalog-sale-badge')).toHaveTextContent('-40%');
    await expect(price).toHaveTextContent('40% off');
    await expect(canvas.getByTestId('catalog-description')).toHaveTextContent('A humming blade of pure plasma');
    const game = within(canvas.getByTestId('catalog-game'));
    await expect(game.getByRole('link', { name: /Starfall Arena/ })).toHaveAttribute('href', '/arcade/games/starfall-arena');
    await expect(canvas.getByRole('link', { name: 'Back to Starfall Arena' })).toHaveAttribute('href', '/arcade/games/starfall-arena');
  },
};

/** starter-pack: price and price_discounted are both zero, so it is free and has no sale badge. */
export const Free: Story = {
  parameters: { pageUrl: '/arcade/games/starfall-arena/catalog/starter-pack' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Starter Pack' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByTestId('catalog-price')).toHaveTextContent(/^Free$/);
    await expect(canvas.queryByTestId('catalog-sale-badge')).toBeNull();
    await expect(canvas.getByTestId('catalog-price')).not.toHaveTextContent('coins');
  },
};

/** A visitor: the purchase asks them to log in. */
export const VisitorPurchase: Story = {
  name: 'Purchase: a visitor',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Please login or register to buy in-game content.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(canvas.queryByTestId('catalog-buy')).toBeNull();
  },
};

/** The demo player (120 coins) buys the Plasma Blade for 180 coins: refused, the server's message and the way to the shop. */
export const TooFewCoins: Story = {
  name: 'Purchase: too few coins',
  parameters: { sandbox: { persona: 'player' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buy = await canvas.findByRole('button', { name: 'Buy for 180 coins' }, { timeout: 5000 });
    await userEvent.click(buy);
    const error = await canvas.findByTestId('catalog-buy-error', {}, { timeout: 5000 });
    await expect(error).toHaveTextContent('Plasma Blade costs 180 coins, but your balance is 120 coins. Please buy more coins in the shop first.');
    await expect(within(error).getByRole('link', { name: 'Buy Coins' })).toHaveAttribute('href', '/market');
  },
};

/** The premium player gets the free Starter Pack: 'Get for Free', then they own one more. */
export const Bought: Story = {
  name: 'Purchase: bought',
  parameters: { sandbox: { persona: 'premium' }, pageUrl: '/arcade/games/starfall-arena/catalog/starter-pack' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const owned = await canvas.findByTestId('catalog-owned', {}, { timeout: 5000 });
    await waitFor(() => expect(owned).toHaveTextContent(/^(You own \d+\.|You do not own this item yet\.)$/), { timeout: 5000 });
    const before = Number(/\d+/.exec(owned.textContent ?? '')?.[0] ?? 0);
    await userEvent.click(canvas.getByRole('button', { name: 'Get for Free' }));
    await waitFor(() => expect(owned).toHaveTextContent(`You own ${before + 1}.`), { timeout: 5000 });
  },
};

/** The `slow` scenario (2 s latency): the busy skeleton with its accessible label. */
export const Loading: Story = {
  parameters: { sandbox: { scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('catalog-loading')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading item...');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/**
 * The `empty` scenario empties lists; one catalog item is not a list, so the mock answers it as usual
 * and the page is the same as OnSale.
 */
export const Empty: Story = {
  parameters: { sandbox: { scenario: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Plasma Blade' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByTestId('catalog-sale-badge')).toHaveTextContent('-40%');
  },
};

/** The `error` scenario: inline 'Oops!' with the server's message and a retry. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { sandbox: { scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByTestId('catalog-error', {}, { timeout: 5000 });
    await expect(within(alert).getByRole('heading', { name: 'Oops!' })).toBeVisible();
    await expect(alert).toHaveTextContent('The server ran into an unexpected problem while handling this request. Please try again later.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(within(canvasElement).getByRole('link', { name: 'Back to the game' })).toHaveAttribute('href', '/arcade/games/starfall-arena');
  },
};

/** The `offline` scenario: the network message inline with a retry. */
export const Offline: Story = {
  parameters: { sandbox: { scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByTestId('catalog-error', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('A network error has occurred. Please check your connection and try again.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** An unknown item: the API's 404 goes to the route's boundary (the app shows 'BOO! HAHA' there). */
export const NotFound: Story = {
  parameters: { pageUrl: '/arcade/games/starfall-arena/catalog/no-such-item' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('route-error', {}, { timeout: 5000 })).toHaveTextContent('Status screen 404');
  },
};
