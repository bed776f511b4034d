import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { isPremiumActive } from '@/api/schemas/constants';
import type { Ad, AdSize } from '@/api/schemas/ads';
import { useGameXrState } from '@/features/games/sdk/xrState';
import { useDialog } from '@/design-system/components/Dialog';
import { usePrefersReducedMotion } from '@/design-system/motion/usePrefersReducedMotion';
import { openAuthModal } from '@/lib/authModal';
import { commonStrings } from '@/lib/strings/common';
import { useFeedbackModal } from '@/features/shell/FeedbackModal';
import { now } from '@/lib/clock';
import { useSession } from '@/lib/session';
import type { HomeAdSlotId } from '../network/types';
import { defaultAdSlotServices, type AdSlotServices } from './api';
import { adSizeBox } from './size';
import { slotStrings } from './strings';
import { useSlotVisibility } from './useSlotVisibility';

/** Spec §9: a visible slot serves a new ad every 30 s. */
export const AD_REFRESH_MS = 30_000;

export interface AdSlotProps {
  size: AdSize;
  /** A home slot: the ad network fills it when one is loaded, else the API's ad of `size` (spec §7). */
  networkSlotId?: HomeAdSlotId;
  /** The game's `ads_disabled` (spec §6). */
  adsDisabled?: boolean;
  /** Replaces the calls (tests, stories). */
  services?: Partial<AdSlotServices>;
}

/** What fills the slot: not yet, an ad blocker, nothing, the API's ad (one per serve), or the network. */
type Fill = { kind: 'pending' } | { kind: 'blocked' } | { kind: 'empty' } | { kind: 'ad'; ad: Ad } | { kind: 'network' };

/**
 * The reserved box: the ad's final size from the first paint, scaled down with its aspect ratio on narrow
 * screens, so nothing shifts when the ad arrives (guide §5). The lazy gate's fallback has the same box.
 */
const Box = styled.div<{ $width: number; $height: number }>`
  position: relative;
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  aspect-ratio: ${({ $width, $height }) => `${$width} / ${$height}`};
  margin-inline: auto;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSunken};
`;

const Fit = styled.a`
  position: absolute;
  inset: 0;
  display: block;

  img,
  video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
`;

// The network draws its own markup here; its media are fitted to the box, which scales on narrow screens.
const NetworkArea = styled.div`
  position: absolute;
  inset: 0;

  img,
  video,
  iframe {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

// A corner control over the ad: at least 24 px high (WCAG 2.5.8), readable on any ad.
const ReportButton = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  min-height: 24px;
  padding: 2px ${({ theme }) => theme.space[2]};
  border: 0;
  border-bottom-left-radius: ${({ theme }) => theme.radius.md};
  background: rgb(0 0 0 / 70%);
  color: #fff;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.xs};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
`;

const Message = styled.p`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  text-align: center;
`;

function logError(what: string, error: unknown) {
  // Spec §8: ad errors are only logged to the console.
  console.error(`Ads: ${what}.`, error);
}

/** Serves the slot: the network (a home slot's first fill) or the API's ad. */
async function fill(services: AdSlotServices, size: AdSize, networkSlotId: HomeAdSlotId | undefined, networkArea: HTMLElement | null, signal: AbortSignal): Promise<Fill> {
  if (networkSlotId && networkArea) {
    const load = await services.loadNetwork();
    if (load.ok && (await load.network.displaySlot(networkSlotId, networkArea))) return { kind: 'network' };
  }
  const ad = await services.serve(size, signal);
  return ad ? { kind: 'ad', ad } : { kind: 'empty' };
}

function SlotContent({ box, size, networkSlotId, services }: { box: HTMLElement; size: AdSize; networkSlotId?: HomeAdSlotId; services: AdSlotServices }) {
  const { visible, half } = useSlotVisibility(box);
  const [checked, setChecked] = useState(false);
  const [slot, setSlot] = useState<Fill>({ kind: 'pending' });
  const [serves, setServes] = useState(0);
  const networkArea = useRef<HTMLDivElement | null>(null);
  const reported = useRef<Fill | null>(null);
  const feedback = useFeedbackModal();
  const dialog = useDialog();
  const reducedMotion = usePrefersReducedMotion();
  const loggedIn = Boolean(useSession().data);
  const { width, height } = adSizeBox(size);

  // Rendered only when visible (spec §9): the ad-block check, which waits 3 × 250 ms, starts when the slot
  // first comes on screen and delays the first serve.
  useEffect(() => {
    if (!visible || checked) return undefined;
    let live = true;
    services
      .detectAdBlock()
      .then((blocked) => {
        if (!live) return;
        if (blocked) setSlot({ kind: 'blocked' });
        else setChecked(true);
      })
      .catch((error: unknown) => logError('the ad-block check failed', error));
    return () => {
      live = false;
    };
  }, [visible, checked, services]);

  // A serve: the first once checked, then one a refresh. The ad shown stays until the next one arrives.
  useEffect(() => {
    if (!checked) return undefined;
    const controller = new AbortController();
    fill(services, size, serves === 0 ? networkSlotId : undefined, networkArea.current, controller.signal)
      .then(setSlot)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        logError(`no ad for ${size}`, error);
        setSlot({ kind: 'empty' });
      });
    return () => controller.abort();
  }, [checked, serves, services, size, networkSlotId]);

  // Refreshed every 30 s while visible (spec §9); a network slot refreshes itself.
  useEffect(() => {
    if (!visible || (slot.kind !== 'ad' && slot.kind !== 'empty')) return undefined;
    const timer = setTimeout(() => setServes((count) => count + 1), AD_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [visible, slot]);

  // The impression, once per served ad, when at least half of it has been on screen.
  useEffect(() => {
    if (slot.kind !== 'ad' || !half || reported.current === slot) return;
    reported.current = slot;
    services.impression(slot.ad.uuid).catch((error: unknown) => logError('the impression was not counted', error));
  }, [slot, half, services]);

  const report = (ad: Ad) => {
    if (!loggedIn) {
      // The 'Login Required' prompt, as for reactions and reviews (spec §6); its action opens the login.
      void dialog
        .open({ type: 'info', title: commonStrings.errors.loginRequired, content: slotStrings.reportLoginRequired, confirm: { title: slotStrings.login } })
        .then((result) => {
          if (result === 'confirm') openAuthModal('login');
        });
      return;
    }
    feedback.open({ title: slotStrings.reportAd, placeholder: slotStrings.reportPlaceholder, endpoint: (values) => services.report(ad, values) });
  };

  return (
    <>
      {networkSlotId && <NetworkArea ref={networkArea} data-ad-network-slot={networkSlotId} hidden={slot.kind === 'ad'} />}
      {slot.kind === 'blocked' && <Message data-testid="ad-slot-blocked">{slotStrings.blocked}</Message>}
      {slot.kind === 'ad' && (
        <>
          <Fit href={slot.ad.url} target="_blank" rel="noopener sponsored" data-testid="ad-slot-link">
            {slot.ad.type === 'video' ? (
              // Muted and inline so it may autoplay; under reduced motion it stays on its poster (guide §5).
              <video src={slot.ad.media} poster={slot.ad.poster ?? undefined} width={width} height={height} muted autoPlay={!reducedMotion} loop={!reducedMotion} playsInline preload={reducedMotion ? 'none' : 'auto'} aria-label={slotStrings.advertisement} />
            ) : (
              <img src={slot.ad.media} width={width} height={height} alt={slotStrings.advertisement} decoding="async" />
            )}
          </Fit>
          <ReportButton type="button" onClick={() => report(slot.ad)}>
            {slotStrings.reportAd}
          </ReportButton>
        </>
      )}
      <span hidden data-testid="ad-slot-state" data-state={slot.kind} data-serves={serves} />
    </>
  );
}

/**
 * A page ad slot of one size (spec §3 'Ad', §4, §6, §9; src/features/ads/slot/README.md). Nothing for a
 * premium player or an `ads_disabled` game; while the game's XR session is started or visible the box
 * stays, empty (the ad comes back when the session ends, hides or is visible-blurred, with no shift).
 */
export function AdSlot({ size, networkSlotId, adsDisabled = false, services }: AdSlotProps) {
  const premium = useSession().data?.account.premium ?? null;
  const xr = useGameXrState();
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const all = useMemo(() => ({ ...defaultAdSlotServices, ...services }), [services]);
  const { width, height } = adSizeBox(size);

  if (adsDisabled || isPremiumActive(premium, now())) return null;
  const xrHidden = xr === 'started' || xr === 'visible';

  return (
    <Box ref={setBox} $width={width} $height={height} data-testid="ad-slot" data-size={size} data-xr-hidden={xrHidden || undefined}>
      {box && !xrHidden && <SlotContent box={box} size={size} networkSlotId={networkSlotId} services={all} />}
    </Box>
  );
}

export default AdSlot;
