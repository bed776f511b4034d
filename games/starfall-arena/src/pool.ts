// A fixed-size object pool: everything a frame needs (bolts, sparks, drones) is created once at start-up,
// then taken and given back, so the frame loop allocates nothing and the GC never stalls a headset frame.

export class Pool<T> {
  private readonly free: T[];
  /** Items in use, in the order they were taken (iterate this in the frame loop). */
  readonly active: T[] = [];

  constructor(size: number, create: (index: number) => T) {
    this.free = Array.from({ length: size }, (_, i) => create(i));
  }

  /** An unused item, or null when all are in use (the caller skips the effect). */
  take(): T | null {
    const item = this.free.pop();
    if (item === undefined) return null;
    this.active.push(item);
    return item;
  }

  /** Gives an item back (swap-remove: order of `active` may change, no allocation). */
  release(item: T): void {
    const index = this.active.indexOf(item);
    if (index < 0) return;
    const last = this.active.pop() as T;
    if (index < this.active.length) this.active[index] = last;
    this.free.push(item);
  }

  releaseAll(): void {
    while (this.active.length > 0) this.free.push(this.active.pop() as T);
  }

  get available(): number {
    return this.free.length;
  }
}
