import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { MotionGlobalConfig } from 'motion-utils';
import { afterEach, vi } from 'vitest';
import { preloadIcons } from '../../src/design-system/icons/Icon';

// jsdom has no layout or animation frames worth waiting for: make motion finish instantly. The flag is
// motion's global config object, imported from its tiny utils package (the one motion itself uses, pinned
// to motion's version) rather than motion/react: every test file pays this import, most never animate.
MotionGlobalConfig.skipAnimations = true;

// The icons' second half is a chunk the app loads after its first screen (ADR 0008 › Icons): tests draw
// every icon at once, as the app does from then on. Icon.test.tsx covers the wait for it.
await preloadIcons();

// Testing Library advances fake timers only when it finds a `jest` global; without this shim
// user-event hangs under vi.useFakeTimers().
(globalThis as { jest?: { advanceTimersByTime: (ms: number) => void } }).jest = {
  advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms),
};

// findBy*/waitFor give up after 1 s by default; the first test of a file also waits for its lazy pages'
// first import, which on a busy two-core runner can take longer. What they wait for is unchanged.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
