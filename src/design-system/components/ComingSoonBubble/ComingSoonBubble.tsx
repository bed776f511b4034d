import { useCallback, useEffect, useLayoutEffect, useRef, useState, type MouseEvent as ReactMouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes, useTheme } from 'styled-components';
import { fadeIn, fadeOut } from '../../motion/keyframes';
import { usePresence } from '../../motion/usePresence';

export interface Point {
  x: number;
  y: number;
}

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

export interface ComingSoonBubbleProps {
  /** Where the user clicked, in viewport coordinates; null hides the bubble. */
  at: Point | null;
  /** Changes for every show, so a repeat click at the same spot replays the bubble. */
  showKey?: number;
  children: ReactNode;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * The small 'Coming Soon' bubble drawn above a click position, kept inside the viewport (it flips below
 * the point near the top edge). It is a polite live region, so the message is also read out. It pops in
 * and fades out over theme.duration.fast with the emphasized easing (CSS; opacity only under reduced
 * motion), staying mounted through the fade.
 */
export function ComingSoonBubble({ at, showKey = 0, children }: ComingSoonBubbleProps) {
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

export interface UseComingSoonBubbleOptions {
  /** The bubble's text, e.g. 'Coming Soon' (the caller's string). */
  text: ReactNode;
  /** How long it stays; default theme.duration.bubble (1500 ms). */
  duration?: number;
}

type ShowSource = ReactMouseEvent<Element> | MouseEvent | Point;

/** Where to draw for a click: the pointer, or the centre of the clicked element for a keyboard "click". */
export function pointFor(source: ShowSource): Point {
  if (!('clientX' in source)) return { x: source.x, y: source.y };
  // Enter or Space on a button fires a click with detail 0 and no pointer position.
  const fromPointer = source.detail > 0 || source.clientX !== 0 || source.clientY !== 0;
  const target = source.currentTarget;
  if (!fromPointer && target instanceof Element) {
    const rect = target.getBoundingClientRect();
    return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  }
  return { x: source.clientX, y: source.clientY };
}

/**
 * Spec §2 footer links 'Updates & News' and 'Community' show a 'Coming Soon' bubble at the click position;
 * spec §4: it hides after 1500 ms (theme.duration.bubble). Call `show` from the click handler and render
 * `bubble` anywhere (it portals to document.body). Another click restarts the timer.
 */
export function useComingSoonBubble({ text, duration }: UseComingSoonBubbleOptions) {
  const theme = useTheme();
  const lifetime = duration ?? theme.duration.bubble;
  const [state, setState] = useState<{ at: Point; key: number } | null>(null);
  const shows = useRef(0);

  const show = useCallback((source: ShowSource) => {
    shows.current += 1;
    setState({ at: pointFor(source), key: shows.current });
  }, []);
  const hide = useCallback(() => setState(null), []);

  useEffect(() => {
    if (!state) return;
    const timer = setTimeout(hide, lifetime);
    return () => clearTimeout(timer);
  }, [state, lifetime, hide]);

  const bubble = (
    <ComingSoonBubble at={state?.at ?? null} showKey={state?.key}>
      {text}
    </ComingSoonBubble>
  );
  return { show, hide, visible: state !== null, bubble };
}
