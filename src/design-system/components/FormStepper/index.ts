export { FormStepper } from './FormStepper';
export type { FormStep, FormStepperProps } from './FormStepper';
export { StepAdvanceButton } from './StepAdvanceButton';
export type { StepAdvanceButtonProps } from './StepAdvanceButton';
