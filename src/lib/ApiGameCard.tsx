import type { GameCard as GameCardData } from '@/api/schemas/game';
import { GameCard, type GameCardProps } from '@/design-system';
import { gameCategoryHref, gameHref } from './links';
import { renderRouterLink } from './routerLink';
import { commonStrings } from './strings/common';

/**
 * A game from the API as the design system's GameCard: its page and category links (src/lib/links.ts),
 * stats, rating (none until rated) and the 'New!' label, linked through the router. Every list of games
 * (index, tag, home, search, developer) renders its cards through this one mapping.
 */
export function ApiGameCard({ game, headingLevel }: { game: GameCardData; headingLevel?: GameCardProps['headingLevel'] }) {
  return (
    <GameCard
      title={game.title}
      href={gameHref(game.slug)}
      image={game.hero}
      category={{ title: game.category.title, href: gameCategoryHref(game.category.slug) }}
      excerpt={game.excerpt}
      views={game.stats.views}
      reviews={game.stats.reviews}
      reactions={game.stats.reactions}
      rating={game.rating > 0 ? game.rating : null}
      labels={{ newBadge: commonStrings.games.newBadge }}
      renderLink={renderRouterLink}
      {...(headingLevel ? { headingLevel } : {})}
    />
  );
}
