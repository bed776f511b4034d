export { Textarea } from './Textarea';
export type { TextareaProps } from './Textarea';
export { CharacterCounter } from './CharacterCounter';
export type { CharacterCounterProps } from './CharacterCounter';
