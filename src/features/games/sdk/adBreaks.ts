import { MIDGAME_BREAK_INTERVAL_MS, type AdBreakResult, type AdBreakType } from '@orbital/sdk/protocol';
import type { XrState } from './session';

/*
 * The rules of a game's ad breaks (`ads.break`, docs/sdk/protocol.md › Ad breaks; issue 16), for one game
 * page. Pure but for what it is handed, so each rule is unit-tested with a fake clock
 * (tests/unit/sdkAdBreaks.test.ts); useGameRelay.ts hands it the page's player, flags, XR state, events and
 * overlay ad.
 *
 * No ad, no reward — except where Orbital itself shows no ads (premium, `ads_disabled`, the ads flag off):
 * then a rewarded break is the reward without the ad. An ad that could not be shown (none wired, none
 * available, blocked, no consent) rewards nothing, as on Poki and CrazyGames.
 */

export interface AdBreakDeps {
  /** The player has premium now (read at each break: they may buy it meanwhile). */
  isPremium(): boolean;
  /** The game has `ads_disabled`. */
  adsDisabled: boolean;
  /** The build's ads flag (config.ads.enabled). */
  adsEnabled(): boolean;
  /** The game's XR state (xrState.ts getGameXrState). */
  xrState(): XrState;
  /** Milliseconds on a monotonic clock. */
  now(): number;
  /** Page → game event (`pause` before the ad, `resume` after it). */
  sendEvent(name: 'pause' | 'resume'): void;
  /** Whether the page covers the game now (hidden tab, a dialog): then its own `resume` comes later. */
  covered?(): boolean;
  /**
   * Shows the overlay ad; resolves once it is gone: `completed` when an ad was on screen until the player
   * could skip it (Play). Absent: no ad can be shown (answered as an ad that was not available).
   */
  showAd?(type: AdBreakType): Promise<{ completed: boolean }>;
}

export type AdBreaks = (type: AdBreakType) => Promise<AdBreakResult>;

const NOTHING: AdBreakResult = { shown: false, rewarded: false };

export function createAdBreaks(deps: AdBreakDeps): AdBreaks {
  /** When the last ad a break showed ended (a midgame ad waits MIDGAME_BREAK_INTERVAL_MS from there). */
  let lastAdEnd = -Infinity;
  let showing = false;

  return async (type) => {
    // Orbital shows this player no ads: the reward without the ad (a midgame break is never rewarded).
    if (deps.isPremium() || deps.adsDisabled || !deps.adsEnabled()) return { shown: false, rewarded: type === 'rewarded' };
    if (showing) return NOTHING;
    // Never in VR: the library leaves the session first; a game that did not is answered no ad.
    const xr = deps.xrState();
    if (xr === 'started' || xr === 'visible') return NOTHING;
    if (type === 'midgame' && deps.now() - lastAdEnd < MIDGAME_BREAK_INTERVAL_MS) return NOTHING;
    if (!deps.showAd) return NOTHING;

    showing = true;
    deps.sendEvent('pause');
    let completed = false;
    try {
      ({ completed } = await deps.showAd(type));
    } catch {
      // The overlay failed: no ad was seen, and the game must not stay paused.
    }
    showing = false;
    if (completed) lastAdEnd = deps.now();
    if (!deps.covered?.()) deps.sendEvent('resume');
    return { shown: completed, rewarded: completed && type === 'rewarded' };
  };
}
