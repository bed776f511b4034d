import { type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { ChoiceField, hasError, useDomSnapshot, useMergedRefs } from '../Field';

export interface ToggleProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'children' | 'role'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Error text, or `true` to mark the switch invalid without a message. */
  error?: ReactNode;
  /** 'start' (default): label on the left, switch on the right, as in settings lists. */
  labelPlacement?: 'start' | 'end';
  ref?: Ref<HTMLInputElement>;
}

const readChecked = (input: HTMLInputElement) => input.checked;

const TRACK_W = '48px';
const TRACK_H = '28px';
const THUMB = '20px';

const Control = styled.span`
  position: relative;
  display: inline-grid;
  flex: none;
  width: ${TRACK_W};
  height: ${TRACK_H};
`;

// A native checkbox with role=switch: react-hook-form's register() works on it unchanged.
const Input = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

const Track = styled.span<{ $invalid: boolean }>`
  position: relative;
  width: 100%;
  height: 100%;
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceStrong};
  pointer-events: none;
  transition:
    background-color ${({ theme }) => theme.duration.base}ms,
    border-color ${({ theme }) => theme.duration.base}ms,
    box-shadow ${({ theme }) => theme.duration.base}ms;

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: ${THUMB};
    height: ${THUMB};
    border-radius: 50%;
    background: ${({ theme }) => theme.color.textMuted};
    box-shadow: ${({ theme }) => theme.shadow.sm};
    transition:
      transform ${({ theme }) => theme.duration.base}ms ${({ theme }) => theme.easing.emphasized},
      background-color ${({ theme }) => theme.duration.base}ms;
  }

  input:checked + & {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accent};
    box-shadow: 0 0 14px rgba(120, 86, 255, 0.45);
  }
  input:checked + &::after {
    background: ${({ theme }) => theme.color.textOnAccent};
    transform: translateX(calc(${TRACK_W} - ${THUMB} - 8px));
  }

  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  input:disabled + & {
    opacity: 0.55;
  }
`;

/** An on/off switch (role="switch") for settings that apply at once. */
export function Toggle({
  label,
  hint,
  error,
  labelPlacement = 'start',
  id,
  className,
  style,
  required,
  disabled,
  checked,
  defaultChecked,
  onChange,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: ToggleProps) {
  // aria-checked mirrors the native state, which react-hook-form's reset() can flip without an event.
  const { ref: innerRef, value: domOn } = useDomSnapshot<HTMLInputElement, boolean>('change', readChecked, Boolean(defaultChecked));
  const mergedRef = useMergedRefs(innerRef, ref);
  const on = checked !== undefined ? Boolean(checked) : domOn;

  return (
    <ChoiceField
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      controlId={id}
      describedBy={ariaDescribedBy}
      labelPlacement={labelPlacement}
      indicatorWidth={TRACK_W}
      className={className}
      style={style}
    >
      {(control) => (
        <Control>
          <Input
            {...rest}
            {...control}
            ref={mergedRef}
            type="checkbox"
            role="switch"
            aria-checked={on}
            checked={checked}
            defaultChecked={defaultChecked}
            onChange={onChange}
            required={required}
            disabled={disabled}
          />
          <Track aria-hidden="true" $invalid={hasError(error)} />
        </Control>
      )}
    </ChoiceField>
  );
}
