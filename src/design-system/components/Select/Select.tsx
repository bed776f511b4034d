import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../../icons';
import { controlFocusRing, controlSurface, Field, hasError, type ControlSize } from '../Field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'multiple'> {
  label?: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Error text, or `true` to mark the select invalid without a message. */
  error?: ReactNode;
  /** The choices; `children` (<option>/<optgroup>) may be used instead. */
  options?: readonly SelectOption[];
  /** First option with an empty value, shown until a choice is made. Not selectable again when `required`. */
  placeholder?: string;
  size?: ControlSize;
  iconStart?: IconName;
  ref?: Ref<HTMLSelectElement>;
}

const Shell = styled.div<{ $invalid: boolean; $disabled: boolean; $size: ControlSize }>`
  ${controlSurface}
  display: flex;
  align-items: center;
  min-height: ${({ theme, $size }) => theme.size.control[$size]};

  &:has(select:focus-visible) {
    ${controlFocusRing}
  }
`;

const Native = styled.select<{ $size: ControlSize; $lead: boolean }>`
  flex: 1;
  align-self: stretch;
  width: 100%;
  min-width: 0;
  margin: 0;
  /* Room for the chevron on the right, the icon on the left. */
  padding: 0 calc(${({ theme }) => theme.space[4]} + 28px) 0 ${({ theme, $lead }) => ($lead ? `calc(${theme.space[3]} + 28px)` : theme.space[4])};
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSize.lg : theme.fontSize.md)};
  appearance: none;
  cursor: pointer;

  &:focus,
  &:focus-visible {
    outline: none;
  }

  &:disabled {
    cursor: not-allowed;
  }

  /* The placeholder reads as a hint, not as a chosen value. */
  &:has(option[value='']:checked) {
    color: ${({ theme }) => theme.color.textMuted};
  }

  option,
  optgroup {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }
`;

const Adornment = styled.span<{ $side: 'start' | 'end' }>`
  position: absolute;
  top: 50%;
  ${({ $side, theme }) => ($side === 'start' ? `left: ${theme.space[3]};` : `right: ${theme.space[3]};`)}
  display: inline-grid;
  place-items: center;
  transform: translateY(-50%);
  color: ${({ theme }) => theme.color.textMuted};
  pointer-events: none;
`;

/**
 * A styled native <select>: the native picker is the most accessible one and the one headset
 * browsers render well. Works with react-hook-form's register().
 */
export function Select({
  label,
  hideLabel,
  hint,
  error,
  options,
  placeholder,
  size = 'md',
  iconStart,
  id,
  className,
  style,
  required,
  disabled,
  value,
  defaultValue,
  children,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: SelectProps) {
  // Without an explicit value the browser would pick the first enabled option, skipping a disabled placeholder.
  const initial = placeholder !== undefined && value === undefined && defaultValue === undefined ? '' : defaultValue;

  return (
    <Field
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      controlId={id}
      describedBy={ariaDescribedBy}
      className={className}
      style={style}
    >
      {(control) => (
        <Shell $invalid={hasError(error)} $disabled={Boolean(disabled)} $size={size}>
          {iconStart && (
            <Adornment $side="start">
              <Icon name={iconStart} size="md" tone="inherit" />
            </Adornment>
          )}
          <Native
            {...rest}
            {...control}
            ref={ref}
            required={required}
            disabled={disabled}
            value={value}
            defaultValue={initial}
            $size={size}
            $lead={Boolean(iconStart)}
          >
            {placeholder !== undefined && (
              <option value="" disabled={required}>
                {placeholder}
              </option>
            )}
            {options?.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
            {children}
          </Native>
          <Adornment $side="end">
            <Icon name="chevron-down" size="md" tone="inherit" />
          </Adornment>
        </Shell>
      )}
    </Field>
  );
}
