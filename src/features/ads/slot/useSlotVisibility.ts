import { useEffect, useState } from 'react';

/** Spec §7 / issue 16: an impression counts once at least half the ad has been visible. */
export const IMPRESSION_RATIO = 0.5;

export interface SlotVisibility {
  /** Any part of the slot is on screen. */
  visible: boolean;
  /** At least half of it is. */
  half: boolean;
}

/**
 * Whether `element` is on screen, and at least half of it. Without IntersectionObserver (old browsers)
 * it counts as fully visible at once.
 */
export function useSlotVisibility(element: HTMLElement | null): SlotVisibility {
  const [state, setState] = useState<SlotVisibility>(() =>
    typeof IntersectionObserver === 'undefined' ? { visible: true, half: true } : { visible: false, half: false },
  );

  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        const next = { visible: entry.isIntersecting, half: entry.isIntersecting && entry.intersectionRatio >= IMPRESSION_RATIO };
        setState((previous) => (previous.visible === next.visible && previous.half === next.half ? previous : next));
      },
      { threshold: [0, IMPRESSION_RATIO] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return state;
}
