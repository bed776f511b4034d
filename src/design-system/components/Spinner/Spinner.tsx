import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to assistive tech; omit when a surrounding control already says it is busy. */
  label?: string;
}

const px = { sm: 16, md: 24, lg: 40 } as const;

const Ring = styled.span<{ $px: number }>`
  display: inline-block;
  width: ${({ $px }) => $px}px;
  height: ${({ $px }) => $px}px;
  border-radius: 50%;
  border: ${({ $px }) => Math.max(2, Math.round($px / 10))}px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;
  flex: none;

  ${({ theme }) => theme.mq.reducedMotion} {
    animation-duration: 2.4s !important;
    animation-iteration-count: infinite !important;
  }
`;

/** An indeterminate progress ring in the current text colour. */
export function Spinner({ size = 'md', label }: SpinnerProps) {
  return label ? <Ring $px={px[size]} role="status" aria-label={label} /> : <Ring $px={px[size]} aria-hidden="true" />;
}
