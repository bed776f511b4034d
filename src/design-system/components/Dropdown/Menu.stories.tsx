import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Menu, preloadMenuPanel, type MenuItemData } from './Menu';

const Who = styled.div`
  display: grid;
  gap: 2px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};

  strong {
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

const items = (signOut: MenuItemData['onSelect']): MenuItemData[] => [
  { id: 'dashboard', label: 'Dashboard', icon: 'dashboard', href: '#dashboard' },
  { id: 'profile', label: 'View Profile', icon: 'user', href: '#profile' },
  { id: 'settings', label: 'Settings', icon: 'settings', href: '#settings' },
  { id: 'signout', label: 'Sign Out', icon: 'logout', tone: 'danger', onSelect: signOut },
];

const meta = {
  title: 'Design System/Menu',
  component: Menu,
  // The list is a chunk of its own (loaded on first use): these stories show it once there; Shell stories open it cold.
  loaders: [
    async () => {
      await preloadMenuPanel();
      return {};
    },
  ],
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Account',
    defaultOpen: true,
    header: (
      <Who>
        <strong>player</strong>
        <span>120 coins</span>
      </Who>
    ),
    items: items(fn()),
  },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const menu = await screen.findByRole('menu', { name: 'Account' });
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Dashboard', 'View Profile', 'Settings', 'Sign Out']);
  },
};

export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'View Profile' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SigningOut: Story = {
  args: { items: items(() => new Promise(() => {})) },
  play: async () => {
    const signOut = await screen.findByRole('menuitem', { name: 'Sign Out' });
    await userEvent.click(signOut);
    await expect(signOut).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.getByRole('menu')).toBeVisible());
  },
};

export const BusyItem: Story = {
  args: {
    items: [
      { id: 'dashboard', label: 'Dashboard', icon: 'dashboard', href: '#dashboard' },
      { id: 'signout', label: 'Sign Out', icon: 'logout', tone: 'danger', busy: true },
    ],
  },
};

export const WithDisabledItem: Story = {
  args: {
    items: [
      { id: 'dashboard', label: 'Dashboard', icon: 'dashboard', href: '#dashboard' },
      { id: 'community', label: 'Community', icon: 'users', disabled: true },
    ],
  },
};

/** A navigation menu (the account pages on a phone): the page on screen is aria-current="page" and marked. */
export const WithCurrentPage: Story = {
  args: {
    label: 'Account pages',
    header: undefined,
    items: [
      { id: 'home', label: 'Dashboard', icon: 'dashboard', href: '#home' },
      { id: 'profile', label: 'Profile', icon: 'user', href: '#profile', current: true },
      { id: 'settings', label: 'Settings', icon: 'settings', href: '#settings' },
    ],
  },
  play: async () => {
    const menu = await screen.findByRole('menu', { name: 'Account pages' });
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  },
};
