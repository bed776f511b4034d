import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import type { Game } from '@/api/schemas/game';
import { adsOn } from '@/features/ads/slot/LazyAdSlot';
import type { AdBreakType } from '@orbital/sdk/protocol';

/*
 * The overlay ad on the game's stage (spec §4 'Overlay ad'; issue 16): once before the game starts, and for
 * the game's own ad breaks (`ads.break`, sdk/adBreaks.ts). The game loads behind it (its stage inert), so
 * the ad's seconds are not added to the time to play; Play hands the stage back. The overlay is a chunk of
 * its own, and `ORBITAL_ADS_BUILD` drops all of it from a production build without ads
 * (src/features/ads/README.md).
 */

const OverlayAd = ORBITAL_ADS_BUILD ? lazy(() => import('@/features/ads/overlay').then((module) => ({ default: module.OverlayAd }))) : () => null;

export interface StageAd {
  /** The overlay ad over the stage while it shows (GameOverlayHost's `cover`), else null. */
  cover: ReactNode;
  /** The stage is waiting for its overlay ad (keep it inert). */
  pending: boolean;
  /** Shows the overlay ad for one of the game's breaks; resolves once it is gone (`completed`: an ad was shown to its end). */
  showAd: (type: AdBreakType) => Promise<{ completed: boolean }>;
}

interface Showing {
  /** 'start': before the game; else the break's type. */
  reason: 'start' | AdBreakType;
  /** A break's answer. */
  resolve?: (result: { completed: boolean }) => void;
}

const NO_AD = { completed: false } as const;
const noStageAd: StageAd = { cover: null, pending: false, showAd: () => Promise.resolve(NO_AD) };

/**
 * `premium` is null while the session is not known yet: the start ad then waits (a premium player never
 * sees one), the stage inert meanwhile.
 */
function useStageAdOn(game: Pick<Game, 'slug' | 'ads_disabled' | 'overlay'>, premium: boolean | null): StageAd {
  const [startDoneFor, setStartDoneFor] = useState<string | null>(null);
  const [showingBreak, setShowingBreak] = useState<Showing | null>(null);
  const busy = useRef(false);
  const possible = adsOn() && !game.ads_disabled && premium !== true;
  const startPending = possible && startDoneFor !== game.slug;
  const showing: Showing | null = startPending ? (premium === null ? null : { reason: 'start' }) : showingBreak;

  const showAd = useCallback((type: AdBreakType) => {
    // One at a time: a break asked while another ad shows gets none.
    if (busy.current) return Promise.resolve(NO_AD);
    busy.current = true;
    return new Promise<{ completed: boolean }>((resolve) => setShowingBreak({ reason: type, resolve }));
  }, []);

  const done = (shown: boolean) => {
    if (showing?.reason === 'start') {
      setStartDoneFor(game.slug);
      return;
    }
    busy.current = false;
    showing?.resolve?.({ completed: shown });
    setShowingBreak(null);
  };

  const cover =
    showing === null ? null : (
      <Suspense fallback={null}>
        <OverlayAd key={showing.reason} game={game} premium={premium === true} onDone={({ shown }) => done(shown)} />
      </Suspense>
    );
  return { cover, pending: startPending, showAd };
}

/** The stage's overlay ad, or none at all in a build without ads. */
export const useStageAd: (game: Pick<Game, 'slug' | 'ads_disabled' | 'overlay'>, premium: boolean | null) => StageAd = ORBITAL_ADS_BUILD
  ? useStageAdOn
  : () => noStageAd;
