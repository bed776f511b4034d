import { createContext, useContext } from 'react';

/**
 * Asks whether a game's start page can be loaded: resolves when it can, rejects when it cannot. An
 * iframe's `load` event fires for error pages too (a 404 or 500 of the games origin, a refused
 * connection), so the frame asks first and shows its error state instead of a broken page.
 */
export type GameFrameProbe = (url: string, signal: AbortSignal) => Promise<void>;

/**
 * The production probe: a HEAD request without credentials. The games origin answers it with
 * `Access-Control-Allow-Origin: *` (CSP: the games origin is in `connect-src`). A non-OK status or a
 * network failure rejects.
 */
export const probeGameUrl: GameFrameProbe = async (url, signal) => {
  const response = await fetch(url, { method: 'HEAD', mode: 'cors', credentials: 'omit', cache: 'no-store', signal });
  if (!response.ok) throw new Error(`The game answered ${response.status}.`);
};

export interface GameFrameEnvironment {
  probe: GameFrameProbe;
  /** How long the probe may take before the frame shows its error state. */
  probeTimeoutMs: number;
  /** How long the frame may take to fire `load` before the frame shows its error state. */
  loadTimeoutMs: number;
  /**
   * What the iframe really loads for a frame URL. Production: the URL itself. Storybook, where no games
   * origin is served, loads a stand-in page instead (the stage still names the real URL).
   */
  resolveSrc: (url: string) => string;
}

export const defaultGameFrameEnvironment: GameFrameEnvironment = {
  probe: probeGameUrl,
  probeTimeoutMs: 15_000,
  loadTimeoutMs: 60_000,
  resolveSrc: (url) => url,
};

/** The seam stories and tests use to show each state of the frame (guide §2.9: seams, not flags). */
export const GameFrameEnvironmentContext = createContext<GameFrameEnvironment>(defaultGameFrameEnvironment);

export const useGameFrameEnvironment = () => useContext(GameFrameEnvironmentContext);
