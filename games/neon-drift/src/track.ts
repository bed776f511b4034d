// The tracks: a closed centre line through a few control points, smoothed (Catmull-Rom) and sampled into
// evenly spaced points. Everything else — the road's edges, checkpoints, "am I on the road?" — derives
// from those samples. Pure data and maths: no DOM, so the simulation's tests run in Node.

export interface TrackDef {
  id: string;
  name: string;
  /** Control points of the centre line, in world units (≈ CSS px at zoom 1), clockwise. */
  points: ReadonlyArray<readonly [number, number]>;
  /** Half the road's width. */
  halfWidth: number;
  /** The road's neon colours: edge and accent (the renderer never relies on them alone). */
  colors: { edge: string; accent: string };
}

export const TRACKS: readonly TrackDef[] = [
  {
    // The seed's save for neon-drift says `track: 'harbor-loop'`: the first track keeps that id.
    id: 'harbor-loop',
    name: 'Harbor Loop',
    halfWidth: 92,
    colors: { edge: '#2ee6ff', accent: '#ff3fd8' },
    points: [
      [0, 0], [700, -60], [1250, 80], [1450, 520], [1150, 900], [650, 760],
      [300, 1050], [-250, 980], [-420, 520], [-300, 160],
    ],
  },
  {
    // Unlocked by finishing a lap of Harbor Loop: tighter, with an S and a hairpin.
    id: 'neon-canyon',
    name: 'Neon Canyon',
    halfWidth: 84,
    colors: { edge: '#b7ff3f', accent: '#ff9d2e' },
    points: [
      [0, 0], [600, -120], [1100, 60], [1000, 450], [600, 420], [520, 760],
      [1050, 980], [900, 1320], [250, 1250], [-200, 900], [-120, 520], [-420, 260],
    ],
  },
];

export const DEFAULT_TRACK = TRACKS[0]!.id;

export const trackById = (id: unknown): TrackDef | undefined => TRACKS.find((t) => t.id === id);

/** A track ready for the simulation: sampled centre line, unit tangents, checkpoint indices. */
export interface Track {
  def: TrackDef;
  /** Sample i is (xs[i], ys[i]); the loop closes from the last sample back to the first. */
  xs: Float32Array;
  ys: Float32Array;
  /** Unit tangent (direction of travel) at each sample. */
  tx: Float32Array;
  ty: Float32Array;
  /** Sample indices of the checkpoints in order; checkpoint 0 (index 0) is the start/finish line. */
  checkpoints: number[];
  /** Length of the loop in world units. */
  length: number;
}

/** Distance between samples: small enough that "nearest sample" is an accurate position on the road. */
const STEP = 12;
export const CHECKPOINTS = 8;

function catmullRom(p0: number, p1: number, p2: number, p3: number, t: number): number {
  const t2 = t * t;
  const t3 = t2 * t;
  return 0.5 * (2 * p1 + (-p0 + p2) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t2 + (-p0 + 3 * p1 - 3 * p2 + p3) * t3);
}

export function buildTrack(def: TrackDef): Track {
  // 1. A dense polyline along the spline.
  const dense: Array<[number, number]> = [];
  const n = def.points.length;
  for (let i = 0; i < n; i += 1) {
    const [p0, p1, p2, p3] = [i - 1, i, i + 1, i + 2].map((k) => def.points[(k + n) % n]!);
    for (let s = 0; s < 24; s += 1) {
      const t = s / 24;
      dense.push([catmullRom(p0![0], p1![0], p2![0], p3![0], t), catmullRom(p0![1], p1![1], p2![1], p3![1], t)]);
    }
  }
  // 2. Resample it at even spacing, so a sample index is a distance along the lap.
  const out: Array<[number, number]> = [dense[0]!];
  let carry = 0;
  for (let i = 1; i <= dense.length; i += 1) {
    const a = dense[i - 1]!;
    const b = dense[i % dense.length]!;
    const seg = Math.hypot(b[0] - a[0], b[1] - a[1]);
    let d = STEP - carry;
    while (d <= seg) {
      const t = d / seg;
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
      d += STEP;
    }
    carry = seg - (d - STEP);
  }
  if (Math.hypot(out[out.length - 1]![0] - out[0]![0], out[out.length - 1]![1] - out[0]![1]) < STEP / 2) out.pop();

  const count = out.length;
  const xs = new Float32Array(count);
  const ys = new Float32Array(count);
  const tx = new Float32Array(count);
  const ty = new Float32Array(count);
  out.forEach(([x, y], i) => {
    xs[i] = x;
    ys[i] = y;
  });
  for (let i = 0; i < count; i += 1) {
    const j = (i + 1) % count;
    const k = (i - 1 + count) % count;
    const dx = xs[j]! - xs[k]!;
    const dy = ys[j]! - ys[k]!;
    const len = Math.hypot(dx, dy) || 1;
    tx[i] = dx / len;
    ty[i] = dy / len;
  }
  const checkpoints = Array.from({ length: CHECKPOINTS }, (_, c) => Math.round((c * count) / CHECKPOINTS) % count);
  return { def, xs, ys, tx, ty, checkpoints, length: count * STEP };
}

/**
 * The sample nearest to (x, y), searched around `hint` (the car's last sample) — the car moves a few
 * samples per step at most, so a local search is exact and O(1). `hint < 0` searches the whole loop.
 */
export function nearestSample(track: Track, x: number, y: number, hint = -1): { index: number; distance: number } {
  const count = track.xs.length;
  let best = 0;
  let bestD = Infinity;
  const from = hint < 0 ? 0 : hint - 24;
  const to = hint < 0 ? count - 1 : hint + 24;
  for (let k = from; k <= to; k += 1) {
    const i = ((k % count) + count) % count;
    const d = (track.xs[i]! - x) ** 2 + (track.ys[i]! - y) ** 2;
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  }
  return { index: best, distance: Math.sqrt(bestD) };
}
