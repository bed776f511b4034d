import { useLayoutEffect, useRef, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { Icon } from '../../icons';
import { ChoiceField, hasError, useMergedRefs } from '../Field';
import { CHECKBOX_BOX as BOX } from './box';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Error text, or `true` to mark the checkbox invalid without a message. */
  error?: ReactNode;
  /** The mixed state ("some of these"); only settable from script, so it is a prop. */
  indeterminate?: boolean;
  labelPlacement?: 'start' | 'end';
  ref?: Ref<HTMLInputElement>;
}


const Control = styled.span`
  position: relative;
  display: inline-grid;
  flex: none;
  width: ${BOX};
  height: ${BOX};
`;

// The real input lies over the drawn box: it keeps focus, keyboard and assistive tech native.
const Input = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

const Box = styled.span<{ $invalid: boolean }>`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.textOnAccent};
  pointer-events: none;
  transition:
    background-color ${({ theme }) => theme.duration.fast}ms,
    border-color ${({ theme }) => theme.duration.fast}ms,
    box-shadow ${({ theme }) => theme.duration.fast}ms;

  svg {
    opacity: 0;
    transform: scale(0.6);
    transition:
      opacity ${({ theme }) => theme.duration.fast}ms,
      transform ${({ theme }) => theme.duration.fast}ms ${({ theme }) => theme.easing.emphasized};
  }
  .orb-checkbox-mixed { display: none; }

  label:hover > ${Control} > & {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.textMuted)};
  }

  input:checked + &,
  input:indeterminate + & {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accent};
    box-shadow: 0 0 12px rgba(120, 86, 255, 0.45);
  }
  input:checked + & .orb-checkbox-check,
  input:indeterminate + & .orb-checkbox-mixed {
    opacity: 1;
    transform: none;
  }
  input:indeterminate + & .orb-checkbox-check { display: none; }
  input:indeterminate + & .orb-checkbox-mixed { display: block; }

  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  input:disabled + & {
    opacity: 0.55;
  }
`;

/** A native checkbox with a drawn box, a label row at least 44 px tall, hint and error. */
export function Checkbox({
  label,
  hint,
  error,
  indeterminate = false,
  labelPlacement = 'end',
  id,
  className,
  style,
  required,
  disabled,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: CheckboxProps) {
  const innerRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRefs(innerRef, ref);

  useLayoutEffect(() => {
    if (innerRef.current) innerRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

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
      indicatorWidth={BOX}
      className={className}
      style={style}
    >
      {(control) => (
        <Control>
          <Input {...rest} {...control} ref={mergedRef} type="checkbox" required={required} disabled={disabled} />
          <Box aria-hidden="true" $invalid={hasError(error)}>
            <Icon name="check" size="sm" tone="inherit" className="orb-checkbox-check" strokeWidth={3} />
            <Icon name="minus" size="sm" tone="inherit" className="orb-checkbox-mixed" strokeWidth={3} />
          </Box>
        </Control>
      )}
    </ChoiceField>
  );
}

