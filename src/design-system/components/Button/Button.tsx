import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../../icons';
import { Spinner } from '../Spinner';
import { buttonVariants } from './variants';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'premium';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Working state: shows a spinner, sets aria-busy and ignores clicks (the label stays for layout). */
  busy?: boolean;
  iconStart?: IconName;
  iconEnd?: IconName;
  /** Stretch to the container's width. */
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
  children?: ReactNode;
}

const variants = buttonVariants('text');

const Root = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme, $size }) => theme.size.control[$size]};
  min-width: ${({ theme }) => theme.size.minHit};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space[3] : $size === 'lg' ? theme.space[6] : theme.space[4])};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSize.lg : $size === 'sm' ? theme.fontSize.sm : theme.fontSize.md)};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.01em;
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => theme.duration.fast}ms,
    box-shadow ${({ theme }) => theme.duration.fast}ms,
    filter ${({ theme }) => theme.duration.fast}ms;
  ${({ $variant }) => variants[$variant]}

  /* A small button looks 36 px tall, but its hit area stays 44 px for headset laser pointers. */
  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: 50%;
    min-height: ${({ theme }) => theme.size.minHit};
    height: 100%;
    transform: translateY(-50%);
  }

  &:disabled { cursor: not-allowed; opacity: 0.55; }
  &[aria-busy='true'] { cursor: progress; opacity: 1; }
`;

const Label = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  // Opacity, not visibility: the label must stay the button's accessible name while busy.
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`;

const BusyLayer = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
`;

/** The one button. Pass `busy` while its action runs; it keeps its size and refuses clicks. */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  iconStart,
  iconEnd,
  block = false,
  type = 'button',
  disabled,
  onClick,
  children,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <Root
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      disabled={disabled}
      aria-busy={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      <Label $hidden={busy}>
        {iconStart && <Icon name={iconStart} size={size === 'lg' ? 'lg' : 'md'} tone="inherit" />}
        {children}
        {iconEnd && <Icon name={iconEnd} size={size === 'lg' ? 'lg' : 'md'} tone="inherit" />}
      </Label>
      {busy && (
        <BusyLayer>
          <Spinner size="sm" />
        </BusyLayer>
      )}
    </Root>
  );
}
