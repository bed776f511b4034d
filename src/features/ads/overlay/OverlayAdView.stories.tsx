import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adArt } from '@mocks/db/art';
import { OverlayAdView } from './OverlayAdView';
import { StoryStage } from './storyStage';

/* The overlay ad's view in fixed states (spec §4 'Overlay ad': skip label 'Play (n)', then 'Play'). */

const ad = {
  uuid: '00000000-0000-4000-8000-000000000611',
  type: 'image' as const,
  media: adArt('story:view', 600, 500, 'Play without ads', 'Go Premium'),
  poster: null,
  url: '/market',
};

const meta = {
  title: 'Ads/Overlay/OverlayAdView',
  component: OverlayAdView,
  decorators: [
    (Story) => (
      <StoryStage>
        <Story />
      </StoryStage>
    ),
  ],
  args: { content: { kind: 'custom', ad }, remaining: 3, onPlay: fn() },
} satisfies Meta<typeof OverlayAdView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting: 'Play (3)', focusable but refusing the click. */
export const CountingDown: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Play (3)' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(args.onPlay).not.toHaveBeenCalled();
  },
};

/** The cooldown is over: 'Play' starts the game (keyboard too). */
export const Skippable: Story = {
  args: { remaining: 0 },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Play' });
    expect(button).toHaveAttribute('aria-disabled', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(args.onPlay).toHaveBeenCalledTimes(1);
  },
};

/** Waiting for the ad network: Play busy, the reserved box with a spinner. */
export const Loading: Story = {
  args: { content: { kind: 'loading' }, remaining: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-busy', 'true');
    expect(canvas.getByRole('status', { name: 'Loading the ad' })).toBeInTheDocument();
  },
};

/** Nothing to show (network failed or empty): 'Play' at once. */
export const NoAd: Story = {
  args: { content: { kind: 'none' }, remaining: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Your game is ready.')).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-disabled', 'false');
  },
};
