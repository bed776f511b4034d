import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { overrideConfig, resetConfig } from '@/config';
import { createMemoryConsent, noConsentSystem, setConsentAdapter } from '@/lib/consent';
import { AD_NETWORK_TIMEOUT_MS, loadAdNetwork, resetAdNetworkForTests } from './load';
import { setAdNetworkSource } from './source';
import type { AdNetwork, AdNetworkLoad } from './types';

const network: AdNetwork = {
  displaySlot: () => Promise.resolve(true),
  showOverlay: () => Promise.resolve({ kind: 'video' }),
};

/** Records what the promise has resolved with so far (undefined while pending). */
function watch(promise: Promise<AdNetworkLoad>) {
  const seen: { value?: AdNetworkLoad } = {};
  void promise.then((value) => {
    seen.value = value;
  });
  return seen;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  resetAdNetworkForTests();
  setConsentAdapter(noConsentSystem);
});

afterEach(() => {
  vi.useRealTimers();
  setAdNetworkSource(null);
  resetConfig();
  delete window.orbitalAdNetwork;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('loadAdNetwork with an installed source (the demo)', () => {
  it('loads the network once per page', async () => {
    const source = vi.fn(() => Promise.resolve<AdNetworkLoad>({ ok: true, network }));
    setAdNetworkSource(source);
    const first = await loadAdNetwork();
    const second = await loadAdNetwork();
    expect(first).toEqual({ ok: true, network });
    expect(second).toBe(first);
    expect(source).toHaveBeenCalledTimes(1);
  });

  it("gives up after 10 s with 'timeout', not a moment before", async () => {
    setAdNetworkSource(() => new Promise((resolve) => setTimeout(() => resolve({ ok: true, network }), 12_000)));
    const seen = watch(loadAdNetwork());
    await vi.advanceTimersByTimeAsync(AD_NETWORK_TIMEOUT_MS - 1);
    expect(seen.value).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.value).toEqual({ ok: false, failure: 'timeout' });
    // The late answer changes nothing: the page keeps the timeout.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await loadAdNetwork()).toEqual({ ok: false, failure: 'timeout' });
  });

  it("answers 'blocked' when the network fails to load", async () => {
    setAdNetworkSource(() => Promise.reject(new Error('ERR_BLOCKED_BY_CLIENT')));
    expect(await loadAdNetwork()).toEqual({ ok: false, failure: 'blocked' });
    expect(console.warn).toHaveBeenCalledWith('Ad network unavailable: blocked.');
  });

  it("passes on the network's own refusal ('declined')", async () => {
    setAdNetworkSource(() => Promise.resolve({ ok: false, failure: 'declined' }));
    expect(await loadAdNetwork()).toEqual({ ok: false, failure: 'declined' });
  });
});

describe('loadAdNetwork and consent', () => {
  it("answers 'declined' when the consent system's ads consent is declined, without loading anything", async () => {
    const source = vi.fn(() => Promise.resolve<AdNetworkLoad>({ ok: true, network }));
    setAdNetworkSource(source);
    setConsentAdapter(createMemoryConsent({ consents: { ads: false } }));
    expect(await loadAdNetwork()).toEqual({ ok: false, failure: 'declined' });
    expect(source).not.toHaveBeenCalled();
  });

  it("answers 'no-consent' without GDPR consent", async () => {
    setAdNetworkSource(() => Promise.resolve({ ok: true, network }));
    setConsentAdapter(createMemoryConsent({ consents: { gdpr: false } }));
    expect(await loadAdNetwork()).toEqual({ ok: false, failure: 'no-consent' });
  });

  it('reads consent at every call: granting it later loads the network, declining it later refuses it', async () => {
    setAdNetworkSource(() => Promise.resolve({ ok: true, network }));
    const consent = createMemoryConsent({ consents: { ads: false } });
    setConsentAdapter(consent);
    expect((await loadAdNetwork()).ok).toBe(false);
    consent.set('ads', true);
    expect(await loadAdNetwork()).toEqual({ ok: true, network });
    consent.set('ads', false);
    expect(await loadAdNetwork()).toEqual({ ok: false, failure: 'declined' });
  });

  it('loads the network when no consent system is loaded (nothing is restricted)', async () => {
    setAdNetworkSource(() => Promise.resolve({ ok: true, network }));
    expect((await loadAdNetwork()).ok).toBe(true);
  });
});

const script = () => document.head.querySelector<HTMLScriptElement>('script[src$="/ads/network.js"]');

describe('loadAdNetwork with config.ads.networkScriptUrl', () => {
  it("answers 'blocked' when no network is configured, without a warning", async () => {
    expect(await loadAdNetwork()).toEqual({ ok: false, failure: 'blocked' });
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('adds the script once and takes the network it defines', async () => {
    overrideConfig({ ads: { networkScriptUrl: '/ads/network.js' } });
    const loading = loadAdNetwork();
    void loadAdNetwork();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    window.orbitalAdNetwork = network;
    script()!.dispatchEvent(new Event('load'));
    expect(await loading).toEqual({ ok: true, network });
  });

  it("answers 'blocked' on a script error (an ad blocker refusing the request)", async () => {
    overrideConfig({ ads: { networkScriptUrl: '/ads/network.js' } });
    const loading = loadAdNetwork();
    script()!.dispatchEvent(new Event('error'));
    expect(await loading).toEqual({ ok: false, failure: 'blocked' });
  });

  it("checks for the network 3 more times 250 ms apart after the load, then answers 'blocked'", async () => {
    overrideConfig({ ads: { networkScriptUrl: '/ads/network.js' } });
    const seen = watch(loadAdNetwork());
    script()!.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(749);
    expect(seen.value).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.value).toEqual({ ok: false, failure: 'blocked' });
  });

  it('takes a network that registers during the retries', async () => {
    overrideConfig({ ads: { networkScriptUrl: '/ads/network.js' } });
    const seen = watch(loadAdNetwork());
    script()!.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(300);
    window.orbitalAdNetwork = network;
    await vi.advanceTimersByTimeAsync(250);
    expect(seen.value).toEqual({ ok: true, network });
  });

  it("answers 'timeout' when the script does not load within 10 s", async () => {
    overrideConfig({ ads: { networkScriptUrl: '/ads/network.js' } });
    const seen = watch(loadAdNetwork());
    await vi.advanceTimersByTimeAsync(AD_NETWORK_TIMEOUT_MS);
    expect(seen.value).toEqual({ ok: false, failure: 'timeout' });
  });
});
