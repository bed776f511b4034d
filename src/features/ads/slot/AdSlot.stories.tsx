import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createQueryClient } from '@/api/queryClient';
import type { Ad } from '@/api/schemas/ads';
import { ToastProvider } from '@/design-system';
import { DialogHost } from '@/design-system/components/Dialog';
import { setGameXrState } from '@/features/games/sdk/xrState';
import { FeedbackModalProvider } from '@/features/shell/FeedbackModal';
import { AdSlot } from './AdSlot';
import type { AdSlotServices } from './api';

/*
 * The page ad slot in each state (issue 16). Ads come from the demo's mock ad server (`parameters.sandbox`
 * picks the persona and scenario) or, where a state needs a fixed ad, from `args.services`.
 */

/** What the app's shell gives a slot: the session's queries, toasts, dialogs and the feedback modal. */
function Shell({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    const created = createQueryClient({ retryDelay: 0 });
    created.setDefaultOptions({ queries: { ...created.getDefaultOptions().queries, retry: false } });
    return created;
  });
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <DialogHost>
          <FeedbackModalProvider>{children}</FeedbackModalProvider>
        </DialogHost>
      </ToastProvider>
    </QueryClientProvider>
  );
}

const withShell: Decorator = (Story) => (
  <Shell>
    <Story />
  </Shell>
);

const meta = {
  title: 'Ads/Ad slot',
  component: AdSlot,
  decorators: [withShell],
  args: { size: '735x90' },
} satisfies Meta<typeof AdSlot>;
export default meta;
type Story = StoryObj<typeof meta>;

const TIMEOUT = { timeout: 8000 };
// A poster frame that needs no file (the video's first frame stands in for it in a real ad).
const POSTER = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="500"><rect width="600" height="500" fill="#2b1f5c"/><text x="300" y="260" font-size="40" text-anchor="middle" fill="#fff">No ads. Just games.</text></svg>')}`;
const VIDEO: Ad = { uuid: '5b0c6c2e-8a57-4f5e-9c1e-6f1f3f0a9b11', type: 'video', media: '/mock-media/ads/orbital-premium.webm', poster: POSTER, url: '/market' };
const notBlocked: Partial<AdSlotServices> = { detectAdBlock: () => Promise.resolve(false) };

const slot = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('ad-slot');
const slotState = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('ad-slot-state').dataset.state;

/** Loading: the box has its final size (735 × 90, scaled down on narrow screens) before anything is served. */
export const Reserved: Story = {
  args: { services: { detectAdBlock: () => new Promise<boolean>(() => {}) } },
  play: async ({ canvasElement }) => {
    const box = slot(canvasElement);
    const { width, height } = box.getBoundingClientRect();
    await expect(width).toBeGreaterThan(0);
    await expect(Math.abs(width / height - 735 / 90)).toBeLessThan(0.05);
    await expect(within(canvasElement).queryByTestId('ad-slot-link')).toBeNull();
  },
};

/** An image ad from the ad server (735x90), linking out in a new tab, with 'Report Ad'. */
export const ImageAd: Story = {
  args: { services: notBlocked },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByTestId('ad-slot-link', {}, TIMEOUT);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener sponsored');
    await expect(canvas.getByRole('img', { name: 'Advertisement' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Report Ad' })).toBeVisible();
  },
};

/** The game page's 600x500 block with a video ad: muted, inline, its poster until it plays. */
export const VideoWithPoster: Story = {
  args: { size: '600x500', services: { ...notBlocked, serve: () => Promise.resolve(VIDEO) } },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByTestId('ad-slot-link', {}, TIMEOUT);
    const video = link.querySelector('video');
    await expect(video).not.toBeNull();
    await expect(video?.muted).toBe(true);
    await expect(video).toHaveAttribute('playsinline');
    await expect(video).toHaveAttribute('poster', POSTER);
    await expect(link).toHaveAttribute('href', '/market');
  },
};

/** The ad server has no ad (the `empty` scenario): the box stays, empty. */
export const NoAd: Story = {
  args: { services: notBlocked },
  parameters: { sandbox: { scenario: 'empty' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(slotState(canvasElement)).toBe('empty'), TIMEOUT);
    await expect(slot(canvasElement)).toBeVisible();
    await expect(within(canvasElement).queryByTestId('ad-slot-link')).toBeNull();
  },
};

/** An ad blocker hid the bait: a polite message in the kept box, nothing served. */
export const AdBlocked: Story = {
  args: { services: { detectAdBlock: () => Promise.resolve(true) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('ad-slot-blocked', {}, TIMEOUT)).toHaveTextContent('Ads keep these games free to play.');
    await expect(slot(canvasElement)).toBeVisible();
  },
};

/** The serve call fails (fail=ads.serve): only logged to the console (spec §8); the box stays, empty. */
export const ServeError: Story = {
  args: { services: notBlocked },
  parameters: { sandbox: { fail: ['ads.serve'] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(slotState(canvasElement)).toBe('empty'), TIMEOUT);
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(within(canvasElement).queryByTestId('ad-slot-link')).toBeNull();
  },
};

/** A premium player: no slot at all (spec §4, §6). */
export const Premium: Story = {
  args: { services: notBlocked },
  parameters: { sandbox: { persona: 'premium' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryByTestId('ad-slot')).toBeNull(), TIMEOUT);
  },
};

/** While the game's XR session is started or visible the box stays empty; the ad is back when it ends. */
export const XrHidden: Story = {
  args: { services: notBlocked },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('ad-slot-link', {}, TIMEOUT);
    try {
      setGameXrState('started');
      await waitFor(() => expect(canvas.queryByTestId('ad-slot-link')).toBeNull());
      await expect(slot(canvasElement)).toHaveAttribute('data-xr-hidden', 'true');
      setGameXrState('visible');
      await expect(canvas.queryByTestId('ad-slot-link')).toBeNull();
      setGameXrState('ended');
      await expect(await canvas.findByTestId('ad-slot-link', {}, TIMEOUT)).toBeVisible();
    } finally {
      setGameXrState('idle');
    }
  },
};

/** 'Report Ad' opens the feedback modal; the report goes to support with the ad's id and link. */
export const ReportAd: Story = {
  args: { services: notBlocked },
  parameters: { sandbox: { persona: 'player' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Report Ad' }, TIMEOUT));
    const dialog = await page.findByRole('dialog', { name: 'Report Ad' }, TIMEOUT);
    await userEvent.type(await within(dialog).findByRole('textbox', {}, TIMEOUT), 'This ad plays sound and covers the game.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Report Ad' })).toBeNull(), TIMEOUT);
  },
};

/** A visitor asked to report is asked to log in first ('Login Required'). */
export const ReportAdVisitor: Story = {
  args: { services: notBlocked },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Report Ad' }, TIMEOUT));
    const dialog = await page.findByRole('dialog', { name: 'Login Required' }, TIMEOUT);
    await expect(dialog).toHaveTextContent('Please login or register to report an ad.');
  },
};
