import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes, useTheme } from 'styled-components';
import { fadeIn, fadeOut } from '../../motion/keyframes';
import { usePresence } from '../../motion/usePresence';
import type { ComingSoonBubbleProps } from './ComingSoonBubble';

/*
 * The bubble itself: a chunk of its own, loaded on the first show and after the first screen
 * (ComingSoonBubble.tsx, lazyPart; issue 14, ADR 0008).
 */

/** Gap between the click and the bubble's tip, and the bubble's distance from the viewport edges (px). */
const GAP = 12;
const EDGE = 8;

/** The pop: from 85 % and 4 px towards the point (up when drawn above it, down when below). */
const popAbove = keyframes`from { opacity: 0; transform: translateY(4px) scale(0.85); }`;
const popBelow = keyframes`from { opacity: 0; transform: translateY(-4px) scale(0.85); }`;

const Bubble = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.bubble};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.accent} 55%, transparent);
  border-radius: ${({ theme }) => theme.radius.pill};
  background: linear-gradient(135deg, ${({ theme }) => theme.color.accentPressed}, ${({ theme }) => theme.color.surfaceStrong});
  box-shadow: ${({ theme }) => theme.shadow.glow};
  color: ${({ theme }) => theme.color.textOnAccent};
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  white-space: nowrap;
  pointer-events: none;
  animation: ${popAbove} ${({ theme }) => theme.duration.fast}ms ${({ theme }) => theme.easing.emphasized} both;

  &[data-side='below'] {
    animation-name: ${popBelow};
  }
  &[data-presence='closing'] {
    animation-name: ${fadeOut};
  }

  /* Reduced motion: opacity only, at its length (the global reduced-motion rule cuts animations to
     0.01 ms; a fade moves nothing, and motion kept it too). */
  ${({ theme }) => theme.mq.reducedMotion} {
    animation-name: ${fadeIn};
    animation-duration: ${({ theme }) => theme.duration.fast}ms !important;

    &[data-side='below'] {
      animation-name: ${fadeIn};
    }
    &[data-presence='closing'] {
      animation-name: ${fadeOut};
    }
  }
`;

const Tip = styled.span<{ $below: boolean }>`
  position: absolute;
  ${({ $below }) => ($below ? 'top: -6px;' : 'bottom: -6px;')}
  width: 10px;
  height: 10px;
  margin-left: -5px;
  transform: rotate(45deg);
  background: ${({ theme }) => theme.color.accentPressed};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.accent} 55%, transparent);
  ${({ $below }) => ($below ? 'border-right: 0; border-bottom: 0;' : 'border-left: 0; border-top: 0;')}
`;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * The small 'Coming Soon' bubble drawn above a click position, kept inside the viewport (it flips below
 * the point near the top edge). It is a polite live region, so the message is also read out. It pops in
 * and fades out over theme.duration.fast with the emphasized easing (CSS; opacity only under reduced
 * motion), staying mounted through the fade.
 */
export function ComingSoonBubbleView({ at, showKey = 0, children }: ComingSoonBubbleProps) {
  const theme = useTheme();
  const presence = usePresence(at !== null, theme.duration.fast);
  // The key of the show on screen, kept through the exit (callers may drop showKey on hide): a new key
  // mounts a new bubble, so a repeat click replays the pop.
  const [key, setKey] = useState(showKey);
  if (at && showKey !== key) setKey(showKey);
  const ref = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ left: 0, top: 0, tip: 0, below: false });

  // Measure after render, before paint: the bubble's size decides where it fits. Every show passes a new
  // point object, so this runs for every show.
  useLayoutEffect(() => {
    if (!at) return;
    const width = ref.current?.offsetWidth ?? 0;
    const height = ref.current?.offsetHeight ?? 0;
    const left = clamp(at.x - width / 2, EDGE, window.innerWidth - width - EDGE);
    const below = at.y - GAP - height < EDGE;
    const top = below ? Math.min(at.y + GAP, window.innerHeight - height - EDGE) : at.y - GAP - height;
    setBox({ left, top, tip: clamp(at.x - left, 12, width - 12), below });
  }, [at]);

  if (typeof document === 'undefined' || !presence) return null;
  return createPortal(
    <Bubble
      key={key}
      ref={ref}
      role="status"
      data-coming-soon=""
      data-presence={presence}
      data-side={box.below ? 'below' : 'above'}
      style={{ left: box.left, top: box.top }}
    >
      {children}
      <Tip aria-hidden="true" $below={box.below} style={{ left: box.tip }} />
    </Bubble>,
    document.body,
  );
}
