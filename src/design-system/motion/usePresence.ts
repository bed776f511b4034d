import { useEffect, useState } from 'react';

/** Where something shown with an exit animation is: on screen, leaving, or gone. */
export type PresenceState = 'open' | 'closing' | null;

/**
 * Keeps an element rendered through its exit animation: 'open' while `show`, 'closing' for `exitMs` after
 * `show` turns false, then null (unmount). The element's CSS animates on `data-presence` (its entrance on
 * mount, its exit on 'closing'), so the shell's popovers, toasts and bubbles need no animation library on
 * the startup path (issue 14, ADR 0008). Showing again while closing returns to 'open' at once.
 */
export function usePresence(show: boolean, exitMs: number): PresenceState {
  const [mounted, setMounted] = useState(show);
  // Derived during render (React's pattern for state that follows a prop): no frame without the element.
  if (show && !mounted) setMounted(true);

  useEffect(() => {
    if (show || !mounted) return undefined;
    const timer = setTimeout(() => setMounted(false), exitMs);
    return () => clearTimeout(timer);
  }, [show, mounted, exitMs]);

  if (show) return 'open';
  return mounted ? 'closing' : null;
}
