import { useReducedMotionConfig } from 'motion/react';
import { useMemo, type CSSProperties } from 'react';
import styled, { keyframes } from 'styled-components';
import { useHydrated } from '../../hooks/useHydrated';
import { usePrefersReducedMotion } from '../../motion/usePrefersReducedMotion';
import { isSnowSeason } from './season';

export interface SnowfallProps {
  /** The app clock's current date. */
  date: Date;
  /** Snow regardless of the date (stories, previews). Reduced motion still wins. */
  force?: boolean;
  /** How many flakes; ~40-60 keeps it light on headset CPUs. */
  flakes?: number;
}

const fall = keyframes`
  from { transform: translate3d(0, -8vh, 0); }
  to { transform: translate3d(0, 108vh, 0); }
`;

const sway = keyframes`
  from { transform: translate3d(calc(var(--sway) * -1), 0, 0); }
  to { transform: translate3d(var(--sway), 0, 0); }
`;

const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.snow};
  overflow: hidden;
  pointer-events: none;
  contain: strict;

  /* Belt and braces: even before JS knows the preference, no motion for those who asked for none. */
  ${({ theme }) => theme.mq.reducedMotion} {
    display: none;
  }
`;

/* Transform-only animations on their own layers: the compositor moves them, the main thread idles. */
const Flake = styled.span`
  position: absolute;
  top: 0;
  left: var(--x);
  animation: ${fall} var(--fall) linear var(--delay) infinite;
  will-change: transform;

  & > span {
    display: block;
    width: var(--size);
    height: var(--size);
    border-radius: 50%;
    /* Soft-edged flake with a faint cold glow: painted once, then only moved. */
    background: radial-gradient(circle, #fff 0 35%, rgba(230, 240, 255, 0.55) 55%, transparent 72%);
    box-shadow: 0 0 6px rgba(200, 225, 255, 0.35);
    opacity: var(--opacity);
    animation: ${sway} var(--sway-time) ease-in-out var(--delay) infinite alternate;
    will-change: transform;
  }
`;

/** A small seeded generator: the same flakes on every render and in every screenshot. */
function seeded(seed: number) {
  let t = seed;
  return () => {
    t = (t + 0x6d2b79f5) | 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

function makeFlakes(count: number): CSSProperties[] {
  const random = seeded(2012);
  return Array.from({ length: count }, () => {
    const depth = random();
    const fallSeconds = 9 + (1 - depth) * 12;
    return {
      '--x': `${(random() * 100).toFixed(2)}%`,
      '--size': `${(3 + depth * 6).toFixed(1)}px`,
      '--opacity': (0.45 + depth * 0.5).toFixed(2),
      '--fall': `${fallSeconds.toFixed(1)}s`,
      // Negative delays start every flake mid-fall, so the screen is not empty for the first seconds.
      '--delay': `${(-random() * fallSeconds).toFixed(1)}s`,
      '--sway': `${(8 + random() * 28).toFixed(0)}px`,
      '--sway-time': `${(2.5 + random() * 3).toFixed(1)}s`,
    } as CSSProperties;
  });
}

/**
 * The seasonal snowfall (decision 5): a fixed, click-through, hidden-from-assistive-tech layer of
 * drifting flakes, only in season (or when forced), and nothing at all when the user prefers reduced
 * motion.
 */
export function Snowfall({ date, force = false, flakes = 48 }: SnowfallProps) {
  // An enclosing MotionConfig's setting (stories, tests) or the OS preference.
  const configuredReduce = useReducedMotionConfig() ?? false;
  const reduceMotion = usePrefersReducedMotion() || configuredReduce;
  const styles = useMemo(() => makeFlakes(flakes), [flakes]);
  // Random flakes, the date and a media query: browser-only, so never in prerendered markup.
  const hydrated = useHydrated();
  if (!hydrated || reduceMotion || !(force || isSnowSeason(date))) return null;
  return (
    <Layer aria-hidden="true" data-snowfall="">
      {styles.map((style, index) => (
        <Flake key={index} style={style}>
          <span />
        </Flake>
      ))}
    </Layer>
  );
}
