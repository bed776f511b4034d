import '../setup/msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { createMemoryConsent, noConsentSystem, setConsentAdapter } from '@/lib/consent';
import { getAuthModalState, closeAuthModal } from '@/lib/authModal';
import { renderWithTheme } from '../utils/render';
import { server } from '../setup/msw';
import { realtimeHandlers } from '../../mocks/realtime/msw';
import { setScenarioState } from '../../mocks/scenarios/state';
import { activeSection } from '@/features/shell/navSections';
import { ShellFrame } from '@/features/shell/testing';
import { preloadDropdownPanel, preloadMenuPanel } from '@/design-system/components/Dropdown';
import { preloadToasts } from '@/design-system/components/Toast';
import { preloadSearchPanel } from '@/features/shell/SearchBar';

async function loginAsPlayer() {
  await callEndpoint(api(), endpoints['auth.login'], { body: { login: 'player', password: 'Orbital!2026', remember: false } });
}

const location = () => screen.getByTestId('location').textContent;

// The shell's open states are chunks loaded on first use (issue 14; their own tests cover a press before a
// chunk has arrived): here they are loaded first, so these tests read the open state at once.
beforeAll(() => Promise.all([preloadSearchPanel(), preloadDropdownPanel(), preloadMenuPanel(), preloadToasts()]));

beforeEach(() => {
  server.use(...realtimeHandlers());
});

afterEach(() => {
  setConsentAdapter(noConsentSystem);
  closeAuthModal();
});

describe('search bar (spec §2, §4, §5)', () => {
  it('opens with Games and Users on, Articles and Announcements off', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ShellFrame />);
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    expect(screen.getByRole('switch', { name: 'Games' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Users' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Articles' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Announcements' })).not.toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  });

  it("shows the 'Invalid Input' danger toast below 3 characters and stays put", async () => {
    const user = userEvent.setup();
    renderWithTheme(<ShellFrame url="/blog" />);
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ab{Enter}');
    expect(await screen.findByText('Invalid Input')).toBeInTheDocument();
    expect(screen.getByText('Please enter at least 3 character to perform a search.')).toBeInTheDocument();
    expect(location()).toBe('/blog');
  });

  it('goes to /search with the query and the toggles for 3 characters', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ShellFrame />);
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.click(screen.getByRole('switch', { name: 'Articles' }));
    await user.click(screen.getByRole('switch', { name: 'Users' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'vr ');
    expect(location()).toBe('/');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'z{Enter}');
    expect(location()).toBe('/search?query=vr+z&games=1&users=0&articles=1&announcements=0');
  });

  it('Escape collapses and returns focus to the search button', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ShellFrame />);
    const trigger = screen.getByRole('button', { name: 'Open search' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('an outside click collapses it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ShellFrame />);
    const trigger = screen.getByRole('button', { name: 'Open search' });
    await user.click(trigger);
    await user.click(screen.getByTestId('location'));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('side navigation (spec §2)', () => {
  it.each([
    ['/arcade/games/starfall-arena', 'games'],
    ['/arcade', 'games'],
    ['/blog/article/x', 'blog'],
    ['/market/coins', 'shop'],
    ['/hc/legal/imprint', 'help'],
    ['/community/user/player', 'community'],
    ['/', null],
    ['/search', null],
    ['/blogger', null],
  ] as const)('%s → %s', (path, section) => {
    expect(activeSection(path)).toBe(section);
  });

  it('marks the section of the first path segment as current', () => {
    renderWithTheme(<ShellFrame url="/market/coins" />);
    const nav = screen.getByTestId('side-nav');
    expect(within(nav).getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Games' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: /Community/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).getByRole('link', { name: 'Popular' })).toHaveAttribute('href', '/arcade/games?sort=popular');
    expect(within(nav).getByRole('link', { name: 'Recent' })).toHaveAttribute('href', '/arcade/games?sort=recent');
    const chat = within(nav).getByRole('link', { name: /Chat Community/ });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat.getAttribute('rel')).toContain('noopener');
  });

  it('opens the drawer from the menu button; Escape closes it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ShellFrame />);
    // jsdom's 1024 px window is "large": the menu button is styled away, but stays in the tree.
    const menu = screen.getByRole('button', { name: 'Menu', hidden: true });
    fireEvent.click(menu);
    await waitFor(() => expect(document.getElementById('nav-drawer')).not.toBeNull());
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(document.getElementById('nav-drawer')).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.getElementById('nav-drawer')).toBeNull());
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('header dropdowns (spec §2)', () => {
  it('shows visitors the Logged Out prompt with a login action', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ShellFrame />);
    await screen.findByRole('button', { name: 'LOGIN' });
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByText('Logged Out')).toBeInTheDocument();
    const panel = screen.getByRole('group', { name: 'Notifications' });
    await user.click(within(panel).getByRole('button', { name: 'LOGIN' }));
    expect(getAuthModalState()).toMatchObject({ open: true, pane: 'login' });
  });

  it("shows 'All Clear' with the exact texts when the lists are empty", async () => {
    await loginAsPlayer();
    setScenarioState({ scenario: 'empty' });
    const user = userEvent.setup();
    renderWithTheme(<ShellFrame />);
    await screen.findByRole('button', { name: /Account|Player/i });
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('All Clear')).toBeInTheDocument();
    expect(screen.getByText('You do not have any pending notifications at the moment.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Messages' }));
    expect(await screen.findByText('You do not have any unread messages at the moment.')).toBeInTheDocument();
  });

  it('shows at most 3 items and a View All count', async () => {
    await loginAsPlayer();
    const items = Array.from({ length: 5 }, (_, i) => ({
      uuid: `00000000-0000-4000-8000-00000000000${i}`,
      type: 'info' as const,
      title: `Notice ${i + 1}`,
      body: 'Body',
      url: null,
      read: false,
      date: '2026-01-01T00:00:00.000Z',
    }));
    server.use(
      http.get('*/v1/private/user/account/notifications', () =>
        HttpResponse.json({
          status: { success: true, code: 200, message: 'OK' },
          data: { unread: 5, pagination: { total: 5, from: 1, to: 5, current: 1, last: 1, per_page: 10, items } },
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithTheme(<ShellFrame />);
    const trigger = await screen.findByRole('button', { name: /^Notifications, 5 unread/ });
    await user.click(trigger);
    const panel = screen.getByRole('group', { name: 'Notifications' });
    await within(panel).findByText('Notice 1');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(within(panel).queryByText('Notice 4')).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /View All \(5\)/ })).toBeInTheDocument();
  });
});

describe('footer (spec §2)', () => {
  it('links the legal pages, support and the socials', () => {
    renderWithTheme(<ShellFrame />);
    const footer = screen.getByRole('contentinfo');
    for (const page of ['terms-of-service', 'privacy-policy', 'refund-policy', 'imprint', 'about-us']) {
      expect(footer.querySelector(`a[href="/hc/legal/${page}"]`)).not.toBeNull();
    }
    expect(within(footer).getByRole('link', { name: 'Support Center' })).toHaveAttribute('href', '/hc');
    expect(within(footer).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/hc');
    expect(within(footer).getByRole('link', { name: 'Your Account' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /Developer Area/ })).toHaveAttribute('target', '_blank');
    for (const name of ['Discord', 'X', 'YouTube', 'Instagram', 'TikTok']) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
  });

  it('shows Cookie Settings only while a consent system is loaded', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ShellFrame />);
    expect(screen.queryByRole('button', { name: 'Cookie Settings' })).not.toBeInTheDocument();
    const consent = createMemoryConsent({ loaded: true });
    setConsentAdapter(consent);
    const button = await screen.findByRole('button', { name: 'Cookie Settings' });
    await user.click(button);
    expect(consent.settingsOpened).toBe(1);
  });

  it("shows the 'Coming Soon' bubble for Updates & News and Community", async () => {
    const user = userEvent.setup();
    renderWithTheme(<ShellFrame />);
    const footer = screen.getByRole('contentinfo');
    await user.click(within(footer).getByRole('button', { name: 'Updates & News' }));
    await waitFor(() => expect(document.querySelector('[data-coming-soon]')).toHaveTextContent('Coming Soon'));
  });
});
