/**
 * Orbit Catcher, the games origin's generic demo game: what every catalogue game without a build of its own
 * plays in the demo, named after that game (./title.ts). A one-button round of 45 seconds, played with the
 * keyboard, a tap or a gamepad, using the Orbital SDK the way a game does: loading, the player's alias, the
 * play session (the page shows its overlay when the round ends) and the leaderboard.
 */
import { Orbital, OrbitalError, type User } from '@orbital/sdk';
import { createRound, isOver, roundSeconds, step, swap, type Orb, type Round, type RoundEvent } from './round';
import { titleFromPath } from './title';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const canvas = $<HTMLCanvasElement>('stage');
const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
const ui = {
  title: $('title'),
  player: $('player'),
  score: $('score'),
  time: $('time'),
  menu: $('menu'),
  menuTitle: $('menu-title'),
  result: $('result'),
  start: $<HTMLButtonElement>('start'),
};

const title = titleFromPath(location.pathname);
/** The round's length (`orbital_round`, forwarded by the game page, shortens it for demos and tests). */
const SECONDS = roundSeconds(location.search);
document.title = title;
ui.title.textContent = title;

// --- The SDK -------------------------------------------------------------------------------------------------
// In Orbital's frame this connects to the page; opened on its own (or under a page that does not relay
// for this build) it plays in local mode: as a visitor, with no leaderboard to promise a score to.
const orbital = await Orbital.init({ local: { user: null, features: { leaderboard: false } } });
document.documentElement.dataset.orbital = orbital.mode;
void orbital.game.loading(0.5).catch(() => {});

let user: User = { loggedIn: false };
const showUser = (next: User) => {
  user = next;
  ui.player.textContent = next.loggedIn ? `Playing as ${next.alias}` : 'Playing as visitor';
  // A visitor who logs in after a round keeps that round's score.
  if (next.loggedIn && unposted !== null) void postScore(unposted);
};
let reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
let paused = false;
orbital.on('user.changed', showUser);
orbital.on('settings.changed', (settings) => (reducedMotion = settings.reducedMotion));
orbital.on('pause', () => (paused = true));
orbital.on('resume', () => (paused = false));

/** A score not yet on the leaderboard (a visitor's), or null. */
let unposted: number | null = null;
let best = 0;

async function postScore(score: number) {
  unposted = null;
  try {
    const { entry } = await orbital.leaderboards.postScore(score);
    ui.result.textContent = `${score} points · rank #${entry.rank} on the leaderboard`;
  } catch (error) {
    if (error instanceof OrbitalError && error.code === 'login_required') unposted = score;
    else ui.result.textContent = `${score} points (the leaderboard could not be reached)`;
  }
}

// --- Round -----------------------------------------------------------------------------------------------------
let round: Round | null = null;
let idleAngle = -Math.PI / 2;

function startRound() {
  round = createRound(Math.random, SECONDS);
  ui.menu.hidden = true;
  ui.result.textContent = '';
  // The hidden button would keep the focus: the keys go to the document, where the round listens.
  ui.start.blur();
  void orbital.session.start().catch(() => {});
}

function endRound(finished: Round) {
  round = null;
  const score = finished.score;
  const newBest = score > best;
  best = Math.max(best, score);
  ui.menuTitle.textContent = newBest && score > 0 ? 'New best!' : 'Round over';
  ui.result.textContent = `${score} points${newBest ? '' : ` · best ${best}`}`;
  ui.start.textContent = 'Play Again';
  ui.menu.hidden = false;
  focusIfPlaying(ui.start);
  // The page shows its overlay on `end`; the score goes to the leaderboard of a game that has one.
  void orbital.session.end().catch(() => {});
  if (!orbital.features.leaderboard) return;
  if (user.loggedIn) void postScore(score);
  else {
    unposted = score;
    ui.result.textContent = `${score} points · log in to put it on the leaderboard`;
  }
}

const press = () => {
  if (round && !paused) swap(round);
};

ui.start.addEventListener('click', startRound);
addEventListener('keydown', (event) => {
  if (!round || event.repeat) return;
  if ([' ', 'Enter', 'ArrowUp', 'ArrowDown', 'w', 's'].includes(event.key)) {
    event.preventDefault();
    press();
  }
});
canvas.addEventListener('pointerdown', (event) => {
  event.preventDefault();
  press();
});

/** Gamepads: any button swaps in a round and starts one from the menu (edge-triggered). */
let padDown = false;
function pollGamepads() {
  const pads = navigator.getGamepads?.() ?? [];
  const down = pads.some((pad) => pad?.buttons.some((button) => button.pressed));
  if (down && !padDown) {
    if (round) press();
    else if (!ui.menu.hidden) startRound();
  }
  padDown = down;
}

// --- Drawing -----------------------------------------------------------------------------------------------------
let width = 0;
let height = 0;
function resize() {
  const ratio = Math.min(devicePixelRatio || 1, 2);
  width = canvas.clientWidth;
  height = canvas.clientHeight;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
}
addEventListener('resize', resize);
resize();

const sky = Array.from({ length: 90 }, (_, i) => ({ x: (i * 0.6180339) % 1, y: (i * 0.4142135 + 0.13 * (i % 7)) % 1, phase: i }));

/** A fixed pool of sparks and score labels: nothing allocated per frame. */
const sparks = Array.from({ length: 40 }, () => ({ x: 0, y: 0, vx: 0, vy: 0, life: 0, colour: '' }));
const labels = Array.from({ length: 6 }, () => ({ x: 0, y: 0, life: 0, text: '' }));

const geometry = () => {
  const size = Math.min(width, height * 1.1);
  return { cx: width / 2, cy: height / 2 + Math.min(24, height * 0.04), rings: [size * 0.24, size * 0.38] as const, planet: size * 0.11 };
};
const at = (angle: number, radius: number, g = geometry()) => ({ x: g.cx + Math.cos(angle) * radius, y: g.cy + Math.sin(angle) * radius });

function burst(event: RoundEvent) {
  const g = geometry();
  const { x, y } = at(event.orb.angle, g.rings[event.orb.ring], g);
  const label = labels.find((l) => l.life <= 0);
  if (label) Object.assign(label, { x, y, life: 1, text: event.kind === 'star' ? `+${event.points}` : '−3 s' });
  if (reducedMotion) return;
  let n = 0;
  for (const spark of sparks) {
    if (spark.life > 0 || n >= 12) continue;
    const a = (n / 12) * Math.PI * 2;
    Object.assign(spark, { x, y, vx: Math.cos(a) * 120, vy: Math.sin(a) * 120, life: 1, colour: event.kind === 'star' ? '#ffd166' : '#ff6b6b' });
    n += 1;
  }
}

function drawStar(x: number, y: number, r: number) {
  ctx.beginPath();
  for (let i = 0; i < 10; i += 1) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? r : r * 0.45;
    ctx.lineTo(x + Math.cos(a) * radius, y + Math.sin(a) * radius);
  }
  ctx.closePath();
  ctx.fillStyle = '#ffd166';
  ctx.fill();
}

function drawRock(x: number, y: number, r: number, seed: number) {
  ctx.beginPath();
  for (let i = 0; i < 7; i += 1) {
    const a = (i / 7) * Math.PI * 2;
    const radius = r * (0.75 + 0.25 * Math.abs(Math.sin(seed * 3.1 + i * 1.7)));
    ctx.lineTo(x + Math.cos(a) * radius, y + Math.sin(a) * radius);
  }
  ctx.closePath();
  ctx.fillStyle = '#6b5a73';
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#ff6b6b';
  ctx.stroke();
}

function draw(now: number, dt: number) {
  const g = geometry();
  const bg = ctx.createRadialGradient(g.cx, g.cy, 0, g.cx, g.cy, Math.max(width, height) * 0.7);
  bg.addColorStop(0, '#1b1446');
  bg.addColorStop(1, '#070818');
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, width, height);

  for (const star of sky) {
    ctx.globalAlpha = reducedMotion ? 0.6 : 0.35 + 0.35 * Math.sin(now / 700 + star.phase);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(star.x * width, star.y * height, 1.5, 1.5);
  }
  ctx.globalAlpha = 1;

  ctx.lineWidth = 2;
  ctx.setLineDash([4, 8]);
  for (const radius of g.rings) {
    ctx.strokeStyle = 'rgba(157, 139, 255, 0.45)';
    ctx.beginPath();
    ctx.arc(g.cx, g.cy, radius, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.setLineDash([]);

  const planet = ctx.createRadialGradient(g.cx - g.planet * 0.35, g.cy - g.planet * 0.35, g.planet * 0.1, g.cx, g.cy, g.planet);
  planet.addColorStop(0, '#b9a8ff');
  planet.addColorStop(1, '#3a2a9c');
  ctx.fillStyle = planet;
  ctx.beginPath();
  ctx.arc(g.cx, g.cy, g.planet, 0, Math.PI * 2);
  ctx.fill();

  const orbSize = Math.max(8, g.rings[0] * 0.09);
  if (round) {
    round.orbs.forEach((orb: Orb, i) => {
      const p = at(orb.angle, g.rings[orb.ring], g);
      if (orb.kind === 'star') drawStar(p.x, p.y, orbSize);
      else drawRock(p.x, p.y, orbSize, i);
    });
  }

  const angle = round ? round.angle : idleAngle;
  const ringPos = round ? round.ringPos : 0;
  const ship = at(angle, g.rings[0] + (g.rings[1] - g.rings[0]) * ringPos, g);
  ctx.save();
  ctx.translate(ship.x, ship.y);
  // The nose (local +y) points along the orbit, the way the ship moves.
  ctx.rotate(angle);
  ctx.shadowColor = '#5ce1e6';
  ctx.shadowBlur = reducedMotion ? 0 : 16;
  ctx.fillStyle = '#5ce1e6';
  ctx.beginPath();
  ctx.moveTo(0, orbSize * 1.5);
  ctx.lineTo(-orbSize * 0.9, -orbSize);
  ctx.lineTo(orbSize * 0.9, -orbSize);
  ctx.closePath();
  ctx.fill();
  ctx.restore();

  for (const spark of sparks) {
    if (spark.life <= 0) continue;
    spark.life -= dt * 1.8;
    spark.x += spark.vx * dt;
    spark.y += spark.vy * dt;
    ctx.globalAlpha = Math.max(0, spark.life);
    ctx.fillStyle = spark.colour;
    ctx.fillRect(spark.x - 2, spark.y - 2, 4, 4);
  }
  ctx.font = '700 18px system-ui, sans-serif';
  ctx.textAlign = 'center';
  for (const label of labels) {
    if (label.life <= 0) continue;
    label.life -= dt;
    ctx.globalAlpha = Math.max(0, label.life);
    ctx.fillStyle = '#ffffff';
    ctx.fillText(label.text, label.x, label.y - orbSize * 1.6 - (reducedMotion ? 0 : (1 - label.life) * 24));
  }
  ctx.globalAlpha = 1;
}

let last = performance.now();
let drawn = false;
function frame(now: number) {
  const dt = Math.min(0.05, (now - last) / 1000);
  last = now;
  pollGamepads();
  if (round && !paused) {
    for (const event of step(round, dt)) burst(event);
    ui.score.textContent = String(round.score);
    ui.time.textContent = String(Math.ceil(round.time));
    if (isOver(round)) endRound(round);
  } else if (!round && !reducedMotion) idleAngle += dt * 0.6;
  draw(now, paused ? 0 : dt);
  // The bench times the first frame from this mark (a budget of 2 s from the frame's load).
  if (!drawn) {
    drawn = true;
    performance.mark('first-frame');
  }
  requestAnimationFrame(frame);
}

ui.time.textContent = String(SECONDS);
orbital.user
  .get()
  .then(showUser, () => showUser({ loggedIn: false }))
  .finally(() => {
    void orbital.settings.get().then((settings) => (reducedMotion = settings.reducedMotion), () => {});
    void orbital.game.loaded().catch(() => {});
    ui.start.textContent = 'Play';
    ui.start.disabled = false;
    focusIfPlaying(ui.start);
    requestAnimationFrame(frame);
  });

/** Moves the focus only while the game has it: in Orbital's frame the player may be typing in the page around it. */
function focusIfPlaying(target: HTMLElement): void {
  if (document.hasFocus()) target.focus({ preventScroll: true });
}
