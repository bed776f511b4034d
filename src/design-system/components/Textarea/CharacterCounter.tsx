import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

export interface CharacterCounterProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  count: number;
  limit: number;
  /**
   * Id of the screen-reader description; point the control's aria-describedby here so the count is
   * read when the control is focused, not on every keystroke.
   */
  descriptionId?: string;
  /** Screen-reader wording of the count. */
  describe?: (count: number, limit: number) => string;
  /** Announced once, politely, when the count goes above the limit. */
  overLimitMessage?: (limit: number) => string;
}

const defaultDescribe = (count: number, limit: number) => `${count} of ${limit} characters`;
const defaultOverLimit = (limit: number) => `Over the limit of ${limit} characters`;

const Root = styled.span<{ $over: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme, $over }) => ($over ? theme.fontWeight.bold : theme.fontWeight.regular)};
  color: ${({ theme, $over }) => ($over ? theme.color.danger : theme.color.textMuted)};
  white-space: nowrap;
  transition: color ${({ theme }) => theme.duration.fast}ms;
`;

/**
 * 'n / limit' under a text control. Above the limit it turns danger red (spec §5: the review counter
 * turns red above 500) but never blocks typing: the person sees the overrun and trims it themselves.
 */
export function CharacterCounter({
  count,
  limit,
  descriptionId,
  describe = defaultDescribe,
  overLimitMessage = defaultOverLimit,
  ...rest
}: CharacterCounterProps) {
  const over = count > limit;
  return (
    <Root $over={over} data-over-limit={over || undefined} {...rest}>
      <span aria-hidden="true">
        {count} / {limit}
      </span>
      <span id={descriptionId} className="orb-visually-hidden">
        {describe(count, limit)}
      </span>
      {/* The text only changes when the limit is crossed, so typing past it does not spam announcements. */}
      <span className="orb-visually-hidden" aria-live="polite">
        {over ? overLimitMessage(limit) : ''}
      </span>
    </Root>
  );
}
