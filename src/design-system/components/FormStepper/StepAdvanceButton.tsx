import { InputButton, type InputButtonProps } from '../TextInput/InputButton';
import { useStepContext } from './context';

export interface StepAdvanceButtonProps extends Omit<InputButtonProps, 'icon' | 'label' | 'type' | 'busy'> {
  /** Overrides the stepper's advance / complete label. */
  label?: string;
}

/**
 * The arrow that advances a FormStepper, for placing inside a step (e.g. in a TextInput's trailing
 * slot). It is a submit button: the stepper's form runs the step's validation.
 */
export function StepAdvanceButton({ label, tone = 'accent', ...rest }: StepAdvanceButtonProps) {
  const step = useStepContext();
  return (
    <InputButton
      {...rest}
      type="submit"
      icon="arrow-right"
      tone={tone}
      label={label ?? (step.isLast ? step.completeLabel : step.advanceLabel)}
      busy={step.isCurrent && step.busy}
    />
  );
}
