import '../setup/msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import type { Session } from '@/api/schemas/user';
import { config } from '@/config';
import { preloadIcons } from '@/design-system';
import { parseFinalizeToken } from '@/features/auth/social/finalizeLink';
import { SocialPage } from '@/features/auth/social/socialRoute';
import { readSessionCache } from '@/lib/session';
import { ensureDatabase } from '../../mocks/db';
import { EMAIL_TAKEN_MESSAGE } from '../../mocks/handlers/lib/accounts';
import { completeSocialLogin } from '../../mocks/handlers/lib/socialConsent';
import { server } from '../../mocks/node';
import { FakeBroadcastChannel, fetchCallsTo, renderWithApp } from './authHarness';

/** Where the page went: the pathname and query of the router's location. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const open = (path: string) =>
  renderWithApp(
    <StrictMode>
      <Routes>
        <Route path="/auth/social/:step" element={<SocialPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </StrictMode>,
    { path },
  );

/** Starts a social login in this browser (the cookie) and completes it at the stand-in provider; returns its token. */
async function socialLogin(provider: 'google' | 'facebook', result: 'approved' | 'new' | 'denied', persona?: string): Promise<string> {
  const { url } = await callEndpoint(api(), endpoints['auth.socialLogin'], { body: { provider } });
  const state = new URL(url).searchParams.get('state') ?? '';
  await completeSocialLogin(state, result, persona ?? null);
  return state;
}

/** The finalize link the status call hands out for a new provider account. */
async function finalizeLink(provider: 'google' | 'facebook'): Promise<string> {
  await socialLogin(provider, 'new');
  try {
    await callEndpoint(api(), endpoints['auth.socialStatus'], { query: { provider } });
  } catch (error) {
    return (error as { body: { data: { finalize: string } } }).body.data.finalize;
  }
  throw new Error('The status call should have asked for a registration.');
}

const emailField = () => screen.getByLabelText('E-mail address', { selector: 'input' });
const usernameField = () => screen.getByLabelText('Username', { selector: 'input' });

const finalizePath = (token: string, provider = 'google') => `/auth/social/finalize?${new URLSearchParams({ token, provider })}`;

let heard: ReturnType<typeof vi.fn<(data: unknown) => void>>;
beforeAll(async () => {
  await Promise.all([preloadIcons(), ensureDatabase()]);
});
beforeEach(() => {
  vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
  heard = vi.fn<(data: unknown) => void>();
  new FakeBroadcastChannel('orbital-auth').addEventListener('message', (event) => heard((event as MessageEvent).data));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeBroadcastChannel.open.clear();
});

describe('parseFinalizeToken (spec §2, guide §5: only the API host)', () => {
  const API = 'https://api.orbital.example';
  const link = `${API}/v1/public/user/auth/social/finalize/google/tok_123456?expires=1900000000&signature=abc123`;

  it('takes the signed finalize URL on the API host (or its path) for the provider of the address', () => {
    const expected = { provider: 'google', token: 'tok_123456', expires: '1900000000', signature: 'abc123' };
    expect(parseFinalizeToken(link, 'google', API)).toEqual(expected);
    // Its path, resolved on the API host (under its base path too).
    expect(parseFinalizeToken(link.replace(API, ''), 'google', API)).toEqual(expected);
    expect(parseFinalizeToken(link.replace(API, ''), 'google', `${API}/api`)).toEqual(expected);
  });

  it('refuses another host, another endpoint, a missing signature, a provider that is not facebook or google or not the link’s', () => {
    for (const [token, provider] of [
      [link.replace(API, 'https://evil.example'), 'google'],
      [link.replace(API, `${API}.evil.example`), 'google'],
      [link.replace('https:', 'http:'), 'google'],
      [`//api.orbital.example/v1/public/user/auth/social/finalize/google/tok_123456?expires=1900000000&signature=abc123`, 'google'],
      [`${API}/v1/public/user/auth/password/reset?expires=1900000000&signature=abc123`, 'google'],
      [link.replace('&signature=abc123', ''), 'google'],
      [link, 'facebook'],
      [link.replace('/google/', '/steam/'), 'steam'],
      [link, null],
      [null, 'google'],
      [encodeURIComponent(link), 'google'],
    ] as const) {
      expect({ token, provider, link: parseFinalizeToken(token, provider, API) }).toEqual({ token, provider, link: null });
    }
  });
});

describe('/auth/social/status (spec §2, §4, Decision 15)', () => {
  it('sends any other provider home, asking nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    for (const search of ['', '?provider=twitter', '?provider=GOOGLE']) {
      const { unmount } = open(`/auth/social/status${search}`);
      expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
      unmount();
    }
    expect(fetchCallsTo(fetchSpy, '/auth/social/status')).toBe(0);
  });

  it("shows 'Verifying Login...', then 'Login Successful': the session is applied and the login event goes out on 'orbital-auth'", async () => {
    await socialLogin('google', 'approved', 'premium');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { queryClient } = open('/auth/social/status?provider=google');
    expect(screen.getByRole('heading', { level: 1, name: 'Verifying Login...' })).toBeInTheDocument();
    expect(screen.getByTestId('social-status')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login Successful' }, { timeout: 5000 })).toBeInTheDocument();
    expect(document.title).toContain('Login Successful');
    expect(queryClient.getQueryData<Session>(keys.auth.status())?.account.username).toBe('premium');
    expect(readSessionCache()?.account.username).toBe('premium');
    expect(heard).toHaveBeenCalledWith({ type: 'login', provider: 'google' });
    // Once, though React's strict mode runs the effect twice.
    expect(fetchCallsTo(fetchSpy, '/auth/social/status')).toBe(1);
  });

  it("shows 'Login Unsuccessful' with the server's message when the provider refused, and tells no one", async () => {
    await socialLogin('facebook', 'denied');
    open('/auth/social/status?provider=facebook');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login Unsuccessful' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('social-status')).toHaveTextContent('The login with Facebook was cancelled or refused. Please try again, or log in with your e-mail address.');
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(heard).not.toHaveBeenCalled();
  });

  it("shows 'Login Unsuccessful' for steam without a login in progress (steam is a known provider)", async () => {
    open('/auth/social/status?provider=steam');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login Unsuccessful' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('social-status')).toHaveTextContent('There is no Steam login in progress in this browser.');
  });

  it("offers 'Try Again' after a server failure, and succeeds with it", async () => {
    await socialLogin('google', 'approved');
    server.use(
      http.get('*/v1/public/user/auth/social/status', () =>
        HttpResponse.json({ status: { success: false, code: 500, message: 'The login service had a hiccup.', debug: 'err_test' }, data: null }, { status: 500 }),
        { once: true },
      ),
    );
    const user = userEvent.setup();
    open('/auth/social/status?provider=google');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login Unsuccessful' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('The login service had a hiccup.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login Successful' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('goes on to /auth/social/finalize with the link the API hands out for a provider account without an Orbital account', async () => {
    await socialLogin('google', 'new');
    open('/auth/social/status?provider=google');
    expect(await screen.findByRole('heading', { level: 1, name: 'Almost There!' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId('where')).toBeNull();
    expect(heard).not.toHaveBeenCalled();
  });
});

describe('/auth/social/finalize (spec §2, §4, §8)', () => {
  it('sends an off-site token, a missing token or a provider other than facebook or google home', async () => {
    const link = await finalizeLink('google');
    for (const path of [
      finalizePath(link.replace(config.apiBaseUrl, 'https://evil.example')),
      finalizePath(link, 'steam'),
      finalizePath(link, 'facebook'),
      '/auth/social/finalize?provider=google',
      `/auth/social/finalize?token=${encodeURIComponent(link)}`,
    ]) {
      const { unmount } = open(path);
      expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
      unmount();
    }
  });

  it("asks 'Almost There!' with the e-mail and username fields, and names what is missing or invalid", async () => {
    const link = await finalizeLink('google');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    open(finalizePath(link));
    expect(screen.getByRole('heading', { level: 1, name: 'Almost There!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a username.')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    await user.type(emailField(), 'not-an-address');
    await user.type(usernameField(), 'a!');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Use 3 to 30 letters, digits, dots, dashes or underscores.')).toBeInTheDocument();
    expect(fetchCallsTo(fetchSpy, '/auth/social/finalize/')).toBe(0);
  });

  it("fills a free username with 'Random'", async () => {
    const link = await finalizeLink('google');
    const user = userEvent.setup();
    open(finalizePath(link));
    await user.click(screen.getByRole('button', { name: 'Random' }));
    await waitFor(() => expect(usernameField()).not.toHaveValue(''));
    const first = (usernameField() as HTMLInputElement).value;
    expect(first).toMatch(/^[A-Za-z0-9._-]{3,30}$/);
    await user.click(screen.getByRole('button', { name: 'Random' }));
    await waitFor(() => expect(usernameField()).not.toHaveValue(first));
  });

  it("shows 'Login Error' with the server's message and keeps what was typed", async () => {
    const link = await finalizeLink('facebook');
    const user = userEvent.setup();
    open(finalizePath(link, 'facebook'));
    await user.type(emailField(), 'player@orbital.test');
    await user.type(usernameField(), 'new_pilot');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Login Error', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(EMAIL_TAKEN_MESSAGE);
    expect(emailField()).toHaveValue('player@orbital.test');
    expect(usernameField()).toHaveValue('new_pilot');
    expect(screen.getByRole('heading', { level: 1, name: 'Almost There!' })).toBeInTheDocument();
    expect(heard).not.toHaveBeenCalled();
  });

  it("registers: logged in, the register event goes out on 'orbital-auth', and the page says so", async () => {
    const link = await finalizeLink('google');
    const user = userEvent.setup();
    const { queryClient } = open(finalizePath(link));
    await user.type(emailField(), 'comet@orbital.test');
    await user.type(usernameField(), 'comet_rider');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration Completed' }, { timeout: 5000 })).toBeInTheDocument();
    expect(queryClient.getQueryData<Session>(keys.auth.status())?.account.username).toBe('comet_rider');
    expect(heard).toHaveBeenCalledWith({ type: 'register', provider: 'google' });
  });
});
