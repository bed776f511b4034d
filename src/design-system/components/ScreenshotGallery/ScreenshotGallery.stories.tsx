import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sceneArt } from '../Card/storyFixtures';
import { ScreenshotGallery } from './ScreenshotGallery';

const shots = [0, 1, 2, 3].map((seed) => ({ original: sceneArt(seed, 1280, 720), thumbnail: sceneArt(seed, 320, 180) }));

const Frame = styled.div`
  max-width: 720px;
`;

const meta = {
  title: 'Design System/ScreenshotGallery',
  component: ScreenshotGallery,
  args: {
    shots,
    label: 'Screenshots of Starfall Arena',
    thumbnailLabel: (position: number, count: number) => `Screenshot ${position} of ${count}`,
    previewAlt: (position: number) => `Screenshot ${position} of Starfall Arena`,
  },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof ScreenshotGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

const preview = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('screenshot-preview');

/** The first original in the preview; four thumbnail buttons, the first one pressed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Screenshots of Starfall Arena' });
    const buttons = within(list).getAllByRole('button');
    await expect(buttons).toHaveLength(4);
    await expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    await expect(preview(canvasElement)).toHaveAttribute('alt', 'Screenshot 1 of Starfall Arena');
  },
};

/** Hover previews a thumbnail's original; leaving returns to the selected one. */
export const HoverPreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const third = canvas.getByRole('button', { name: 'Screenshot 3 of 4' });
    await userEvent.hover(third);
    await waitFor(() => expect(preview(canvasElement)).toHaveAttribute('src', shots[2]?.original));
    await userEvent.unhover(third);
    await waitFor(() => expect(preview(canvasElement)).toHaveAttribute('src', shots[0]?.original));
  },
};

/** Keyboard: Tab focuses a thumbnail, which previews it; Enter keeps it selected while focus moves on. */
export const KeyboardSelect: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const second = canvas.getByRole('button', { name: 'Screenshot 2 of 4' });
    await expect(second).toHaveFocus();
    await expect(preview(canvasElement)).toHaveAttribute('src', shots[1]?.original);
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await expect(preview(canvasElement)).toHaveAttribute('alt', 'Screenshot 3 of Starfall Arena');
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Screenshot 3 of 4' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Missing pictures fall back to the screenshot placeholder (spec §3). */
export const MissingImages: Story = {
  args: { shots: [{ original: null, thumbnail: null }, { original: shots[1]?.original ?? null, thumbnail: null }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(2);
    await expect(within(canvasElement).getByRole('img', { name: 'Screenshot 1 of Starfall Arena' })).toBeVisible();
  },
};
