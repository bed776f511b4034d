import { describe, expect, it } from 'vitest';
import { Pool } from './pool';

describe('Pool', () => {
  it('creates its items once and hands the same objects out again', () => {
    let created = 0;
    const pool = new Pool(3, (index) => ({ index, created: ++created }));
    const a = pool.take();
    const b = pool.take();
    const c = pool.take();
    expect(pool.take()).toBeNull(); // full: the caller skips the effect
    expect(created).toBe(3);
    pool.release(b!);
    expect(pool.active).toEqual([a, c]);
    expect(pool.take()).toBe(b);
    pool.releaseAll();
    expect(pool.active).toEqual([]);
    expect(pool.available).toBe(3);
    expect(created).toBe(3);
  });

  it('ignores releasing an item twice', () => {
    const pool = new Pool(2, (index) => ({ index }));
    const a = pool.take()!;
    pool.release(a);
    pool.release(a);
    expect(pool.available).toBe(2);
  });
});
