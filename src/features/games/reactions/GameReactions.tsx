import type { Game } from '@/api/schemas/game';

export interface GameReactionsProps {
  game: Game;
}

/** The nine reaction toggles of a game (spec §3, §4). */
export function GameReactions({ game }: GameReactionsProps) {
  return <section aria-label={`Reactions to ${game.title}`} />;
}
