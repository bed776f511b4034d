import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrbitalLink } from './orbital';

// The rewarded extra time against the library's local mode (no ads outside Orbital: the reward at once).
afterEach(() => {
  Object.defineProperty(navigator, 'userActivation', { value: undefined, configurable: true });
  vi.restoreAllMocks();
});

describe('OrbitalLink.rewardedBreak', () => {
  it('local mode: the reward without an ad', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const link = await OrbitalLink.connect();
    expect(link.sdk.mode).toBe('local');
    await expect(link.rewardedBreak()).resolves.toBe(true);
  });

  it('not from the player\'s action (no user activation): no reward, and no throw', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const link = await OrbitalLink.connect();
    Object.defineProperty(navigator, 'userActivation', { value: { isActive: false }, configurable: true });
    await expect(link.rewardedBreak()).resolves.toBe(false);
  });

  it('the page answers no ad: no reward', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const link = await OrbitalLink.connect();
    vi.spyOn(link.sdk.ads, 'break').mockResolvedValue({ shown: false, rewarded: false });
    await expect(link.rewardedBreak()).resolves.toBe(false);
  });
});
