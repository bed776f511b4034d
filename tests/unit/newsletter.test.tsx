import '../setup/msw';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keys } from '@/api/keys';
import { config } from '@/config';
import { NewsletterTokenPage } from '@/features/market/newsletter/NewsletterTokenPage';
import { parseNewsletterToken, type NewsletterAction } from '@/features/market/newsletter/newsletterLink';
import { fixtures } from '../../mocks/db/fixtures';
import {
  NEWSLETTER_CONFIRMED_MESSAGE,
  NEWSLETTER_TOKEN_USED_MESSAGE,
  NEWSLETTER_UNSUBSCRIBED_MESSAGE,
} from '../../mocks/handlers/newsletter';
import { server } from '../../mocks/node';
import { fetchCallsTo, renderWithApp } from './authHarness';
import { loadMarket } from './support/marketLoad';

/* The newsletter token pages (spec §2 /market/subscription/confirm and /unsubscribe; issue 16). */

const { newsletterConfirm, newsletterUnsubscribe, newsletterUsed } = fixtures.tokens;
const path = (action: NewsletterAction, token: string) => `/v1/public/user/newsletter/subscription/${token}/${action}`;

const open = (action: NewsletterAction, token: string) =>
  renderWithApp(
    <StrictMode>
      <Routes>
        <Route path={`/market/subscription/${action}`} element={<NewsletterTokenPage action={action} />} />
      </Routes>
    </StrictMode>,
    { path: `/market/subscription/${action}?token=${encodeURIComponent(token)}` },
  );

describe('parseNewsletterToken (guide §5: only the API host)', () => {
  const API = 'https://api.orbital.example';

  it("takes the action's API path, or the whole URL on the API host", () => {
    expect(parseNewsletterToken(path('confirm', 'abc'), 'confirm', API)).toBe('abc');
    expect(parseNewsletterToken(`${API}${path('unsubscribe', 'abc')}`, 'unsubscribe', API)).toBe('abc');
    expect(parseNewsletterToken(path('confirm', 'abc'), 'confirm', `${API}/api`)).toBe('abc');
    expect(parseNewsletterToken(`/api${path('confirm', 'abc')}`, 'confirm', `${API}/api`)).toBe('abc');
  });

  it("refuses another host, the other action's link, another endpoint, a bare token and a query", () => {
    for (const token of [
      null,
      '',
      'abc',
      `https://evil.example${path('confirm', 'abc')}`,
      `//evil.example${path('confirm', 'abc')}`,
      path('unsubscribe', 'abc'),
      '/v1/public/user/newsletter/subscription//confirm',
      `${path('confirm', 'abc')}?next=https://evil.example`,
      '/v1/public/user/auth/email/verify/1/abc',
      encodeURIComponent(path('confirm', 'abc')),
    ]) {
      expect({ token, parsed: parseNewsletterToken(token, 'confirm', API) }).toEqual({ token, parsed: null });
    }
  });
});


describe('the /market route (spec §2, §8)', () => {
  it('sends a newsletter link without a token home, before anything renders', () => {
    const thrown = loadMarket('/market/subscription/confirm', 'subscription/confirm');
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/');
    expect(loadMarket(`/market/subscription/unsubscribe?token=${encodeURIComponent(path('unsubscribe', 'x'))}`, 'subscription/unsubscribe')).toBeNull();
    expect(loadMarket(`/market/subscription/confirm/?token=${encodeURIComponent(path('confirm', 'x'))}`, 'subscription/confirm/')).toBeNull();
  });

  it('is the 404 for an address of no shop page', () => {
    for (const rest of ['subscription/renew', 'subscription', 'subscription/confirm/more', 'nowhere']) {
      expect(loadMarket(`/market/${rest}?token=x`, rest)).toMatchObject({ init: { status: 404 } });
    }
  });
});

describe('/market/subscription/confirm and /unsubscribe (spec §2)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("confirms once, with the server's message", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    open('confirm', path('confirm', newsletterConfirm));
    expect(screen.getByRole('heading', { level: 1, name: 'Confirming Subscription...' })).toBeInTheDocument();
    expect(screen.getByTestId('newsletter-token')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription Confirmed' })).toBeInTheDocument();
    expect(screen.getByText(NEWSLETTER_CONFIRMED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home' })).toBeEnabled();
    expect(document.title).toContain('Subscription Confirmed');
    expect(fetchCallsTo(fetchSpy, '/newsletter/subscription/')).toBe(1);
  });

  it("unsubscribes, with the server's message, and a signed-in player's settings are fetched again", async () => {
    const { queryClient } = open('unsubscribe', path('unsubscribe', newsletterUnsubscribe));
    queryClient.setQueryData(keys.account.settings(), { cached: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribing...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText(NEWSLETTER_UNSUBSCRIBED_MESSAGE)).toBeInTheDocument();
    expect(queryClient.getQueryState(keys.account.settings())?.isInvalidated).toBe(true);
  });

  it("shows the error title with the server's message for a used link, without 'Try Again'", async () => {
    open('confirm', path('confirm', newsletterUsed));
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription Error' })).toBeInTheDocument();
    expect(screen.getByText(NEWSLETTER_TOKEN_USED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it("offers 'Try Again' when the server failed, and succeeds on it", async () => {
    let fail = true;
    server.use(
      http.patch(`${config.apiBaseUrl}/v1/public/user/newsletter/subscription/:token/unsubscribe`, () => {
        if (!fail) return undefined;
        return HttpResponse.json({ status: { success: false, code: 503, message: 'The newsletter service is down.', debug: null }, data: null }, { status: 503 });
      }),
    );
    open('unsubscribe', path('unsubscribe', newsletterUnsubscribe));
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe Error' })).toBeInTheDocument();
    expect(screen.getByText('The newsletter service is down.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribed' })).toBeInTheDocument();
  });

  it('sends nothing for a token that is no newsletter link of the API, and says so', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    open('confirm', `https://evil.example${path('confirm', newsletterConfirm)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription Error' })).toBeInTheDocument();
    expect(screen.getByText('This newsletter link is incomplete or not valid. Please open it again from your e-mail.')).toBeInTheDocument();
    await waitFor(() => expect(fetchCallsTo(fetchSpy, '/newsletter/subscription/')).toBe(0));
  });
});
