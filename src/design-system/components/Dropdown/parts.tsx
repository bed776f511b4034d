import styled, { css, useTheme } from 'styled-components';
import { usePresence, type PresenceState } from '../../motion/usePresence';

/* The closed state of the header dropdowns and the account menu: on the startup path. Their panels
   (surface.tsx and the panel modules) load on first use (lazyPart). */

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

/** Whether to render the PopoverSurface: kept through its exit animation after `open` turns false. */
export function usePopoverPresence(open: boolean): PresenceState {
  return usePresence(open, useTheme().duration.fast);
}

/** Visually hidden but read: reuses the global utility class. */
export const srOnly = 'orb-visually-hidden';
