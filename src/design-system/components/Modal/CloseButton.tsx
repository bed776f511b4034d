import type { ButtonHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import { Icon } from '../../icons';

export interface CloseButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Accessible name; English default, override for other wording or languages. */
  label?: string;
  size?: 'sm' | 'md';
  ref?: Ref<HTMLButtonElement>;
}

const Root = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  /* 44 px even when it looks small: headset laser pointers need the area. */
  width: ${({ theme }) => theme.size.minHit};
  height: ${({ theme }) => theme.size.minHit};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.duration.fast}ms,
    color ${({ theme }) => theme.duration.fast}ms;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceStrong};
    color: ${({ theme }) => theme.color.text};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

/** The round "×" button of overlays (modal, dialog, toast). Kept local to the overlays on purpose. */
export function CloseButton({ label = 'Close', size = 'md', type = 'button', ref, ...rest }: CloseButtonProps) {
  return (
    <Root ref={ref} type={type} aria-label={label} {...rest}>
      <Icon name="close" size={size === 'sm' ? 'sm' : 'md'} tone="inherit" />
    </Root>
  );
}
