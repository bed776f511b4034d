import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPROACH_EVENTS, useOnApproach } from './useOnApproach';

function Page() {
  const [shown, mark] = useOnApproach();
  return shown ? <p>below</p> : <div ref={mark} data-testid="room" />;
}

/** An IntersectionObserver the test drives: what it observes, and a way to call it back. */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[]; disconnected: boolean }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      callback: IntersectionObserverCallback;
      targets: Element[] = [];
      disconnected = false;
      constructor(callback: IntersectionObserverCallback) {
        this.callback = callback;
        observers.push(this);
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      disconnect() {
        this.disconnected = true;
      }
    },
  );
  const intersect = (isIntersecting: boolean) => {
    const observer = observers.at(-1);
    act(() => observer?.callback([{ isIntersecting } as IntersectionObserverEntry], observer as unknown as IntersectionObserver));
  };
  return { observers, intersect };
}

describe('useOnApproach', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('draws at once without IntersectionObserver (old browsers, jsdom)', () => {
    render(<Page />);
    expect(screen.getByText('below')).toBeInTheDocument();
  });

  describe('with IntersectionObserver', () => {
    let observer: ReturnType<typeof stubObserver>;
    beforeEach(() => {
      observer = stubObserver();
    });

    it('keeps the room until it is on screen, then draws and stops observing', () => {
      render(<Page />);
      expect(screen.queryByText('below')).toBeNull();
      expect(observer.observers[0]?.targets).toEqual([screen.getByTestId('room')]);
      observer.intersect(false);
      expect(screen.queryByText('below')).toBeNull();
      observer.intersect(true);
      expect(screen.getByText('below')).toBeInTheDocument();
      expect(observer.observers[0]?.disconnected).toBe(true);
    });

    it.each(APPROACH_EVENTS)("draws at the player's first %s anywhere on the page", (type) => {
      render(<Page />);
      expect(screen.queryByText('below')).toBeNull();
      act(() => {
        document.body.dispatchEvent(new Event(type, { bubbles: true }));
      });
      expect(screen.getByText('below')).toBeInTheDocument();
    });

    it('a scroll of the window itself counts (scroll events do not bubble from the document to the window)', () => {
      render(<Page />);
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
      expect(screen.getByText('below')).toBeInTheDocument();
    });

    it('leaves no listener behind once drawn or unmounted', () => {
      const removed = vi.spyOn(window, 'removeEventListener');
      const { unmount } = render(<Page />);
      unmount();
      expect(removed.mock.calls.map(([type]) => type).toSorted()).toEqual([...APPROACH_EVENTS].toSorted());
      removed.mockRestore();
    });
  });
});
