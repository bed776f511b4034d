import '../setup/msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import type { Session } from '@/api/schemas/user';
import { preloadIcons } from '@/design-system';
import { AuthModal } from '@/features/auth/AuthModal';
import { stopAwaitingSocialLogin } from '@/features/auth/social/awaitSocialLogin';
import { closeAuthModal, getAuthModalState, openAuthModal } from '@/lib/authModal';
import { ensureDatabase } from '../../mocks/db';
import { server } from '../../mocks/node';
import { FakeBroadcastChannel, fetchCallsTo, renderWithApp } from './authHarness';

const SOCIAL_LOGIN = '*/v1/public/user/auth/social/login';
const PROVIDERS = '*/v1/public/user/auth/social/providers';
const envelope = (data: unknown) => ({ status: { success: true, code: 200, message: 'OK', debug: null }, data });
const failure = (code: number, message: string) => ({ status: { success: false, code, message, debug: 'err_test' }, data: null });

/** Another tab's report on 'orbital-auth' (a BroadcastChannel message: no target origin). */
function reportFromOtherTab(data: unknown) {
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin.
  act(() => new FakeBroadcastChannel('orbital-auth').postMessage(data));
}

/** The provider's tab as window.open returns it. */
function fakeTab() {
  return { opener: {} as unknown, closed: false, focus: vi.fn(), close: vi.fn() };
}

// The provider logos (the icon set's second half), the modal's panes and the seed data, before the first test.
beforeAll(async () => {
  await Promise.all([preloadIcons(), import('@/features/auth/AuthPanes'), ensureDatabase()]);
});
beforeEach(() => {
  vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
});
afterEach(() => {
  act(() => closeAuthModal());
  stopAwaitingSocialLogin();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeBroadcastChannel.open.clear();
});

function openLogin() {
  const view = renderWithApp(<AuthModal />);
  act(() => openAuthModal('login'));
  return { ...view, dialog: screen.getByRole('dialog'), user: userEvent.setup() };
}

/** The 'Login Via' list once its providers are in. */
async function loginVia() {
  const list = await screen.findByTestId('login-via', {}, { timeout: 5000 });
  await within(list).findByRole('button', { name: 'Google' }, { timeout: 5000 });
  return list;
}

describe("the login pane's 'Login Via' list (spec §2 Shell, §4)", () => {
  it('shows one button per provider, with its icon and title, under the form and reachable by keyboard', async () => {
    const { dialog, user } = openLogin();
    const list = await loginVia();
    expect(within(list).getByRole('list', { name: 'Login Via' })).toBeInTheDocument();
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Google', 'Facebook']);
    for (const button of buttons) expect(button.querySelector('svg')).not.toBeNull();
    // Under the form: after the 'Sign Up' switch in the pane's order.
    const signUp = within(dialog).getByRole('button', { name: 'Sign Up' });
    expect(signUp.compareDocumentPosition(buttons[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    signUp.focus();
    await user.tab();
    expect(buttons[0]).toHaveFocus();
    await user.tab();
    expect(buttons[1]).toHaveFocus();
    // The first render of the modal loads its panes: more time on a busy machine.
  }, 15_000);

  it('shows nothing when there are no providers', async () => {
    server.use(http.get(PROVIDERS, () => HttpResponse.json(envelope([]))));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { dialog } = openLogin();
    await waitFor(() => expect(fetchCallsTo(fetchSpy, '/auth/social/providers')).toBe(1));
    await waitFor(() => expect(within(dialog).queryByTestId('login-via')).toBeNull());
    expect(within(dialog).queryByText('Login Via')).toBeNull();
  });

  it('says when the providers could not be loaded, and tries again', async () => {
    server.use(http.get(PROVIDERS, () => HttpResponse.json(failure(500, 'Providers are down.'), { status: 500 }), { once: true }));
    server.use(http.get(PROVIDERS, () => HttpResponse.json(failure(500, 'Providers are down.'), { status: 500 }), { once: true }));
    const { user } = openLogin();
    const list = await screen.findByTestId('login-via');
    expect(await within(list).findByRole('alert')).toHaveTextContent('The login providers could not be loaded.');
    await user.click(within(list).getByRole('button', { name: 'Try Again' }));
    expect(await within(list).findByRole('button', { name: 'Google' })).toBeInTheDocument();
  });

  it("shows a spinner on the provider's icon while asking, then opens the answered URL in a new, focused tab", async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post(SOCIAL_LOGIN, async () => {
        await held;
        return HttpResponse.json(envelope({ url: 'https://accounts.example/consent?state=abcdefgh12' }));
      }),
    );
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = openLogin();
    const list = await loginVia();
    const google = within(list).getByRole('button', { name: 'Google' });
    await user.click(google);
    expect(google).toHaveAttribute('aria-busy', 'true');
    // The spinner takes the icon's place; the other provider keeps its icon.
    expect(google.querySelector('svg')).toBeNull();
    expect(within(list).getByRole('button', { name: 'Facebook' }).querySelector('svg')).not.toBeNull();
    answer();
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://accounts.example/consent?state=abcdefgh12', '_blank'));
    expect(tab.focus).toHaveBeenCalled();
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(google).toHaveAttribute('aria-busy', 'false'));
    expect(google.querySelector('svg')).not.toBeNull();
  });

  it('sends the chosen provider and gets the social-login cookie', async () => {
    const sent = vi.fn();
    // Notes the body and falls through to the mock's own handler (a resolver that answers nothing).
    server.use(
      http.post(SOCIAL_LOGIN, async ({ request }) => {
        sent(await request.clone().json());
      }),
    );
    vi.spyOn(window, 'open').mockReturnValue(fakeTab() as unknown as Window);
    const { user } = openLogin();
    const list = await loginVia();
    await user.click(within(list).getByRole('button', { name: 'Facebook' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ provider: 'facebook' }));
    await waitFor(() => expect(document.cookie).toMatch(/orbital_social=\w+/));
  });

  it("shows the 'New Tab Opened' info toast when popups are blocked", async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = openLogin();
    const list = await loginVia();
    await user.click(within(list).getByRole('button', { name: 'Google' }));
    expect(await screen.findByText('New Tab Opened')).toBeInTheDocument();
    expect(screen.getByText('A new tab has been opened for login. Please complete the login process and return to this tab.')).toBeInTheDocument();
    // The modal stays: the player may still allow the tab and log in there.
    expect(getAuthModalState().open).toBe(true);
  });

  it("shows 'Login Error' with the server's message when the request fails, and opens nothing", async () => {
    server.use(http.post(SOCIAL_LOGIN, () => HttpResponse.json(failure(422, 'Logging in with Google is paused right now.'), { status: 422 })));
    const open = vi.spyOn(window, 'open');
    const { user } = openLogin();
    const list = await loginVia();
    await user.click(within(list).getByRole('button', { name: 'Google' }));
    expect(await screen.findByText('Login Error')).toBeInTheDocument();
    expect(screen.getByText('Logging in with Google is paused right now.')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(within(list).getByRole('button', { name: 'Google' })).toHaveAttribute('aria-busy', 'false');
  });

  it("on the tab's authentication event: closes the tab, applies the session, closes the modal and says 'Welcome!' for 3000 ms", async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user, queryClient } = openLogin();
    const list = await loginVia();
    await user.click(within(list).getByRole('button', { name: 'Google' }));
    await waitFor(() => expect(tab.focus).toHaveBeenCalled());
    // The other tab logged in (the cookie is the browser's) and reports on 'orbital-auth'.
    await callEndpoint(api(), endpoints['auth.login'], { body: { login: 'premium', password: 'Orbital!2026', remember: false } });
    reportFromOtherTab({ type: 'login', provider: 'google' });
    expect(await screen.findByText('Welcome!', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('You are now successfully logged in to your Orbital account.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(getAuthModalState().open).toBe(false);
    expect(queryClient.getQueryData<Session>(keys.auth.status())?.account.username).toBe('premium');
    // 3000 ms: the toast's countdown bar drains over its timeout.
    const card = screen.getByText('Welcome!').closest('[role="status"]');
    const durations = [...(card?.querySelectorAll('span[aria-hidden="true"]') ?? [])].map((el) => getComputedStyle(el).animationDuration);
    expect(durations).toContain('3s');
  });

  it("ignores messages on 'orbital-auth' that are no authentication event", async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = openLogin();
    const list = await loginVia();
    await user.click(within(list).getByRole('button', { name: 'Google' }));
    await waitFor(() => expect(tab.focus).toHaveBeenCalled());
    reportFromOtherTab({ type: 'hello' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tab.close).not.toHaveBeenCalled();
    expect(getAuthModalState().open).toBe(true);
  });

  it("says 'Login Error' when the event came but the session cannot be confirmed", async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = openLogin();
    const list = await loginVia();
    await user.click(within(list).getByRole('button', { name: 'Google' }));
    await waitFor(() => expect(tab.focus).toHaveBeenCalled());
    reportFromOtherTab({ type: 'register' });
    expect(await screen.findByText('Login Error')).toBeInTheDocument();
    expect(screen.getByText('Your login could not be confirmed. Please try again.')).toBeInTheDocument();
    expect(getAuthModalState().open).toBe(true);
  });
});
