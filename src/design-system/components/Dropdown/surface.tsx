import type { KeyboardEventHandler, MouseEventHandler, ReactNode, Ref } from 'react';
import styled, { keyframes } from 'styled-components';
import { fadeIn, fadeOut } from '../../motion/keyframes';
import type { PresenceState } from '../../motion/usePresence';

/* The floating panel of the header dropdowns and the account menu: loaded with their panels, on first use. */

const popIn = keyframes`from { opacity: 0; transform: translateY(-6px) scale(0.98); }`;
const popOut = keyframes`to { opacity: 0; transform: translateY(-6px) scale(0.98); }`;

const Surface = styled.div<{ $align: 'start' | 'end'; $kind: 'panel' | 'menu' }>`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[2]});
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  /* Panels keep one width whatever their state; menus fit their labels. */
  width: ${({ $kind }) => ($kind === 'panel' ? '22rem' : 'max-content')};
  min-width: 14rem;
  max-width: calc(100vw - 2 * ${({ theme }) => theme.space[3]});
  max-height: min(34rem, calc(100dvh - 6rem));
  overflow: hidden;
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.text} 10%, transparent);
  border-radius: ${({ theme }) => theme.radius.lg};
  background:
    radial-gradient(120% 90px at 50% -30px, color-mix(in srgb, ${({ theme }) => theme.color.accent} 18%, transparent), transparent 80%),
    color-mix(in srgb, ${({ theme }) => theme.color.surfaceRaised} 95%, transparent);
  box-shadow:
    ${({ theme }) => theme.shadow.lg},
    inset 0 1px 0 color-mix(in srgb, ${({ theme }) => theme.color.text} 7%, transparent);
  backdrop-filter: blur(18px) saturate(140%);
  color: ${({ theme }) => theme.color.text};
  transform-origin: top ${({ $align }) => ($align === 'end' ? 'right' : 'left')};
  /* Longhands (not the shorthand): jsdom reads them, so the tests can check the entrance and exit. */
  animation-name: ${popIn};
  animation-duration: ${({ theme }) => theme.duration.fast}ms;
  animation-timing-function: ${({ theme }) => theme.easing.standard};
  animation-fill-mode: both;

  &[data-presence='closing'] {
    animation-name: ${popOut};
    pointer-events: none;
  }

  /* Reduced motion: a fade without the movement. The global reduced-motion rule cuts every animation to
     0.01 ms; this one keeps its length, as the motion version did (a fade moves nothing). */
  ${({ theme }) => theme.mq.reducedMotion} {
    animation-name: ${fadeIn};
    animation-duration: ${({ theme }) => theme.duration.fast}ms !important;

    &[data-presence='closing'] {
      animation-name: ${fadeOut};
    }
  }

  /* Focus rests on the panel only when it has nothing focusable (empty, loading). */
  &:focus {
    outline: none;
  }
`;

interface PopoverSurfaceProps {
  /** From usePopoverPresence: 'closing' plays the exit, then the caller unmounts it. */
  presence: Exclude<PresenceState, null>;
  id?: string;
  align: 'start' | 'end';
  kind: 'panel' | 'menu';
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
  role?: string;
  tabIndex?: number;
  'aria-labelledby'?: string;
  'aria-label'?: string;
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  onClick?: MouseEventHandler<HTMLDivElement>;
}

/**
 * The floating glass panel, with a short scale-and-fade entrance and exit (theme.duration.fast; opacity
 * only under reduced motion), in CSS so it shows at once without an animation library.
 */
export function PopoverSurface({ align, kind, presence, children, ...rest }: PopoverSurfaceProps) {
  return (
    <Surface $align={align} $kind={kind} data-presence={presence} {...rest}>
      {children}
    </Surface>
  );
}

export const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[3]}`};
  border-bottom: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.border} 70%, transparent);
`;

export const PanelTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.01em;
`;
