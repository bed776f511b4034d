export { Checkbox } from './Checkbox';
export { CheckboxSkeleton } from './CheckboxSkeleton';
export type { CheckboxProps } from './Checkbox';
