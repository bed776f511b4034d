export type { GameOverlayProps } from './GameOverlay';
export { GameOverlayHost } from './GameOverlayHost';
export type { GameOverlayHostProps } from './GameOverlayHost';
export { useGameOverlay } from './useGameOverlay';
export type { GameOverlayState } from './useGameOverlay';
