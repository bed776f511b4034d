import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { MotionGlobalConfig } from 'motion-utils';
import { afterEach, vi } from 'vitest';

// jsdom has no layout or animation frames worth waiting for: make motion finish instantly. The flag is
// motion's global config object, imported from its tiny utils package (the one motion itself uses, pinned
// to motion's version) rather than motion/react: every test file pays this import, most never animate.
MotionGlobalConfig.skipAnimations = true;

// Testing Library advances fake timers only when it finds a `jest` global; without this shim
// user-event hangs under vi.useFakeTimers().
(globalThis as { jest?: { advanceTimersByTime: (ms: number) => void } }).jest = {
  advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms),
};

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
