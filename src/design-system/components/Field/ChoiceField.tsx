import { useId, type CSSProperties, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { shimmer } from '../Skeleton/Skeleton';
import { FieldError, FieldHint, hasError, type FieldControlProps } from './Field';

export interface ChoiceFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  controlId?: string;
  describedBy?: string;
  /** 'end': control then label. 'start': label on the left, control pushed to the right (settings rows). */
  labelPlacement?: 'start' | 'end';
  /** Width of the visual control, so hint and error line up under the label text. */
  indicatorWidth: string;
  className?: string;
  style?: CSSProperties;
  children: (control: FieldControlProps) => ReactNode;
}

const Root = styled.div`
  display: grid;
  width: 100%;
  min-width: 0;
`;

const Row = styled.label<{ $placement: 'start' | 'end'; $disabled: boolean }>`
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

const Text = styled.span<{ $disabled: boolean }>`
  min-width: 0;
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.textMuted : theme.color.text)};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

const RequiredMark = styled.span`
  margin-left: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.accentText};
`;

const Messages = styled.div<{ $indent: string; $placement: 'start' | 'end' }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding-left: ${({ $indent, $placement, theme }) => ($placement === 'end' ? `calc(${$indent} + ${theme.space[3]})` : '0')};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

/** Layout of a checkbox-like control: one clickable row with the label, then hint and error. */
export function ChoiceField({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  controlId,
  describedBy,
  labelPlacement = 'end',
  indicatorWidth,
  className,
  style,
  children,
}: ChoiceFieldProps) {
  const autoId = useId();
  const id = controlId ?? `${autoId}control`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = hasError(error);
  const errorMessage = invalid && error !== true ? error : null;
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  const describedByIds = [errorMessage ? errorId : null, hasHint ? hintId : null, describedBy ?? null].filter(Boolean).join(' ');

  const control: FieldControlProps = { id };
  if (describedByIds) control['aria-describedby'] = describedByIds;
  if (invalid) control['aria-invalid'] = true;

  return (
    <Root className={className} style={style}>
      <Row htmlFor={id} $placement={labelPlacement} $disabled={disabled}>
        {children(control)}
        <Text $disabled={disabled}>
          {label}
          {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
        </Text>
      </Row>
      <Messages $indent={indicatorWidth} $placement={labelPlacement}>
        <div aria-live="polite">{errorMessage && <FieldError id={errorId}>{errorMessage}</FieldError>}</div>
        {hasHint && <FieldHint id={hintId}>{hint}</FieldHint>}
      </Messages>
    </Root>
  );
}

const IndicatorBone = styled.span<{ $width: string }>`
  ${shimmer}
  flex: none;
  width: ${({ $width }) => $width};
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const TextBone = styled.span`
  ${shimmer}
  display: inline-block;
  width: 10em;
  max-width: 100%;
  height: 0.9em;
  vertical-align: middle;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/**
 * A choice's loading state in a skeleton screen (control then label, one line): the row a ChoiceField
 * with `indicatorWidth` takes, so the control that replaces it does not move what follows. Decorative.
 */
export function ChoiceFieldSkeleton({ indicatorWidth }: Pick<ChoiceFieldProps, 'indicatorWidth'>) {
  return (
    <Root aria-hidden="true" data-skeleton="">
      <Row as="div" $placement="end" $disabled>
        <IndicatorBone $width={indicatorWidth} />
        {/* The label's own typography around a zero-width space: the line is exactly a label's line. */}
        <Text $disabled>
          <TextBone />
          {'\u200B'}
        </Text>
      </Row>
    </Root>
  );
}
