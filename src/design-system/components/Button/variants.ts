import { css } from 'styled-components';

/**
 * The colour variants Button and IconButton share. `foreground` is the theme colour of the label:
 * text on a Button, the icon colour on an IconButton (icons are a shade softer than text).
 */
export function buttonVariants(foreground: 'text' | 'icon') {
  return {
    primary: css`
      background: ${({ theme }) => theme.color.accent};
      color: ${({ theme }) => theme.color.textOnAccent};
      &:hover:not(:disabled) { background: ${({ theme }) => theme.color.accentHover}; box-shadow: ${({ theme }) => theme.shadow.glow}; }
      &:active:not(:disabled) { background: ${({ theme }) => theme.color.accentPressed}; }
    `,
    secondary: css`
      background: ${({ theme }) => theme.color.surfaceRaised};
      color: ${({ theme }) => theme.color[foreground]};
      border-color: ${({ theme }) => theme.color.borderStrong};
      &:hover:not(:disabled) { background: ${({ theme }) => theme.color.surfaceStrong}; }
    `,
    ghost: css`
      background: transparent;
      color: ${({ theme }) => theme.color[foreground]};
      &:hover:not(:disabled) { background: ${({ theme }) => theme.color.surfaceRaised}; }
    `,
    danger: css`
      background: ${({ theme }) => theme.color.dangerStrong};
      color: ${({ theme }) => theme.color.textOnAccent};
      &:hover:not(:disabled) { filter: brightness(1.12); }
    `,
    premium: css`
      background: linear-gradient(135deg, ${({ theme }) => theme.color.premiumSoft}, ${({ theme }) => theme.color.premium});
      color: ${({ theme }) => theme.color.textOnPremium};
      &:hover:not(:disabled) { box-shadow: ${({ theme }) => theme.shadow.halo}; }
    `,
  } as const;
}
