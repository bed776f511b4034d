import { act, fireEvent, screen } from '@testing-library/react';
import { MotionConfig } from 'motion/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { durations } from '../../tokens';
import { Confetti, launchPieces, stepPieces } from './Confetti';
import { useCelebration } from './useCelebration';

/** A 2D context that records what is drawn (jsdom has no canvas). */
function fakeContext() {
  const styles = new Set<string>();
  return {
    setTransform: vi.fn(),
    clearRect: vi.fn(),
    fillRect: vi.fn(),
    beginPath: vi.fn(),
    arc: vi.fn(),
    fill: vi.fn(),
    globalAlpha: 1,
    /** Every fill colour the pieces were painted with. */
    styles,
    set fillStyle(value: string) {
      styles.add(value);
    },
  };
}

let context: ReturnType<typeof fakeContext> | null;
beforeEach(() => {
  vi.useFakeTimers();
  context = fakeContext();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => context) as never);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const layer = () => document.querySelector('[data-confetti]');

describe('Confetti', () => {
  it('draws a hidden, click-through canvas on the body for the spec\'s 4 s, then removes it and says so once', () => {
    const onDone = vi.fn();
    const { container } = renderWithTheme(<Confetti onDone={onDone} seed={7} />);
    const canvas = layer();
    expect(canvas?.tagName).toBe('CANVAS');
    expect(canvas).toHaveAttribute('aria-hidden', 'true');
    // Portalled to the body: no ancestor's transform or overflow can clip it, and it takes no room in the page.
    expect(container.contains(canvas)).toBe(false);
    expect(canvas?.parentElement).toBe(document.body);
    expect(getComputedStyle(canvas as Element).pointerEvents).toBe('none');
    expect(getComputedStyle(canvas as Element).position).toBe('fixed');

    act(() => vi.advanceTimersByTime(500));
    expect(context?.fillRect.mock.calls.length ?? 0).toBeGreaterThan(0);
    // Real colours (a canvas cannot paint the theme's var(--…) strings): several of the brand's.
    const styles = [...(context?.styles ?? [])];
    expect(styles.length).toBeGreaterThan(2);
    for (const style of styles) expect(style).toMatch(/^(#[0-9a-f]{6}|rgb)/i);
    expect(layer()).not.toBeNull();
    expect(onDone).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(durations.confetti - 500 - 1));
    expect(layer()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(layer()).toBeNull();
    expect(onDone).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('renders nothing under reduced motion, and is done at once', () => {
    const onDone = vi.fn();
    renderWithTheme(
      <MotionConfig reducedMotion="always">
        <Confetti onDone={onDone} />
      </MotionConfig>,
    );
    expect(layer()).toBeNull();
    expect(onDone).toHaveBeenCalledOnce();
    expect(HTMLCanvasElement.prototype.getContext).not.toHaveBeenCalled();
  });

  it('stops at once when reduced motion is switched on mid-burst', () => {
    const onDone = vi.fn();
    const ui = (reduce: 'never' | 'always') => (
      <MotionConfig reducedMotion={reduce}>
        <Confetti onDone={onDone} />
      </MotionConfig>
    );
    const view = renderWithTheme(ui('never'));
    act(() => vi.advanceTimersByTime(300));
    expect(layer()).not.toBeNull();
    view.rerender(ui('always'));
    expect(layer()).toBeNull();
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('without a 2D context (an old or locked-down browser) it is over before it began', () => {
    context = null;
    const onDone = vi.fn();
    renderWithTheme(<Confetti onDone={onDone} />);
    expect(onDone).toHaveBeenCalledOnce();
    expect(layer()).toBeNull();
  });

  it('unmounting mid-burst stops drawing (no frames, no onDone later)', () => {
    const onDone = vi.fn();
    const view = renderWithTheme(<Confetti onDone={onDone} />);
    act(() => vi.advanceTimersByTime(200));
    view.unmount();
    const drawn = context?.clearRect.mock.calls.length;
    act(() => vi.advanceTimersByTime(5000));
    expect(context?.clearRect.mock.calls.length).toBe(drawn);
    expect(onDone).not.toHaveBeenCalled();
    expect(layer()).toBeNull();
  });
});

describe('the pieces', () => {
  const colors = ['#7856ff', '#56e6f0'];

  it('fly up from both lower corners, peak in the upper half of the screen and are falling by the end', () => {
    const [width, height] = [1280, 720];
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const pieces = launchPieces(40, width, height, colors, random);
    expect(pieces.filter((p) => p.x < 0)).toHaveLength(20);
    expect(pieces.filter((p) => p.x > width)).toHaveLength(20);
    expect(pieces.every((p) => p.y > height && p.vy < 0 && colors.includes(p.color))).toBe(true);

    const highest = pieces.map(() => Number.POSITIVE_INFINITY);
    for (let t = 0; t < 4; t += 1 / 60) {
      stepPieces(pieces, 1 / 60, t, height);
      pieces.forEach((p, i) => (highest[i] = Math.min(highest[i] ?? Infinity, p.y)));
    }
    // Every piece peaks between 30 % and 80 % of the way up the screen…
    expect(Math.min(...highest)).toBeGreaterThan(height * 0.2);
    expect(Math.max(...highest)).toBeLessThan(height * 0.7);
    // …and is drifting down at the end, inside the screen's width.
    expect(pieces.every((p) => p.vy > 0)).toBe(true);
    expect(pieces.every((p) => p.x > -50 && p.x < width + 50)).toBe(true);
  });
});

/** The hook on a page: a button that celebrates, what celebrate() said, and the confetti it renders. */
function Harness() {
  const { celebrate, confetti } = useCelebration();
  const [started, setStarted] = useState<boolean | null>(null);
  return (
    <>
      <button type="button" onClick={() => setStarted(celebrate())}>
        Celebrate
      </button>
      <output>{String(started)}</output>
      {confetti}
    </>
  );
}

function celebrateOnce(): string | null {
  fireEvent.click(screen.getByRole('button', { name: 'Celebrate' }));
  return screen.getByRole('status').textContent;
}

describe('useCelebration', () => {
  it('one burst at a time (never stacked); another once it is over', async () => {
    renderWithTheme(<Harness />);
    expect(celebrateOnce()).toBe('true');
    await vi.waitFor(() => expect(layer()).not.toBeNull());
    expect(celebrateOnce()).toBe('false');
    expect(document.querySelectorAll('[data-confetti]')).toHaveLength(1);

    act(() => vi.advanceTimersByTime(durations.confetti));
    expect(layer()).toBeNull();
    expect(celebrateOnce()).toBe('true');
    await vi.waitFor(() => expect(layer()).not.toBeNull());
  });

  it('under reduced motion celebrate() starts nothing', () => {
    renderWithTheme(
      <MotionConfig reducedMotion="always">
        <Harness />
      </MotionConfig>,
    );
    expect(celebrateOnce()).toBe('false');
    act(() => vi.advanceTimersByTime(100));
    expect(layer()).toBeNull();
  });
});
