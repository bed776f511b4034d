import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyles } from './GlobalStyles';
import { theme } from './theme';

/**
 * Theme and global styles: everything a design-system component needs above it. The few components that
 * animate with motion (Modal, the game overlay) bring their own MotionProvider, so the animation library
 * stays off the startup path (issue 14, ADR 0008); the rest animate with CSS.
 */
export function DesignSystemProvider({ children }: { children: ReactNode }) {
  return (
    <StyledThemeProvider theme={theme}>
      <GlobalStyles />
      {children}
    </StyledThemeProvider>
  );
}
