import type { Meta, StoryObj } from '@storybook/react-vite';
import { MotionConfig } from 'motion/react';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Confetti } from './Confetti';
import { useCelebration } from './useCelebration';

const layers = () => document.querySelectorAll('[data-confetti]');

/** A page that celebrates on demand (what the game page does for an achievement or a game's happy time). */
function CelebrateOnDemand() {
  const { celebrate, confetti } = useCelebration();
  const [last, setLast] = useState<string>('');
  return (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start', padding: '1.5rem' }}>
      <Button onClick={() => setLast(celebrate() ? 'Celebrating' : 'Already celebrating (or reduced motion): nothing new')}>Celebrate</Button>
      <p role="status">{last}</p>
      {confetti}
    </div>
  );
}

const meta = {
  title: 'Design System/Confetti',
  component: Confetti,
  parameters: { layout: 'fullscreen' },
  // Something to celebrate over.
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', fontSize: '2rem', fontWeight: 700 }}>
        <p>Achievement Unlocked</p>
        <Story />
      </div>
    ),
  ],
  // A fixed seed: the same burst on every run.
  args: { seed: 2026 },
} satisfies Meta<typeof Confetti>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Burst: Story = {
  play: async () => {
    const canvas = document.querySelector('[data-confetti]');
    await expect(canvas).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(canvas as Element).pointerEvents).toBe('none');
  },
};

export const Short: Story = {
  name: 'Short burst (ends and removes itself)',
  args: { duration: 800 },
  play: async () => {
    await expect(layers()).toHaveLength(1);
    await waitFor(() => expect(layers()).toHaveLength(0), { timeout: 3000 });
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
  play: async () => {
    await expect(layers()).toHaveLength(0);
  },
};

export const OnDemand: Story = {
  name: 'On demand (useCelebration: never two at once)',
  render: () => <CelebrateOnDemand />,
  play: async () => {
    const button = screen.getByRole('button', { name: 'Celebrate' });
    await userEvent.click(button);
    await waitFor(() => expect(layers()).toHaveLength(1));
    await userEvent.click(button);
    await expect(screen.getByRole('status')).toHaveTextContent('Already celebrating');
    await expect(layers()).toHaveLength(1);
  },
};
