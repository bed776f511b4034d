/*
 * Work the first screen does not need (the realtime connection, motion's animation features) waits for
 * the page to have loaded and the main thread to have a moment, or for the player's first input,
 * whichever comes first: it then neither competes with the first screen's requests nor adds to its long
 * tasks (issue 14, ADR 0008).
 */

import { nextTask } from './nextTask';

/** The longest wait for an idle moment after the load event. */
export const IDLE_TIMEOUT_MS = 1500;

/** Resolves once `win` has loaded and is idle (at most IDLE_TIMEOUT_MS after load), or at its first input. */
export function waitForFirstScreen(win: Window): Promise<void> {
  return new Promise<void>((resolve) => {
    const inputs = ['pointerdown', 'keydown'] as const;
    const done = () => {
      for (const type of inputs) win.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of inputs) win.addEventListener(type, done, true);
    const idle = () => {
      if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      else win.setTimeout(done, 1);
    };
    if (win.document.readyState === 'complete') idle();
    else win.addEventListener('load', idle, { once: true });
  });
}

let settled: Promise<void> | null = null;

/**
 * waitForFirstScreen of this page, once; each caller then continues in a task of its own, as the parts
 * that wait for it would together make one long task. Unit tests (mode 'test') and Node get it at once.
 */
export function afterFirstScreen(): Promise<void> {
  if (typeof window === 'undefined' || import.meta.env.MODE === 'test') return Promise.resolve();
  settled ??= waitForFirstScreen(window);
  return settled.then(nextTask);
}
