import type { KeyboardEventHandler, MouseEventHandler, ReactNode, Ref } from 'react';
import styled, { css, keyframes, useTheme } from 'styled-components';
import { fadeIn, fadeOut } from '../../motion/keyframes';
import { usePresence, type PresenceState } from '../../motion/usePresence';

export const Root = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
`;

/** The round header trigger: 44 px, icon centred, count badge in the corner. */
export const TriggerButton = styled.button<{ $open: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: ${({ theme }) => theme.size.minHit};
  min-height: ${({ theme }) => theme.size.minHit};
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $open }) => ($open ? theme.color.surfaceStrong : 'transparent')};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.duration.fast}ms,
    border-color ${({ theme }) => theme.duration.fast}ms;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
    border-color: ${({ theme }) => theme.color.border};
  }
  ${({ $open, theme }) =>
    $open &&
    css`
      border-color: ${theme.color.border};
    `}
`;

export const CountBadge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radius.pill};
  /* The strong red keeps white digits above 4.5:1. */
  background: ${({ theme }) => theme.color.dangerStrong};
  color: ${({ theme }) => theme.color.textOnAccent};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.color.bg};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  line-height: 20px;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

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

/** Whether to render the PopoverSurface: kept through its exit animation after `open` turns false. */
export function usePopoverPresence(open: boolean): PresenceState {
  return usePresence(open, useTheme().duration.fast);
}

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

/** Visually hidden but read: reuses the global utility class. */
export const srOnly = 'orb-visually-hidden';
