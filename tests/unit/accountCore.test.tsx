import '../setup/msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import type { Session } from '@/api/schemas/user';
import { accountRoutes } from '@/features/account/routes';
import { RouteErrorBoundary } from '@/features/status/RouteErrorBoundary';
import { closeAuthModal, getAuthModalState } from '@/lib/authModal';
import { db } from '../../mocks/db';
import { setScenarioState } from '../../mocks/scenarios/state';
import { deferred } from '../utils/deferred';
import { server } from '../setup/msw';
import { locationOf, renderRoutes, setUpPageTests } from './support/pageHarness';

/*
 * The account area's frame and its home, profile, shop, settings and support pages (issue 15; spec §2
 * /account/{page}, §3, §4 request buttons; guide §2.10). Strings are the spec's literals where the spec
 * has them (guide §2.11); the rest are the page's own words.
 */

setUpPageTests({
  modules: () =>
    Promise.all([
      import('@/features/account/AccountPage'),
      import('@/features/account/pages/HomePage'),
      import('@/features/account/pages/ProfilePage'),
      import('@/features/account/pages/ShopPage'),
      import('@/features/account/pages/SettingsPage'),
      import('@/features/account/pages/SupportPage'),
    ]),
});

beforeEach(() => {
  // jsdom does no layout: the dashboard's jump to a list scrolls it into view.
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  closeAuthModal();
  vi.restoreAllMocks();
});

const routes = (): RouteObject[] => [
  { path: '/', element: <Outlet />, errorElement: <RouteErrorBoundary />, children: [...accountRoutes, { path: '*', element: <p>Elsewhere</p> }] },
];

const open = (url: string, options: { toasts?: boolean } = {}) => renderRoutes(routes, url, { retry: false, toasts: options.toasts ?? true });

async function loginAs(login: 'player' | 'premium') {
  await callEndpoint(api(), endpoints['auth.login'], { body: { login, password: 'Orbital!2026', remember: false } });
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 8000 });
/** A page drawn with its data (its skeleton shows the same heading). */
const drawn = (page: 'home' | 'profile' | 'shop' | 'settings' | 'support') => screen.findByTestId(`account-${page}`, {}, { timeout: 8000 });
const sessionOf = (queryClient: { getQueryData: (key: readonly unknown[]) => unknown }) => queryClient.getQueryData(keys.auth.status()) as Session | null;

/** A 1×1 PNG file. */
function pngFile(name = 'me.png') {
  const bytes = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

describe('the account frame (spec §2 /account/{page})', () => {
  it('opens the login pane for a visitor, with redirect_to set to the page, once the session is known', async () => {
    const status = deferred();
    server.use(
      http.get('*/v1/public/user/auth/status', async () => {
        await status.promise;
      }),
    );
    open('/account/settings?tab=1');
    // While the session is not known: the skeleton, no login pane.
    expect(await screen.findByTestId('account-loading')).toBeInTheDocument();
    expect(getAuthModalState().open).toBe(false);
    status.resolve();
    expect(await heading('Login Required')).toBeInTheDocument();
    await waitFor(() => expect(getAuthModalState()).toMatchObject({ open: true, pane: 'login', redirectTo: '/account/settings?tab=1' }));
    // Dismissed, the pane can be opened again from the page.
    closeAuthModal();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(getAuthModalState()).toMatchObject({ open: true, pane: 'login', redirectTo: '/account/settings?tab=1' });
  });

  it('shows the page itself once the visitor has logged in, on the same address', async () => {
    const { router, queryClient } = open('/account/support');
    await heading('Login Required');
    await loginAs('player');
    await queryClient.invalidateQueries({ queryKey: keys.auth.status() });
    expect(await heading('Support')).toBeInTheDocument();
    expect(locationOf(router)).toBe('/account/support');
  });

  it('draws the navigation between the ten pages, the page on screen marked current', async () => {
    await loginAs('player');
    open('/account/profile');
    await drawn('profile');
    const nav = screen.getByRole('navigation', { name: 'Account pages' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ['home', 'profile', 'friends', 'achievement', 'inventory', 'shop', 'activity', 'history', 'settings', 'support'].map((page) => `/account/${page}`),
    );
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current');
    // The phone menu's button names the page on screen.
    // The phone menu's button names the page on screen (hidden at this width: jsdom's window is 1024 px).
    expect(within(nav).getByRole('button', { name: /Account menu: Profile/, hidden: true })).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('moves between pages through the navigation', async () => {
    await loginAs('player');
    const { router } = open('/account/home');
    await heading('Dashboard');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Account pages' })).getByRole('link', { name: 'Purchases' }));
    expect(await heading('Purchases')).toBeInTheDocument();
    expect(locationOf(router)).toBe('/account/shop');
  });

  it("shows the 404 for an unknown page: 'BOO! HAHA'", async () => {
    await loginAs('player');
    open('/account/nope');
    expect(await heading('BOO! HAHA')).toBeInTheDocument();
  });

  it.each([
    ['unauthorized', 'Unauthorized Access'],
    ['forbidden', 'Permission Denied'],
    ['session-expired', 'Session Expired'],
  ] as const)('shows the status screen when the private calls answer the %s scenario', async (scenario, title) => {
    await loginAs('player');
    setScenarioState({ scenario });
    open('/account/settings');
    expect(await heading(title)).toBeInTheDocument();
  });
});

describe('/account/home', () => {
  it('shows balance, premium (or Get Premium), the last login, recent activity and shortcuts', async () => {
    await loginAs('player');
    open('/account/home');
    expect(await heading('Dashboard')).toBeInTheDocument();
    await drawn('home');
    expect(screen.getByText('Welcome back, Player One!')).toBeInTheDocument();
    expect(screen.getByTestId('account-balance')).toHaveTextContent('120 coins');
    expect(within(screen.getByTestId('account-premium')).getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/market');
    // The last login: its date and its device ('… on Chrome on Windows').
    expect(screen.getByTestId('account-last-login')).toHaveTextContent(/[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M on \S/);
    const activity = await screen.findByTestId('account-recent-activity');
    expect(within(activity).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(activity).getAllByRole('listitem').length).toBeLessThanOrEqual(5);
    expect(screen.getByRole('link', { name: 'View All Activity' })).toHaveAttribute('href', '/account/activity');
    const shortcuts = screen.getByRole('region', { name: 'Shortcuts' });
    expect(within(shortcuts).getAllByRole('link')).toHaveLength(9);
  });

  it("shows the premium expiry for a premium player instead of 'Get Premium'", async () => {
    await loginAs('premium');
    open('/account/home');
    await drawn('home');
    const premium = screen.getByTestId('account-premium');
    expect(premium).toHaveTextContent(/Active until [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(within(premium).queryByRole('link', { name: 'Get Premium' })).toBeNull();
  });

  it("lists the notifications and messages where the header's 'View All' leads, and marks them read", async () => {
    await loginAs('player');
    open('/account/home#notifications');
    await drawn('home');
    const notifications = await screen.findByTestId('account-notifications-list');
    expect(within(notifications).getAllByRole('listitem').length).toBeGreaterThan(0);
    const section = screen.getByTestId('account-notifications');
    await waitFor(() => expect(section).toHaveFocus());
    expect(await screen.findByTestId('account-messages-list')).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: 'Mark All Read' }));
    await waitFor(() => expect(within(section).queryByText('Unread')).toBeNull());
    const { unread } = await callEndpoint(api(), endpoints['notifications.index']);
    expect(unread).toBe(0);
  });

  it("shows 'All Clear' with the spec's sentences when there is nothing", async () => {
    await loginAs('player');
    setScenarioState({ scenario: 'empty' });
    open('/account/home');
    await heading('Dashboard');
    expect(await screen.findByText('You do not have any pending notifications at the moment.')).toBeInTheDocument();
    expect(await screen.findByText('You do not have any unread messages at the moment.')).toBeInTheDocument();
  });

  it("shows a server failure inline with 'Try Again'", async () => {
    await loginAs('player');
    setScenarioState({ scenario: 'error' });
    open('/account/home');
    const alerts = await screen.findAllByRole('alert', {}, { timeout: 8000 });
    expect(alerts[0]).toHaveTextContent('Oops!');
    expect(within(alerts[0] as HTMLElement).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('/account/profile', () => {
  it('saves the alias; the session shows the new one', async () => {
    await loginAs('player');
    const { queryClient, user } = open('/account/profile');
    await drawn('profile');
    const alias = screen.getByRole('textbox', { name: /Alias/ });
    expect(alias).toHaveValue('Player One');
    await user.clear(alias);
    await user.type(alias, 'Comet Rider{Enter}');
    await waitFor(() => expect(sessionOf(queryClient)?.account.alias).toBe('Comet Rider'));
    expect(await screen.findByRole('button', { name: /Saved/ })).toBeInTheDocument();
  });

  it('refuses a too short alias before sending, and keeps what was typed when the server fails', async () => {
    await loginAs('player');
    const { user } = open('/account/profile');
    await drawn('profile');
    const alias = screen.getByRole('textbox', { name: /Alias/ });
    await user.clear(alias);
    await user.type(alias, 'a{Enter}');
    expect(await screen.findByText('Please enter an alias of at least 2 characters.')).toBeInTheDocument();
    server.use(
      http.patch('*/v1/private/user/account/profile', () =>
        HttpResponse.json({ status: { success: false, code: 500, message: 'The profile service is down.', debug: null }, data: null }, { status: 500 }),
      ),
    );
    await user.type(alias, 'stro Ace{Enter}');
    expect(await screen.findByRole('button', { name: /Not Saved/ })).toBeInTheDocument();
    expect(alias).toHaveValue('astro Ace');
  });

  it('refuses a wrong type and a too large image before uploading, then previews and uploads a PNG', async () => {
    await loginAs('player');
    const uploads = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/account/avatar')) uploads();
    });
    const { queryClient } = open('/account/profile');
    await drawn('profile');
    const input = screen.getByTestId('account-avatar-input');

    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'cat.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('"cat.gif" is not a PNG, JPEG or WebP image. Please choose one of those.')).toBeInTheDocument();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('"huge.png" is 2.1 MB: the avatar may be at most 2 MB. Please choose a smaller image.')).toBeInTheDocument();
    expect(screen.queryByTestId('account-avatar-preview')).toBeNull();

    fireEvent.change(input, { target: { files: [pngFile()] } });
    const preview = await screen.findByRole('img', { name: 'Preview of your new avatar' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(uploads).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Avatar' }));
    await waitFor(() => expect(sessionOf(queryClient)?.account.avatar.sd).toMatch(/^data:image\/png;base64,/));
    expect(uploads).toHaveBeenCalledTimes(1);
    expect(db.users.findFirst((q) => q.where({ username: 'player' }))?.avatar.sd).toMatch(/^data:image\/png;base64,/);
  });
});

describe('/account/shop', () => {
  it('lists coin purchases with price, method and status', async () => {
    await loginAs('player');
    open('/account/shop');
    expect(await heading('Purchases')).toBeInTheDocument();
    const items = await screen.findAllByTestId('account-purchase');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('500 Coins');
    expect(items[0]).toHaveTextContent('$4.49');
    expect(items[0]).toHaveTextContent('Pending');
    expect(items[1]).toHaveTextContent('Paid');
  });

  it('shows a premium month once bought', async () => {
    await loginAs('player');
    await callEndpoint(api(), endpoints['market.premiumPurchase']);
    open('/account/shop');
    const items = await screen.findAllByTestId('account-purchase');
    expect(items[0]).toHaveAttribute('data-kind', 'premium');
    expect(items[0]).toHaveTextContent('Premium, 1 month');
    expect(items[0]).toHaveTextContent('10 coins');
  });

  it('says so when there is no purchase', async () => {
    await loginAs('player');
    setScenarioState({ scenario: 'empty' });
    open('/account/shop');
    expect(await screen.findByText('No purchases yet')).toBeInTheDocument();
    expect(screen.getByTestId('account-shop-empty')).toContainElement(screen.getAllByRole('link', { name: 'Go to the Shop' })[1] ?? null);
  });
});

describe('/account/settings (spec §3 User settings, §4 request buttons)', () => {
  it('shows every group of spec §3 with each field and its default', async () => {
    await loginAs('player');
    open('/account/settings');
    expect(await heading('Settings')).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Media' }, { timeout: 8000 });
    const groups = ['general', 'security', 'privacy', 'community', 'media', 'notification'].map((group) => screen.getByTestId(`settings-${group}`));
    expect(groups.map((group) => within(group).getByRole('heading', { level: 2 }).textContent)).toEqual(['General', 'Security', 'Privacy', 'Community', 'Media', 'Notifications']);
    expect(screen.getByRole('button', { name: 'Request my data' })).toBeInTheDocument();
    // Spec §3's 37 fields: general.data_requested is the action above, the 36 others a switch or a choice.
    expect(screen.getAllByRole('switch').length + screen.getAllByRole('combobox').length).toBe(36);
    const privacy = screen.getByRole('group', { name: 'Privacy' });
    expect(within(privacy).getAllByRole('combobox')).toHaveLength(9);
    expect(within(privacy).getAllByText('Default: Everyone')).toHaveLength(9);
    const community = screen.getByRole('group', { name: 'Community' });
    expect(within(community).getByRole('switch', { name: /Show community toasts/ })).toBeChecked();
  });

  it('saves a change with the request button; the session follows (the sounds mute)', async () => {
    await loginAs('player');
    const { queryClient } = open('/account/settings');
    await screen.findByRole('group', { name: 'Media' }, { timeout: 8000 });
    const media = screen.getByRole('group', { name: 'Media' });
    const save = within(media).getByRole('button', { name: 'Save Media' });
    expect(save).toBeDisabled();
    fireEvent.click(within(media).getByRole('switch', { name: /Mute all sounds/ }));
    expect(save).toBeEnabled();
    fireEvent.click(save);
    await waitFor(() => expect(sessionOf(queryClient)?.settings.media.mute_sounds_master).toBe(true));
    expect(await within(media).findByRole('button', { name: /Saved/ })).toBeInTheDocument();
    const saved = await callEndpoint(api(), endpoints['account.settings']);
    expect(saved.media.mute_sounds_master).toBe(true);
  });

  it('changes nothing saved when the server refuses, and keeps the choice on screen', async () => {
    await loginAs('player');
    server.use(
      http.patch('*/v1/private/user/account/settings', () =>
        HttpResponse.json({ status: { success: false, code: 500, message: 'Settings are read-only right now.', debug: null }, data: null }, { status: 500 }),
      ),
    );
    const { queryClient } = open('/account/settings');
    await screen.findByRole('group', { name: 'Privacy' }, { timeout: 8000 });
    const privacy = screen.getByRole('group', { name: 'Privacy' });
    const profile = within(privacy).getByRole('combobox', { name: /Who can see my profile/ });
    fireEvent.change(profile, { target: { value: 'friends' } });
    fireEvent.click(within(privacy).getByRole('button', { name: 'Save Privacy' }));
    expect(await within(privacy).findByRole('button', { name: /Not Saved/ })).toBeInTheDocument();
    expect(profile).toHaveValue('friends');
    expect(sessionOf(queryClient)?.settings.privacy.profile_visibility).toBe('all');
  });

  it("requests the player's data once ('Request my data')", async () => {
    await loginAs('player');
    open('/account/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Request my data' }, { timeout: 8000 }));
    expect(await screen.findByTestId('settings-data-requested')).toBeInTheDocument();
    expect((await callEndpoint(api(), endpoints['account.settings'])).general.data_requested).toBe(true);
  });
});

describe('/account/support', () => {
  it("starts the contact form with the account's e-mail address", async () => {
    await loginAs('player');
    open('/account/support');
    expect(await heading('Support')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /E-mail address/ })).toHaveValue('player@orbital.test');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });
});
