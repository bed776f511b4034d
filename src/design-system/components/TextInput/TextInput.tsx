import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled, { css } from 'styled-components';
import { Icon, type IconName } from '../../icons';
import { bareControl, controlFocusRing, controlSurface, Field, hasError, type ControlSize } from '../Field';
import type { CharacterCounterProps } from '../Textarea/CharacterCounter';
import { useCountedControl } from '../Textarea/useCountedControl';
import { InputButton } from './InputButton';

export type TextInputType = 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type' | 'children'> {
  label?: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Error text, or `true` to mark the input invalid without a message. */
  error?: ReactNode;
  type?: TextInputType;
  size?: ControlSize;
  iconStart?: IconName;
  /** Buttons or text at the right end inside the field (e.g. an InputButton). */
  trailing?: ReactNode;
  /** Password inputs get a show/hide toggle unless this is false. */
  revealable?: boolean;
  /** Accessible name of the show/hide toggle (a pressed toggle, so one name covers both states). */
  revealLabel?: string;
  /** Shows the 'n / limit' counter; typing beyond it stays possible. */
  limit?: number;
  counterDescribe?: CharacterCounterProps['describe'];
  counterOverLimitMessage?: CharacterCounterProps['overLimitMessage'];
  ref?: Ref<HTMLInputElement>;
}

const Shell = styled.div<{ $invalid: boolean; $disabled: boolean; $size: ControlSize }>`
  ${controlSurface}
  display: flex;
  align-items: center;
  min-height: ${({ theme, $size }) => theme.size.control[$size]};

  &:has(input:focus-visible) {
    ${controlFocusRing}
  }
`;

const Lead = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  padding-left: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.textMuted};
  pointer-events: none;
`;

const Trailing = styled.span`
  display: flex;
  align-self: stretch;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  flex: none;
  padding: 3px;
`;

const Input = styled.input<{ $size: ControlSize; $lead: boolean }>`
  ${bareControl}
  flex: 1;
  align-self: stretch;
  padding: 0 ${({ theme }) => theme.space[4]};
  ${({ $lead, theme }) =>
    $lead &&
    css`
      padding-left: ${theme.space[3]};
    `}
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSize.lg : theme.fontSize.md)};

  &::-webkit-search-cancel-button,
  &::-webkit-search-decoration {
    appearance: none;
  }
`;

/**
 * Single-line text: text, email, password (with a reveal toggle), search and friends. Works with
 * react-hook-form's register() (ref and change handlers go to the native input).
 */
export function TextInput({
  label,
  hideLabel,
  hint,
  error,
  type = 'text',
  size = 'md',
  iconStart,
  trailing,
  revealable = true,
  revealLabel = 'Show password',
  limit,
  counterDescribe,
  counterOverLimitMessage,
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
}: TextInputProps) {
  const [revealed, setRevealed] = useState(false);
  const counted = useCountedControl<HTMLInputElement>({
    limit,
    value,
    defaultValue,
    ref,
    describedBy: ariaDescribedBy,
    describe: counterDescribe,
    overLimitMessage: counterOverLimitMessage,
  });
  const withReveal = type === 'password' && revealable;

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
        <Shell $invalid={hasError(error)} $disabled={Boolean(disabled)} $size={size}>
          {iconStart && (
            <Lead>
              <Icon name={iconStart} size="md" tone="inherit" />
            </Lead>
          )}
          <Input
            {...rest}
            {...control}
            ref={counted.ref}
            type={withReveal && revealed ? 'text' : type}
            required={required}
            disabled={disabled}
            value={value}
            defaultValue={defaultValue}
            onChange={onChange}
            $size={size}
            $lead={Boolean(iconStart)}
          />
          {(withReveal || trailing) && (
            <Trailing>
              {withReveal && (
                <InputButton
                  icon="eye"
                  label={revealLabel}
                  aria-pressed={revealed}
                  aria-controls={control.id}
                  disabled={disabled}
                  onClick={() => setRevealed((shown) => !shown)}
                />
              )}
              {trailing}
            </Trailing>
          )}
        </Shell>
      )}
    </Field>
  );
}
