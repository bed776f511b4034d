import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAdNetwork, resetAdNetworkForTests } from '../../src/features/ads/network/load';
import { setAdNetworkSource } from '../../src/features/ads/network/source';
import { HOME_AD_SLOT_IDS } from '../../src/features/ads/network/types';
import { createFakeAdNetwork, loadFakeAdNetwork, type AdNetworkMode } from '.';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  resetAdNetworkForTests();
});

afterEach(() => {
  vi.useRealTimers();
  setAdNetworkSource(null);
});

/** What the app's loader makes of the fake network in `mode`, after `ms`. */
async function loadedAs(mode: AdNetworkMode, ms = 0) {
  setAdNetworkSource(() => loadFakeAdNetwork(mode));
  const seen: { value?: Awaited<ReturnType<typeof loadAdNetwork>> } = {};
  void loadAdNetwork().then((value) => {
    seen.value = value;
  });
  await vi.advanceTimersByTimeAsync(ms);
  return seen.value;
}

describe('the fake ad network through the app loader', () => {
  it('normal: loads at once', async () => {
    expect((await loadedAs('normal'))?.ok).toBe(true);
  });

  it("slow: answers after the 10-s timeout, so the loader reports 'timeout'", async () => {
    expect(await loadedAs('slow', 9_999)).toBeUndefined();
    resetAdNetworkForTests();
    expect(await loadedAs('slow', 10_000)).toEqual({ ok: false, failure: 'timeout' });
  });

  it("blocked: the load fails, reported as 'blocked'", async () => {
    expect(await loadedAs('blocked')).toEqual({ ok: false, failure: 'blocked' });
  });

  it("declined: reported as 'declined'", async () => {
    expect(await loadedAs('declined')).toEqual({ ok: false, failure: 'declined' });
  });
});

describe('createFakeAdNetwork', () => {
  it("shows a local video overlay ad without a length (the overlay's 30-s default applies)", async () => {
    const container = document.createElement('div');
    expect(await createFakeAdNetwork().showOverlay(container)).toEqual({ kind: 'video' });
    const video = container.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/mock-media/ads/orbital-premium.webm');
    expect(video.getAttribute('poster')).toMatch(/^data:image\/svg\+xml,/);
    expect(video.muted).toBe(true);
  });

  it('shows an image overlay ad, or none, when asked', async () => {
    const container = document.createElement('div');
    expect(await createFakeAdNetwork({ overlay: 'image' }).showOverlay(container)).toEqual({ kind: 'image' });
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(await createFakeAdNetwork({ overlay: 'none' }).showOverlay(document.createElement('div'))).toBeNull();
  });

  it('fills both home slots with local art', async () => {
    const network = createFakeAdNetwork();
    for (const slot of HOME_AD_SLOT_IDS) {
      const container = document.createElement('div');
      expect(await network.displaySlot(slot, container)).toBe(true);
      expect(container.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    }
  });
});
