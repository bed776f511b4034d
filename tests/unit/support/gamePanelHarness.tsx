import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import type { Game } from '@/api/schemas/game';
import { DesignSystemProvider } from '@/design-system/theme/ThemeProvider';
import { GamePanelFrame } from '@/features/games/reactions/GamePanelFrame';

/*
 * The game page's panels (reactions, reviews) in jsdom against the mock backend, in the frame their
 * stories use (global error toasts, toasts, dialogs, the session, the game's cached details). Import
 * '../setup/msw' first in the test file.
 */
export function renderGamePanel(children: (game: Game) => ReactNode, slug = 'starfall-arena') {
  const user = userEvent.setup();
  render(
    <DesignSystemProvider>
      {/* The page's router: the panels link to other pages (a review's author to their profile). */}
      <MemoryRouter>
        <GamePanelFrame slug={slug}>{children}</GamePanelFrame>
      </MemoryRouter>
    </DesignSystemProvider>,
  );
  return { user };
}

/** Logs the mock session in as a demo user (the cookie lives in jsdom's document). */
export async function loginAs(login: 'player' | 'premium' | 'developer') {
  await callEndpoint(api(), endpoints['auth.login'], { body: { login, password: 'Orbital!2026', remember: false } });
}

/** The game as the server holds it now, seen by the current session. */
export async function serverGame(slug = 'starfall-arena') {
  return (await callEndpoint(api(), endpoints['games.details'], { params: { game: slug } })).game;
}
