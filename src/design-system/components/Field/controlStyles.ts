import { css } from 'styled-components';

export type ControlSize = 'md' | 'lg';

/**
 * The look every text-like control shares (input shell, textarea, select): a raised well with a
 * 3:1 border, an accent ring while focused and a danger border when invalid. `$invalid` and
 * `$disabled` are set by the control; `:focus-within` covers a shell that wraps the native element.
 */
export const controlSurface = css<{ $invalid: boolean; $disabled: boolean }>`
  position: relative;
  width: 100%;
  min-width: 0;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  box-shadow: inset 0 1px 0 rgba(255, 255, 255, 0.04), inset 0 -12px 24px rgba(0, 0, 0, 0.12);
  transition:
    border-color ${({ theme }) => theme.duration.fast}ms,
    box-shadow ${({ theme }) => theme.duration.fast}ms,
    background-color ${({ theme }) => theme.duration.fast}ms;

  &:hover {
    border-color: ${({ theme, $invalid, $disabled }) => ($invalid ? theme.color.danger : $disabled ? theme.color.borderStrong : theme.color.textMuted)};
  }

  ${({ $invalid, theme }) =>
    $invalid &&
    css`
      box-shadow: 0 0 0 1px ${theme.color.danger};
    `}

  ${({ $disabled }) =>
    $disabled &&
    css`
      opacity: 0.55;
      cursor: not-allowed;
    `}
`;

/** The focus treatment, for a shell around the native element or for the element itself. */
export const controlFocusRing = css`
  outline: 3px solid ${({ theme }) => theme.color.focus};
  outline-offset: 2px;
  border-color: ${({ theme }) => theme.color.accent};
`;

/** Reset for a native text control that sits inside a styled shell. */
export const bareControl = css`
  width: 100%;
  min-width: 0;
  margin: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  appearance: none;

  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 1;
  }

  &:focus,
  &:focus-visible {
    outline: none;
  }

  &:disabled {
    cursor: not-allowed;
  }
`;
