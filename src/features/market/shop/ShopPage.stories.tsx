import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures } from '@mocks/db/fixtures';
import { withPageRouter } from '../../../../stories/support/PageStoryRouter';
import { ShopPage } from './ShopPage';

/*
 * /market (spec §2): the shop in each state — a player, the premium player, a visitor; loading, failing,
 * empty and offline lists; a gift code redeemed and refused; premium bought and refused at the one-year
 * cap. The demo player has 120 coins and no premium; the premium player 40 coins and premium for 20 days.
 */

const meta = {
  title: 'Pages/Market/Shop',
  component: ShopPage,
  decorators: [withPageRouter('/market', '/market')],
  parameters: { layout: 'fullscreen', sandbox: { persona: 'player' } },
} satisfies Meta<typeof ShopPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const packs = (canvas: ReturnType<typeof within>) => canvas.findAllByTestId('coin-pack', {}, { timeout: 5000 });

/** A player: the balance and gift-code field, premium to buy, the five packs (1,200 the best value), the showcase. */
export const Player: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await expect(await canvas.findByTestId('shop-balance', {}, { timeout: 5000 })).toHaveTextContent('120 coins');
    await expect(canvas.getByRole('textbox', { name: 'Gift Code' })).toBeVisible();
    const all = await packs(canvas);
    await expect(all.map((p: HTMLElement) => p.dataset.amount)).toEqual(['100', '500', '1200', '2500', '6500']);
    const special = all.find((p: HTMLElement) => p.dataset.special === 'true');
    await expect(special?.dataset.amount).toBe('1200');
    await expect(within(special as HTMLElement).getByText('Best Value')).toBeVisible();
    await expect(within(special as HTMLElement).getByText('$9.99')).toBeVisible();
    await expect(canvas.getAllByText('VAT included')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Buy 1,200 coins for $9.99' })).toBeEnabled();
    await expect(canvas.getByTestId('shop-premium-status')).toHaveTextContent('You do not have premium.');
    await expect(canvas.getByText('Premium is not renewed automatically: nothing is charged unless you buy another month.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get Premium' })).toBeEnabled();
    await expect((await canvas.findAllByTestId('catalog-card', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
  },
};

/** The premium player: 'Premium until …' and 'Add a Month'. */
export const PremiumPlayer: Story = {
  name: 'Premium player',
  parameters: { sandbox: { persona: 'premium' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('shop-balance', {}, { timeout: 5000 })).toHaveTextContent('40 coins');
    await expect(canvas.getByTestId('shop-premium-status')).toHaveTextContent(/^Premium until [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(canvas.getByRole('button', { name: 'Add a Month' })).toBeEnabled();
  },
};

/** A visitor: the packs and showcase, the reason to log in for the balance, and 'Please login or register to remove ads.' */
export const Visitor: Story = {
  parameters: { sandbox: { persona: 'guest' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The two 'Login' buttons come with the visitor's notices once the session check has answered (until
    // then the notices only hold their room, unseen).
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Login' })).toHaveLength(2), { timeout: 5000 });
    await expect(canvas.getByText('Please login or register to remove ads.')).toBeVisible();
    await expect(canvas.getByText('Log in to see your balance, redeem gift codes and buy coins or premium.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Gift Code' })).toBeNull();
    await expect(await packs(canvas)).toHaveLength(5);
  },
};

/** The `slow` scenario: the lists' skeletons in busy regions. */
export const Loading: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('coin-packs-loading')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByTestId('showcase-loading')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The `error` scenario: each list's inline 'Oops!' with 'Try Again' (and the 3-s 'Oops!' toast). */
export const ListsFailing: Story = {
  name: 'Lists failing',
  parameters: { sandbox: { persona: 'guest', scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Try Again' })).toHaveLength(2), { timeout: 5000 });
    await expect(within(canvas.getByTestId('coin-packs')).getByRole('heading', { name: 'Oops!' })).toBeVisible();
    await expect(within(canvas.getByTestId('showcase')).getByRole('heading', { name: 'Oops!' })).toBeVisible();
  },
};

/** The `offline` scenario: the network message inline, with 'Try Again'. */
export const Offline: Story = {
  parameters: { sandbox: { persona: 'guest', scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('A network error has occurred. Please check your connection and try again.').length).toBeGreaterThan(0), { timeout: 5000 });
  },
};

/** The `empty` scenario: no packs, no showcase, each said. */
export const Empty: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('There are no coin packs for sale at the moment.', {}, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText('There is no in-game content to show at the moment.')).toBeVisible();
  },
};

/** ORBITAL-100 redeemed: the balance goes up by 100 and the field is cleared. */
export const GiftCodeRedeemed: Story = {
  name: 'Gift code redeemed',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('shop-balance', {}, { timeout: 5000 })).toHaveTextContent('120 coins');
    const field = canvas.getByRole('textbox', { name: 'Gift Code' });
    await userEvent.type(field, fixtures.giftCodes.valid.code);
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(canvas.getByTestId('shop-balance')).toHaveTextContent('220 coins'), { timeout: 5000 });
    await expect(field).toHaveValue('');
  },
};

/** An expired code: the server's message under the field, the code kept. */
export const GiftCodeExpired: Story = {
  name: 'Gift code expired',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Gift Code' }, { timeout: 5000 });
    await userEvent.type(field, fixtures.giftCodes.expired.code);
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem' }));
    await expect(await canvas.findByText(/^The gift code EXPIRED-2025 expired on /, {}, { timeout: 5000 })).toBeVisible();
    await expect(field).toHaveValue(fixtures.giftCodes.expired.code);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Premium bought: 10 coins charged and 'Premium until …'. */
export const PremiumBought: Story = {
  name: 'Premium bought',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('shop-balance', {}, { timeout: 5000 })).toHaveTextContent('120 coins');
    await userEvent.click(canvas.getByRole('button', { name: 'Get Premium' }));
    await waitFor(() => expect(canvas.getByTestId('shop-premium-status')).toHaveTextContent(/^Premium until /), { timeout: 5000 });
    await expect(canvas.getByTestId('shop-balance')).toHaveTextContent('110 coins');
    await expect(canvas.getByRole('button', { name: 'Add a Month' })).toBeEnabled();
  },
};

const CAP_MESSAGE = 'Premium can be bought at most one year ahead. Your premium already lasts until November 20, 2027, so another month would pass November 28, 2027. Nothing was charged.';

/** Past the one-year cap (Decision 12): the server's refusal next to the button, nothing charged. */
export const PremiumCapped: Story = {
  name: 'Premium refused at the one-year cap',
  parameters: {
    msw: {
      handlers: {
        premium: [
          http.post('*/v1/private/user/account/premium/purchase', () =>
            HttpResponse.json({ status: { success: false, code: 422, message: CAP_MESSAGE, debug: null }, data: null }, { status: 422 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('shop-balance', {}, { timeout: 5000 })).toHaveTextContent('120 coins');
    await userEvent.click(canvas.getByRole('button', { name: 'Get Premium' }));
    await expect(await canvas.findByTestId('shop-premium-error', {}, { timeout: 5000 })).toHaveTextContent(CAP_MESSAGE);
    await expect(canvas.getByTestId('shop-balance')).toHaveTextContent('120 coins');
  },
};
