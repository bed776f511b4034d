import { ChoiceFieldSkeleton } from '../Field/ChoiceFieldSkeleton';
import { CHECKBOX_BOX } from './box';

/** A checkbox's loading state in a skeleton screen: its row, box and one line of label. */
export function CheckboxSkeleton() {
  return <ChoiceFieldSkeleton indicatorWidth={CHECKBOX_BOX} />;
}
