export { TextInput } from './TextInput';
export type { TextInputProps, TextInputType } from './TextInput';
export { InputButton } from './InputButton';
export type { InputButtonProps } from './InputButton';
