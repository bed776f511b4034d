import { useEffect, useState, type ButtonHTMLAttributes, type MouseEvent, type Ref } from 'react';
import styled, { keyframes } from 'styled-components';
import { fadeIn, fadeOut } from '../../motion/keyframes';
import { Icon } from '../../icons';
import { usePresence } from '../../motion/usePresence';
import { durations } from '../../tokens';

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

/** Entrance and exit: 250 ms (theme.duration.base) ease-out, rising 16 px and growing from 90 %. */
const rise = keyframes`from { opacity: 0; transform: translateY(16px) scale(0.9); }`;
const sink = keyframes`to { opacity: 0; transform: translateY(16px) scale(0.9); }`;
/** CSS's `ease-out` is cubic-bezier(0, 0, 0.58, 1) too, motion's 'easeOut' that this replaced. */
const EASE_OUT = 'cubic-bezier(0, 0, 0.58, 1)';

const Root = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.space[6]};
  bottom: calc(${({ theme }) => theme.space[6]} + ${({ theme }) => theme.size.insetBottom});
  z-index: ${({ theme }) => theme.zIndex.backToTop};
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.size.control.lg};
  height: ${({ theme }) => theme.size.control.lg};
  padding: 0;
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.accentHover} 60%, transparent);
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.textOnAccent};
  box-shadow: ${({ theme }) => theme.shadow.md};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.duration.fast}ms,
    box-shadow ${({ theme }) => theme.duration.fast}ms;

  &:hover {
    background: ${({ theme }) => theme.color.accentHover};
    box-shadow: ${({ theme }) => theme.shadow.glow};
  }
  &:active {
    background: ${({ theme }) => theme.color.accentPressed};
  }

  animation: ${rise} ${durations.base}ms ${EASE_OUT} both;
  &[data-presence='closing'] {
    animation-name: ${sink};
    pointer-events: none;
  }

  /* Reduced motion: the fade without the movement, at its length (the global reduced-motion rule cuts
     animations to 0.01 ms; a fade moves nothing, and motion kept it too). */
  ${({ theme }) => theme.mq.reducedMotion} {
    animation-name: ${fadeIn};
    animation-duration: ${durations.base}ms !important;

    &[data-presence='closing'] {
      animation-name: ${fadeOut};
    }
  }
`;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function focusTop(selector: string) {
  const target = (selector ? document.querySelector<HTMLElement>(selector) : null) ?? document.body;
  // Non-focusable landmarks take focus only with tabindex=-1; remove it again once focus moves on.
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  // preventScroll: the smooth scroll is already on its way and must not be cut short.
  target.focus({ preventScroll: true });
}

/**
 * A floating button that appears once the page is scrolled past `threshold`, scrolls to the top
 * (smoothly, or instantly under reduced motion) and moves focus to the top of the content. It rises and
 * fades in and leaves the same way (CSS, 250 ms; a fade only under reduced motion).
 */
export function BackToTop({
  label = 'Back to top',
  threshold = 400,
  focusTarget = 'main, [role="main"]',
  onClick,
  ref,
  title,
  ...rest
}: BackToTopProps) {
  const [visible, setVisible] = useState(false);
  const presence = usePresence(visible, durations.base);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
    focusTop(focusTarget);
  };

  if (!presence) return null;
  return (
    <Root ref={ref} type="button" aria-label={label} title={title ?? label} data-presence={presence} onClick={handleClick} {...rest}>
      <Icon name="arrow-up" size="lg" tone="inherit" />
    </Root>
  );
}
