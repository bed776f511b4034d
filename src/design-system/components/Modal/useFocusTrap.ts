import { useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { isTopLayer, pushLayer, removeLayer } from './layerStack';

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Elements Tab can reach inside `container`, in document order. */
export function getTabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert], [aria-hidden="true"]'),
  );
}

export interface FocusTrapOptions {
  /** Trap only while true; turning it off (or unmounting) restores focus. */
  active: boolean;
  /** Receives focus on activation; defaults to the first tabbable element, else the container. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Return focus to the element that had it before activation (default true). */
  restoreFocus?: boolean;
  /** Called on Escape while this trap is the top layer (nested traps: only the newest hears it). */
  onEscape?: (event: KeyboardEvent) => void;
  /** Stacking priority (use the layer's z-index): a higher one stays on top of traps opened later. */
  priority?: number;
}

/**
 * Keeps keyboard focus inside `containerRef` while active: Tab and Shift+Tab cycle through its tabbable
 * elements, and focus that escapes (a click outside, a programmatic focus) is pulled back. Nested traps
 * stack and only the newest one acts, so a dialog over a modal does not fight it. On deactivation focus
 * goes back to where it was (WCAG 2.4.3).
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, options: FocusTrapOptions): void {
  const { active, restoreFocus = true, priority = 0 } = options;
  // The latest callbacks and refs, read when events arrive, so changing them never re-runs the trap.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  // Who had the focus as the trap turned on, read while rendering: when the trap mounts already active, a
  // child's autoFocus (during the commit) or effect has moved the focus inside before the effect below runs.
  const opener = useMemo(() => (active && typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null), [active]);

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;

    const token = Symbol('focus-trap');
    pushLayer(token, priority);
    const focusedNow = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previouslyFocused = opener && !container.contains(opener) ? opener : focusedNow;

    // A trap that opens beneath a higher one (same render, lower priority) must not steal its focus.
    if (isTopLayer(token)) {
      const target = latest.current.initialFocus?.current ?? getTabbables(container)[0] ?? container;
      target.focus({ preventScroll: true });
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopLayer(token)) return;
      if (event.key === 'Escape') {
        // Something inside (an open dropdown, a combobox) already used this Escape.
        if (!event.defaultPrevented) latest.current.onEscape?.(event);
        return;
      }
      if (event.key !== 'Tab') return;
      const tabbables = getTabbables(container);
      const first = tabbables[0];
      const last = tabbables.at(-1);
      const current = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        container.focus({ preventScroll: true });
        return;
      }
      const outside = !(current instanceof Node) || !container.contains(current) || current === container;
      if (event.shiftKey && (outside || current === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (outside || current === last)) {
        event.preventDefault();
        first.focus();
      }
    };

    const onFocusIn = (event: FocusEvent) => {
      if (!isTopLayer(token)) return;
      const to = event.target;
      if (to instanceof Node && !container.contains(to)) (getTabbables(container)[0] ?? container).focus({ preventScroll: true });
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      removeLayer(token);
      if (restoreFocus && previouslyFocused?.isConnected) previouslyFocused.focus({ preventScroll: true });
    };
  }, [active, containerRef, restoreFocus, priority, opener]);
}
