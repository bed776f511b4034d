export { GameReactions } from './GameReactions';
export type { GameReactionsProps } from './GameReactions';
export { useLoginPrompt } from './useLoginPrompt';
