export { Checkbox, CheckboxSkeleton } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
