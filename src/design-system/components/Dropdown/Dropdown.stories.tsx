import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { IconName } from '../../icons';
import type { ColorToken } from '../../tokens';
import { Dropdown, preloadDropdownPanel, type DropdownProps } from './Dropdown';
import { DropdownItem } from './DropdownItem';

interface Notification {
  id: number;
  type: 'info' | 'success' | 'warning' | 'danger';
  title: string;
  body: string;
  time: string;
}

const look: Record<Notification['type'], { icon: IconName; tone: ColorToken }> = {
  info: { icon: 'info', tone: 'info' },
  success: { icon: 'trophy', tone: 'success' },
  warning: { icon: 'warning', tone: 'warning' },
  danger: { icon: 'danger', tone: 'danger' },
};

const all: Notification[] = [
  { id: 1, type: 'success', title: 'Achievement unlocked', body: 'You earned First Light in Starfall Arena.', time: '2 minutes ago' },
  { id: 2, type: 'info', title: 'New build available', body: 'Neon Drift 1.3 adds a night track and ghost races.', time: '1 hour ago' },
  { id: 3, type: 'warning', title: 'Premium ends soon', body: 'Your membership ends in 3 days. Renew to stay ad-free.', time: 'Yesterday' },
  { id: 4, type: 'info', title: 'Developer replied', body: 'Orbital Labs responded to your review.', time: '2 days ago' },
  { id: 5, type: 'danger', title: 'Payment failed', body: 'Your last coin purchase could not be completed.', time: '3 days ago' },
  { id: 6, type: 'info', title: 'Friend request', body: 'nova wants to be your friend.', time: '4 days ago' },
  { id: 7, type: 'success', title: 'Gift received', body: 'You received 100 coins.', time: 'Last week' },
];

type Args = DropdownProps<Notification>;

const meta = {
  title: 'Design System/Dropdown',
  component: Dropdown<Notification>,
  // The panel is a chunk of its own (loaded on first use): these stories show it once there; Shell stories open it cold.
  loaders: [
    async () => {
      await preloadDropdownPanel();
      return {};
    },
  ],
  // The panel opens under the trigger, aligned to its right edge, as in the header.
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: '34rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Notifications',
    title: 'Notifications',
    icon: 'bell',
    defaultOpen: true,
    items: [],
    count: 0,
    countLabel: (n: number) => `${n} unread`,
    getKey: (n: Notification) => n.id,
    renderItem: (n: Notification) => (
      <DropdownItem title={n.title} body={n.body} meta={n.time} icon={look[n.type].icon} iconTone={look[n.type].tone} href={`#notification-${n.id}`} />
    ),
    viewAll: { label: (count: number) => `View All (${count})`, href: '#notifications' },
    empty: { title: 'All Clear', text: 'You do not have any pending notifications at the moment.' },
    loggedOut: { title: 'Logged Out', text: 'Please log in to see your notifications.', actionLabel: 'Login', onAction: fn() },
    error: { title: 'Oops!', text: 'Something went wrong while loading your notifications.', retryLabel: 'Try again', onRetry: fn() },
    loadingLabel: 'Loading notifications',
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

// The panel fades in; assert on its end state.
const visible = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

export const Empty: Story = {
  play: async () => {
    await visible(await screen.findByText('All Clear'));
    await visible(screen.getByText('You do not have any pending notifications at the moment.'));
  },
};

export const OneItem: Story = { args: { items: all.slice(0, 1), count: 1 } };

export const ThreeItems: Story = {
  args: { items: all.slice(0, 3), count: 3 },
  play: async () => {
    await expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await visible(screen.getByRole('link', { name: /View All \(3\)/ }));
  },
};

export const SevenItems: Story = {
  args: { items: all, count: 7 },
  play: async () => {
    // Spec §2: at most 3 items and a View All count.
    await expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await visible(screen.getByRole('link', { name: /View All \(7\)/ }));
  },
};

export const EscapeCloses: Story = {
  args: { items: all, count: 7 },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Notifications, 7 unread' });
    await visible(await screen.findByRole('group', { name: 'Notifications' }));
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const LoggedOut: Story = {
  args: { state: 'logged-out' },
  play: async () => {
    await visible(await screen.findByText('Logged Out'));
    await expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  },
};

export const LoggedOutAction: Story = {
  args: { state: 'logged-out' },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    await expect(args.loggedOut?.onAction).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Loading notifications');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { state: 'error' },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await expect(args.error?.onRetry).toHaveBeenCalled();
  },
};

export const Messages: Story = {
  args: {
    label: 'Messages',
    title: 'New Messages',
    icon: 'mail',
    items: [],
    empty: { title: 'All Clear', text: 'You do not have any unread messages at the moment.', icon: 'mail' },
    viewAll: { label: (count: number) => `View All (${count})`, href: '#messages' },
  },
};

export const ClosedWithCount: Story = {
  args: { defaultOpen: false, items: all.slice(0, 2), count: 2 },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.getAllByRole('link')[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getAllByRole('link')[1]).toHaveFocus();
  },
};
