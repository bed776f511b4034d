// Types of games.mjs (for the TypeScript tests that import it). Imports nothing from report.d.mts, which
// imports this file: the two importing each other is an import cycle (import/no-cycle, ADR 0008).

export interface FirstFrameLoad {
  /** The 'first-frame' mark's startTime: ms since the frame document's navigation start. */
  firstFrameMs: number;
  /** The mark after the frame's load event (negative when the game drew before it). */
  afterLoadMs: number | null;
  /** The mark after the game page's own navigation start. */
  sincePageMs: number | null;
}
export interface FirstFrameSummary {
  loads: number;
  median: number | null;
  min: number | null;
  max: number | null;
  afterLoadMedian: number | null;
  sincePageMedian: number | null;
  budgetMs: number;
  pass: boolean;
  samples: Array<{ [K in keyof FirstFrameLoad]: number | null }>;
}
/** One game's first-frame figures as the bench reports them (results.firstFrame.games). */
export interface FirstFrameFigures extends FirstFrameSummary {
  slug: string;
  page: string;
  frameUrl: string | null;
}
export interface GamePage {
  slug: string;
  page: string;
}

export const FIRST_FRAME_LOADS: number;
export const GAME_PAGES: readonly GamePage[];
export function summariseFirstFrames(loads: FirstFrameLoad[], budgetMs: number): FirstFrameSummary;
export function measureFirstFrames(options: {
  origin: string;
  budgetMs: number;
  loads?: number;
  pages?: readonly GamePage[];
  log?: (line: string) => void;
}): Promise<{ userAgent: string | null; games: FirstFrameFigures[] }>;
