import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRequestQueue, type QueueTimers } from '@/features/games/sdk/queue';

/* The relay's queue (decision 13): drained every 100 ms, at most N per drain, bounded, O(1) pushes. */

const fakeTimers: QueueTimers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

describe('createRequestQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('drains at most perDrain every interval, in order; a lone request is not held back', () => {
    const start = Date.now();
    const batches: [number, number[]][] = [];
    const queue = createRequestQueue<number>((batch) => batches.push([Date.now() - start, batch]), { intervalMs: 100, perDrain: 20, timers: fakeTimers });
    for (let i = 0; i < 45; i += 1) queue.push(i);
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(batches.map(([t, b]) => [t, b.length])).toEqual([[0, 20]]);
    vi.advanceTimersByTime(99);
    expect(batches).toHaveLength(1);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(100);
    expect(batches.map(([t, b]) => [t, b.length])).toEqual([
      [0, 20],
      [100, 20],
      [200, 5],
    ]);
    expect(batches.flatMap(([, b]) => b)).toEqual(Array.from({ length: 45 }, (_, i) => i));
    expect(queue.size).toBe(0);
  });

  it('a request soon after a drain waits for the next interval', () => {
    const times: number[] = [];
    const start = Date.now();
    const queue = createRequestQueue<string>(() => times.push(Date.now() - start), { timers: fakeTimers });
    queue.push('a');
    vi.advanceTimersByTime(30);
    queue.push('b');
    vi.advanceTimersByTime(69);
    expect(times).toEqual([0]);
    vi.advanceTimersByTime(1);
    expect(times).toEqual([0, 100]);
    vi.advanceTimersByTime(500);
    queue.push('c');
    vi.advanceTimersByTime(0);
    expect(times).toEqual([0, 100, 600]);
  });

  it('refuses pushes beyond the limit and accepts again once drained', () => {
    const drained: number[] = [];
    const queue = createRequestQueue<number>((b) => drained.push(...b), { limit: 256, perDrain: 20, timers: fakeTimers });
    const accepted = Array.from({ length: 300 }, (_, i) => queue.push(i)).filter(Boolean).length;
    expect(accepted).toBe(256);
    expect(queue.size).toBe(256);
    vi.advanceTimersByTime(0);
    expect(queue.push(999)).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(drained).toHaveLength(257);
    expect(drained.at(-1)).toBe(999);
  });

  it('dispose stops the timer and hands back what waited', () => {
    const drain = vi.fn();
    const queue = createRequestQueue<number>(drain, { timers: fakeTimers });
    queue.push(1);
    queue.push(2);
    expect(queue.dispose()).toEqual([1, 2]);
    vi.advanceTimersByTime(1000);
    expect(drain).not.toHaveBeenCalled();
    expect(queue.push(3)).toBe(false);
  });
});

describe('a flood', () => {
  it('10,000 pushes (256 queued, the rest refused) take well under 200 ms', () => {
    const queue = createRequestQueue<number>(() => {}, { limit: 256 });
    const started = performance.now();
    let refused = 0;
    for (let i = 0; i < 10_000; i += 1) if (!queue.push(i)) refused += 1;
    const elapsed = performance.now() - started;
    queue.dispose();
    expect(refused).toBe(10_000 - 256);
    expect(elapsed).toBeLessThan(200);
  });
});
