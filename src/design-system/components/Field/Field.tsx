import { useId, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../../icons';
import { LabelText, Root } from './fieldParts';

/** What a control inside a Field must spread onto its native element. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  /** Only in `group` mode, where the label is not a <label>. */
  'aria-labelledby'?: string;
}

export interface FieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The visible label. Omit only when the control is named another way (aria-label). */
  label?: ReactNode;
  /** Keep the label for assistive tech but hide it visually. */
  hideLabel?: boolean;
  /** Help text under the control, linked with aria-describedby. */
  hint?: ReactNode;
  /**
   * Error text under the control; the control becomes aria-invalid. `true` marks the control
   * invalid without a message (spec §5: an empty login field is simply marked as error).
   */
  error?: ReactNode;
  /** Shows a required mark next to the label (the control itself carries `required`). */
  required?: boolean;
  disabled?: boolean;
  /** Id for the control; generated when omitted. */
  controlId?: string;
  /** Extra ids to add to the control's aria-describedby (e.g. a character counter). */
  describedBy?: string;
  /** Right end of the footer row, e.g. a CharacterCounter. */
  footerAside?: ReactNode;
  /**
   * For composite controls (radio groups, star ratings) that a <label> cannot name:
   * the label becomes a plain element referenced by aria-labelledby.
   */
  group?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/** True when `error` should mark the control invalid. */
export function hasError(error: ReactNode): boolean {
  return error !== undefined && error !== null && error !== false && error !== '';
}

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.color.accentText};
`;

const Footer = styled.div<{ $filled: boolean }>`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme, $filled }) => ($filled ? theme.space[2] : 0)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

const Messages = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

/** Hint text in the Field style, for controls that lay out their own label (Checkbox, Toggle). */
export const FieldHint = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.fontWeight.medium};

  svg { margin-top: 1px; }
`;

/** An error message in the Field style: danger colour with the danger icon. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <ErrorText id={id}>
      <Icon name="danger" size="sm" tone="inherit" />
      <span>{children}</span>
    </ErrorText>
  );
}

const Aside = styled.div`
  flex: none;
  margin-left: auto;
`;

/**
 * Label, control slot, hint and error. The control is a render function so the Field can hand it
 * the ids that tie label, hint and error together; every input primitive is built on it.
 */
export function Field({
  label,
  hideLabel = false,
  hint,
  error,
  required = false,
  disabled = false,
  controlId,
  describedBy,
  footerAside,
  group = false,
  children,
  ...rest
}: FieldProps) {
  const autoId = useId();
  const id = controlId ?? `${autoId}control`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = hasError(error);
  // `error={true}` marks the control without printing anything.
  const errorMessage = invalid && error !== true ? error : null;
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';

  const describedByIds = [errorMessage ? errorId : null, hasHint ? hintId : null, describedBy ?? null].filter(Boolean).join(' ');

  const control: FieldControlProps = { id };
  if (describedByIds) control['aria-describedby'] = describedByIds;
  if (invalid) control['aria-invalid'] = true;
  if (group && label) control['aria-labelledby'] = labelId;

  return (
    <Root {...rest}>
      {label !== undefined && label !== null && (
        <LabelText
          as={group ? 'span' : 'label'}
          id={labelId}
          htmlFor={group ? undefined : id}
          className={hideLabel ? 'orb-visually-hidden' : undefined}
          $disabled={disabled}
        >
          {label}
          {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
        </LabelText>
      )}
      {children(control)}
      <Footer $filled={Boolean(hasHint || errorMessage || footerAside)}>
        <Messages>
          {/* Always mounted, so an error that appears while the user is in the field is announced. */}
          <div aria-live="polite">
            {errorMessage && <FieldError id={errorId}>{errorMessage}</FieldError>}
          </div>
          {hasHint && <FieldHint id={hintId}>{hint}</FieldHint>}
        </Messages>
        {footerAside && <Aside>{footerAside}</Aside>}
      </Footer>
    </Root>
  );
}

