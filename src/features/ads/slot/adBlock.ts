/*
 * Ad-block detection (spec §7: 'ad-block check retries 3 times 250 ms apart'): a bait element with the
 * class names ad blockers' cosmetic filters hide. Blockers apply those filters a moment after an element
 * appears, so one look is not enough: the bait is looked at 3 times, 250 ms apart, and any look that
 * finds it hidden, collapsed or removed means blocked.
 */

export const AD_BLOCK_CHECKS = 3;
export const AD_BLOCK_INTERVAL_MS = 250;

const BAIT_CLASS = 'adsbox ad-banner ad-placement pub_300x250 textads banner-ads';

function baitHidden(bait: HTMLElement): boolean {
  if (!bait.isConnected || bait.offsetParent === null || bait.offsetHeight === 0 || bait.clientHeight === 0) return true;
  const style = getComputedStyle(bait);
  return style.display === 'none' || style.visibility === 'hidden';
}

/** Resolves true when an ad blocker hides the bait in any of `checks` looks `intervalMs` apart. */
export function detectAdBlock(checks = AD_BLOCK_CHECKS, intervalMs = AD_BLOCK_INTERVAL_MS, isHidden: (bait: HTMLElement) => boolean = baitHidden): Promise<boolean> {
  const bait = document.createElement('div');
  bait.className = BAIT_CLASS;
  bait.setAttribute('aria-hidden', 'true');
  // On the page but out of sight: 1 px, far off to the left (not display:none, which would be a false alarm).
  bait.style.cssText = 'position:absolute;left:-9999px;top:0;width:1px;height:1px;';
  document.body.append(bait);
  return new Promise((resolve) => {
    let looks = 0;
    const look = () => {
      looks += 1;
      const hidden = isHidden(bait);
      if (hidden || looks >= checks) {
        bait.remove();
        resolve(hidden);
      } else setTimeout(look, intervalMs);
    };
    setTimeout(look, intervalMs);
  });
}

let once: Promise<boolean> | undefined;

/** The page's one detection, shared by every slot (a blocker does not come and go between slots). */
export function detectAdBlockOnce(): Promise<boolean> {
  once ??= detectAdBlock();
  return once;
}
