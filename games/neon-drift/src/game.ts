// The simulation: car physics with drift, checkpoints and laps, drift scoring and the round timer.
// Pure and deterministic — `step(state, controls, dt)` mutates only `state` and returns what happened
// this step (events), so the renderer, audio and UI react to events and the tests drive it with no DOM.
import { buildTrack, nearestSample, type Track, type TrackDef } from './track';

/** What the player asks for this step, from any input device (see input.ts). */
export interface Controls {
  /** -1 (left) … 1 (right). */
  steer: number;
  /** 0 … 1. */
  throttle: number;
  /** 0 … 1: brake, then reverse. */
  brake: number;
  /** The handbrake: the rear lets go and the car slides. */
  handbrake: boolean;
}

export const NO_CONTROLS: Controls = { steer: 0, throttle: 0, brake: 0, handbrake: false };

export type Phase = 'countdown' | 'racing' | 'finished';

export interface Car {
  x: number;
  y: number;
  /** Heading in radians (0 = +x). */
  angle: number;
  vx: number;
  vy: number;
  /** The tyres have let go (hysteresis between GRIP_LOST and GRIP_BACK slip). */
  sliding: boolean;
}

export interface RoundState {
  track: Track;
  car: Car;
  phase: Phase;
  /** Seconds left of the countdown, then of the round. */
  countdown: number;
  timeLeft: number;
  roundSeconds: number;
  /** Banked points (drifts, checkpoints, laps). */
  score: number;
  /** The drift in progress: points so far and how long it has lasted (the multiplier grows with it). */
  drift: { points: number; time: number; grace: number };
  /** Index of the car's nearest centre-line sample, and whether it is on the road. */
  sample: number;
  onRoad: boolean;
  /** Seconds the car has been off the road (0 on it). */
  offRoadTime: number;
  /** The next checkpoint to pass (1…CHECKPOINTS-1, then 0 = the finish line). */
  nextCheckpoint: number;
  laps: number;
  lapTime: number;
  bestLap: number | null;
  /** Each finished drift's banked points, for the results screen. */
  bestDrift: number;
}

export type GameEvent =
  | { type: 'go' }
  | { type: 'checkpoint'; index: number }
  | { type: 'lap'; lap: number; time: number; best: boolean }
  | { type: 'drift-start' }
  | { type: 'drift-banked'; points: number }
  | { type: 'drift-lost' }
  | { type: 'off-road' }
  | { type: 'finished'; score: number };

// Tuning, in world units per second. The car tops out around 560 u/s: a lap of Harbor Loop is ~12 s.
const ACCEL = 620;
const BRAKE = 900;
const REVERSE_MAX = 160;
const DRAG = 1.1;
const OFFROAD_DRAG = 2.8;
const STEER_RATE = 2.6; // rad/s at full lock (at moderate speed)
const GRIP = 9; // how fast sideways speed dies while the tyres grip
const SLIDE_GRIP = 1.6; // …while sliding
const HANDBRAKE_GRIP = 0.7;
const GRIP_LOST = 0.32; // slip angle (rad) where the tyres let go
const GRIP_BACK = 0.14; // …and where they bite again
export const DRIFT_MIN_SPEED = 170;
const CAR_HALF_WIDTH = 14;
/** A drift survives a brief brush with the grass. */
const OFF_ROAD_GRACE = 0.25;
/** A drift that pauses this long (straightening up, a wobble) still counts as the same drift. */
const DRIFT_GRACE = 0.35;
const DRIFT_RATE = 1.5; // points per (u/s of sideways speed) per second
export const CHECKPOINT_POINTS = 150;
export const LAP_POINTS = 1500;
export const COUNTDOWN = 2;
export const DEFAULT_ROUND_SECONDS = 45;

export function newRound(def: TrackDef, roundSeconds = DEFAULT_ROUND_SECONDS): RoundState {
  const track = buildTrack(def);
  // On the grid: a little behind the start line, facing along the track.
  const back = 3;
  const i = (track.xs.length - back) % track.xs.length;
  return {
    track,
    car: { x: track.xs[i]!, y: track.ys[i]!, angle: Math.atan2(track.ty[i]!, track.tx[i]!), vx: 0, vy: 0, sliding: false },
    phase: 'countdown',
    countdown: COUNTDOWN,
    timeLeft: roundSeconds,
    roundSeconds,
    score: 0,
    drift: { points: 0, time: 0, grace: 0 },
    sample: i,
    onRoad: true,
    offRoadTime: 0,
    nextCheckpoint: 1,
    laps: 0,
    lapTime: 0,
    bestLap: null,
    bestDrift: 0,
  };
}

/** The drift multiplier: ×1, and one more for each second the drift is held, up to ×5. */
export const driftMultiplier = (time: number) => Math.min(5, 1 + Math.floor(time));

/** The car's speed and its slip angle (between heading and velocity, radians, signed). */
export function slip(car: Car): { speed: number; forward: number; sideways: number; angle: number } {
  const fx = Math.cos(car.angle);
  const fy = Math.sin(car.angle);
  const forward = car.vx * fx + car.vy * fy;
  const sideways = -car.vx * fy + car.vy * fx;
  const speed = Math.hypot(car.vx, car.vy);
  return { speed, forward, sideways, angle: speed < 1 ? 0 : Math.atan2(sideways, Math.abs(forward)) };
}

export const isDrifting = (state: RoundState) => state.drift.time > 0 && state.drift.grace <= 0;

/** Advances the round by `dt` seconds (call it with a fixed step, e.g. 1/120). */
export function step(state: RoundState, controls: Controls, dt: number): GameEvent[] {
  const events: GameEvent[] = [];
  if (state.phase === 'finished') return events;

  if (state.phase === 'countdown') {
    state.countdown -= dt;
    if (state.countdown <= 0) {
      state.phase = 'racing';
      state.countdown = 0;
      events.push({ type: 'go' });
    }
    return events; // the car waits on the grid
  }

  stepCar(state, controls, dt);
  trackProgress(state, dt, events);
  scoreDrift(state, dt, events);

  state.timeLeft -= dt;
  if (state.timeLeft <= 0) {
    state.timeLeft = 0;
    bankDrift(state, events); // a drift in progress at the buzzer still counts
    state.phase = 'finished';
    events.push({ type: 'finished', score: state.score });
  }
  return events;
}

function stepCar(state: RoundState, c: Controls, dt: number) {
  const car = state.car;
  // Steering first: the car turns in proportion to its speed (no turning on the spot), a little more
  // when sliding so a drift can be held and steered. The velocity does not turn with it — the tyres
  // have to drag it round, and when they cannot, that lag is the drift.
  const along = car.vx * Math.cos(car.angle) + car.vy * Math.sin(car.angle);
  // …and a little less at high speed, so a full lock at 500 u/s is a sweeping curve, not a spin.
  const steerGain = (Math.min(1, Math.abs(along) / 220) * Math.sign(along)) / (1 + Math.abs(along) / 1500);
  const lock = c.handbrake || car.sliding ? 1.35 : 1;
  car.angle += c.steer * STEER_RATE * lock * steerGain * dt;

  // The velocity in the car's frame: along the (new) heading, and sideways.
  const fx = Math.cos(car.angle);
  const fy = Math.sin(car.angle);
  let forward = car.vx * fx + car.vy * fy;
  let sideways = -car.vx * fy + car.vy * fx;

  // Engine and brakes act along the heading.
  forward += c.throttle * ACCEL * dt;
  if (c.brake > 0) forward = forward > 0 ? Math.max(0, forward - c.brake * BRAKE * dt) : Math.max(-REVERSE_MAX, forward - c.brake * ACCEL * 0.5 * dt);
  forward *= Math.exp(-(state.onRoad ? DRAG : OFFROAD_DRAG) * dt);
  if (c.handbrake) forward *= Math.exp(-0.5 * dt);

  // Tyres: sideways speed dies quickly while they grip; past the slip limit they let go (a drift) until
  // the slip is small again. The handbrake lets go at once.
  const slipAngle = Math.atan2(Math.abs(sideways), Math.abs(forward) + 1);
  if (!car.sliding && (slipAngle > GRIP_LOST || (c.handbrake && Math.abs(forward) > DRIFT_MIN_SPEED))) car.sliding = true;
  else if (car.sliding && slipAngle < GRIP_BACK && !c.handbrake) car.sliding = false;
  const grip = c.handbrake ? HANDBRAKE_GRIP : car.sliding ? SLIDE_GRIP : GRIP;
  const lost = sideways * (1 - Math.exp(-grip * dt));
  sideways -= lost;
  // Part of the sideways speed the tyres take is turned into forward speed: drifts keep their pace.
  forward += Math.abs(lost) * 0.35 * Math.sign(forward || 1);

  car.vx = forward * fx - sideways * fy;
  car.vy = forward * fy + sideways * fx;
  car.x += car.vx * dt;
  car.y += car.vy * dt;
}

function trackProgress(state: RoundState, dt: number, events: GameEvent[]) {
  const { track, car } = state;
  const near = nearestSample(track, car.x, car.y, state.sample);
  state.sample = near.index;
  const wasOnRoad = state.onRoad;
  // On the road while the car's body still touches it (a wheel over the line is fine).
  state.onRoad = near.distance <= track.def.halfWidth + CAR_HALF_WIDTH;
  if (wasOnRoad && !state.onRoad) events.push({ type: 'off-road' });
  state.offRoadTime = state.onRoad ? 0 : state.offRoadTime + dt;
  // Too far out: a soft wall pushes the car back toward the road and kills most of its speed.
  const wall = track.def.halfWidth + 70;
  if (near.distance > wall) {
    const dx = car.x - track.xs[near.index]!;
    const dy = car.y - track.ys[near.index]!;
    car.x = track.xs[near.index]! + (dx / near.distance) * wall;
    car.y = track.ys[near.index]! + (dy / near.distance) * wall;
    car.vx *= 0.4;
    car.vy *= 0.4;
  }

  state.lapTime += dt;
  // Checkpoints in order: within a few samples of the next one's line counts as crossing it (a
  // shortcut across the grass skips a checkpoint, so the lap does not count until it is taken).
  const target = track.checkpoints[state.nextCheckpoint]!;
  const count = track.xs.length;
  const ahead = (state.sample - target + count) % count;
  if (ahead < 6) {
    if (state.nextCheckpoint === 0) {
      state.laps += 1;
      const best = state.bestLap === null || state.lapTime < state.bestLap;
      if (best) state.bestLap = state.lapTime;
      state.score += LAP_POINTS;
      events.push({ type: 'lap', lap: state.laps, time: state.lapTime, best });
      state.lapTime = 0;
    } else {
      state.score += CHECKPOINT_POINTS;
      events.push({ type: 'checkpoint', index: state.nextCheckpoint });
    }
    state.nextCheckpoint = (state.nextCheckpoint + 1) % track.checkpoints.length;
  }
}

function scoreDrift(state: RoundState, dt: number, events: GameEvent[]) {
  const s = slip(state.car);
  const drifting = state.car.sliding && s.speed > DRIFT_MIN_SPEED && Math.abs(s.angle) > GRIP_BACK;
  const d = state.drift;
  if ((drifting || d.time > 0) && state.offRoadTime > OFF_ROAD_GRACE) {
    // Sliding off the road (for more than a moment) loses the whole drift: risk and reward.
    if (d.points > 0) events.push({ type: 'drift-lost' });
    d.points = 0;
    d.time = 0;
    d.grace = 0;
    return;
  }
  if (drifting) {
    if (d.time === 0) events.push({ type: 'drift-start' });
    d.time += dt;
    d.grace = 0;
    d.points += Math.abs(s.sideways) * DRIFT_RATE * driftMultiplier(d.time) * dt;
  } else if (d.time > 0) {
    d.grace += dt;
    if (d.grace >= DRIFT_GRACE) bankDrift(state, events);
  }
}

function bankDrift(state: RoundState, events: GameEvent[]) {
  const d = state.drift;
  const points = Math.round(d.points);
  if (points > 0) {
    state.score += points;
    state.bestDrift = Math.max(state.bestDrift, points);
    events.push({ type: 'drift-banked', points });
  }
  d.points = 0;
  d.time = 0;
  d.grace = 0;
}

/** The score shown while racing: banked points plus the drift in progress. */
export const liveScore = (state: RoundState) => Math.round(state.score + state.drift.points);
