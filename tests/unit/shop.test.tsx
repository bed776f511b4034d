import '../setup/msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import type { Session } from '@/api/schemas/user';
import { marketRoutes } from '@/features/market/routes';
import { messageAfterTitle, SHOP_LIST_TOAST_MS } from '@/features/market/shop/ShopPage';
import { RouteErrorBoundary } from '@/features/status/RouteErrorBoundary';
import { eventLog, setAnalyticsSink } from '@/lib/analytics';
import { closeAuthModal, getAuthModalState } from '@/lib/authModal';
import { fixtures } from '../../mocks/db/fixtures';
import { db } from '../../mocks/db';
import { server } from '../setup/msw';
import { locationOf, renderRoutes, setUpPageTests } from './support/pageHarness';

/* /market, the shop (spec §2, §3 coin offer, §8 'Oops!' 3 s, §9 premium; Decision 12; issue 16). */

setUpPageTests({ modules: () => Promise.all([import('@/features/market/marketRoute'), import('@/features/market/shop/ShopPage')]) });

beforeEach(() => {
  setAnalyticsSink(eventLog);
  eventLog.clear();
});

afterEach(() => {
  closeAuthModal();
  setAnalyticsSink(undefined);
});

/** The purchase events the analytics sink got (spec §7: purchases). */
const purchases = () => eventLog.getEvents().filter((event) => event.name === 'purchase').map((event) => event.payload);

const routes = (): RouteObject[] => [
  { path: '/', element: <Outlet />, errorElement: <RouteErrorBoundary />, children: [...marketRoutes, { path: '*', element: <p>Elsewhere</p> }] },
];
const open = (url = '/market') => renderRoutes(routes, url, { retry: false, toasts: true, routerContext: true });

async function loginAs(login: 'player' | 'premium') {
  await callEndpoint(api(), endpoints['auth.login'], { body: { login, password: 'Orbital!2026', remember: false } });
}

const balance = () => screen.findByTestId('shop-balance', {}, { timeout: 8000 });
const sessionOf = (queryClient: { getQueryData: (key: readonly unknown[]) => unknown }) => queryClient.getQueryData(keys.auth.status()) as Session | null;

describe("a toast's body", () => {
  it("is the server's message without the title it starts with", () => {
    expect(messageAfterTitle('Premium Activated! You can play without ads until May 1, 2027.', 'Premium Activated!')).toBe('You can play without ads until May 1, 2027.');
    expect(messageAfterTitle('Gift code redeemed! 100 coins were added to your balance.', 'Gift Code Redeemed')).toBe('100 coins were added to your balance.');
    expect(messageAfterTitle('Premium Activated!', 'Premium Activated!')).toBeUndefined();
    expect(messageAfterTitle('Your premium lasts until May 1.', 'Premium Activated!')).toBe('Your premium lasts until May 1.');
    expect(messageAfterTitle('Premiums are great.', 'Premium')).toBe('Premiums are great.');
  });
});

describe('/market for a player', () => {
  it('shows the balance, the packs in dollars with VAT, the special offer, premium at 10 coins a month and the showcase', async () => {
    await loginAs('player');
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    expect(await balance()).toHaveTextContent('120 coins');
    const packs = await screen.findAllByTestId('coin-pack');
    expect(packs.map((p) => p.dataset.amount)).toEqual(['100', '500', '1200', '2500', '6500']);
    expect(packs.filter((p) => p.dataset.special === 'true').map((p) => p.dataset.amount)).toEqual(['1200']);
    expect(within(packs[2] as HTMLElement).getByText('Best Value')).toBeInTheDocument();
    expect(within(packs[0] as HTMLElement).getByText('$0.99')).toBeInTheDocument();
    expect(screen.getAllByText('VAT included')).toHaveLength(5);
    expect(screen.getByText('10 coins a month')).toBeInTheDocument();
    expect(screen.getByText('Premium is not renewed automatically: nothing is charged unless you buy another month.')).toBeInTheDocument();
    const cards = await screen.findAllByTestId('catalog-card');
    const items = db.catalogItems.findMany((q) => q.where({ showcase: true }));
    expect(cards).toHaveLength(items.length);
    expect(document.title).toContain('Shop');
  });

  it("'Buy' goes to /market/coins with the pack's amount", async () => {
    await loginAs('player');
    const { router } = open();
    await balance();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy 500 coins for $4.49' }));
    await waitFor(() => expect(locationOf(router)).toBe('/market/coins?amount=500'));
  });

  it("'Pay by E-mail Link' says the link was sent (the server's message)", async () => {
    await loginAs('player');
    open();
    await balance();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay by E-mail Link for 2,500 coins' }));
    const sent = await screen.findByTestId('coin-pack-email-sent');
    expect(sent).toHaveTextContent('Payment Link Sent');
    expect(sent).toHaveTextContent(/We have sent a payment link for 2,500 coins \(\$19\.99\) to /);
    expect(purchases()).toEqual([{ kind: 'coins', amount: 2500, via: 'email' }]);
  });

  it('redeems a valid gift code: the balance updates and a success toast; used again: the message, the code kept', async () => {
    await loginAs('player');
    const { queryClient } = open();
    expect(await balance()).toHaveTextContent('120 coins');
    const field = screen.getByRole('textbox', { name: 'Gift Code' });
    fireEvent.change(field, { target: { value: ` ${fixtures.giftCodes.valid.code.toLowerCase()} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Gift Code Redeemed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('shop-balance')).toHaveTextContent('220 coins'));
    expect(sessionOf(queryClient)?.account.balance).toBe(220);
    expect(field).toHaveValue('');

    fireEvent.change(field, { target: { value: fixtures.giftCodes.valid.code } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText(`You have already redeemed the gift code ${fixtures.giftCodes.valid.code}. Each code can be used once per account.`)).toBeInTheDocument();
    expect(field).toHaveValue(fixtures.giftCodes.valid.code);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('shop-balance')).toHaveTextContent('220 coins');
  });

  it('refuses an expired code and an empty field with a message', async () => {
    await loginAs('player');
    open();
    const field = await screen.findByRole('textbox', { name: 'Gift Code' });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Please enter a gift code.')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: fixtures.giftCodes.expired.code } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText(/^The gift code EXPIRED-2025 expired on .+ and can no longer be redeemed\.$/)).toBeInTheDocument();
    expect(field).toHaveValue(fixtures.giftCodes.expired.code);
  });

  it("buys premium: 'Premium Activated!', 10 coins charged, the expiry shown; past a year ahead it is refused, nothing charged", async () => {
    await loginAs('player');
    const { queryClient } = open();
    expect(await balance()).toHaveTextContent('120 coins');
    expect(screen.getByTestId('shop-premium-status')).toHaveTextContent('You do not have premium.');
    fireEvent.click(screen.getByRole('button', { name: 'Get Premium' }));
    expect(await screen.findByText('Premium Activated!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('shop-balance')).toHaveTextContent('110 coins'));
    expect(screen.getByTestId('shop-premium-status')).toHaveTextContent(/^Premium until [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    // Eleven more months reach the cap (twelve from today); the twelfth more is refused.
    for (let month = 2; month <= 12; month += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'Add a Month' }));
      await waitFor(() => expect(screen.getByTestId('shop-balance')).toHaveTextContent(`${120 - month * 10} coins`));
    }
    const expiry = sessionOf(queryClient)?.account.premium;
    fireEvent.click(screen.getByRole('button', { name: 'Add a Month' }));
    expect(await screen.findByTestId('shop-premium-error')).toHaveTextContent(/^Premium can be bought at most one year ahead\..*Nothing was charged\.$/);
    expect(screen.getByTestId('shop-balance')).toHaveTextContent('0 coins');
    expect(sessionOf(queryClient)?.account.premium).toBe(expiry);
    // Twelve months bought, the refused one not counted.
    expect(purchases()).toEqual(Array.from({ length: 12 }, () => ({ kind: 'premium', amount: 1, via: 'shop' })));
  });

  it('a player short of coins is offered the coin packs', async () => {
    await db.users.update((q) => q.where({ id: fixtures.users.player.id }), {
      data(record) {
        record.balance = 4;
      },
    });
    await loginAs('player');
    open();
    expect(await balance()).toHaveTextContent('4 coins');
    const short = await screen.findByTestId('shop-premium-short');
    expect(short).toHaveTextContent('A month of premium costs 10 coins, and your balance is 4 coins. Buy a coin pack first.');
    fireEvent.click(within(short).getByRole('button', { name: 'Buy Coins' }));
    expect(screen.getByTestId('coin-packs')).toHaveFocus();
  });
});

describe('/market for a visitor', () => {
  it("asks to log in to remove ads and for the balance; 'Buy' opens the login pane on the way to that pack", async () => {
    open();
    // Until the session check answers, the visitor's notices only hold their room, unseen (and hidden from
    // assistive technology): their two 'Login' buttons show once it has answered.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Login' })).toHaveLength(2));
    expect(screen.getByText('Please login or register to remove ads.')).toBeInTheDocument();
    expect(screen.getByText('Log in to see your balance, redeem gift codes and buy coins or premium.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Gift Code' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy 1,200 coins for $9.99' }));
    expect(getAuthModalState()).toMatchObject({ open: true, pane: 'login', redirectTo: '/market/coins?amount=1200' });
  });
});

describe('/market lists failing (spec §8)', () => {
  it("each list shows 'Oops!' inline with a retry, and the 'Oops!' toast for 3 s", async () => {
    let fail = true;
    server.use(
      http.get('*/v1/public/market/coins/purchase/offers', () => {
        if (!fail) return undefined;
        return HttpResponse.json({ status: { success: false, code: 500, message: 'The shop is resting.', debug: null }, data: null }, { status: 500 });
      }),
    );
    open();
    const packs = await screen.findByTestId('coin-packs');
    expect(await within(packs).findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(within(packs).getByText('The shop is resting.')).toBeInTheDocument();
    // The toast: the same message, outside the list, for 3 s.
    await waitFor(() => expect(screen.getAllByText('The shop is resting.')).toHaveLength(2));
    const shownAt = Date.now();
    await waitFor(() => expect(screen.getAllByText('The shop is resting.')).toHaveLength(1), { timeout: SHOP_LIST_TOAST_MS + 3000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(SHOP_LIST_TOAST_MS - 500);
    fail = false;
    fireEvent.click(within(packs).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByTestId('coin-pack')).toHaveLength(5);
  });
});
