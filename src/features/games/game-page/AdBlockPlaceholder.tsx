import styled from 'styled-components';
import type { Game } from '@/api/schemas/game';
import { isPremiumActive } from '@/api/schemas/constants';
import { LazyAdSlot, adsOn } from '@/features/ads/slot/LazyAdSlot';
import { now } from '@/lib/clock';
import { gameStrings } from '../strings';

/** The ad block's serve size on the game page (spec §3 'Ad': sizes such as 600x500). */
export const AD_BLOCK_SIZE = { width: 600, height: 500 } as const;

/*
 * The reserved box: the ad's final size from the first paint (aspect ratio, capped at its width), so the
 * ad that fills it later shifts nothing.
 */
const Box = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  max-width: ${AD_BLOCK_SIZE.width}px;
  aspect-ratio: ${AD_BLOCK_SIZE.width} / ${AD_BLOCK_SIZE.height};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgSunken};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

/**
 * Spec §6: the ad block appears only for players who are not premium (guests included), on games without
 * `ads_disabled`. `premium` is the session account's premium expiry (null: never premium or a guest).
 */
export function showsAdBlock(game: Pick<Game, 'ads_disabled'>, premium: string | null, at: Date = now()): boolean {
  return !game.ads_disabled && !isPremiumActive(premium, at);
}

/**
 * The game page's ad block (spec §2, §6): the 600x500 ad slot when the ads flag is on (its code a lazy
 * chunk, and none of it in a production build without ads: src/features/ads/slot/README.md); otherwise the
 * reserved, labelled box, so the page's layout is the same either way.
 */
export function AdBlockPlaceholder() {
  if (ORBITAL_ADS_BUILD && adsOn()) {
    return (
      // Inline style: a module-level styled component would stay in a build without ads.
      <div data-testid="game-ad-block" style={{ width: '100%', maxWidth: AD_BLOCK_SIZE.width }}>
        <LazyAdSlot size="600x500" />
      </div>
    );
  }
  return (
    <Box data-testid="game-ad-block">
      {gameStrings.advertisement}
    </Box>
  );
}
