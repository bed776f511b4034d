import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, type TabItem, type TabsProps } from './Tabs';

const items: TabItem[] = [
  { id: 'about', label: 'About', content: <p>Starfall Arena is a fast-paced multiplayer arena shooter built for VR.</p> },
  { id: 'reviews', label: 'Reviews', content: <p>128 reviews, mostly positive.</p> },
  { id: 'catalog', label: 'Catalog', content: <p>Plasma Blade, Starter Pack and more.</p> },
  { id: 'leaderboard', label: 'Leaderboard', content: <p>Top 10 players this week.</p> },
];

const meta = {
  title: 'Design System/Tabs',
  component: Tabs,
  args: { items, 'aria-label': 'Game sections', onValueChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['line', 'pill'] } },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Reviews' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Reviews' })).toHaveTextContent('128 reviews');
    await expect(args.onValueChange).toHaveBeenCalledWith('reviews');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'About' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Leaderboard' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'About' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Pill: Story = { args: { variant: 'pill', 'aria-label': 'Sort' } };

export const Fitted: Story = { args: { fitted: true } };

export const WithIcons: Story = {
  args: {
    'aria-label': 'Account',
    items: [
      { id: 'home', label: 'Dashboard', icon: 'dashboard', content: <p>Your dashboard.</p> },
      { id: 'friends', label: 'Friends', icon: 'users', content: <p>No friends yet.</p> },
      { id: 'achievements', label: 'Achievements', icon: 'trophy', content: <p>3 achievements.</p> },
      { id: 'settings', label: 'Settings', icon: 'settings', content: <p>Settings.</p> },
    ],
  },
};

export const WithDisabledTab: Story = {
  args: {
    items: [...items.slice(0, 2), { id: 'community', label: 'Community', content: null, disabled: true }, ...items.slice(2)],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Reviews' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Catalog' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Community' })).toBeDisabled();
  },
};

function ControlledTabs(args: TabsProps) {
  const [value, setValue] = useState('catalog');
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Tabs {...args} value={value} onValueChange={setValue} />
      <p>Selected: {value}</p>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledTabs {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Catalog' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'About' }));
    await expect(canvas.getByText('Selected: about')).toBeInTheDocument();
  },
};
