import { useId, type CSSProperties, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChoiceRoot as Root, ChoiceRow as Row, ChoiceText as Text } from './choiceParts';
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

