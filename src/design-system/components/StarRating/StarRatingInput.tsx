import { useId, useState, type FocusEventHandler, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { Field, hasError } from '../Field';
import { Star } from './Star';
import { MAX_STARS } from './StarRatingDisplay';

export interface StarRatingInputProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue' | 'onBlur'> {
  label?: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Error text, or `true` to mark the rating invalid without a message. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Form name of the radios; generated when omitted. */
  name?: string;
  /** 1..5, or null for no rating yet (controlled). */
  value?: number | null;
  defaultValue?: number | null;
  onValueChange?: (value: number) => void;
  /** For react-hook-form's Controller (marks the field touched). */
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Accessible names of the five stars, from 1 to 5. */
  labels?: readonly string[];
  size?: 'md' | 'lg';
  /** Prints the chosen (or hovered) star's label beside the stars. */
  showValueLabel?: boolean;
  /** Goes to the radio that takes focus (the checked one, else the first), so a form can focus the field. */
  ref?: Ref<HTMLInputElement>;
}

export const defaultStarLabels: readonly string[] = Array.from({ length: MAX_STARS }, (_, index) =>
  index === 0 ? '1 star' : `${index + 1} stars`,
);

const Group = styled.div<{ $invalid: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px;
  width: fit-content;
  max-width: 100%;
  padding: 2px;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ $invalid, theme }) => ($invalid ? `inset 0 0 0 1px ${theme.color.danger}` : 'none')};
`;

const StarLabel = styled.label<{ $disabled: boolean; $size: 'md' | 'lg' }>`
  position: relative;
  display: inline-grid;
  place-items: center;
  /* Each star is its own laser-pointer target. */
  width: ${({ theme, $size }) => ($size === 'lg' ? theme.size.control.lg : theme.size.minHit)};
  height: ${({ theme, $size }) => ($size === 'lg' ? theme.size.control.lg : theme.size.minHit)};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
  transition:
    background-color ${({ theme }) => theme.duration.fast}ms,
    transform ${({ theme }) => theme.duration.fast}ms ${({ theme }) => theme.easing.emphasized};

  &:hover {
    background: ${({ theme, $disabled }) => ($disabled ? 'transparent' : theme.color.surfaceRaised)};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }

  ${({ theme }) => theme.mq.reducedMotion} {
    transform: none !important;
  }
`;

const Radio = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

const Caption = styled.span`
  padding: 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

/**
 * Choose 1 to 5 stars. Native radios underneath give radio-group semantics and arrow-key
 * selection for free; each star is a 44 px target. Use react-hook-form's Controller with
 * value / onValueChange / onBlur / ref.
 */
export function StarRatingInput({
  label,
  hideLabel,
  hint,
  error,
  required = false,
  disabled = false,
  name,
  value,
  defaultValue = null,
  onValueChange,
  onBlur,
  labels = defaultStarLabels,
  size = 'md',
  showValueLabel = false,
  id,
  className,
  style,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: StarRatingInputProps) {
  const autoName = useId();
  const groupName = name ?? `${autoName}stars`;
  const [uncontrolled, setUncontrolled] = useState<number | null>(defaultValue);
  const [hovered, setHovered] = useState<number | null>(null);
  const current = value !== undefined ? value : uncontrolled;
  const shown = hovered ?? current ?? 0;
  const focusTarget = current ?? 1;

  const choose = (next: number) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

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
      group
    >
      {(control) => (
        <Group
          role="radiogroup"
          {...control}
          aria-required={required || undefined}
          aria-disabled={disabled || undefined}
          $invalid={hasError(error)}
          onPointerLeave={() => setHovered(null)}
          {...rest}
        >
          {Array.from({ length: MAX_STARS }, (_, index) => {
            const star = index + 1;
            return (
              <StarLabel key={star} $disabled={disabled} $size={size} onPointerEnter={() => !disabled && setHovered(star)}>
                <Radio
                  ref={star === focusTarget ? ref : undefined}
                  type="radio"
                  name={groupName}
                  value={star}
                  checked={current === star}
                  required={required}
                  disabled={disabled}
                  onChange={() => choose(star)}
                  onBlur={onBlur}
                />
                <span className="orb-visually-hidden">{labels[index] ?? defaultStarLabels[index]}</span>
                <Star fraction={shown >= star ? 1 : 0} size={size === 'lg' ? 'xl' : 'lg'} />
              </StarLabel>
            );
          })}
          {showValueLabel && shown > 0 && <Caption aria-hidden="true">{labels[shown - 1] ?? defaultStarLabels[shown - 1]}</Caption>}
        </Group>
      )}
    </Field>
  );
}
