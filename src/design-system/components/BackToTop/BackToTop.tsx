import { AnimatePresence, m } from 'motion/react';
import { useEffect, useState, type ButtonHTMLAttributes, type MouseEvent, type Ref } from 'react';
import styled from 'styled-components';
import { Icon } from '../../icons';
import { durations } from '../../tokens';

type MotionConflicts = 'onAnimationStart' | 'onAnimationEnd' | 'onAnimationIteration' | 'onDrag' | 'onDragStart' | 'onDragEnd' | 'onDragOver' | 'onDragEnter' | 'onDragLeave' | 'onDrop';

export interface BackToTopProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | MotionConflicts> {
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

const Root = styled(m.button)`
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
 * (smoothly, or instantly under reduced motion) and moves focus to the top of the content.
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

  return (
    <AnimatePresence>
      {visible && (
        <Root
          key="back-to-top"
          ref={ref}
          type="button"
          aria-label={label}
          title={title ?? label}
          initial={{ opacity: 0, y: 16, scale: 0.9 }}
          animate={{ opacity: 1, y: 0, scale: 1 }}
          exit={{ opacity: 0, y: 16, scale: 0.9 }}
          transition={{ duration: durations.base / 1000, ease: 'easeOut' }}
          onClick={handleClick}
          {...rest}
        >
          <Icon name="arrow-up" size="lg" tone="inherit" />
        </Root>
      )}
    </AnimatePresence>
  );
}
