import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { Game, GameCard } from '@/api/schemas/game';
import { gameDetailsQueryOptions } from '../api/getGameDetails';
import { GamePanelFrame } from '../reactions/GamePanelFrame';

/*
 * The game overlay on its own, for stories and component tests (not used by the app): the reactions'
 * panel frame (query client, toasts, dialogs, the session, the game's cached details from the mock
 * backend), a router for the cards' links, and the details' `games.overlay` beside the game.
 */

function WithOverlayGames({ game, children }: { game: Game; children: (game: Game, games: readonly GameCard[]) => ReactNode }) {
  // Already cached by GamePanelFrame: the same details query.
  const details = useQuery(gameDetailsQueryOptions(game.slug));
  return children(game, details.data?.games.overlay ?? []);
}

export function OverlayPanelFrame({ slug = 'starfall-arena', children }: { slug?: string; children: (game: Game, games: readonly GameCard[]) => ReactNode }) {
  return (
    <MemoryRouter>
      <GamePanelFrame slug={slug}>{(game) => <WithOverlayGames game={game}>{children}</WithOverlayGames>}</GamePanelFrame>
    </MemoryRouter>
  );
}
