import type { MouseEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import { fadeIn, fadeOut } from '../../motion/keyframes';
import { Icon } from '../../icons';
import type { PresenceState } from '../../motion/usePresence';
import { durations } from '../../tokens';
import type { BackToTopProps } from './BackToTop';

/*
 * The button itself: a chunk of its own, loaded when the page is first scrolled past the threshold and
 * after the first screen (BackToTop.tsx, lazyPart; issue 14, ADR 0008). No first screen shows it.
 */

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

export interface BackToTopButtonProps extends Omit<BackToTopProps, 'threshold' | 'focusTarget' | 'label'> {
  label: string;
  focusTarget: string;
  presence: Exclude<PresenceState, null>;
}

export function BackToTopButton({ label, focusTarget, presence, onClick, ref, title, ...rest }: BackToTopButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
    focusTop(focusTarget);
  };

  return (
    <Root ref={ref} type="button" aria-label={label} title={title ?? label} data-presence={presence} onClick={handleClick} {...rest}>
      <Icon name="arrow-up" size="lg" tone="inherit" />
    </Root>
  );
}
