import { useRef } from 'react';
import styled, { css, keyframes, useTheme, type Keyframes } from 'styled-components';
import { fadeIn, fadeOut, IconButton, useFocusTrap, usePrefersReducedMotion, usePresence } from '@/design-system';
import { OrbitalMark } from './Header';
import type { NavDrawerProps } from './NavDrawer';
import { NavLinks } from './SideNav';
import { shellStrings } from './strings';

/*
 * The navigation drawer (small screens) with its focus trap: a chunk of its own, loaded on the first hover,
 * focus or press of the menu button and after the first screen (SideNav.tsx's NavDrawer, lazyPart;
 * issue 14, ADR 0008). No first screen shows it.
 */

const slideIn = keyframes`from { transform: translateX(-100%); }`;
const slideOut = keyframes`to { transform: translateX(-100%); }`;

/** Both parts enter and leave over theme.duration.sideNav with the standard easing. */
const presenceMotion = (enter: Keyframes, exit: Keyframes) => css`
  animation: ${enter} ${({ theme }) => theme.duration.sideNav}ms ${({ theme }) => theme.easing.standard} both;

  &[data-presence='closing'] {
    animation-name: ${exit};
    pointer-events: none;
  }

  /* Reduced motion: no animation, as before (it was instant); the presence timer is 0 then too. */
  ${({ theme }) => theme.mq.reducedMotion} {
    &,
    &[data-presence='closing'] {
      animation: none;
    }
    &[data-presence='closing'] {
      visibility: hidden;
    }
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.sideNav};
  background: ${({ theme }) => theme.color.backdrop};
  backdrop-filter: blur(4px);
  ${presenceMotion(fadeIn, fadeOut)}
`;

const Drawer = styled.nav`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${({ theme }) => theme.zIndex.sideNav};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: min(320px, 86vw);
  padding: ${({ theme }) => theme.space[4]};
  overflow-y: auto;
  border-right: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  ${presenceMotion(slideIn, slideOut)}
`;

const DrawerTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

/**
 * The side navigation as a drawer on small screens: slides in over theme.duration.sideNav (500 ms) while
 * the backdrop fades in, and out the same way (CSS; instant under reduced motion). It traps focus, Escape
 * or the backdrop closes it and focus returns to the menu button.
 */
export function NavDrawerView({ open, onClose }: NavDrawerProps) {
  const theme = useTheme();
  const reduce = usePrefersReducedMotion();
  const presence = usePresence(open, reduce ? 0 : theme.duration.sideNav);
  const ref = useRef<HTMLElement>(null);
  useFocusTrap(ref, { active: open, onEscape: onClose, priority: theme.zIndex.sideNav });
  if (!presence) return null;
  return (
    <>
      <Backdrop data-presence={presence} onClick={onClose} aria-hidden="true" />
      <Drawer ref={ref} id="nav-drawer" aria-label={shellStrings.mainNavigation} data-presence={presence}>
        <DrawerTop>
          <OrbitalMark size={28} />
          <IconButton icon="close" label={shellStrings.closeMenu} onClick={onClose} />
        </DrawerTop>
        <NavLinks onNavigate={onClose} />
      </Drawer>
    </>
  );
}
