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

/** One load's time to play (ms since the game page's navigation start). */
export interface TimeToPlayLoad {
  /** The page's GAME_LOADED_MARK: the game's `game.loaded`; null when it did not come in time. */
  timeToPlayMs: number | null;
  /** When the game's frame document started loading; null when the page had no game frame to read it from. */
  frameStartMs: number | null;
  /** Why a load never played (timeToPlayMs null): where it stopped. */
  unplayed?: string;
}
export interface TimeToPlaySummary {
  loads: number;
  /** Loads without game.loaded in time (not in the times; any makes the verdict over), and where they stopped. */
  unplayed: number;
  unplayedReasons: string[];
  median: number | null;
  min: number | null;
  max: number | null;
  frameStartMedian: number | null;
  targetMs: number;
  pass: boolean;
  samples: Array<{ timeToPlayMs: number | null; frameStartMs: number | null }>;
}
export interface TimeToPlayTargets {
  throttledMs: number;
  unthrottledMs: number;
}
/** Lighthouse's mobile preset as applied with DevTools throttling. */
export interface MobileThrottling {
  requestLatencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
  cpuSlowdown: number;
}
/** One game's time to play in both conditions. */
export interface TimeToPlayGame {
  slug: string;
  page: string;
  throttled: TimeToPlaySummary;
  unthrottled: TimeToPlaySummary;
}
/** The time to play as the bench reports it (results.games.timeToPlay). */
export interface TimeToPlayFigures {
  loads: number;
  targets: TimeToPlayTargets;
  throttling: MobileThrottling;
  games: TimeToPlayGame[];
}
export interface TimeToPlayCondition {
  key: 'throttled' | 'unthrottled';
  context: { viewport: { width: number; height: number }; deviceScaleFactor?: number; isMobile?: boolean; hasTouch?: boolean; userAgent?: string };
  throttling: MobileThrottling | null;
}

export const TIME_TO_PLAY_LOADS: number;
export const TIME_TO_PLAY_TARGETS: TimeToPlayTargets;
export const TIME_TO_PLAY_TIMEOUT_MS: number;
export const GAME_LOADED_MARK: string;
export const MOBILE_THROTTLING: MobileThrottling;
export const TIME_TO_PLAY_CONDITIONS: readonly TimeToPlayCondition[];
export function summariseTimeToPlay(loads: TimeToPlayLoad[], targetMs: number): TimeToPlaySummary;
export function measureTimeToPlay(options: {
  origin: string;
  loads?: number;
  pages?: readonly GamePage[];
  targets?: TimeToPlayTargets;
  log?: (line: string) => void;
}): Promise<{ userAgent: string | null; games: TimeToPlayGame[] }>;
