import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { createMemoryConsent, noConsentSystem, setConsentAdapter } from '@/lib/consent';
import { preloadSearchPanel } from './SearchBar';
import { ShellFrame, type ShellFrameOptions } from './testing';

/*
 * The shell in its states: guest, player, premium; dropdowns empty and full; the search expanded with
 * each toggle; the navigation (desktop, drawer); footer with and without a consent system; snowfall.
 * Server state comes from `parameters.sandbox` (persona, scenario).
 */

const PageBox = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 40vh;
  padding: ${({ theme }) => theme.space[8]};

  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.fontSize['3xl']};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

function DemoPage() {
  return (
    <PageBox>
      <h1>Play VR in your browser</h1>
      <p>The page renders here, between the header, the side navigation and the footer.</p>
    </PageBox>
  );
}

function Shell(props: ShellFrameOptions) {
  return <ShellFrame page={<DemoPage />} {...props} />;
}

/** The search panel is a chunk of its own (loaded on first use): the expanded stories show it once there. */
const withSearchPanel = async () => {
  await preloadSearchPanel();
  return {};
};

const withoutConsent = async () => {
  setConsentAdapter(noConsentSystem);
  return {};
};

const meta = {
  title: 'Shell/AppLayout',
  component: Shell,
  parameters: { layout: 'fullscreen' },
  loaders: [withoutConsent],
  args: { url: '/arcade/games' },
} satisfies Meta<typeof Shell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  parameters: { sandbox: { persona: 'guest' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'LOGIN' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Orbital home' })).toHaveAttribute('href', '/');
  },
};

export const Player: Story = {
  parameters: { sandbox: { persona: 'player' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('coin-balance')).toBeVisible();
    await expect(canvas.getByTestId('account-avatar')).not.toHaveAttribute('data-premium');
  },
};

export const Premium: Story = {
  parameters: { sandbox: { persona: 'premium' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('account-avatar')).toHaveAttribute('data-premium', 'true'));
  },
};

export const AccountMenuOpen: Story = {
  parameters: { sandbox: { persona: 'premium' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('account-avatar')).toBeVisible());
    await userEvent.click(canvas.getByTestId('account-avatar'));
    const menu = await canvas.findByRole('menu');
    for (const name of ['Dashboard', 'View Profile', 'Settings', 'Sign Out']) {
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name })).toBeVisible());
    }
  },
};

export const NotificationsFull: Story = {
  parameters: { sandbox: { persona: 'player' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('coin-balance');
    await userEvent.click(await canvas.findByRole('button', { name: /^Notifications, \d+ unread/ }));
    const panel = await canvas.findByRole('group', { name: 'Notifications' });
    await waitFor(() => expect(within(panel).getAllByRole('listitem').length).toBeGreaterThan(0));
    await expect(within(panel).getAllByRole('listitem').length).toBeLessThanOrEqual(3);
    // The panel animates in (motion's features load lazily): wait for the end state.
    await waitFor(() => expect(within(panel).getByRole('link', { name: /View All/ })).toBeVisible());
  },
};

export const MessagesFull: Story = {
  parameters: { sandbox: { persona: 'player' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('coin-balance');
    await userEvent.click(await canvas.findByRole('button', { name: /^New Messages, \d+ unread/ }));
    const panel = await canvas.findByRole('group', { name: 'New Messages' });
    await waitFor(() => expect(within(panel).getAllByRole('listitem').length).toBeGreaterThan(0));
  },
};

export const DropdownsEmpty: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /Player|Account/i });
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    const allClear = await canvas.findByText('You do not have any pending notifications at the moment.');
    await waitFor(() => expect(allClear).toBeVisible());
  },
};

export const DropdownsLoggedOut: Story = {
  parameters: { sandbox: { persona: 'guest' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'LOGIN' });
    await userEvent.click(canvas.getByRole('button', { name: 'New Messages' }));
    const loggedOut = await canvas.findByText('Logged Out');
    await waitFor(() => expect(loggedOut).toBeVisible());
  },
};

export const SearchExpanded: Story = {
  loaders: [withSearchPanel],
  args: { header: { search: { defaultExpanded: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Games' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Articles' })).not.toBeChecked();
  },
};

export const SearchOnlyArticles: Story = {
  loaders: [withSearchPanel],
  args: { header: { search: { defaultExpanded: true, defaultToggles: { games: false, users: false, articles: true } } } },
};

export const SearchOnlyAnnouncements: Story = {
  loaders: [withSearchPanel],
  args: { header: { search: { defaultExpanded: true, defaultToggles: { games: false, users: false, announcements: true } } } },
};

export const SearchEverything: Story = {
  loaders: [withSearchPanel],
  args: { header: { search: { defaultExpanded: true, defaultToggles: { articles: true, announcements: true } } } },
};

export const SearchTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open search' }));
    // Opened cold: the field shows when the panel's chunk has arrived.
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search' }), 'vr{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    // The toast animates in (motion's features load lazily): wait for the end state.
    const message = await body.findByText('Please enter at least 3 character to perform a search.');
    await waitFor(() => expect(message).toBeVisible());
  },
};

export const ActiveBlog: Story = {
  args: { url: '/blog' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByTestId('side-nav'));
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
  },
};

export const FooterWithConsent: Story = {
  loaders: [
    async () => {
      setConsentAdapter(createMemoryConsent({ loaded: true }));
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cookie Settings' })).toBeInTheDocument();
  },
};

export const FooterWithoutConsent: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Cookie Settings' })).toBeNull();
  },
};

export const Snowfall: Story = {
  args: { forceSnow: true },
};
