import styled, { css } from 'styled-components';

/* The row ChoiceField and ChoiceFieldSkeleton share, in a module of their own (as fieldParts.ts). */

export const ChoiceRoot = styled.div`
  display: grid;
  width: 100%;
  min-width: 0;
`;

export const ChoiceRow = styled.label<{ $placement: 'start' | 'end'; $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  /* The whole row is the target: a laser pointer needs at least 44 px. */
  min-height: ${({ theme }) => theme.size.minHit};
  padding: ${({ theme }) => theme.space[1]} 0;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  user-select: none;
  ${({ $placement }) =>
    $placement === 'start' &&
    css`
      flex-direction: row-reverse;
      justify-content: space-between;
    `}
`;

export const ChoiceText = styled.span<{ $disabled: boolean }>`
  min-width: 0;
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.textMuted : theme.color.text)};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

