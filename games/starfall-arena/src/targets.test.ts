import { Scene, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { createTargets } from './targets';

/** A seeded random so drone placement is the same on every run. */
function seeded(seed = 1) {
  return () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
}

describe('targets', () => {
  it('spawns drones over time, up to the round’s limit, and only while spawning', () => {
    const targets = createTargets(new Scene(), seeded());
    for (let i = 0; i < 100; i += 1) targets.update(0.05, 2, true); // 5 s at the start of a round
    expect(targets.flying).toBe(3);
    targets.clear();
    for (let i = 0; i < 100; i += 1) targets.update(0.05, 2, false);
    expect(targets.flying).toBe(0);
  });

  it('a shot along the ray to a drone downs it; a shot into the sky misses', () => {
    const targets = createTargets(new Scene(), seeded(7));
    for (let i = 0; i < 40; i += 1) targets.update(0.05, 0, true); // one drone, warped in
    expect(targets.flying).toBe(1);
    const at = [0, 0, 0];
    targets.firstPosition(at);
    const origin = new Vector3(0, 1.6, 0);
    expect(targets.fire(origin, new Vector3(0, 1, 0))).toBe(false);
    expect(targets.flying).toBe(1);
    const direction = new Vector3(at[0], at[1], at[2]).sub(origin).normalize();
    expect(targets.fire(origin, direction)).toBe(true);
    expect(targets.flying).toBe(0);
  });

  it('keeps its object count fixed however many shots fly (pools, no growth)', () => {
    const scene = new Scene();
    const targets = createTargets(scene, seeded(3));
    let objects = 0;
    scene.traverse(() => (objects += 1));
    const origin = new Vector3(0, 1.6, 0);
    for (let i = 0; i < 500; i += 1) {
      targets.update(0.016, i * 0.016, true);
      targets.fire(origin, new Vector3(Math.sin(i), 0.1, -1).normalize());
    }
    let after = 0;
    scene.traverse(() => (after += 1));
    expect(after).toBe(objects);
  });
});
