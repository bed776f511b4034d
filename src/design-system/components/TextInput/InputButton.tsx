import type { ButtonHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../../icons';
import { Spinner } from '../Spinner';

export interface InputButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName;
  /** Accessible name: the button shows only an icon. */
  label: string;
  /** Working state: spinner, aria-busy, clicks ignored. */
  busy?: boolean;
  /** 'accent' for the primary action of the field (e.g. the advance arrow). */
  tone?: 'neutral' | 'accent';
  ref?: Ref<HTMLButtonElement>;
}

const Root = styled.button<{ $tone: 'neutral' | 'accent' }>`
  position: relative;
  display: inline-grid;
  place-items: center;
  flex: none;
  align-self: stretch;
  width: calc(${({ theme }) => theme.size.minHit} - 6px);
  min-height: calc(${({ theme }) => theme.size.minHit} - 8px);
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $tone }) => ($tone === 'accent' ? theme.color.accent : 'transparent')};
  color: ${({ theme, $tone }) => ($tone === 'accent' ? theme.color.textOnAccent : theme.color.textMuted)};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.duration.fast}ms,
    color ${({ theme }) => theme.duration.fast}ms;

  /* Drawn inset in the field's shell, but the laser-pointer target still reaches 44 px each way. */
  &::before {
    content: '';
    position: absolute;
    inset: -4px;
  }

  &:hover:not(:disabled) {
    background: ${({ theme, $tone }) => ($tone === 'accent' ? theme.color.accentHover : theme.color.surfaceStrong)};
    color: ${({ theme, $tone }) => ($tone === 'accent' ? theme.color.textOnAccent : theme.color.text)};
  }

  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.highlight};
  }

  &:focus-visible {
    outline-offset: 1px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/** An icon button that sits inside a TextInput's trailing slot: reveal, clear, advance. */
export function InputButton({ icon, label, busy = false, tone = 'neutral', type = 'button', onClick, ref, ...rest }: InputButtonProps) {
  return (
    <Root
      ref={ref}
      type={type}
      aria-label={label}
      aria-busy={busy || undefined}
      $tone={tone}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {busy ? <Spinner size="sm" /> : <Icon name={icon} size="md" tone="inherit" />}
    </Root>
  );
}
