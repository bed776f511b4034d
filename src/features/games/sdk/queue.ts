/*
 * The request queue (decision 13): requests wait in a bounded FIFO and are drained every 100 ms, at most
 * `perDrain` at a time. A push to a full queue is refused at once (the relay answers `rate_limited`, so
 * the game's promise settles). Pushing and refusing are O(1), so a flood of thousands never blocks.
 *
 * Timing: a drain runs at most once per interval. When the queue was idle for an interval or more, the
 * next drain runs on the next macrotask (a lone request is not held back 100 ms); otherwise it runs one
 * interval after the previous drain. The timer stops when the queue is empty.
 */

export interface QueueTimers {
  /** Milliseconds on a monotonic clock. */
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const defaultTimers: QueueTimers = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface QueueOptions {
  /** Milliseconds between drains (decision 13: 100). */
  intervalMs?: number;
  /** Most items handed out per drain. */
  perDrain?: number;
  /** Most items waiting; a push beyond it is refused. */
  limit?: number;
  timers?: QueueTimers;
}

export const QUEUE_DEFAULTS = { intervalMs: 100, perDrain: 20, limit: 256 } as const;

export interface RequestQueue<T> {
  /** Queues an item; false (and nothing queued) when the queue is full or disposed. */
  push(item: T): boolean;
  readonly size: number;
  /** Stops the timer and forgets the waiting items (returned, so the caller may answer them). */
  dispose(): T[];
}

/** A bounded FIFO drained on a timer; `drain` receives each batch in order. */
export function createRequestQueue<T>(drain: (batch: T[]) => void, options: QueueOptions = {}): RequestQueue<T> {
  const intervalMs = options.intervalMs ?? QUEUE_DEFAULTS.intervalMs;
  const perDrain = options.perDrain ?? QUEUE_DEFAULTS.perDrain;
  const limit = options.limit ?? QUEUE_DEFAULTS.limit;
  const timers = options.timers ?? defaultTimers;

  // A ring buffer: shift() on a large array is O(n), which a flood must not pay.
  const ring: (T | undefined)[] = Array.from({ length: limit }, () => undefined);
  let head = 0;
  let size = 0;
  let timer: unknown = null;
  let lastDrain = Number.NEGATIVE_INFINITY;
  let disposed = false;

  function take(n: number): T[] {
    const batch: T[] = [];
    while (batch.length < n && size > 0) {
      batch.push(ring[head] as T);
      ring[head] = undefined;
      head = (head + 1) % limit;
      size -= 1;
    }
    return batch;
  }

  function tick() {
    timer = null;
    if (disposed) return;
    lastDrain = timers.now();
    const batch = take(perDrain);
    if (size > 0) schedule();
    if (batch.length > 0) drain(batch);
  }

  function schedule() {
    if (timer !== null || disposed) return;
    const wait = Math.max(0, lastDrain + intervalMs - timers.now());
    timer = timers.setTimeout(tick, wait);
  }

  return {
    push(item) {
      if (disposed || size >= limit) return false;
      ring[(head + size) % limit] = item;
      size += 1;
      schedule();
      return true;
    },
    get size() {
      return size;
    },
    dispose() {
      disposed = true;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      return take(size);
    },
  };
}
