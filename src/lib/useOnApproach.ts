import { useCallback, useEffect, useRef, useState } from 'react';

/** What says the player is heading below the first screen (capture: the page's own handlers cannot hide it). */
export const APPROACH_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Whether to draw a page's parts below its first screen yet (ADR 0008 › On approach): once a room they
 * will take (`mark` it: a callback ref) is on screen, or at the player's first scroll or input (a key, so Tab and
 * find-in-page too; a pointer, a wheel, a touch): they are then heading there, at least a screen away. At
 * once without IntersectionObserver (old browsers, the unit tests' jsdom). Until then the page's start-up
 * does not render, style and lay them out.
 */
export function useOnApproach(): [shown: boolean, mark: (element: HTMLElement | null) => void] {
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  const marks = useRef(new Set<HTMLElement>());
  const mark = useCallback((element: HTMLElement | null) => {
    if (element) marks.current.add(element);
  }, []);

  useEffect(() => {
    if (shown) return undefined;
    const show = () => setShown(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) show();
    });
    for (const element of marks.current) if (element.isConnected) observer.observe(element);
    for (const type of APPROACH_EVENTS) window.addEventListener(type, show, { capture: true, passive: true, once: true });
    return () => {
      observer.disconnect();
      for (const type of APPROACH_EVENTS) window.removeEventListener(type, show, { capture: true });
    };
  }, [shown]);

  return [shown, mark];
}
