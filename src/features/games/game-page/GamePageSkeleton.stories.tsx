import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdBlockPlaceholder } from './AdBlockPlaceholder';
import { GamePageSkeleton } from './GamePageSkeleton';

const meta = {
  title: 'Pages/Game page/Skeleton and ad block',
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

/** The reserved ad block (600x500 box) for non-premium players on games with ads. */
export const AdBlock: Story = {
  render: () => (
    <div style={{ maxWidth: 400, padding: 16 }}>
      <AdBlockPlaceholder />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId('game-ad-block').getBoundingClientRect();
    await expect(Math.abs(box.width / box.height - 600 / 500)).toBeLessThan(0.01);
  },
};
