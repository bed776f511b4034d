import { useReducedMotionConfig } from 'motion/react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '../../motion/usePrefersReducedMotion';
import type { ConfettiProps } from './Confetti';

/** Ends at once (calls onDone): what plays when the confetti's chunk cannot load (offline). */
function NoConfetti({ onDone }: ConfettiProps) {
  useEffect(() => {
    onDone?.();
  }, [onDone]);
  return null;
}

// Its own chunk, fetched on the first celebration: a page that never celebrates never pays for it.
const LazyConfetti = lazy(() =>
  import('./Confetti').then(
    (module) => ({ default: module.Confetti }),
    () => ({ default: NoConfetti }),
  ),
);

export interface Celebration {
  /**
   * Starts a confetti burst; false when none starts: one is already playing (bursts never stack) or
   * the user prefers reduced motion. Rate limits are the caller's (a game's happy time: once a minute).
   */
  celebrate: () => boolean;
  /** Render this anywhere on the page (a fixed, click-through layer); null while nothing plays. */
  confetti: ReactNode;
}

/** A page's celebrations: one confetti burst at a time, none under reduced motion. */
export function useCelebration(options: Omit<ConfettiProps, 'onDone'> = {}): Celebration {
  const configured = useReducedMotionConfig() ?? false;
  const preferred = usePrefersReducedMotion();
  const reduceMotion = configured || preferred;
  const [burst, setBurst] = useState(0);
  const playing = useRef(false);
  const reduce = useRef(reduceMotion);
  useEffect(() => {
    reduce.current = reduceMotion;
  });

  const celebrate = useCallback(() => {
    if (reduce.current || playing.current) return false;
    playing.current = true;
    setBurst((n) => n + 1);
    return true;
  }, []);

  const onDone = useCallback(() => {
    playing.current = false;
    setBurst(0);
  }, []);

  const confetti =
    burst > 0 ? (
      <Suspense fallback={null}>
        <LazyConfetti key={burst} {...options} onDone={onDone} />
      </Suspense>
    ) : null;

  return { celebrate, confetti };
}
