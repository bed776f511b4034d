import type { Meta, StoryObj } from '@storybook/react-vite';
import { MotionConfig } from 'motion/react';
import { expect } from 'storybook/test';
import { Snowfall } from './Snowfall';

const meta = {
  title: 'Design System/Snowfall',
  component: Snowfall,
  parameters: { layout: 'fullscreen' },
  // Something to snow over.
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', fontSize: '2rem', fontWeight: 700 }}>
        <p>Orbital</p>
        <Story />
      </div>
    ),
  ],
  args: { date: new Date(2026, 11, 24) },
} satisfies Meta<typeof Snowfall>;
export default meta;
type Story = StoryObj<typeof meta>;

const layer = (root: HTMLElement) => root.ownerDocument.querySelector('[data-snowfall]');

export const InSeason: Story = {
  name: 'In season',
  play: async ({ canvasElement }) => {
    await expect(layer(canvasElement)).toHaveAttribute('aria-hidden', 'true');
  },
};

export const OutOfSeason: Story = {
  name: 'Out of season',
  args: { date: new Date(2026, 6, 1) },
  play: async ({ canvasElement }) => {
    await expect(layer(canvasElement)).toBeNull();
  },
};

export const Forced: Story = {
  args: { date: new Date(2026, 6, 1), force: true },
  play: async ({ canvasElement }) => {
    await expect(layer(canvasElement)).not.toBeNull();
  },
};

export const ReducedMotion: Story = {
  name: 'Reduced motion',
  decorators: [
    (Story) => (
      <MotionConfig reducedMotion="always">
        <Story />
      </MotionConfig>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(layer(canvasElement)).toBeNull();
  },
};
