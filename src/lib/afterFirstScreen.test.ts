import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, waitForFirstScreen } from './afterFirstScreen';

/** A window whose readyState, load event and idle callbacks the test drives. */
function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget();
  const idle: { callback: () => void; timeout: number | undefined }[] = [];
  const win = Object.assign(target, {
    document: { readyState },
    requestIdleCallback: (callback: () => void, options?: IdleRequestOptions) => idle.push({ callback, timeout: options?.timeout }),
    setTimeout: (callback: () => void) => setTimeout(callback, 1),
  });
  return { win: win as unknown as Window, idle };
}

const settledWithin = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(5);
  return settled;
};

describe('waitForFirstScreen', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the load event, then for an idle moment (at most IDLE_TIMEOUT_MS)', async () => {
    vi.useFakeTimers();
    const { win, idle } = fakeWindow('interactive');
    const waiting = waitForFirstScreen(win);
    expect(await settledWithin(waiting)).toBe(false);
    expect(idle).toHaveLength(0);

    win.dispatchEvent(new Event('load'));
    expect(idle).toEqual([{ callback: expect.any(Function), timeout: IDLE_TIMEOUT_MS }]);
    expect(await settledWithin(waiting)).toBe(false);

    idle[0]?.callback();
    expect(await settledWithin(waiting)).toBe(true);
  });

  it('asks for the idle moment at once when the page has already loaded', () => {
    const { win, idle } = fakeWindow('complete');
    void waitForFirstScreen(win);
    expect(idle).toHaveLength(1);
  });

  it("does not wait past the player's first input", async () => {
    vi.useFakeTimers();
    for (const type of ['pointerdown', 'keydown']) {
      const { win } = fakeWindow('loading');
      const waiting = waitForFirstScreen(win);
      win.dispatchEvent(new Event(type));
      expect(await settledWithin(waiting)).toBe(true);
    }
  });
});
