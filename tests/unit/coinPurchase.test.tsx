import '../setup/msw';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import { coinPurchaseHref, parseCoinAmount, paymentPageUrl } from '@/features/market/coins/coinPurchaseLink';
import { marketRoutes } from '@/features/market/routes';
import { RouteErrorBoundary } from '@/features/status/RouteErrorBoundary';
import { eventLog, setAnalyticsSink } from '@/lib/analytics';
import { closeAuthModal, getAuthModalState } from '@/lib/authModal';
import { leaveTo } from '@/lib/leave';
import { db } from '../../mocks/db';
import { server } from '../setup/msw';
import { locationOf, renderRoutes, setUpPageTests } from './support/pageHarness';
import { loadMarket } from './support/marketLoad';

/* /market/coins and /market/coins/success (spec §2; issue 16 'Buying coins'). */

// The page leaves for the payment page through this seam; jsdom cannot navigate.
vi.mock('@/lib/leave', () => ({ leaveTo: vi.fn(() => new Promise<never>(() => {})) }));

setUpPageTests({ modules: () => import('@/features/market/marketRoute') });

afterEach(() => {
  closeAuthModal();
  vi.restoreAllMocks();
  vi.mocked(leaveTo).mockClear();
});

const routes = (): RouteObject[] => [
  {
    path: '/',
    element: (
      <StrictMode>
        <Outlet />
      </StrictMode>
    ),
    errorElement: <RouteErrorBoundary />,
    children: [...marketRoutes, { path: 'account/*', element: <p>Account</p> }],
  },
];
const open = (url: string) => renderRoutes(routes, url, { retry: false, toasts: true });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 8000 });

async function loginAs(login: 'player' | 'premium') {
  await callEndpoint(api(), endpoints['auth.login'], { body: { login, password: 'Orbital!2026', remember: false } });
}

const pendingPurchases = () => db.coinPurchases.findMany((q) => q.where({ status: 'pending' }));

describe('the coin purchase address', () => {
  it('is /market/coins?amount={coins}, with a whole number of coins in digits only', () => {
    expect(coinPurchaseHref(1200)).toBe('/market/coins?amount=1200');
    expect(parseCoinAmount('1200')).toBe(1200);
    for (const raw of [null, '', '0', '-5', '1.5', '1e3', ' 100', '0x10', '100abc', '999999999']) expect({ raw, amount: parseCoinAmount(raw) }).toEqual({ raw, amount: null });
  });

  it('sends the browser only to an absolute http(s) payment page', () => {
    expect(paymentPageUrl('https://pay.example/checkout?order=1')).toBe('https://pay.example/checkout?order=1');
    for (const raw of ['javascript:alert(1)', 'data:text/html,x', '/market/coins/success', '//pay.example/x', 'not a url']) expect({ raw, url: paymentPageUrl(raw) }).toEqual({ raw, url: null });
  });
});


describe('the /market/coins routes', () => {
  it('sends /market/coins without a valid amount to the shop before anything renders', () => {
    for (const url of ['/market/coins', '/market/coins?amount=', '/market/coins?amount=-1', '/market/coins?amount=%3Cb%3E']) {
      const thrown = loadMarket(url, 'coins');
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).headers.get('Location')).toBe('/market');
    }
    expect(loadMarket('/market/coins?amount=500', 'coins')).toBeNull();
    expect(loadMarket('/market/coins/success', 'coins/success')).toBeNull();
    expect(loadMarket('/market/coins/success/', 'coins/success/')).toBeNull();
  });

  it('is the 404 for another address under /market/coins', () => {
    for (const rest of ['coins/failure', 'coins/success/more', 'coins/500']) expect(loadMarket(`/market/${rest}`, rest)).toMatchObject({ init: { status: 404 } });
  });
});

describe('/market/coins (spec §2: completes a purchase, then redirects to the payment URL)', () => {
  it("a player's purchase starts once and the browser is sent to the payment page", async () => {
    await loginAs('player');
    setAnalyticsSink(eventLog);
    eventLog.clear();
    onTestFinished(() => setAnalyticsSink(undefined));
    const before = pendingPurchases().length;
    open('/market/coins?amount=500');
    expect(await heading('Redirecting to Payment...')).toBeInTheDocument();
    expect(screen.getByText('Taking you to the payment page for 500 coins.')).toBeInTheDocument();
    await waitFor(() => expect(leaveTo).toHaveBeenCalledTimes(1));
    const url = new URL(vi.mocked(leaveTo).mock.calls[0]?.[0] ?? '');
    expect(url.pathname).toBe('/__mock/checkout');
    expect(url.searchParams.get('amount')).toBe('500');
    expect(screen.getByRole('link', { name: 'Continue to Payment' })).toHaveAttribute('href', url.toString());
    // One purchase, even under StrictMode's double effects, and one analytics event (spec §7: purchases).
    expect(pendingPurchases().length).toBe(before + 1);
    expect(eventLog.getEvents().filter((event) => event.name === 'purchase').map((event) => event.payload)).toEqual([
      { kind: 'coins', amount: 500, via: 'checkout' },
    ]);
    expect(document.title).toContain('Redirecting to Payment...');
  });

  it('asks a visitor to log in (the login pane, redirect_to this page), then buys once they are logged in', async () => {
    const { queryClient, router } = open('/market/coins?amount=1200');
    expect(await heading('Login Required')).toBeInTheDocument();
    expect(screen.getByText('Please login or register to buy coins.')).toBeInTheDocument();
    await waitFor(() => expect(getAuthModalState()).toMatchObject({ open: true, pane: 'login', redirectTo: '/market/coins?amount=1200' }));
    closeAuthModal();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(getAuthModalState()).toMatchObject({ open: true, pane: 'login' });
    expect(leaveTo).not.toHaveBeenCalled();

    await loginAs('player');
    await queryClient.invalidateQueries({ queryKey: keys.auth.status() });
    expect(await heading('Redirecting to Payment...')).toBeInTheDocument();
    await waitFor(() => expect(leaveTo).toHaveBeenCalledTimes(1));
    expect(locationOf(router)).toBe('/market/coins?amount=1200');
  });

  it("shows the server's message for an amount that is no pack, without 'Try Again', and leads back to the shop", async () => {
    await loginAs('player');
    const { router } = open('/market/coins?amount=123');
    expect(await heading('Purchase Error')).toBeInTheDocument();
    expect(screen.getByText('There is no pack of 123 coins for sale. Please choose one of the offered packs (100, 500, 1,200, 2,500, 6,500 coins).')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(leaveTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Shop' }));
    await waitFor(() => expect(locationOf(router)).toBe('/market'));
  });

  it("offers 'Try Again' when the server failed, and buys on it", async () => {
    await loginAs('player');
    let fail = true;
    server.use(
      http.post('*/v1/private/user/market/coins/purchase/direct', () => {
        if (!fail) return undefined;
        return HttpResponse.json({ status: { success: false, code: 500, message: 'The payment service is down.', debug: null }, data: null }, { status: 500 });
      }),
    );
    open('/market/coins?amount=500');
    expect(await heading('Purchase Error')).toBeInTheDocument();
    expect(screen.getByText('The payment service is down.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await heading('Redirecting to Payment...')).toBeInTheDocument();
    await waitFor(() => expect(leaveTo).toHaveBeenCalledTimes(1));
  });

  it('never follows an answer that is no payment page', async () => {
    await loginAs('player');
    server.use(
      http.post('*/v1/private/user/market/coins/purchase/direct', () =>
        HttpResponse.json({ status: { success: true, code: 200, message: 'OK', debug: null }, data: { payment_url: 'javascript:alert(1)' } }),
      ),
    );
    open('/market/coins?amount=500');
    expect(await heading('Purchase Error')).toBeInTheDocument();
    expect(screen.getByText('The payment page could not be opened. Nothing was charged. Please try again.')).toBeInTheDocument();
    expect(leaveTo).not.toHaveBeenCalled();
  });
});

describe("/market/coins/success (spec §2: 'Purchase Complete', 'Go to Dashboard')", () => {
  it('fetches the session again (the balance) and leads to the dashboard', async () => {
    await loginAs('player');
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    const { router } = open('/market/coins/success');
    expect(await heading('Purchase Complete')).toBeInTheDocument();
    expect(screen.getByText('Thank you for your purchase! Your coins are added to your balance as soon as the payment is confirmed.')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: keys.auth.status() });
    fireEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    await waitFor(() => expect(locationOf(router)).toBe('/account/home'));
  });
});
