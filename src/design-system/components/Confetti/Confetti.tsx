import { useReducedMotionConfig } from 'motion/react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled, { useTheme } from 'styled-components';
import { usePrefersReducedMotion } from '../../motion/usePrefersReducedMotion';
import { colors, durations, type ColorToken } from '../../tokens';

export interface ConfettiProps {
  /** How long the burst lasts, in ms (default: the spec's 4 s, durations.confetti). */
  duration?: number;
  /** How many pieces (default 150; a third fewer on small screens). */
  pieces?: number;
  /** The same burst every time (stories, screenshots); default: a new one each mount. */
  seed?: number;
  /** Called once when the burst is over, or at once when none plays (reduced motion, no canvas). */
  onDone?: () => void;
}

/*
 * The layer: fixed over the viewport (no layout shift), click-through, hidden from assistive tech, on the
 * decorative layers' level (with the snowfall: above toasts and dialogs, below the demo's sandbox).
 */
const Layer = styled.canvas`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.snow};
  width: 100%;
  height: 100%;
  pointer-events: none;

  /* Belt and braces: no motion for those who asked for none, even before the script knows it. */
  ${({ theme }) => theme.mq.reducedMotion} {
    display: none;
  }
`;

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  w: number;
  h: number;
  round: boolean;
  color: string;
  rotation: number;
  spin: number;
  /** The flutter: a flip around the piece's long axis. */
  wobble: number;
  wobbleSpeed: number;
  /** Sideways drift while falling. */
  sway: number;
}

/** A small seeded generator (mulberry32): a seed gives the same burst on every run. */
function seeded(seed: number) {
  let t = seed | 0;
  return () => {
    t = (t + 0x6d2b79f5) | 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** The brand's festive colours. */
const PALETTE: readonly ColorToken[] = ['accent', 'highlight', 'premium', 'danger', 'success', 'info'];

/**
 * The palette as a canvas can paint it: the theme's colours are CSS variables (`var(--…)`), which a
 * canvas does not resolve, so they are read from the page's computed style, or else the tokens' values.
 */
function paletteOf(element: Element, themeColors: Readonly<Record<ColorToken, string>>): string[] {
  let style: CSSStyleDeclaration | null = null;
  try {
    style = getComputedStyle(element);
  } catch {
    style = null;
  }
  return PALETTE.map((name) => {
    const variable = /^var\((--[\w-]+)/.exec(themeColors[name])?.[1];
    const value = variable ? style?.getPropertyValue(variable).trim() : '';
    return value || colors[name];
  });
}

/** Air drag (per second) and the speed pieces settle at when falling (viewport heights per second): a floaty fall. */
const DRAG = 1.6;
const FALL = 0.3;

/**
 * Two cannons in the lower corners fire up and inwards; sizes and speeds scale with the viewport, so
 * the pieces peak at 40–70 % of its height and drift down for the rest of the burst.
 */
export function launchPieces(count: number, width: number, height: number, palette: readonly string[], random: () => number): Piece[] {
  return Array.from({ length: count }, (_, index) => {
    const fromLeft = index % 2 === 0;
    const up = height * (1.1 + random() * 0.6);
    // Horizontal reach (what drag lets it travel): 8–50 % of the width.
    const across = DRAG * width * (0.08 + random() * 0.42);
    const w = 6 + random() * 6;
    return {
      x: fromLeft ? -4 : width + 4,
      y: height + 4,
      vx: fromLeft ? across : -across,
      vy: -up,
      w,
      h: w * (0.4 + random() * 0.3),
      round: random() < 0.2,
      color: palette[Math.floor(random() * palette.length)] ?? '#fff',
      rotation: random() * Math.PI * 2,
      spin: (random() - 0.5) * 12,
      wobble: random() * Math.PI * 2,
      wobbleSpeed: 6 + random() * 8,
      sway: 0.02 + random() * 0.05,
    };
  });
}

/** Moves every piece by `dt` seconds (`t`: seconds since the start, for the sway). */
export function stepPieces(pieces: Piece[], dt: number, t: number, height: number): void {
  const decay = Math.exp(-DRAG * dt);
  for (const p of pieces) {
    p.vx *= decay;
    // Gravity against drag: the fall settles at FALL heights a second.
    p.vy = p.vy * decay + FALL * height * DRAG * dt;
    p.x += (p.vx + Math.sin(t * 3 + p.wobble) * p.sway * height) * dt;
    p.y += p.vy * dt;
    p.rotation += p.spin * dt;
    p.wobble += p.wobbleSpeed * dt;
  }
}

/**
 * A burst of confetti for a celebration (an achievement, a game's happy time): a canvas over the page
 * for `duration` (the spec's 4 s), then nothing — the canvas is removed and `onDone` is called. Local
 * only (no network, no images), click-through and aria-hidden; with reduced motion it renders nothing
 * at all. Remount it (a new `key`) for another burst.
 */
export function Confetti({ duration = durations.confetti, pieces = 150, seed, onDone }: ConfettiProps) {
  // MotionConfig's setting (stories force it) or the live OS preference: either one stops the burst.
  const configured = useReducedMotionConfig() ?? false;
  const preferred = usePrefersReducedMotion();
  const reduceMotion = configured || preferred;
  const themeColors = useTheme().color;
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const [done, setDone] = useState(false);
  const latestDone = useRef(onDone);
  useEffect(() => {
    latestDone.current = onDone;
  });
  /** onDone once per mount, whichever way the burst ends. */
  const ended = useRef(false);
  const end = useRef(() => {
    if (ended.current) return;
    ended.current = true;
    latestDone.current?.();
  });


  useEffect(() => {
    if (done || ended.current) return undefined;
    // Reduced motion (from the start, or switched on mid-burst): nothing to show, nothing to wait for.
    if (reduceMotion) {
      end.current();
      return undefined;
    }
    let frame = 0;
    const finish = () => {
      cancelAnimationFrame(frame);
      setDone(true);
      end.current();
    };
    const ending = setTimeout(finish, duration);
    const canvas = canvasRef.current;
    let context: CanvasRenderingContext2D | null = null;
    try {
      context = canvas?.getContext('2d') ?? null;
    } catch {
      context = null;
    }
    if (!canvas || !context) {
      // No canvas to draw on: the burst is over before it began.
      clearTimeout(ending);
      finish();
      return undefined;
    }
    const ctx = context;

    let width = 0;
    let height = 0;
    let ratio = 1;
    const resize = () => {
      width = window.innerWidth;
      height = window.innerHeight;
      // At most 2x: sharper than that costs fill rate on headsets for no visible gain.
      ratio = Math.min(window.devicePixelRatio || 1, 2);
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
    };
    resize();
    window.addEventListener('resize', resize);

    const random = seeded(seed ?? Math.floor(Math.random() * 2 ** 31));
    const count = width < 600 ? Math.round(pieces * 0.66) : pieces;
    const flying = launchPieces(count, width, height, paletteOf(canvas, themeColors), random);
    const started = performance.now();
    let last = started;

    const draw = (now: number) => {
      const elapsed = now - started;
      // Frames after a hidden tab's pause must not fling the pieces across the screen.
      const dt = Math.min(Math.max(now - last, 0), 50) / 1000;
      last = now;
      stepPieces(flying, dt, elapsed / 1000, height);
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      // The last quarter fades out, so the burst ends softly wherever the pieces are.
      ctx.globalAlpha = Math.max(0, Math.min(1, (duration - elapsed) / (duration * 0.25)));
      for (const p of flying) {
        if (p.y > height + 24) continue;
        const cos = Math.cos(p.rotation);
        const sin = Math.sin(p.rotation);
        const flip = Math.cos(p.wobble);
        ctx.setTransform(ratio * cos, ratio * sin, -ratio * sin * flip, ratio * cos * flip, ratio * p.x, ratio * p.y);
        ctx.fillStyle = p.color;
        if (p.round) {
          ctx.beginPath();
          ctx.arc(0, 0, p.h, 0, Math.PI * 2);
          ctx.fill();
        } else {
          ctx.fillRect(-p.w / 2, -p.h / 2, p.w, p.h);
        }
      }
      if (elapsed < duration) frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);

    return () => {
      clearTimeout(ending);
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', resize);
    };
  }, [reduceMotion, done, duration, pieces, seed, themeColors]);

  if (reduceMotion || done) return null;
  // On the body: a transformed ancestor would otherwise pin the fixed layer to itself.
  return createPortal(<Layer ref={canvasRef} aria-hidden="true" data-confetti="" />, document.body);
}

export default Confetti;
