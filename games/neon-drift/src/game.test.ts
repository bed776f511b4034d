import { describe, expect, it } from 'vitest';
import {
  CHECKPOINT_POINTS,
  COUNTDOWN,
  type Controls,
  driftMultiplier,
  type GameEvent,
  LAP_POINTS,
  liveScore,
  newRound,
  NO_CONTROLS,
  type RoundState,
  slip,
  step,
} from './game';
import { buildTrack, nearestSample, TRACKS } from './track';

const DT = 1 / 120;
const harbor = TRACKS[0]!;

/** Runs the round for `seconds` with controls chosen each step; returns every event. */
function run(state: RoundState, seconds: number, controls: (s: RoundState) => Controls): GameEvent[] {
  const events: GameEvent[] = [];
  for (let t = 0; t < seconds; t += DT) events.push(...step(state, controls(state), DT));
  return events;
}

/** A simple driver: steers toward the centre line a little ahead, at `throttle`. */
const follow = (throttle = 1) => (s: RoundState): Controls => {
  const { track, car } = s;
  const ahead = (s.sample + 14) % track.xs.length;
  const want = Math.atan2(track.ys[ahead]! - car.y, track.xs[ahead]! - car.x);
  let diff = want - car.angle;
  diff = Math.atan2(Math.sin(diff), Math.cos(diff));
  return { steer: Math.max(-1, Math.min(1, diff * 3)), throttle, brake: 0, handbrake: false };
};

const started = (seconds?: number) => {
  const s = newRound(harbor, seconds);
  run(s, COUNTDOWN + DT, () => NO_CONTROLS);
  return s;
};

/** A gentle handbrake drift to the right. */
const drifting = () => ({ throttle: 1, steer: 0.3, brake: 0, handbrake: true });

describe('track', () => {
  it('samples a closed loop evenly, with 8 checkpoints starting at the finish line', () => {
    const track = buildTrack(harbor);
    expect(track.xs.length).toBeGreaterThan(200);
    expect(track.checkpoints).toHaveLength(8);
    expect(track.checkpoints[0]).toBe(0);
    for (let i = 1; i < track.xs.length; i += 1) {
      const d = Math.hypot(track.xs[i]! - track.xs[i - 1]!, track.ys[i]! - track.ys[i - 1]!);
      expect(d).toBeGreaterThan(8);
      expect(d).toBeLessThan(16);
    }
  });

  it.each(TRACKS.map((t) => [t.id, t] as const))('%s: no two parts of the road overlap (no shortcut across the grass)', (_id, def) => {
    const track = buildTrack(def);
    const n = track.xs.length;
    let min = Infinity;
    for (let i = 0; i < n; i += 1) {
      for (let j = i + 40; j < n && n - (j - i) >= 40; j += 1) min = Math.min(min, Math.hypot(track.xs[i]! - track.xs[j]!, track.ys[i]! - track.ys[j]!));
    }
    expect(min).toBeGreaterThan(2 * def.halfWidth + 70);
  });

  it('finds the nearest sample with a local search as the full search does', () => {
    const track = buildTrack(harbor);
    const i = 120;
    const x = track.xs[i]! + 30;
    const y = track.ys[i]! - 10;
    expect(nearestSample(track, x, y, i - 5).index).toBe(nearestSample(track, x, y).index);
  });
});

describe('round timer', () => {
  it('counts down before the car may move, then says go', () => {
    const s = newRound(harbor, 10);
    const events = run(s, COUNTDOWN - 0.1, () => ({ ...NO_CONTROLS, throttle: 1 }));
    expect(s.phase).toBe('countdown');
    expect(Math.hypot(s.car.vx, s.car.vy)).toBe(0);
    expect(events).toEqual([]);
    expect(run(s, 0.2, () => NO_CONTROLS)).toContainEqual({ type: 'go' });
    expect(s.phase).toBe('racing');
  });

  it('ends the round when the time is up, exactly once, with the final score', () => {
    const s = started(3);
    const events = run(s, 4, follow());
    const finished = events.filter((e) => e.type === 'finished');
    expect(finished).toEqual([{ type: 'finished', score: s.score }]);
    expect(s.phase).toBe('finished');
    expect(s.timeLeft).toBe(0);
    // A finished round no longer moves.
    const { x, y } = s.car;
    run(s, 1, () => ({ ...NO_CONTROLS, throttle: 1 }));
    expect([s.car.x, s.car.y]).toEqual([x, y]);
  });
});

describe('physics', () => {
  it('accelerates along the heading and coasts to a stop on drag', () => {
    const s = started();
    run(s, 1, () => ({ ...NO_CONTROLS, throttle: 1 }));
    const fast = slip(s.car);
    expect(fast.forward).toBeGreaterThan(350);
    expect(Math.abs(fast.sideways)).toBeLessThan(1);
    run(s, 1.5, () => ({ ...NO_CONTROLS, brake: 1 }));
    expect(slip(s.car).speed).toBeLessThan(5);
  });

  it('does not turn on the spot, and turns when moving', () => {
    const s = started();
    const angle = s.car.angle;
    run(s, 0.5, () => ({ ...NO_CONTROLS, steer: 1 }));
    expect(s.car.angle).toBe(angle);
    run(s, 0.5, () => ({ ...NO_CONTROLS, steer: 1, throttle: 1 }));
    expect(s.car.angle).toBeGreaterThan(angle + 0.3);
  });

  it('grips in a gentle turn and slides (drifts) under the handbrake at speed', () => {
    const s = started();
    run(s, 1, () => ({ ...NO_CONTROLS, throttle: 1 }));
    run(s, 0.2, () => ({ ...NO_CONTROLS, throttle: 1, steer: 0.2 }));
    expect(s.car.sliding).toBe(false);
    run(s, 0.4, () => ({ throttle: 1, steer: 1, brake: 0, handbrake: true }));
    expect(s.car.sliding).toBe(true);
    expect(Math.abs(slip(s.car).angle)).toBeGreaterThan(0.3);
  });

  it('slows down on the grass and is held near the road by a soft wall', () => {
    const s = started();
    s.car.angle += Math.PI / 2; // straight at the side of the road
    run(s, 3, () => ({ ...NO_CONTROLS, throttle: 1 }));
    expect(s.onRoad).toBe(false);
    expect(nearestSample(s.track, s.car.x, s.car.y).distance).toBeLessThanOrEqual(s.track.def.halfWidth + 71);
    expect(slip(s.car).speed).toBeLessThan(300);
  });
});

describe('laps and checkpoints', () => {
  it('a clean lap passes every checkpoint in order, then the finish line', () => {
    const s = started(40);
    const events = run(s, 25, follow(0.85));
    const checkpoints = events.filter((e) => e.type === 'checkpoint').map((e) => (e as { index: number }).index);
    expect(checkpoints.slice(0, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const laps = events.filter((e) => e.type === 'lap');
    expect(laps[0]).toMatchObject({ type: 'lap', lap: 1, best: true });
    expect(s.bestLap).toBeGreaterThan(8);
    expect(s.bestLap).toBeLessThan(20);
    expect(s.score).toBeGreaterThanOrEqual(7 * CHECKPOINT_POINTS + LAP_POINTS);
  });

  it('a lap does not count without its checkpoints (no shortcut)', () => {
    const s = started(40);
    // Drive backwards over the finish line: no checkpoint, no lap.
    s.car.angle += Math.PI;
    const events = run(s, 2, () => ({ ...NO_CONTROLS, throttle: 0.5 }));
    expect(events.some((e) => e.type === 'lap' || e.type === 'checkpoint')).toBe(false);
  });
});

describe('drift scoring', () => {
  it('the multiplier grows by one a second, up to ×5', () => {
    expect([0, 0.5, 1, 2.2, 3.9, 10].map(driftMultiplier)).toEqual([1, 1, 2, 3, 4, 5]);
  });

  it('a drift scores while held and is banked when the car straightens up', () => {
    const s = started();
    run(s, 1, () => ({ ...NO_CONTROLS, throttle: 1 }));
    const events = run(s, 0.6, () => ({ throttle: 1, steer: 1, brake: 0, handbrake: true }));
    expect(events).toContainEqual({ type: 'drift-start' });
    expect(s.drift.points).toBeGreaterThan(0);
    expect(liveScore(s)).toBe(Math.round(s.score + s.drift.points));
    const before = s.score;
    const after = run(s, 2, () => ({ ...NO_CONTROLS }));
    const banked = after.find((e) => e.type === 'drift-banked') as { points: number } | undefined;
    expect(banked?.points).toBeGreaterThan(0);
    const gates = after.filter((e) => e.type === 'checkpoint').length * CHECKPOINT_POINTS;
    expect(s.score).toBe(before + banked!.points + gates);
    expect(s.drift.points).toBe(0);
  });

  it('sliding off the road loses the drift in progress', () => {
    const s = started();
    run(s, 1, () => ({ ...NO_CONTROLS, throttle: 1 }));
    const events = run(s, 3, () => ({ throttle: 1, steer: -1, brake: 0, handbrake: true }));
    expect(s.onRoad).toBe(false);
    expect(events).toContainEqual({ type: 'drift-lost' });
  });

  it.each([
    [0.15, false],
    [0.4, true],
  ])('a drift survives a brush with the grass of %s s: lost %s', (seconds, lost) => {
    const s = started();
    run(s, 1, () => ({ ...NO_CONTROLS, throttle: 1 }));
    run(s, 0.3, drifting);
    expect(s.drift.time).toBeGreaterThan(0);
    // Held just beside the road (its edge plus a car's length) for `seconds`.
    const events = run(s, seconds, (state) => {
      const i = state.sample;
      const out = state.track.def.halfWidth + 40;
      state.car.x = state.track.xs[i]! - state.track.ty[i]! * out;
      state.car.y = state.track.ys[i]! + state.track.tx[i]! * out;
      return drifting();
    });
    expect(events).toContainEqual({ type: 'off-road' });
    expect(events.some((e) => e.type === 'drift-lost')).toBe(lost);
    expect(s.drift.points > 0).toBe(!lost);
  });

  it('a drift in progress at the buzzer still counts', () => {
    const s = started(1.4);
    run(s, 1, () => ({ ...NO_CONTROLS, throttle: 1 }));
    const events = run(s, 1, () => ({ throttle: 1, steer: 0.6, brake: 0, handbrake: true }));
    expect(events.map((e) => e.type)).toContain('drift-banked');
    expect(events.at(-1)).toEqual({ type: 'finished', score: s.score });
    expect(s.score).toBeGreaterThan(0);
  });
});
