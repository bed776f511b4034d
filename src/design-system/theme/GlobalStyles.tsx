import '@fontsource-variable/inter';
import '@fontsource-variable/space-grotesk';
import { createGlobalStyle } from 'styled-components';
import { cssVariables } from './theme';

export const GlobalStyles = createGlobalStyle`
  :root {
    ${cssVariables}
    color-scheme: dark;
  }

  *, *::before, *::after { box-sizing: border-box; }

  html { -webkit-text-size-adjust: 100%; scroll-behavior: smooth; }

  body {
    margin: 0;
    min-height: 100vh;
    background:
      radial-gradient(1200px 600px at 80% -10%, rgba(120, 86, 255, 0.16), transparent 60%),
      radial-gradient(900px 500px at -10% 10%, rgba(31, 211, 224, 0.08), transparent 60%),
      ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: ${({ theme }) => theme.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.font.display};
    line-height: ${({ theme }) => theme.lineHeight.tight};
    margin: 0;
  }

  /* A styled component's own display rule must not override the hidden attribute. */
  [hidden] { display: none !important; }

  p { margin: 0; }
  a { color: ${({ theme }) => theme.color.link}; }
  img, svg, video { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; color: inherit; }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  .orb-visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }

  ${({ theme }) => theme.mq.reducedMotion} {
    html { scroll-behavior: auto; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
