import type { Game } from '@/api/schemas/game';
import { isPremiumActive } from '@/api/schemas/constants';
import { LazyAdSlot, adsOn } from '@/features/ads/slot/LazyAdSlot';
import { now } from '@/lib/clock';

/** The ad block's serve size on the game page (spec §3 'Ad': sizes such as 600x500). */
export const AD_BLOCK_SIZE = { width: 600, height: 500 } as const;

/**
 * Spec §6: the ad block appears only for players who are not premium (guests included), on games without
 * `ads_disabled`. `premium` is the session account's premium expiry (null: never premium or a guest).
 */
export function showsAdBlock(game: Pick<Game, 'ads_disabled'>, premium: string | null, at: Date = now()): boolean {
  return !game.ads_disabled && !isPremiumActive(premium, at);
}

/**
 * The game page's ad block (spec §2, §6): the 600x500 ad slot, only when the ads flag is on (Decision 6) —
 * its code a lazy chunk, and none of it in a production build without ads (src/features/ads/slot/README.md).
 * With the flag off there is nothing: no empty box where an ad will never be.
 */
export function GameAdBlock() {
  if (!ORBITAL_ADS_BUILD || !adsOn()) return null;
  return (
    // Inline style: a module-level styled component would stay in a build without ads.
    <div data-testid="game-ad-block" style={{ width: '100%', maxWidth: AD_BLOCK_SIZE.width }}>
      <LazyAdSlot size="600x500" />
    </div>
  );
}
