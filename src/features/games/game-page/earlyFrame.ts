import { useLayoutEffect, type RefObject } from 'react';

/*
 * The game's frame that a prerendered game page's early-data script starts from the route's first answer
 * (scripts/early-data.js, ADR 0012), so that the game loads beside the app rather than after it (issue 14:
 * time to play). React did not render it, and an iframe taken out of the document starts over; so each
 * stage that shows it in turn — the first screen, the page's skeleton, then the page's own frame — moves it
 * in with Element.moveBefore, which keeps its document, and parks it in the body between two of them.
 * The script starts it only in a browser that has moveBefore.
 */

const STARTED = 'started';
const TAKEN = 'taken';

/** The early frame while a stage may take it (the script's, not yet the page's). */
function earlyFrame(): HTMLIFrameElement | null {
  return typeof document === 'undefined' ? null : document.querySelector<HTMLIFrameElement>(`iframe[data-early-frame="${STARTED}"]`);
}

function moveInto(slot: HTMLElement, frame: HTMLIFrameElement) {
  frame.hidden = false;
  if (frame.parentNode !== slot) slot.moveBefore(frame, null);
}

/**
 * Out of a stage that goes: into the body, hidden, for the next stage of the same commit to take (React
 * runs a removed tree's layout cleanups before the new tree's layout effects). If none has by the next
 * task (another page, an error), it goes for good.
 */
function park(frame: HTMLIFrameElement) {
  if (!frame.isConnected || frame.dataset.earlyFrame !== STARTED) return;
  frame.hidden = true;
  document.body.moveBefore(frame, null);
  setTimeout(() => {
    if (frame.parentNode === document.body && frame.dataset.earlyFrame === STARTED) frame.remove();
  });
}

/**
 * A skeleton's stage (`slot`: its FrameSlot): shows the early frame while it is on screen, and parks the
 * one in it when it goes (also one the script put in after the app had hydrated: it waits 1.5 s at most).
 */
export function useEarlyFrameSlot(slot: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = slot.current;
    if (!element) return undefined;
    const frame = earlyFrame();
    if (frame) moveInto(element, frame);
    return () => {
      const shown = element.querySelector<HTMLIFrameElement>(`iframe[data-early-frame="${STARTED}"]`);
      if (shown) park(shown);
    };
  }, [slot]);
}

/** The early frame, if it loads exactly `src` (the page's own frame URL); another one is removed. */
export function findEarlyFrame(src: string): HTMLIFrameElement | null {
  const frame = earlyFrame();
  if (!frame || frame.getAttribute('src') === src) return frame;
  frame.remove();
  return null;
}

/** The early frame's document has loaded (the script marks it data-early-loaded when it does). */
export function earlyFrameLoaded(frame: HTMLIFrameElement): boolean {
  return frame.hasAttribute('data-early-loaded');
}

/**
 * The page's frame takes the early frame over: into its `slot`, for good. Calls `onLoad` once the frame's
 * document has loaded: at once if it already has and `counted` is false (the page's state did not know it
 * yet), otherwise on its `load`. Returns the cleanup.
 */
export function takeEarlyFrame(slot: HTMLElement, frame: HTMLIFrameElement, onLoad: () => void, counted = false): () => void {
  moveInto(slot, frame);
  frame.dataset.earlyFrame = TAKEN;
  if (earlyFrameLoaded(frame)) {
    if (!counted) onLoad();
    return () => undefined;
  }
  frame.addEventListener('load', onLoad, { once: true });
  return () => frame.removeEventListener('load', onLoad);
}
