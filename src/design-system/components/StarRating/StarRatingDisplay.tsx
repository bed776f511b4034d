import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import type { IconSize } from '../../icons';
import { Star } from './Star';

export const MAX_STARS = 5;

export interface StarRatingDisplayProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** 0..5, fractions allowed (an overall rating such as 4.3). */
  value: number;
  size?: Extract<IconSize, 'sm' | 'md' | 'lg'>;
  /** Also print the number next to the stars. */
  showValue?: boolean;
  /** The accessible text. The value arrives rounded to one decimal. */
  format?: (value: number, max: number) => string;
}

const defaultFormat = (value: number, max: number) => `Rated ${value} out of ${max}`;

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  vertical-align: middle;
`;

const Stars = styled.span`
  display: inline-flex;
  gap: 2px;
`;

const Value = styled.span`
  font-family: ${({ theme }) => theme.font.display};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.text};
`;

/** Read-only stars with partial fill; announced as one phrase ('Rated 4.3 out of 5'). */
export function StarRatingDisplay({ value, size = 'md', showValue = false, format = defaultFormat, ...rest }: StarRatingDisplayProps) {
  const safe = Number.isFinite(value) ? Math.min(MAX_STARS, Math.max(0, value)) : 0;
  const rounded = Math.round(safe * 10) / 10;
  const label = format(rounded, MAX_STARS);
  return (
    <Root role="img" aria-label={label} {...rest}>
      <Stars>
        {Array.from({ length: MAX_STARS }, (_, index) => (
          <Star key={index} fraction={rounded - index} size={size} />
        ))}
      </Stars>
      {showValue && <Value aria-hidden="true">{rounded.toFixed(1)}</Value>}
    </Root>
  );
}
