import { useEffect, useState, type ButtonHTMLAttributes, type Ref } from 'react';
import { usePresence } from '../../motion/usePresence';
import { durations } from '../../tokens';
import { lazyPart, useLazyPart } from '../LazyPart/lazyPart';

export interface BackToTopProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Accessible name and tooltip. */
  label?: string;
  /** Pixels scrolled before the button appears. */
  threshold?: number;
  /**
   * Where focus lands after the jump, as a CSS selector; the first match wins, and the page body
   * when nothing matches. Keyboard users continue from the top instead of from a vanished button.
   */
  focusTarget?: string;
  ref?: Ref<HTMLButtonElement>;
}

/*
 * The scroll watch is here; the button is a chunk of its own (BackToTopButton.tsx), loaded when the page is
 * first scrolled past the threshold and after the first screen (issue 14, ADR 0008). Nothing renders
 * before that, on the server or in the first screen, so hydration is unchanged.
 */
const buttonPart = lazyPart(() => import('./BackToTopButton'));

/** Loads the button's chunk now (tests and stories that need it at once). */
export function preloadBackToTop(): Promise<unknown> {
  return buttonPart.load();
}

/**
 * A floating button that appears once the page is scrolled past `threshold`, scrolls to the top
 * (smoothly, or instantly under reduced motion) and moves focus to the top of the content. It rises and
 * fades in and leaves the same way (CSS, 250 ms; a fade only under reduced motion).
 */
export function BackToTop({ label = 'Back to top', threshold = 400, focusTarget = 'main, [role="main"]', ...rest }: BackToTopProps) {
  const [visible, setVisible] = useState(false);
  const presence = usePresence(visible, durations.base);
  const part = useLazyPart(buttonPart, visible);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    // A page opened scrolled down (a reload, back): checked in the next frame, whose layout reading scrollY
    // then only brings forward, rather than forcing one in the task that mounted the app (issue 14).
    const first = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);

  if (!presence || !part) return null;
  return <part.BackToTopButton label={label} focusTarget={focusTarget} presence={presence} {...rest} />;
}
