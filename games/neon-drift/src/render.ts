// The canvas renderer: neon on dark, crisp on HiDPI screens (the backing store is sized by
// devicePixelRatio), no allocation per frame (skid marks and sparks live in fixed pools). It only reads
// the simulation's state; effects (sparks, shake, flash) are triggered by the simulation's events.
import { isDrifting, type GameEvent, type RoundState } from './game';
import type { Track } from './track';

const SKIDS = 900; // skid-mark segments in the ring buffer
const SPARKS = 240;
const SKID_LIFE = 5; // seconds
/** Spark colours by kind: drift (magenta), checkpoint (cyan), lap (gold). */
const SPARK_COLORS = ['#ff5ce1', '#5cf0ff', '#ffd45c'];
const DRIFT_SPARK = 0;
const CHECKPOINT_SPARK = 1;
const LAP_SPARK = 2;

export interface Renderer {
  resize(): void;
  /** Draws one frame; `dt` is the real time since the last one (for effects). */
  draw(state: RoundState, dt: number): void;
  /** Reacts to the simulation's events (sparks, shake, flash). */
  react(events: readonly GameEvent[], state: RoundState): void;
  /** Reduced motion: no screen shake, no flashes, calmer sparks. */
  reducedMotion: boolean;
}

export function createRenderer(canvas: HTMLCanvasElement): Renderer {
  const ctx = canvas.getContext('2d', { alpha: false })!;
  let width = 0;
  let height = 0;
  let ratio = 1;
  let vignette: CanvasGradient | null = null;
  // Headlight beams, in the car's own coordinates: built once.
  const beam = ctx.createLinearGradient(20, 0, 150, 0);
  beam.addColorStop(0, 'rgba(200, 240, 255, 0.22)');
  beam.addColorStop(1, 'rgba(200, 240, 255, 0)');

  // Camera, smoothed so it glides ahead of the car.
  const cam = { x: 0, y: 0, zoom: 1, ready: false };
  let shake = 0;
  let flash = 0;
  let clock = 0;

  // Skid marks: a ring of segments, each from one rear-wheel position to the next, with its birth time.
  const skid = new Float32Array(SKIDS * 5); // x1, y1, x2, y2, born
  let skidHead = 0;
  let lastWheels: [number, number, number, number] | null = null;

  // Sparks: a fixed pool; `life <= 0` is a free slot.
  const spark = { x: new Float32Array(SPARKS), y: new Float32Array(SPARKS), vx: new Float32Array(SPARKS), vy: new Float32Array(SPARKS), life: new Float32Array(SPARKS), hue: new Uint8Array(SPARKS) };
  let sparkNext = 0;
  const emit = (x: number, y: number, vx: number, vy: number, hue: number) => {
    const i = sparkNext;
    sparkNext = (sparkNext + 1) % SPARKS;
    spark.x[i] = x;
    spark.y[i] = y;
    spark.vx[i] = vx;
    spark.vy[i] = vy;
    spark.life[i] = 0.5 + Math.random() * 0.4;
    spark.hue[i] = hue;
  };

  // The track's geometry as Path2D objects, built once per track.
  let paths: {
    track: Track;
    road: Path2D;
    left: Path2D;
    right: Path2D;
    center: Path2D;
    map: Path2D;
    mapBox: { minX: number; minY: number; span: number; w: number; h: number };
  } | null = null;
  const trackPaths = (track: Track) => {
    if (paths?.track === track) return paths;
    const road = new Path2D();
    const left = new Path2D();
    const right = new Path2D();
    const center = new Path2D();
    const w = track.def.halfWidth;
    for (let i = 0; i <= track.xs.length; i += 1) {
      const k = i % track.xs.length;
      const x = track.xs[k]!;
      const y = track.ys[k]!;
      // The normal (to the right of travel) is the tangent turned a quarter.
      const nx = -track.ty[k]!;
      const ny = track.tx[k]!;
      const op = i === 0 ? 'moveTo' : 'lineTo';
      road[op](x, y);
      center[op](x, y);
      left[op](x - nx * w, y - ny * w);
      right[op](x + nx * w, y + ny * w);
    }
    // The minimap: the centre line scaled into a 1×1 box (drawn at any size with a transform).
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let i = 0; i < track.xs.length; i += 1) {
      minX = Math.min(minX, track.xs[i]!);
      maxX = Math.max(maxX, track.xs[i]!);
      minY = Math.min(minY, track.ys[i]!);
      maxY = Math.max(maxY, track.ys[i]!);
    }
    const span = Math.max(maxX - minX, maxY - minY);
    const map = new Path2D();
    for (let i = 0; i <= track.xs.length; i += 1) {
      const k = i % track.xs.length;
      map[i === 0 ? 'moveTo' : 'lineTo']((track.xs[k]! - minX) / span, (track.ys[k]! - minY) / span);
    }
    paths = { track, road, left, right, center, map, mapBox: { minX, minY, span, w: (maxX - minX) / span, h: (maxY - minY) / span } };
    return paths;
  };

  const renderer: Renderer = {
    reducedMotion: false,

    resize() {
      // Backing store in device pixels, drawing in CSS pixels: crisp on HiDPI, capped at 2× for speed.
      ratio = Math.min(devicePixelRatio || 1, 2);
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      vignette = ctx.createRadialGradient(width / 2, height / 2, Math.min(width, height) * 0.35, width / 2, height / 2, Math.max(width, height) * 0.75);
      vignette.addColorStop(0, 'rgba(7, 8, 26, 0)');
      vignette.addColorStop(1, 'rgba(7, 8, 26, 0.7)');
    },

    react(events, state) {
      const { car } = state;
      for (const event of events) {
        if (event.type === 'checkpoint' || event.type === 'lap') {
          for (let i = 0; i < 24; i += 1) {
            const a = (i / 24) * Math.PI * 2;
            emit(car.x, car.y, Math.cos(a) * 260, Math.sin(a) * 260, event.type === 'lap' ? LAP_SPARK : CHECKPOINT_SPARK);
          }
          if (event.type === 'lap' && !renderer.reducedMotion) flash = 0.35;
        }
        if (event.type === 'off-road' && !renderer.reducedMotion) shake = Math.min(1, 0.25 + Math.hypot(car.vx, car.vy) / 900);
        if (event.type === 'drift-lost' && !renderer.reducedMotion) shake = 0.6;
      }
      if (state.phase === 'countdown') {
        lastWheels = null;
        cam.ready = false;
      }
    },

    draw(state, dt) {
      clock += dt;
      const { car, track } = state;
      const p = trackPaths(track);
      const speed = Math.hypot(car.vx, car.vy);

      // Camera: ahead of the car by its velocity, zoomed out a little with speed.
      const base = Math.max(0.45, Math.min(1.15, Math.min(width, height) / 820));
      const targetZoom = base * (1 - Math.min(0.18, speed / 4000));
      const tx = car.x + car.vx * 0.35;
      const ty = car.y + car.vy * 0.35;
      if (!cam.ready) Object.assign(cam, { x: tx, y: ty, zoom: targetZoom, ready: true });
      const follow = 1 - Math.exp(-5 * dt);
      cam.x += (tx - cam.x) * follow;
      cam.y += (ty - cam.y) * follow;
      cam.zoom += (targetZoom - cam.zoom) * follow;
      shake = Math.max(0, shake - dt * 2.5);
      const sx = shake > 0 ? (Math.random() - 0.5) * shake * 18 : 0;
      const sy = shake > 0 ? (Math.random() - 0.5) * shake * 18 : 0;

      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      ctx.globalCompositeOperation = 'source-over';
      ctx.fillStyle = '#07081a';
      ctx.fillRect(0, 0, width, height);

      // World space from here on.
      ctx.setTransform(ratio * cam.zoom, 0, 0, ratio * cam.zoom, ratio * (width / 2 - cam.x * cam.zoom + sx), ratio * (height / 2 - cam.y * cam.zoom + sy));
      drawGrid();

      // The road: dark asphalt, a faint centre dash, glowing edges (wide faint strokes under a thin bright one).
      ctx.lineJoin = 'round';
      ctx.lineCap = 'round';
      ctx.strokeStyle = '#12142e';
      ctx.lineWidth = track.def.halfWidth * 2;
      ctx.stroke(p.road);
      ctx.setLineDash([26, 30]);
      ctx.strokeStyle = 'rgba(160, 164, 230, 0.18)';
      ctx.lineWidth = 3;
      ctx.stroke(p.center);
      ctx.setLineDash([]);
      drawSkids();
      ctx.globalCompositeOperation = 'lighter';
      for (const edge of [p.left, p.right]) glow(edge, track.def.colors.edge, 4);
      drawGates(state);
      ctx.globalCompositeOperation = 'source-over';

      trackSkids(state);
      drawSparks(state, dt);
      drawCar(state);

      // Screen space: a soft vignette, the minimap, and the lap flash (never under reduced motion).
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      ctx.fillStyle = vignette!;
      ctx.fillRect(0, 0, width, height);
      drawMinimap(state, p);
      if (flash > 0) {
        ctx.fillStyle = `rgba(255, 230, 120, ${flash * 0.35})`;
        ctx.fillRect(0, 0, width, height);
        flash = Math.max(0, flash - dt);
      }
    },
  };

  /** Top right, under the HUD: the track's outline, the next gate (a ring) and the car (a dot). */
  function drawMinimap(state: RoundState, p: NonNullable<typeof paths>) {
    const size = Math.min(150, Math.max(90, width * 0.16));
    const { minX, minY, span, w, h } = p.mapBox;
    const x0 = width - size - 16 + (size * (1 - w)) / 2;
    const y0 = 76 + (size * (1 - h)) / 2;
    const at = (x: number, y: number): [number, number] => [x0 + ((x - minX) / span) * size, y0 + ((y - minY) / span) * size];
    ctx.save();
    ctx.translate(x0, y0);
    ctx.scale(size, size);
    ctx.lineWidth = 4 / size;
    ctx.strokeStyle = 'rgba(185, 187, 224, 0.55)';
    ctx.stroke(p.map);
    ctx.restore();
    const gate = state.track.checkpoints[state.nextCheckpoint]!;
    const [gx, gy] = at(state.track.xs[gate]!, state.track.ys[gate]!);
    ctx.strokeStyle = state.track.def.colors.accent;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(gx, gy, 5, 0, Math.PI * 2);
    ctx.stroke();
    const [cx, cy] = at(state.car.x, state.car.y);
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.arc(cx, cy, 3.5, 0, Math.PI * 2);
    ctx.fill();
  }

  /** A neon line: two wide translucent strokes (the glow) under a thin bright one. */
  function glow(path: Path2D, color: string, thickness: number) {
    ctx.strokeStyle = color;
    ctx.globalAlpha = 0.08;
    ctx.lineWidth = thickness * 6;
    ctx.stroke(path);
    ctx.globalAlpha = 0.22;
    ctx.lineWidth = thickness * 2.5;
    ctx.stroke(path);
    ctx.globalAlpha = 1;
    ctx.lineWidth = thickness * 0.6;
    ctx.stroke(path);
  }

  function drawGrid() {
    // Only the lines in view.
    const step = 120;
    const halfW = width / 2 / cam.zoom + step;
    const halfH = height / 2 / cam.zoom + step;
    const x0 = Math.floor((cam.x - halfW) / step) * step;
    const y0 = Math.floor((cam.y - halfH) / step) * step;
    ctx.strokeStyle = 'rgba(123, 92, 255, 0.13)';
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    for (let x = x0; x < cam.x + halfW; x += step) {
      ctx.moveTo(x, cam.y - halfH);
      ctx.lineTo(x, cam.y + halfH);
    }
    for (let y = y0; y < cam.y + halfH; y += step) {
      ctx.moveTo(cam.x - halfW, y);
      ctx.lineTo(cam.x + halfW, y);
    }
    ctx.stroke();
  }

  /** Gates across the road at each checkpoint: the next one bright and numbered, the finish chequered. */
  function drawGates(state: RoundState) {
    const { track } = state;
    const w = track.def.halfWidth;
    track.checkpoints.forEach((i, c) => {
      const x = track.xs[i]!;
      const y = track.ys[i]!;
      const nx = -track.ty[i]!;
      const ny = track.tx[i]!;
      const next = c === state.nextCheckpoint;
      ctx.beginPath();
      ctx.moveTo(x - nx * w, y - ny * w);
      ctx.lineTo(x + nx * w, y + ny * w);
      if (c === 0) {
        // The finish line: a chequered band (a shape, not only a colour).
        ctx.globalCompositeOperation = 'source-over';
        ctx.save();
        ctx.translate(x, y);
        ctx.rotate(Math.atan2(ny, nx));
        const cell = 12;
        for (let k = -w; k < w; k += cell) {
          for (let r = 0; r < 2; r += 1) {
            ctx.fillStyle = (Math.round(k / cell) + r) % 2 === 0 ? '#f4f5ff' : '#1a1c3a';
            ctx.fillRect(k, -cell + r * cell, cell, cell);
          }
        }
        ctx.restore();
        ctx.globalCompositeOperation = 'lighter';
        if (next) glow(gatePath(x, y, nx, ny, w), track.def.colors.accent, 3);
        return;
      }
      const pulse = next && !renderer.reducedMotion ? 0.75 + 0.25 * Math.sin(clock * 6) : 1;
      ctx.globalAlpha = next ? pulse : 0.25;
      glow(gatePath(x, y, nx, ny, w), next ? track.def.colors.accent : '#7b5cff', next ? 3 : 1.5);
      ctx.globalAlpha = 1;
      if (next) {
        // Its number at both posts, so the next gate is found by shape and text as well as colour.
        ctx.fillStyle = '#ffffff';
        ctx.font = 'bold 26px system-ui, sans-serif';
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(String(c), x - nx * (w + 24), y - ny * (w + 24));
        ctx.fillText(String(c), x + nx * (w + 24), y + ny * (w + 24));
      }
    });
  }
  const gateCache = new Map<string, Path2D>();
  function gatePath(x: number, y: number, nx: number, ny: number, w: number) {
    const key = `${x}:${y}`;
    let path = gateCache.get(key);
    if (!path) {
      path = new Path2D();
      path.moveTo(x - nx * w, y - ny * w);
      path.lineTo(x + nx * w, y + ny * w);
      gateCache.set(key, path);
    }
    return path;
  }

  /** Records skid segments from both rear wheels while the car slides. */
  function trackSkids(state: RoundState) {
    const { car } = state;
    const c = Math.cos(car.angle);
    const s = Math.sin(car.angle);
    // Rear wheels: 14 behind the centre, 9 to each side.
    const wheels: [number, number, number, number] = [car.x - c * 14 - s * 9, car.y - s * 14 + c * 9, car.x - c * 14 + s * 9, car.y - s * 14 - c * 9];
    if (car.sliding && state.phase === 'racing' && lastWheels) {
      for (let w = 0; w < 2; w += 1) {
        const o = skidHead * 5;
        skid[o] = lastWheels[w * 2]!;
        skid[o + 1] = lastWheels[w * 2 + 1]!;
        skid[o + 2] = wheels[w * 2]!;
        skid[o + 3] = wheels[w * 2 + 1]!;
        skid[o + 4] = clock;
        skidHead = (skidHead + 1) % SKIDS;
      }
    }
    lastWheels = wheels;
  }

  function drawSkids() {
    ctx.lineWidth = 5;
    ctx.lineCap = 'butt';
    ctx.strokeStyle = '#ff3fd8';
    // Fading by age in a few bands: one path and one stroke per band, not one per segment.
    const BANDS = 5;
    for (let band = 0; band < BANDS; band += 1) {
      const from = (band / BANDS) * SKID_LIFE;
      const to = ((band + 1) / BANDS) * SKID_LIFE;
      ctx.globalAlpha = 0.32 * (1 - band / BANDS);
      ctx.beginPath();
      for (let i = 0; i < SKIDS; i += 1) {
        const o = i * 5;
        const age = clock - skid[o + 4]!;
        if (skid[o + 4] === 0 || age < from || age >= to) continue;
        ctx.moveTo(skid[o]!, skid[o + 1]!);
        ctx.lineTo(skid[o + 2]!, skid[o + 3]!);
      }
      ctx.stroke();
    }
    ctx.globalAlpha = 1;
    ctx.lineCap = 'round';
  }

  function drawSparks(state: RoundState, dt: number) {
    const { car } = state;
    // Sparks from the rear wheels while drifting (fewer under reduced motion).
    if (isDrifting(state) && state.phase === 'racing') {
      const n = renderer.reducedMotion ? 1 : 3;
      for (let k = 0; k < n; k += 1) {
        const side = k % 2 === 0 ? 1 : -1;
        const c = Math.cos(car.angle);
        const s = Math.sin(car.angle);
        emit(car.x - c * 16 - s * 9 * side, car.y - s * 16 + c * 9 * side, -car.vx * 0.3 + (Math.random() - 0.5) * 120, -car.vy * 0.3 + (Math.random() - 0.5) * 120, DRIFT_SPARK);
      }
    }
    ctx.globalCompositeOperation = 'lighter';
    for (let i = 0; i < SPARKS; i += 1) {
      if (spark.life[i]! <= 0) continue;
      spark.life[i]! -= dt;
      spark.x[i]! += spark.vx[i]! * dt;
      spark.y[i]! += spark.vy[i]! * dt;
      spark.vx[i]! *= 0.94;
      spark.vy[i]! *= 0.94;
      const life = Math.max(0, spark.life[i]!);
      ctx.fillStyle = SPARK_COLORS[spark.hue[i]!]!;
      ctx.globalAlpha = Math.min(1, life * 2);
      ctx.fillRect(spark.x[i]! - 2, spark.y[i]! - 2, 4, 4);
    }
    ctx.globalAlpha = 1;
    ctx.globalCompositeOperation = 'source-over';
  }

  function drawCar(state: RoundState) {
    const { car, track } = state;
    const drifting = isDrifting(state);
    ctx.save();
    ctx.translate(car.x, car.y);
    ctx.rotate(car.angle);
    // Headlight beams ahead.
    ctx.fillStyle = beam;
    ctx.beginPath();
    ctx.moveTo(20, -8);
    ctx.lineTo(150, -40);
    ctx.lineTo(150, 40);
    ctx.lineTo(20, 8);
    ctx.fill();
    // Body with a neon outline: cyan while gripping, magenta while drifting (the HUD also says "Drift").
    const color = drifting ? '#ff3fd8' : track.def.colors.edge;
    ctx.fillStyle = '#1b1e44';
    roundRect(-22, -11, 44, 22, 6);
    ctx.fill();
    ctx.globalCompositeOperation = 'lighter';
    ctx.strokeStyle = color;
    ctx.globalAlpha = 0.25;
    ctx.lineWidth = 8;
    ctx.stroke();
    ctx.globalAlpha = 1;
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.globalCompositeOperation = 'source-over';
    // Windscreen and tail lights.
    ctx.fillStyle = 'rgba(46, 230, 255, 0.55)';
    ctx.fillRect(4, -8, 8, 16);
    ctx.fillStyle = '#ff4d6d';
    ctx.fillRect(-22, -10, 3, 5);
    ctx.fillRect(-22, 5, 3, 5);
    ctx.restore();
  }

  function roundRect(x: number, y: number, w: number, h: number, r: number) {
    ctx.beginPath();
    ctx.moveTo(x + r, y);
    ctx.arcTo(x + w, y, x + w, y + h, r);
    ctx.arcTo(x + w, y + h, x, y + h, r);
    ctx.arcTo(x, y + h, x, y, r);
    ctx.arcTo(x, y, x + w, y, r);
    ctx.closePath();
  }

  renderer.resize();
  return renderer;
}
