import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GamePageSkeleton } from './GamePageSkeleton';

const meta = {
  title: 'Pages/Game page/Skeleton',
  component: GamePageSkeleton,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GamePageSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: busy, announced, the stage already 16:9 at its final width. */
export const Skeleton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('game-loading')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading game...');
    const box = canvas.getByTestId('game-stage-skeleton').getBoundingClientRect();
    await expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.01);
  },
};
