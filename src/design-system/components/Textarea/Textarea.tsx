import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { bareControl, controlFocusRing, controlSurface, Field, hasError } from '../Field';
import type { CharacterCounterProps } from './CharacterCounter';
import { useCountedControl } from './useCountedControl';

export interface TextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label?: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Error text, or `true` to mark the field invalid without a message. */
  error?: ReactNode;
  /** Shows the 'n / limit' counter. Typing beyond it stays possible; the counter turns red. */
  limit?: number;
  /** Screen-reader wording of the counter (see CharacterCounter). */
  counterDescribe?: CharacterCounterProps['describe'];
  counterOverLimitMessage?: CharacterCounterProps['overLimitMessage'];
  /** 'vertical' (default) lets people enlarge the box; 'none' fixes it. */
  resize?: 'vertical' | 'none';
  ref?: Ref<HTMLTextAreaElement>;
}

const Area = styled.textarea<{ $invalid: boolean; $disabled: boolean; $resize: 'vertical' | 'none' }>`
  ${bareControl}
  ${controlSurface}
  display: block;
  min-height: calc(${({ theme }) => theme.size.minHit} * 2);
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  resize: ${({ $resize }) => $resize};

  &:focus-visible {
    ${controlFocusRing}
  }
`;

/** Multi-line text with an optional character counter that warns above the limit instead of blocking. */
export function Textarea({
  label,
  hideLabel,
  hint,
  error,
  limit,
  counterDescribe,
  counterOverLimitMessage,
  resize = 'vertical',
  rows = 5,
  id,
  className,
  style,
  required,
  disabled,
  value,
  defaultValue,
  onChange,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextareaProps) {
  const counted = useCountedControl<HTMLTextAreaElement>({
    limit,
    value,
    defaultValue,
    ref,
    describedBy: ariaDescribedBy,
    describe: counterDescribe,
    overLimitMessage: counterOverLimitMessage,
  });

  return (
    <Field
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      controlId={id}
      describedBy={counted.describedBy}
      className={className}
      style={style}
      footerAside={counted.counter}
    >
      {(control) => (
        <Area
          {...rest}
          {...control}
          ref={counted.ref}
          rows={rows}
          required={required}
          disabled={disabled}
          value={value}
          defaultValue={defaultValue}
          onChange={onChange}
          $invalid={hasError(error)}
          $disabled={Boolean(disabled)}
          $resize={resize}
        />
      )}
    </Field>
  );
}
