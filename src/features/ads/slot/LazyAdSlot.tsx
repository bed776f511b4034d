import { lazy, Suspense } from 'react';
import { isPremiumActive } from '@/api/schemas/constants';
import type { AdSize } from '@/api/schemas/ads';
import { config } from '@/config';
import { now } from '@/lib/clock';
import { useSession } from '@/lib/session';
import type { AdSlotProps } from './AdSlot';
import { adSizeBox } from './size';

/*
 * The pages' door to the ad slots. The slot's code is a chunk of its own, loaded only when the ads flag is
 * on. A page renders `ORBITAL_ADS_BUILD && adsOn() && <LazyAdSlot … />`: in a production build without ads
 * that is `false && …` (vite.config.ts, `adsBuild`), so the minifier drops it, and this module and the
 * chunk's import with it — nothing of the ads is in any route's initial JS then.
 */

/** Whether pages show ad slots: the build has ads and the flag is on (the demo's sandbox: `?ads=1`). */
export function adsOn(): boolean {
  return ORBITAL_ADS_BUILD && config.ads.enabled;
}

// Behind the constant too, so that a build without ads never reaches the slot's modules (its chunk would
// still shape how the shared modules are split: measured +439 B gzip on the game page's initial JS).
const Slot = ORBITAL_ADS_BUILD ? lazy(() => import('./AdSlot')) : () => null;

function usePremium(): boolean {
  return isPremiumActive(useSession().data?.account.premium ?? null, now());
}

/** The slot's box at its final size, before its code is in (the home skeleton's too: no shift). */
export function AdSlotReserved({ size }: { size: AdSize }) {
  const premium = usePremium();
  const { width, height } = adSizeBox(size);
  if (premium) return null;
  return <div data-testid="ad-slot-reserved" style={{ width: '100%', maxWidth: width, aspectRatio: `${width} / ${height}`, marginInline: 'auto' }} />;
}

/**
 * The slot, with its reserved box while its code loads. Nothing for a premium player (spec §4, §6) or an
 * `ads_disabled` game, decided here already so that no box appears and then goes.
 */
export function LazyAdSlot(props: AdSlotProps) {
  const premium = usePremium();
  if (props.adsDisabled || premium) return null;
  return (
    <Suspense fallback={<AdSlotReserved size={props.size} />}>
      <Slot {...props} />
    </Suspense>
  );
}
