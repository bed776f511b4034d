import { useEffect, useRef, useState } from 'react';
import { track } from '@/lib/analytics';

/** The performance mark set when an SDK game reports `game.loaded`. */
export const GAME_LOADED_MARK = 'orbital:game-loaded';


/*
 * An SDK game's loading (issue 12): `game.loading {progress}` shows a progress bar over the frame,
 * `game.loaded` hides it and records the time to play — from the navigation to the game page (the
 * page's first render; on a first visit also the document's own load, `sinceDocumentMs`) — as a
 * performance mark and the analytics event `game_time_to_play`, once per game. Both at the moment the
 * game said so (`at`): on a first visit the relay may have heard it before the page rendered (ADR 0012),
 * when the time since the page's render is 0.
 */
export function useGameLoading(game: string): {
  progress: number | null;
  loading: (progress: number) => void;
  loaded: (at: number) => void;
} {
  const [state, setState] = useState<{ game: string; progress: number | null }>({ game, progress: null });
  const navigatedAt = useRef<{ game: string; at: number; recorded: boolean } | null>(null);
  useEffect(() => {
    navigatedAt.current = { game, at: performance.now(), recorded: false };
  }, [game]);

  return {
    progress: state.game === game ? state.progress : null,
    loading: (progress) => setState({ game, progress }),
    loaded: (at) => {
      setState({ game, progress: null });
      const nav = navigatedAt.current;
      if (!nav || nav.game !== game || nav.recorded) return;
      nav.recorded = true;
      const ms = Math.max(0, Math.round(at - nav.at));
      const sinceDocumentMs = Math.round(at);
      try {
        performance.mark(GAME_LOADED_MARK, { startTime: at, detail: { game, ms } });
      } catch {
        // No User Timing (old browsers): the analytics event still goes.
      }
      track('game_time_to_play', { slug: game, ms, since_document_ms: sinceDocumentMs });
    },
  };
}
