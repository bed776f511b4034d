import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Ad } from '@/api/schemas/ads';
import { adArt } from '@mocks/db/art';
import { MOCK_VIDEO } from '@mocks/db/seed/media';
import type { AdNetwork, AdNetworkFailure, AdNetworkLoad } from '../network/types';
import { OverlayAd } from './OverlayAd';
import type { UseOverlayAdOptions } from './useOverlayAd';
import { StoryStage } from './storyStage';

/*
 * The overlay ad before a game starts (spec §4 'Overlay ad'; issue 16), over a 16:9 stage, with a story
 * ad network drawing local media (like the demo's mocks/ad-network, which src/ never imports). Each story passes the network's answer itself; `secondMs` shortens the
 * counted second where a story watches a whole countdown (the unit tests count real-length seconds with
 * fake timers). The view's fixed states are in OverlayAdView.stories.tsx.
 */

const customImage: Ad = {
  uuid: '00000000-0000-4000-8000-000000000601',
  type: 'image',
  media: adArt('story:custom-image', 600, 500, 'Season 2 is live', 'Play now'),
  poster: null,
  url: '/arcade/games/starfall-arena',
};
const customVideo: Ad = {
  ...customImage,
  uuid: '00000000-0000-4000-8000-000000000602',
  type: 'video',
  media: MOCK_VIDEO.premiumAd,
  poster: adArt('story:custom-video', 600, 500, 'No ads. Just games.', 'Learn more'),
  url: '/market',
};

interface StoryArgs extends UseOverlayAdOptions {
  overlay: Ad | null;
}

function OverlayAdStory({ overlay, game, ...rest }: StoryArgs) {
  return (
    <StoryStage>
      <OverlayAd {...rest} game={{ ...game, overlay }} />
    </StoryStage>
  );
}

/** A network that draws a local video or image overlay ad and does not say its length. */
function storyNetwork(kind: 'video' | 'image'): AdNetwork {
  return {
    displaySlot: () => Promise.resolve(false),
    showOverlay(container) {
      const media = document.createElement(kind === 'video' ? 'video' : 'img');
      if (media instanceof HTMLVideoElement) {
        media.muted = true;
        media.loop = true;
        media.src = MOCK_VIDEO.premiumAd;
      } else {
        media.alt = '';
        media.src = adArt('story:network-image', 600, 500, 'Demo ad network', 'Learn more');
      }
      container.replaceChildren(media);
      return Promise.resolve({ kind });
    },
  };
}
const network = (kind: 'video' | 'image') => () => Promise.resolve<AdNetworkLoad>({ ok: true, network: storyNetwork(kind) });
/** A failure after a moment, so the story shows Play busy first. */
const failing = (failure: AdNetworkFailure) => () =>
  new Promise<AdNetworkLoad>((resolve) => setTimeout(() => resolve({ ok: false, failure }), 300));

const meta = {
  title: 'Ads/Overlay/OverlayAd',
  component: OverlayAdStory,
  args: {
    overlay: null,
    game: { ads_disabled: false, overlay: null },
    premium: false,
    adsEnabled: true,
    onDone: fn(),
    loadNetwork: network('video'),
  },
} satisfies Meta<typeof OverlayAdStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const TIMEOUT = { timeout: 8000 };

async function play(canvasElement: HTMLElement, name: string | RegExp) {
  const region = await within(canvasElement).findByRole('region', { name: 'Advertisement' }, TIMEOUT);
  const button = await within(region).findByRole('button', { name }, TIMEOUT);
  return { region, button };
}

/** The spec's 5-s custom ad: 'Play (5)', waiting, with the focus on the overlay. */
export const CustomImage: Story = {
  args: { overlay: customImage },
  play: async ({ canvasElement, args }) => {
    const { region, button } = await play(canvasElement, 'Play (5)');
    expect(region).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(args.onDone).not.toHaveBeenCalled();
    expect(within(region).getByRole('link', { name: 'Advertisement: opens in a new tab' })).toHaveAttribute('target', '_blank');
  },
};

/** A custom video ad, muted, with its poster; the same 5 s. */
export const CustomVideo: Story = {
  args: { overlay: customVideo },
  play: async ({ canvasElement }) => {
    const { region } = await play(canvasElement, 'Play (5)');
    const video = region.querySelector('video');
    expect(video).not.toBeNull();
    expect(video?.getAttribute('poster')).toBe(customVideo.poster);
    expect(video?.muted).toBe(true);
  },
};

/** The whole countdown of a custom ad, a counted second being 150 ms: 'Play (5)' … 'Play (1)', 'Play', then the game starts. */
export const CountingDownToSkippable: Story = {
  args: { overlay: customImage, secondMs: 150 },
  play: async ({ canvasElement, args }) => {
    await play(canvasElement, 'Play (5)');
    const { button } = await play(canvasElement, 'Play');
    expect(button).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(button);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith({ shown: true }));
  },
};

/** The network's video overlay ad without a length: the default 30 s ('Play (30)', then 'Play (29)' a second later). */
export const NetworkVideo30s: Story = {
  args: { loadNetwork: network('video') },
  play: async ({ canvasElement }) => {
    const { region } = await play(canvasElement, 'Play (30)');
    expect(within(region).getByTestId('overlay-ad-network').querySelector('video')?.getAttribute('src')).toBe(MOCK_VIDEO.premiumAd);
    await play(canvasElement, 'Play (29)');
  },
};

/** The network's image overlay ad: the default 5 s for anything but video. */
export const NetworkImage5s: Story = {
  args: { loadNetwork: network('image') },
  play: async ({ canvasElement }) => {
    const { region } = await play(canvasElement, 'Play (5)');
    expect(within(region).getByTestId('overlay-ad-network').querySelector('img')).not.toBeNull();
  },
};

async function skippableAtOnce(canvasElement: HTMLElement, onDone: UseOverlayAdOptions['onDone']) {
  const { button } = await play(canvasElement, 'Play');
  await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'false'), TIMEOUT);
  expect(within(canvasElement).queryByRole('link')).toBeNull();
  await userEvent.click(button);
  await waitFor(() => expect(onDone).toHaveBeenCalledWith({ shown: false }));
}

/** The network did not answer within 10 s (the loader's 'timeout'): Play at once. */
export const NetworkTimeout: Story = {
  args: { loadNetwork: failing('timeout') },
  play: async ({ canvasElement, args }) => skippableAtOnce(canvasElement, args.onDone),
};

/** The network script was blocked: Play at once. */
export const NetworkBlocked: Story = {
  args: { loadNetwork: failing('blocked') },
  play: async ({ canvasElement, args }) => skippableAtOnce(canvasElement, args.onDone),
};

/** The player declined consent: Play at once. */
export const ConsentDeclined: Story = {
  args: { loadNetwork: failing('declined') },
  play: async ({ canvasElement, args }) => skippableAtOnce(canvasElement, args.onDone),
};

/** No GDPR consent: Play at once. */
export const NoConsent: Story = {
  args: { loadNetwork: failing('no-consent') },
  play: async ({ canvasElement, args }) => skippableAtOnce(canvasElement, args.onDone),
};

/** A premium player sees no overlay ad: nothing renders and the game starts at once. */
export const Premium: Story = {
  args: { overlay: customImage, premium: true },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith({ shown: false }));
    expect(within(canvasElement).queryByRole('region', { name: 'Advertisement' })).toBeNull();
  },
};
