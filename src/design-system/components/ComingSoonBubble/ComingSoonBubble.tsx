import { useCallback, useEffect, useRef, useState, type MouseEvent as ReactMouseEvent, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { lazyPart, useLazyPart } from '../LazyPart/lazyPart';

export interface Point {
  x: number;
  y: number;
}

export interface ComingSoonBubbleProps {
  /** Where the user clicked, in viewport coordinates; null hides the bubble. */
  at: Point | null;
  /** Changes for every show, so a repeat click at the same spot replays the bubble. */
  showKey?: number;
  children: ReactNode;
}

/*
 * The bubble's state and timer are here; the bubble is a chunk of its own (ComingSoonBubbleView.tsx),
 * loaded on the first show and after the first screen (issue 14, ADR 0008). A show before it has arrived
 * draws it when it does (if the show has not ended by then). Nothing renders before the first show.
 */
const viewPart = lazyPart(() => import('./ComingSoonBubbleView'));

/** Loads the bubble's chunk now (tests and stories that need it at once). */
export function preloadComingSoonBubble(): Promise<unknown> {
  return viewPart.load();
}

/**
 * The small 'Coming Soon' bubble drawn above a click position, kept inside the viewport (it flips below
 * the point near the top edge). It is a polite live region, so the message is also read out. It pops in
 * and fades out over theme.duration.fast with the emphasized easing (CSS; opacity only under reduced
 * motion), staying mounted through the fade.
 */
export function ComingSoonBubble(props: ComingSoonBubbleProps) {
  const view = useLazyPart(viewPart, props.at !== null);
  return view ? <view.ComingSoonBubbleView {...props} /> : null;
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
