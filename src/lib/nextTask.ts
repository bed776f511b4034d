/*
 * A break in the main thread: what follows runs in a task of its own, so a start-up made of several steps
 * is several short tasks rather than one long one (Total Blocking Time counts each task's excess over 50 ms).
 * `scheduler.yield()` where the browser has it (its continuation runs before other queued tasks), a
 * zero-delay timer elsewhere.
 */

interface YieldingScheduler {
  yield: () => Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
