/**
 * The game cannot be played now: the tab is hidden, or a modal dialog covers the page. Read by the page's
 * `pause`/`resume` events (useGamePageEvents.ts) and by ad breaks (no `resume` after an ad while covered).
 */
export function isGameCovered(): boolean {
  return document.visibilityState === 'hidden' || document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
}
