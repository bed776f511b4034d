import styled from 'styled-components';

/* The frame Field and FieldSkeleton share, in a module of their own: a first screen that shows only the
   skeleton (ADR 0012) does not carry the field's code into the startup bundle. */

export const Root = styled.div`
  display: grid;
  width: 100%;
  min-width: 0;
`;

export const LabelText = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]};
  padding-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.02em;
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.textMuted : theme.color.text)};
`;

