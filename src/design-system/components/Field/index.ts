export { Field, FieldError, FieldHint, FieldSkeleton, hasError } from './Field';
export type { FieldControlProps, FieldProps } from './Field';
export { mergeRefs, useMergedRefs } from './mergeRefs';
export { characterCount, useDomSnapshot, useValueLength } from './useValueLength';
export { bareControl, controlFocusRing, controlSurface } from './controlStyles';
export type { ControlSize } from './controlStyles';
export { ChoiceField, ChoiceFieldSkeleton } from './ChoiceField';
export type { ChoiceFieldProps } from './ChoiceField';
