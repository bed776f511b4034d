export { GameReactions } from './GameReactions';
export type { GameReactionsProps } from './GameReactions';
