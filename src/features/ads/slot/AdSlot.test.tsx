import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { keys } from '@/api/keys';
import type { Ad } from '@/api/schemas/ads';
import { DialogHost } from '@/design-system/components/Dialog';
import { ToastProvider } from '@/design-system/components/Toast';
import { setGameXrState } from '@/features/games/sdk/xrState';
import { FeedbackModalProvider } from '@/features/shell/FeedbackModal';
import { renderWithTheme } from '../../../../tests/utils/render';
import { AD_BLOCK_CHECKS, AD_BLOCK_INTERVAL_MS, detectAdBlock } from './adBlock';
import { AD_REFRESH_MS, AdSlot, type AdSlotProps } from './AdSlot';
import type { AdSlotServices } from './api';

/* An IntersectionObserver the test drives: `intersect(ratio)` reports the slot at that visible share. */
let observers: { callback: IntersectionObserverCallback; target: Element | null }[] = [];
class FakeIntersectionObserver {
  entry: { callback: IntersectionObserverCallback; target: Element | null };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, target: null };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.target = target;
  }
  disconnect() {
    observers = observers.filter((o) => o !== this.entry);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}
function intersect(ratio: number) {
  act(() => {
    for (const { callback, target } of observers) {
      if (!target) continue;
      const entry = { isIntersecting: ratio > 0, intersectionRatio: ratio, target } as unknown as IntersectionObserverEntry;
      callback([entry], {} as IntersectionObserver);
    }
  });
}

const IMAGE: Ad = { uuid: '11111111-1111-4111-8111-111111111111', type: 'image', media: '/ad.png', poster: null, url: 'https://example.test/ad' };
const VIDEO: Ad = { uuid: '22222222-2222-4222-8222-222222222222', type: 'video', media: '/ad.webm', poster: '/poster.png', url: '/market' };

function services(patch: Partial<AdSlotServices> = {}) {
  return {
    serve: vi.fn<AdSlotServices['serve']>().mockResolvedValue(IMAGE),
    impression: vi.fn<AdSlotServices['impression']>().mockResolvedValue(null),
    detectAdBlock: vi.fn<AdSlotServices['detectAdBlock']>().mockResolvedValue(false),
    loadNetwork: vi.fn<AdSlotServices['loadNetwork']>().mockResolvedValue({ ok: false, failure: 'blocked' }),
    report: vi.fn<AdSlotServices['report']>().mockResolvedValue(null),
    ...patch,
  };
}

function renderSlot(props: Partial<AdSlotProps> & { services: AdSlotServices }, session: { premium: string | null } | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The session as known (setQueryData counts as an answer: the status query does not fetch again).
  client.setQueryData(keys.auth.status(), session ? { account: { premium: session.premium }, settings: {} } : null);
  return renderWithTheme(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <DialogHost>
          <FeedbackModalProvider>
            <AdSlot size="735x90" {...props} />
          </FeedbackModalProvider>
        </DialogHost>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const state = () => screen.queryByTestId('ad-slot-state')?.dataset.state;

// The feedback form is a lazy chunk: loaded up front so that a cold transform does not eat findBy's timeout.
beforeAll(async () => {
  await import('@/features/shell/FeedbackForm');
});

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setGameXrState('idle');
});

describe('AdSlot: rendered only when visible', () => {
  it('reserves the final size at once and serves nothing until the slot is on screen', async () => {
    const s = services();
    renderSlot({ services: s });
    const box = screen.getByTestId('ad-slot');
    expect(box).toHaveAttribute('data-size', '735x90');
    expect(getComputedStyle(box).aspectRatio).toBe('735 / 90');
    expect(getComputedStyle(box).maxWidth).toBe('735px');
    await Promise.resolve();
    expect(s.detectAdBlock).not.toHaveBeenCalled();
    expect(s.serve).not.toHaveBeenCalled();
    intersect(0.1);
    await waitFor(() => expect(s.serve).toHaveBeenCalledWith('735x90', expect.any(AbortSignal)));
    expect(s.detectAdBlock).toHaveBeenCalledTimes(1);
  });

  it('links an image ad to its url in a new tab, sponsored', async () => {
    renderSlot({ services: services() });
    intersect(1);
    const link = await screen.findByTestId('ad-slot-link');
    expect(link).toHaveAttribute('href', IMAGE.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener sponsored');
    expect(screen.getByRole('img', { name: 'Advertisement' })).toHaveAttribute('src', IMAGE.media);
  });

  it('plays a video ad muted, inline, with its poster', async () => {
    renderSlot({ services: services({ serve: vi.fn().mockResolvedValue(VIDEO) }) });
    intersect(1);
    const link = await screen.findByTestId('ad-slot-link');
    const video = link.querySelector('video');
    expect(video).not.toBeNull();
    expect(video?.muted).toBe(true);
    expect(video?.autoplay).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('poster', VIDEO.poster);
    expect(video).toHaveAttribute('src', VIDEO.media);
  });
});

describe('AdSlot: reduced motion', () => {
  it('leaves a video ad on its poster instead of autoplaying', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion: reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderSlot({ services: services({ serve: vi.fn().mockResolvedValue(VIDEO) }) });
    intersect(1);
    const video = (await screen.findByTestId('ad-slot-link')).querySelector('video');
    expect(video?.autoplay).toBe(false);
    expect(video?.loop).toBe(false);
    expect(video).toHaveAttribute('poster', VIDEO.poster);
  });
});

describe('AdSlot: the impression (at least half visible, once)', () => {
  it('is reported once, when half the ad has been on screen, whatever the scrolling after', async () => {
    const s = services();
    renderSlot({ services: s });
    intersect(0.3);
    await screen.findByTestId('ad-slot-link');
    await Promise.resolve();
    expect(s.impression).not.toHaveBeenCalled();
    intersect(0.5);
    await waitFor(() => expect(s.impression).toHaveBeenCalledTimes(1));
    expect(s.impression).toHaveBeenCalledWith(IMAGE.uuid);
    intersect(0);
    intersect(1);
    intersect(0.6);
    await Promise.resolve();
    expect(s.impression).toHaveBeenCalledTimes(1);
  });
});

describe('AdSlot: refreshed every 30 s while visible', () => {
  it('serves again after 30 s on screen, never while off screen', async () => {
    vi.useFakeTimers();
    const s = services();
    renderSlot({ services: s });
    intersect(1);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(s.serve).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(AD_REFRESH_MS - 1));
    expect(s.serve).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(s.serve).toHaveBeenCalledTimes(2);
    // Each served ad is its own impression.
    expect(s.impression).toHaveBeenCalledTimes(2);

    intersect(0);
    await act(() => vi.advanceTimersByTimeAsync(AD_REFRESH_MS * 3));
    expect(s.serve).toHaveBeenCalledTimes(2);

    intersect(1);
    await act(() => vi.advanceTimersByTimeAsync(AD_REFRESH_MS));
    expect(s.serve).toHaveBeenCalledTimes(3);
  });
});

describe('ad-block detection (3 looks, 250 ms apart)', () => {
  it('looks 3 times 250 ms apart and finds no blocker', async () => {
    vi.useFakeTimers();
    const isHidden = vi.fn(() => false);
    const result = vi.fn();
    void detectAdBlock(AD_BLOCK_CHECKS, AD_BLOCK_INTERVAL_MS, isHidden).then(result);
    expect(AD_BLOCK_CHECKS).toBe(3);
    expect(AD_BLOCK_INTERVAL_MS).toBe(250);
    await vi.advanceTimersByTimeAsync(249);
    expect(isHidden).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(isHidden).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(250);
    expect(isHidden).toHaveBeenCalledTimes(2);
    expect(result).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(250);
    expect(isHidden).toHaveBeenCalledTimes(3);
    expect(result).toHaveBeenCalledWith(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(isHidden).toHaveBeenCalledTimes(3);
    expect(document.querySelector('.adsbox')).toBeNull();
  });

  it('reports a blocker as soon as a look finds the bait hidden', async () => {
    vi.useFakeTimers();
    const isHidden = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    const result = vi.fn();
    void detectAdBlock(AD_BLOCK_CHECKS, AD_BLOCK_INTERVAL_MS, isHidden).then(result);
    await vi.advanceTimersByTimeAsync(500);
    expect(result).toHaveBeenCalledWith(true);
    expect(isHidden).toHaveBeenCalledTimes(2);
  });

  it('keeps the reserved box with a polite message and serves nothing when blocked', async () => {
    const s = services({ detectAdBlock: vi.fn().mockResolvedValue(true) });
    renderSlot({ services: s });
    intersect(1);
    expect(await screen.findByTestId('ad-slot-blocked')).toHaveTextContent(/consider allowing them/);
    expect(screen.getByTestId('ad-slot')).toBeInTheDocument();
    expect(s.serve).not.toHaveBeenCalled();
  });
});

describe('AdSlot: hidden (spec §4, §6)', () => {
  it('renders nothing for a premium player and serves nothing', async () => {
    const s = services();
    renderSlot({ services: s }, { premium: '2999-01-01T00:00:00Z' });
    intersect(1);
    await Promise.resolve();
    expect(screen.queryByTestId('ad-slot')).toBeNull();
    expect(s.serve).not.toHaveBeenCalled();
  });

  it('shows for a player whose premium has expired', async () => {
    renderSlot({ services: services() }, { premium: '2000-01-01T00:00:00Z' });
    intersect(1);
    expect(await screen.findByTestId('ad-slot-link')).toBeInTheDocument();
  });

  it('renders nothing on a game with ads_disabled', () => {
    renderSlot({ services: services(), adsDisabled: true });
    expect(screen.queryByTestId('ad-slot')).toBeNull();
  });

  it.each(['started', 'visible'] as const)("keeps the box empty while the XR state is '%s', and the ad comes back after", async (xr) => {
    const s = services();
    renderSlot({ services: s });
    intersect(1);
    await screen.findByTestId('ad-slot-link');
    act(() => setGameXrState(xr));
    expect(screen.queryByTestId('ad-slot-link')).toBeNull();
    expect(screen.getByTestId('ad-slot')).toHaveAttribute('data-xr-hidden', 'true');
    for (const back of ['ended', 'hidden', 'visible-blurred'] as const) {
      act(() => setGameXrState(xr));
      expect(screen.queryByTestId('ad-slot-link')).toBeNull();
      act(() => setGameXrState(back));
      intersect(1);
      expect(await screen.findByTestId('ad-slot-link')).toBeInTheDocument();
    }
  });
});

describe('AdSlot: errors are only logged (spec §8)', () => {
  it('logs a failed serve and leaves the box empty', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const s = services({ serve: vi.fn().mockRejectedValue(new Error('500')) });
    renderSlot({ services: s });
    intersect(1);
    await waitFor(() => expect(state()).toBe('empty'));
    expect(error).toHaveBeenCalledWith('Ads: no ad for 735x90.', expect.any(Error));
    expect(screen.queryByTestId('ad-slot-link')).toBeNull();
    expect(screen.getByTestId('ad-slot')).toBeInTheDocument();
  });

  it('shows nothing (the box kept) when the server has no ad', async () => {
    renderSlot({ services: services({ serve: vi.fn().mockResolvedValue(null) }) });
    intersect(1);
    await waitFor(() => expect(state()).toBe('empty'));
    expect(screen.queryByTestId('ad-slot-link')).toBeNull();
  });
});

describe('AdSlot: home slots and the ad network (spec §7)', () => {
  it('lets a loaded network fill its slot id (no API ad)', async () => {
    const displaySlot = vi.fn().mockResolvedValue(true);
    const s = services({ loadNetwork: vi.fn().mockResolvedValue({ ok: true, network: { displaySlot, showOverlay: vi.fn() } }) });
    renderSlot({ services: s, networkSlotId: 'homepage_below_categories' });
    intersect(1);
    await waitFor(() => expect(state()).toBe('network'));
    expect(displaySlot).toHaveBeenCalledWith('homepage_below_categories', expect.any(HTMLElement));
    expect(s.serve).not.toHaveBeenCalled();
  });

  it("falls back to the API's 735x90 ad without a network", async () => {
    const s = services();
    renderSlot({ services: s, networkSlotId: 'homepage_below_newest_games' });
    intersect(1);
    await screen.findByTestId('ad-slot-link');
    expect(s.loadNetwork).toHaveBeenCalledTimes(1);
    expect(s.serve).toHaveBeenCalledWith('735x90', expect.any(AbortSignal));
  });
});

describe("AdSlot: 'Report Ad'", () => {
  it('opens the feedback modal for a player and sends the report with the ad', async () => {
    const s = services();
    renderSlot({ services: s }, { premium: null });
    intersect(1);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report Ad' }));
    expect(await screen.findByRole('dialog', { name: 'Report Ad' })).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox'), 'This ad is misleading and loud.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(s.report).toHaveBeenCalledWith(IMAGE, expect.objectContaining({ body: 'This ad is misleading and loud.' })));
  });

  it("asks a visitor to log in ('Login Required')", async () => {
    renderSlot({ services: services() });
    intersect(1);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report Ad' }));
    expect(await screen.findByRole('dialog', { name: 'Login Required' })).toHaveTextContent('Please login or register to report an ad.');
  });
});
