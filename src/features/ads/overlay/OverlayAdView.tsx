import { useId, useLayoutEffect, useRef, type RefCallback } from 'react';
import styled, { css } from 'styled-components';
import type { Ad } from '@/api/schemas/ads';
import { Button, Spinner, fadeIn, usePrefersReducedMotion } from '@/design-system';
import { format } from '@/lib/strings';
import { adStrings } from '../strings';

/** What the overlay shows. */
export type OverlayAdContent =
  /** Waiting for the ad network (at most its 10-s timeout). */
  | { kind: 'loading' }
  /** The game's own ad (its `overlay` field): an image, or a video with its poster. */
  | { kind: 'custom'; ad: Ad }
  /** The ad network draws into the view's `networkHost` element (AdNetwork.showOverlay). */
  | { kind: 'network' }
  /** Nothing to show: Play at once. */
  | { kind: 'none' };

export interface OverlayAdViewProps {
  content: OverlayAdContent;
  /**
   * Seconds until Play is enabled: 'Play (n)' while above 0, 'Play' at 0; null while the cooldown is not
   * known yet (loading, or the network has not said what it shows), which keeps Play busy.
   */
  remaining: number | null;
  onPlay: () => void;
  /** Receives the element the network draws into (content 'network'). */
  networkHost?: RefCallback<HTMLDivElement>;
}

/* Fills the cell it is put in (the game stage) and may grow past it, like the game overlay. */
const Panel = styled.section<{ $animate: boolean }>`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  min-height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.bgSunken};
  color: ${({ theme }) => theme.color.text};
  ${({ $animate }) =>
    $animate &&
    css`
      animation: ${fadeIn} 200ms ease-out both;
    `}

  /* Focused by script so that the reading starts here; not a control, so no ring. */
  &:focus {
    outline: none;
  }
`;

const Label = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.textMuted};
`;

/* The 600x500 slot's box, reserved before anything loads (no layout shift when the ad arrives). */
const Media = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  width: min(100%, 37.5rem);
  aspect-ratio: 6 / 5;
  max-height: 60vh;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  > a,
  > div {
    width: 100%;
    height: 100%;
  }

  img,
  video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Quiet = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/* Focusable while it counts down (aria-disabled, not disabled), so the keyboard finds it at once. */
const PlayButton = styled(Button)`
  min-width: 10rem;

  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

function CustomAd({ ad, reducedMotion }: { ad: Ad; reducedMotion: boolean }) {
  return (
    <a href={ad.url} target="_blank" rel="noopener noreferrer" aria-label={adStrings.overlay.openAd} data-testid="overlay-ad-custom">
      {ad.type === 'video' ? (
        // Muted so it may autoplay; under reduced motion it waits on its poster with controls.
        <video src={ad.media} poster={ad.poster ?? undefined} muted loop playsInline autoPlay={!reducedMotion} controls={reducedMotion} />
      ) : (
        <img src={ad.media} alt="" />
      )}
    </a>
  );
}

/**
 * The overlay ad (spec §4 'Overlay ad'): the ad in a reserved 600x500 box and the Play button, whose label
 * counts down 'Play (5)', 'Play (4)' … and then reads 'Play'. A named region that takes focus as it
 * appears; Play stays focusable while it waits. Presentational: useOverlayAd decides what and how long.
 */
export function OverlayAdView({ content, remaining, onPlay, networkHost }: OverlayAdViewProps) {
  const labelId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  // Once, as it appears (before paint, so a screen reader starts here).
  useLayoutEffect(() => {
    panelRef.current?.focus({ preventScroll: true });
  }, []);

  const busy = remaining === null;
  const waiting = busy || remaining > 0;
  const label = !busy && remaining > 0 ? format(adStrings.overlay.playIn, { seconds: remaining }) : adStrings.overlay.play;

  return (
    <Panel ref={panelRef} tabIndex={-1} aria-labelledby={labelId} $animate={!reducedMotion} data-testid="overlay-ad">
      <Label id={labelId}>{adStrings.overlay.label}</Label>
      <Media data-testid="overlay-ad-media">
        {content.kind === 'loading' && <Spinner label={adStrings.overlay.loading} />}
        {content.kind === 'custom' && <CustomAd ad={content.ad} reducedMotion={reducedMotion} />}
        {content.kind === 'network' && <div ref={networkHost} data-testid="overlay-ad-network" />}
        {content.kind === 'none' && <Quiet>{adStrings.overlay.ready}</Quiet>}
      </Media>
      <PlayButton
        variant="primary"
        size="lg"
        iconStart="play"
        busy={busy}
        aria-disabled={waiting}
        onClick={() => {
          if (!waiting) onPlay();
        }}
        data-testid="overlay-ad-play"
      >
        {label}
      </PlayButton>
    </Panel>
  );
}
