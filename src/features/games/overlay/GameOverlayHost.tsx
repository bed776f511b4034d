import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Game, GameCard } from '@/api/schemas/game';
import { afterFirstScreen } from '@/lib/afterFirstScreen';

/*
 * The overlay (its carousel, reactions and motion's animation) is a chunk of its own, off the game page's
 * startup path (issue 14, ADR 0008), fetched once the page's first screen is done so that it is there when
 * a round ends.
 */
let overlayModule: Promise<typeof import('./GameOverlay')> | undefined;
const loadOverlay = () => (overlayModule ??= import('./GameOverlay'));
const GameOverlay = lazy(async () => ({ default: (await loadOverlay()).GameOverlay }));

/*
 * The stage and its overlay in one grid cell, so the overlay covers the stage exactly (and may grow
 * past it on a phone, pushing what follows down instead of scrolling inside a 220 px box).
 */
const Host = styled.div`
  display: grid;
  min-width: 0;

  > * {
    grid-area: 1 / 1;
    min-width: 0;
  }
`;

export interface GameOverlayHostProps {
  /** Whether the overlay shows (useGameOverlay). */
  open: boolean;
  onClose: () => void;
  game: Game;
  /** The carousel's games (the details' `games.overlay`). */
  games: readonly GameCard[];
  /** The stage (GameFrame). */
  children: ReactNode;
  /** Another cover of the stage: the overlay ad (game-page/stageAd.tsx). The game stays inert under it. */
  cover?: ReactNode;
  /** A cover is on its way (the stage is inert meanwhile). */
  coverPending?: boolean;
}

/**
 * Puts the game overlay over the stage while `open`. The overlay covers the stage only, not the page
 * (no modal trap: the page, its reviews and its header stay usable); the stage under it is inert, so
 * neither a click nor Tab reaches the game it hides. When it appears, focus moves to its heading if
 * the player was in the game (or nowhere); when the player closes it, the focus it held goes to the
 * game's frame. A fullscreen stage leaves fullscreen first, since the overlay is outside it; entering
 * fullscreen while it shows closes it.
 */
export function GameOverlayHost({ open, onClose, game, games, children, cover = null, coverPending = false }: GameOverlayHostProps) {
  const stageCellRef = useRef<HTMLDivElement>(null);
  /** Set by the player's own close: only then does the focus go back to the game (not on a navigation). */
  const closedByPlayer = useRef(false);

  const close = () => {
    closedByPlayer.current = true;
    onClose();
  };

  useEffect(() => {
    afterFirstScreen()
      .then(loadOverlay)
      .catch(() => {
        // Best effort: the lazy overlay gets the same failure when it opens, and reports it.
      });
  }, []);

  useEffect(() => {
    const cell = stageCellRef.current;
    if (open) {
      const inStage = () => {
        const full = document.fullscreenElement ?? null;
        return full !== null && cell?.contains(full) === true;
      };
      if (inStage()) void document.exitFullscreen().catch(() => undefined);
      // Full Screen pressed while it shows: the player chose the game, so the overlay steps aside.
      const onFullscreen = () => {
        if (inStage()) onClose();
      };
      document.addEventListener('fullscreenchange', onFullscreen);
      return () => document.removeEventListener('fullscreenchange', onFullscreen);
    }
    if (closedByPlayer.current) {
      closedByPlayer.current = false;
      // The overlay took its focused control with it: back to the game (its frame, else the stage).
      const active = document.activeElement;
      if (!active || active === document.body) (cell?.querySelector<HTMLElement>('iframe') ?? cell?.querySelector<HTMLElement>('[tabindex="-1"]'))?.focus();
    }
    return undefined;
  }, [open, onClose]);

  // The overlay ad's Play hands the stage back: the focus it took goes to the game.
  const covered = cover !== null;
  const wasCovered = useRef(covered);
  useEffect(() => {
    if (wasCovered.current && !covered) {
      const active = document.activeElement;
      if (!active || active === document.body) stageCellRef.current?.querySelector<HTMLElement>('iframe')?.focus();
    }
    wasCovered.current = covered;
  }, [covered]);

  const playerWasInGame = () => {
    const active = document.activeElement;
    return !active || active === document.body || stageCellRef.current?.contains(active) === true;
  };

  return (
    <Host data-testid="game-overlay-host">
      <div ref={stageCellRef} inert={open || covered || coverPending}>
        {children}
      </div>
      {!open && cover}
      {open && (
        <Suspense fallback={null}>
          <GameOverlay game={game} games={games} onClose={close} takeFocus={playerWasInGame} />
        </Suspense>
      )}
    </Host>
  );
}
