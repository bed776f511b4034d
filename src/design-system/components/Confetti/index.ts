export { Confetti } from './Confetti';
export type { ConfettiProps } from './Confetti';
export { useCelebration } from './useCelebration';
export type { Celebration } from './useCelebration';
