import { createContext, useContext } from 'react';

export interface StepContextValue {
  /** This panel's step is the current one. */
  isCurrent: boolean;
  isLast: boolean;
  /** Validation or completion is running. */
  busy: boolean;
  advanceLabel: string;
  completeLabel: string;
}

export const StepContext = createContext<StepContextValue | null>(null);

export function useStepContext(): StepContextValue {
  const value = useContext(StepContext);
  if (!value) throw new Error('StepAdvanceButton must be rendered inside a FormStepper step.');
  return value;
}
