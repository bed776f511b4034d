import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { MotionProvider } from '../motion/MotionProvider';
import { GlobalStyles } from './GlobalStyles';
import { theme } from './theme';

/** Theme, global styles and lazy motion: everything a design-system component needs above it. */
export function DesignSystemProvider({ children }: { children: ReactNode }) {
  return (
    <StyledThemeProvider theme={theme}>
      <GlobalStyles />
      <MotionProvider>{children}</MotionProvider>
    </StyledThemeProvider>
  );
}
