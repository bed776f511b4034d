import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ad } from '@/api/schemas/ads';
import { overrideConfig, resetConfig } from '@/config';
import { DesignSystemProvider } from '@/design-system';
import { loadAdNetwork, resetAdNetworkForTests } from '../network/load';
import { setAdNetworkSource } from '../network/source';
import type { AdNetworkFailure, AdNetworkLoad, NetworkOverlayAd } from '../network/types';
import { OverlayAd } from './OverlayAd';

const imageAd: Ad = { uuid: '7d0c1a3e-5a0b-4c1e-9f00-000000000001', type: 'image', media: '/ad.svg', poster: null, url: '/market' };
const videoAd: Ad = { ...imageAd, type: 'video', media: '/ad.webm', poster: '/poster.svg' };

function networkWith(ad: NetworkOverlayAd | null): () => Promise<AdNetworkLoad> {
  return () => Promise.resolve({ ok: true, network: { displaySlot: () => Promise.resolve(false), showOverlay: () => Promise.resolve(ad) } });
}
const failing = (failure: AdNetworkFailure) => () => Promise.resolve<AdNetworkLoad>({ ok: false, failure });
const never = () => new Promise<AdNetworkLoad>(() => {});
/** A network that loads but never answers showOverlay. */
const hanging = () =>
  Promise.resolve<AdNetworkLoad>({ ok: true, network: { displaySlot: () => Promise.resolve(false), showOverlay: () => new Promise(() => {}) } });

interface Setup {
  overlay?: Ad | null;
  adsDisabled?: boolean;
  premium?: boolean;
  loadNetwork?: () => Promise<AdNetworkLoad>;
}

async function show({ overlay = null, adsDisabled = false, premium = false, loadNetwork = never }: Setup = {}) {
  const onDone = vi.fn();
  render(
    <DesignSystemProvider>
      <OverlayAd game={{ overlay, ads_disabled: adsDisabled }} premium={premium} onDone={onDone} loadNetwork={loadNetwork} />
    </DesignSystemProvider>,
  );
  await act(() => vi.advanceTimersByTimeAsync(0));
  return onDone;
}

const playButton = () => screen.getByTestId('overlay-ad-play');
const seconds = (n: number) => act(() => vi.advanceTimersByTimeAsync(n * 1000));

beforeEach(() => {
  vi.useFakeTimers();
  overrideConfig({ ads: { enabled: true } });
});

afterEach(() => {
  vi.useRealTimers();
  resetConfig();
  setAdNetworkSource(null);
  resetAdNetworkForTests();
});

describe('the overlay ad (spec §4: skippable after a cooldown, label Play (n))', () => {
  it("counts a custom ad's 5 s down 'Play (5)' … 'Play (1)', then 'Play', and only then starts the game", async () => {
    const onDone = await show({ overlay: imageAd });
    expect(playButton()).toHaveAccessibleName('Play (5)');
    expect(playButton()).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(playButton());
    expect(onDone).not.toHaveBeenCalled();
    for (const n of [4, 3, 2, 1]) {
      await seconds(1);
      expect(playButton()).toHaveAccessibleName(`Play (${n})`);
    }
    await seconds(1);
    expect(playButton()).toHaveAccessibleName('Play');
    expect(playButton()).toHaveAttribute('aria-disabled', 'false');
    fireEvent.click(playButton());
    expect(onDone).toHaveBeenCalledExactlyOnceWith({ shown: true });
  });

  it('shows a custom video ad with its poster, linking to the advertiser in a new tab, on the same 5 s', async () => {
    await show({ overlay: videoAd });
    const video = document.querySelector('video')!;
    expect(video).toHaveAttribute('poster', '/poster.svg');
    expect(video.muted).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(screen.getByRole('link', { name: 'Advertisement: opens in a new tab' })).toHaveAttribute('target', '_blank');
    expect(playButton()).toHaveAccessibleName('Play (5)');
  });

  it('under reduced motion, leaves a custom video on its poster with controls instead of autoplaying', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query.includes('prefers-reduced-motion: reduce'),
        addEventListener: () => {},
        removeEventListener: () => {},
      }),
    });
    try {
      await show({ overlay: videoAd });
      const video = document.querySelector('video')!;
      expect(video.autoplay).toBe(false);
      expect(video.controls).toBe(true);
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it("waits a network video's default 30 s when the network does not say its length", async () => {
    await show({ loadNetwork: networkWith({ kind: 'video' }) });
    expect(playButton()).toHaveAccessibleName('Play (30)');
    await seconds(29);
    expect(playButton()).toHaveAccessibleName('Play (1)');
    await seconds(1);
    expect(playButton()).toHaveAccessibleName('Play');
  });

  it("waits a network image's default 5 s", async () => {
    await show({ loadNetwork: networkWith({ kind: 'image' }) });
    expect(playButton()).toHaveAccessibleName('Play (5)');
    await seconds(5);
    expect(playButton()).toHaveAccessibleName('Play');
  });

  it("waits the network ad's own length when it gives one", async () => {
    const onDone = await show({ loadNetwork: networkWith({ kind: 'video', durationSeconds: 12.2 }) });
    expect(playButton()).toHaveAccessibleName('Play (13)');
    await seconds(13);
    fireEvent.click(playButton());
    expect(onDone).toHaveBeenCalledExactlyOnceWith({ shown: true });
  });

  it('is skippable after 10 s when the loaded network never shows its overlay ad', async () => {
    await show({ loadNetwork: hanging });
    await seconds(9);
    expect(playButton()).toHaveAttribute('aria-busy', 'true');
    await seconds(1);
    expect(playButton()).toHaveAccessibleName('Play');
    expect(playButton()).toHaveAttribute('aria-disabled', 'false');
  });

  it('keeps Play busy while the network loads', async () => {
    await show({ loadNetwork: never });
    expect(playButton()).toHaveAttribute('aria-busy', 'true');
    expect(playButton()).toHaveAccessibleName('Play');
    expect(screen.getByRole('status', { name: 'Loading the ad' })).toBeInTheDocument();
  });

  it.each<AdNetworkFailure>(['timeout', 'blocked', 'declined', 'no-consent'])("is skippable at once on '%s' (cooldown forced to 0)", async (failure) => {
    const onDone = await show({ loadNetwork: failing(failure) });
    expect(playButton()).toHaveAccessibleName('Play');
    expect(playButton()).toHaveAttribute('aria-disabled', 'false');
    fireEvent.click(playButton());
    expect(onDone).toHaveBeenCalledExactlyOnceWith({ shown: false });
  });

  it('is skippable at once when the network has no overlay ad', async () => {
    await show({ loadNetwork: networkWith(null) });
    expect(playButton()).toHaveAccessibleName('Play');
  });

  it('is skippable after the real loader gives up at 10 s on a network that never answers', async () => {
    setAdNetworkSource(never);
    await show({ loadNetwork: loadAdNetwork });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await seconds(9);
    expect(playButton()).toHaveAttribute('aria-busy', 'true');
    await seconds(1);
    expect(playButton()).toHaveAccessibleName('Play');
    expect(playButton()).toHaveAttribute('aria-disabled', 'false');
  });

  it('asks for the network once, even when re-rendered with a new loader', async () => {
    const first = vi.fn(never);
    const second = vi.fn(never);
    const game = { overlay: null, ads_disabled: false };
    const ad = (loadNetwork: () => Promise<AdNetworkLoad>) => (
      <DesignSystemProvider>
        <OverlayAd game={game} premium={false} onDone={() => {}} loadNetwork={loadNetwork} />
      </DesignSystemProvider>
    );
    const { rerender } = render(ad(first));
    rerender(ad(second));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it('takes the focus as a region named Advertisement', async () => {
    await show({ overlay: imageAd });
    expect(screen.getByRole('region', { name: 'Advertisement' })).toHaveFocus();
  });
});

describe('when there is no overlay ad (spec §6)', () => {
  it.each<[string, Setup]>([
    ['premium players', { premium: true, overlay: imageAd }],
    ['games with ads_disabled', { adsDisabled: true, overlay: imageAd }],
  ])('shows nothing to %s and starts the game at once', async (_who, setup) => {
    const onDone = await show(setup);
    expect(screen.queryByTestId('overlay-ad')).not.toBeInTheDocument();
    expect(onDone).toHaveBeenCalledExactlyOnceWith({ shown: false });
  });

  it('shows nothing with the ads flag off', async () => {
    overrideConfig({ ads: { enabled: false } });
    const loadNetwork = vi.fn(never);
    const onDone = await show({ loadNetwork });
    expect(screen.queryByTestId('overlay-ad')).not.toBeInTheDocument();
    expect(onDone).toHaveBeenCalledExactlyOnceWith({ shown: false });
    expect(loadNetwork).not.toHaveBeenCalled();
  });
});
