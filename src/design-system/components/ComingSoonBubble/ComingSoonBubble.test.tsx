import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { holdImport } from '../LazyPart/testing';
import { preloadComingSoonBubble, useComingSoonBubble } from './ComingSoonBubble';

function Footer({ duration }: { duration?: number }) {
  const { show, bubble } = useComingSoonBubble({ text: 'Coming Soon', duration });
  return (
    <>
      <button type="button" onClick={show}>
        Updates &amp; News
      </button>
      <button type="button" onClick={() => show({ x: 40, y: 300 })}>
        Community
      </button>
      {bubble}
    </>
  );
}

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const bubble = () => screen.queryByRole('status');
/** The fade-out after the bubble's lifetime (theme.duration.fast). */
const EXIT_MS = 150;

describe('useComingSoonBubble', () => {
  // The bubble is a chunk of its own; these tests are about it once there (see 'before its chunk').
  beforeAll(preloadComingSoonBubble);

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows 'Coming Soon' at the click position and hides it after 1500 ms", () => {
    renderWithTheme(<Footer />);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Updates & News' }), { clientX: 300, clientY: 400, detail: 1 }));
    const el = bubble();
    expect(el).toHaveTextContent('Coming Soon');
    // jsdom has no layout, so the bubble measures 0×0: its left edge is the click x, its bottom 12 px above the click.
    expect(el).toHaveStyle({ left: '300px', top: '388px' });
    expect(el).toHaveAttribute('data-presence', 'open');
    advance(1499);
    expect(bubble()).toHaveAttribute('data-presence', 'open');
    // At 1500 ms it fades out, then goes.
    advance(1);
    expect(bubble()).toHaveAttribute('data-presence', 'closing');
    expect(bubble()).toHaveStyle({ left: '300px', top: '388px' });
    advance(EXIT_MS - 1);
    expect(bubble()).toBeInTheDocument();
    advance(1);
    expect(bubble()).not.toBeInTheDocument();
  });

  it('a second click restarts the 1500 ms', () => {
    renderWithTheme(<Footer />);
    const button = screen.getByRole('button', { name: 'Updates & News' });
    act(() => void fireEvent.click(button, { clientX: 300, clientY: 400, detail: 1 }));
    advance(1000);
    act(() => void fireEvent.click(button, { clientX: 310, clientY: 400, detail: 1 }));
    advance(1000);
    expect(bubble()).toHaveStyle({ left: '310px' });
    expect(bubble()).toHaveAttribute('data-presence', 'open');
    advance(500);
    advance(EXIT_MS);
    expect(bubble()).not.toBeInTheDocument();
  });

  it('a repeat click draws a new bubble, so its pop plays again, and one while fading brings it back', () => {
    renderWithTheme(<Footer />);
    const button = screen.getByRole('button', { name: 'Updates & News' });
    act(() => void fireEvent.click(button, { clientX: 300, clientY: 400, detail: 1 }));
    const first = bubble();
    act(() => void fireEvent.click(button, { clientX: 300, clientY: 400, detail: 1 }));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(bubble()).not.toBe(first);
    advance(1500);
    const fading = bubble();
    expect(fading).toHaveAttribute('data-presence', 'closing');
    act(() => void fireEvent.click(button, { clientX: 300, clientY: 400, detail: 1 }));
    expect(bubble()).toHaveAttribute('data-presence', 'open');
    expect(bubble()).not.toBe(fading);
  });

  it('accepts a point and a custom duration', () => {
    renderWithTheme(<Footer duration={500} />);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Community' })));
    expect(bubble()).toHaveStyle({ left: '40px', top: '288px' });
    advance(500);
    advance(EXIT_MS);
    expect(bubble()).not.toBeInTheDocument();
  });

  it('stays inside the viewport and flips below the point near the top edge', () => {
    renderWithTheme(<Footer />);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Updates & News' }), { clientX: 99999, clientY: 4, detail: 1 }));
    expect(bubble()).toHaveStyle({ left: `${window.innerWidth - 8}px`, top: '16px' });
    // Below the point it pops down towards it instead of up.
    expect(bubble()).toHaveAttribute('data-side', 'below');
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Updates & News' }), { clientX: -50, clientY: 400, detail: 1 }));
    expect(bubble()).toHaveStyle({ left: '8px' });
    expect(bubble()).toHaveAttribute('data-side', 'above');
  });

  it('a keyboard activation (no pointer position) uses the centre of the activated element', () => {
    renderWithTheme(<Footer />);
    const button = screen.getByRole('button', { name: 'Updates & News' });
    vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 100, y: 500, width: 120, height: 44 }));
    act(() => void fireEvent.click(button, { detail: 0 }));
    expect(bubble()).toHaveStyle({ left: '160px', top: `${522 - 12}px` });
  });
});

/* The bubble's chunk loads on the first show (issue 14): a click before it has arrived draws the bubble when it does. */
describe('useComingSoonBubble before its chunk has arrived', () => {
  afterEach(() => {
    vi.doUnmock('./ComingSoonBubbleView');
  });

  it('a click shows the bubble once the chunk arrives, at the click position', async () => {
    const { gate, release } = holdImport();
    vi.resetModules();
    vi.doMock('./ComingSoonBubbleView', async (importOriginal) => {
      await gate;
      return importOriginal();
    });
    const fresh = await import('./ComingSoonBubble');
    function FreshFooter() {
      const { show, bubble: drawn } = fresh.useComingSoonBubble({ text: 'Coming Soon' });
      return (
        <>
          <button type="button" onClick={show}>
            Updates &amp; News
          </button>
          {drawn}
        </>
      );
    }
    renderWithTheme(<FreshFooter />);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Updates & News' }), { clientX: 300, clientY: 400, detail: 1 }));
    expect(bubble()).not.toBeInTheDocument();
    release();
    const el = await screen.findByRole('status');
    expect(el).toHaveTextContent('Coming Soon');
    expect(el).toHaveStyle({ left: '300px', top: '388px' });
  });
});
