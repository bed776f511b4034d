import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton, type IconButtonProps } from './IconButton';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

const meta = {
  title: 'Design System/IconButton',
  component: IconButton,
  args: { icon: 'bell', label: 'Notifications', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Primary: Story = { args: { variant: 'primary', icon: 'play', label: 'Play' } };
export const Secondary: Story = { args: { variant: 'secondary', icon: 'share', label: 'Share' } };
export const Danger: Story = { args: { variant: 'danger', icon: 'trash', label: 'Delete review' } };

export const Sizes: Story = {
  render: (args) => (
    <Row>
      <IconButton {...args} size="sm" label="Search (small)" icon="search" variant="secondary" />
      <IconButton {...args} size="md" label="Search (medium)" icon="search" variant="secondary" />
      <IconButton {...args} size="lg" label="Search (large)" icon="search" variant="secondary" />
    </Row>
  ),
  play: async ({ canvasElement }) => {
    // Even the small button keeps a 44 px hit area through its ::before layer.
    const small = within(canvasElement).getByRole('button', { name: 'Search (small)' });
    const before = getComputedStyle(small, '::before');
    const hit = small.getBoundingClientRect().width - 2 * Number.parseFloat(before.left);
    await expect(hit).toBeGreaterThanOrEqual(44);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Notifications' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true, variant: 'secondary' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Notifications' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

function ToggleDemo(props: IconButtonProps) {
  const [muted, setMuted] = useState(false);
  return <IconButton {...props} icon={muted ? 'mute' : 'volume'} label="Mute sounds" pressed={muted} onClick={() => setMuted((m) => !m)} />;
}

export const Toggle: Story = {
  render: (args) => <ToggleDemo {...args} />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Mute sounds' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Pressed: Story = { args: { pressed: true, icon: 'filter', label: 'Filters' } };

export const WithBadge: Story = {
  args: { badge: 3, badgeLabel: '3 unread', variant: 'secondary' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Notifications' });
    await expect(button).toHaveAccessibleDescription('3 unread');
    const dot = button.querySelector('[data-count]');
    await expect(dot).toBeVisible();
    await expect(dot && getComputedStyle(dot, '::after').content).toBe('"3"');
  },
};

export const BadgeOverflow: Story = {
  args: { badge: 250, icon: 'mail', label: 'Messages', badgeLabel: '250 unread' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Messages' });
    await expect(button.querySelector('[data-count]')).toHaveAttribute('data-count', '99+');
  },
};

export const BadgeDot: Story = { args: { badge: true, badgeLabel: 'New activity', icon: 'activity', label: 'Activity' } };

export const BadgeZero: Story = {
  args: { badge: 0 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Notifications' });
    await expect(button).not.toHaveAttribute('aria-describedby');
  },
};

export const Toolbar: Story = {
  render: (args) => (
    <Row>
      <IconButton {...args} icon="search" label="Search" />
      <IconButton {...args} icon="bell" label="Notifications" badge={2} badgeLabel="2 unread" />
      <IconButton {...args} icon="mail" label="Messages" badge={12} badgeLabel="12 unread" />
      <IconButton {...args} icon="fullscreen" label="Fullscreen" variant="secondary" />
      <IconButton {...args} icon="headset" label="Enter VR" variant="primary" size="lg" />
    </Row>
  ),
};
