/**
 * The tests that measure the page's responsiveness (a timer's lateness, stalls of the main thread) are
 * tagged with this, and `npm test` runs them in a stage of their own with one worker (scripts/test-all.mjs).
 * Beside another worker's pages on a 2-core runner they measured that worker as much as the code: the
 * forged flood's worst timer delay was 2,265 ms in one full run, while the browser's own cost of as many
 * messages, measured a moment before in the same test, was 414 ms.
 */
export const TIMING = { tag: '@timing' } as const;
