// Input: keyboard, gamepads (the Gamepad API, standard mapping) and touch, merged into one `Controls`
// for the simulation, plus edge-triggered menu actions so every menu works from a gamepad too.
import type { Controls } from './game';

export type MenuAction = 'up' | 'down' | 'left' | 'right' | 'accept' | 'back' | 'pause';

const held = new Set<string>();
/** Touch buttons currently pressed (by `data-control`), counted per pointer for multi-touch. */
const touches = new Map<number, string>();

const KEYS = {
  left: ['ArrowLeft', 'KeyA'],
  right: ['ArrowRight', 'KeyD'],
  throttle: ['ArrowUp', 'KeyW'],
  brake: ['ArrowDown', 'KeyS'],
  handbrake: ['Space', 'ShiftLeft', 'ShiftRight'],
};
const anyHeld = (codes: string[]) => codes.some((code) => held.has(code));
const touching = (control: string) => [...touches.values()].includes(control);

/**
 * Starts listening. `onKeyAction` gets Escape / P (pause) — the menus themselves are plain buttons, so
 * Tab, Enter and Space work on them natively.
 */
const release = (event: PointerEvent) => touches.delete(event.pointerId);

export function attachInput(touchRoot: HTMLElement, onKeyAction: (action: MenuAction) => void): void {
  addEventListener('keydown', (event) => {
    // Driving keys must not scroll the page or press a focused button while racing.
    if (Object.values(KEYS).flat().includes(event.code) && !(event.target instanceof HTMLButtonElement)) event.preventDefault();
    held.add(event.code);
    if (event.code === 'Escape' || event.code === 'KeyP') onKeyAction('pause');
  });
  addEventListener('keyup', (event) => held.delete(event.code));
  // A key released while the frame had no focus never sends keyup: forget everything on blur.
  addEventListener('blur', () => held.clear());

  // Touch: buttons with data-control="left|right|throttle|brake|handbrake"; pointer capture keeps a
  // press alive while the thumb slides a little.
  touchRoot.addEventListener('pointerdown', (event) => {
    const control = (event.target as HTMLElement).closest<HTMLElement>('[data-control]')?.dataset.control;
    if (!control) return;
    event.preventDefault();
    (event.target as HTMLElement).setPointerCapture?.(event.pointerId);
    touches.set(event.pointerId, control);
  });
  touchRoot.addEventListener('pointerup', release);
  touchRoot.addEventListener('pointercancel', release);
  touchRoot.addEventListener('contextmenu', (event) => event.preventDefault());
}

/** The first connected gamepad (standard mapping), if any. */
function pad(): Gamepad | undefined {
  if (!navigator.getGamepads) return undefined;
  for (const gp of navigator.getGamepads()) if (gp && gp.connected) return gp;
  return undefined;
}

const pressed = (gp: Gamepad, i: number) => !!gp.buttons[i]?.pressed;
const value = (gp: Gamepad, i: number) => gp.buttons[i]?.value ?? 0;
/** A small dead zone so a resting stick does not steer. */
const deadZone = (v: number) => (Math.abs(v) < 0.15 ? 0 : (v - Math.sign(v) * 0.15) / 0.85);

let smoothSteer = 0;

/**
 * The merged driving controls this frame. Steering eases toward the input over ~80 ms: a key is all or
 * nothing, and a car that snaps to full lock at speed is twitchy.
 */
export function readControls(dt: number): Controls {
  let steer = (anyHeld(KEYS.right) || touching('right') ? 1 : 0) - (anyHeld(KEYS.left) || touching('left') ? 1 : 0);
  let throttle = anyHeld(KEYS.throttle) || touching('throttle') ? 1 : 0;
  let brake = anyHeld(KEYS.brake) || touching('brake') ? 1 : 0;
  let handbrake = anyHeld(KEYS.handbrake) || touching('handbrake');
  const gp = pad();
  if (gp) {
    // Standard mapping: left stick or d-pad steers, RT / A accelerate, LT / X brake, B / RB handbrake.
    const stick = deadZone(gp.axes[0] ?? 0);
    const dpad = (pressed(gp, 15) ? 1 : 0) - (pressed(gp, 14) ? 1 : 0);
    if (stick !== 0 || dpad !== 0) steer = Math.max(-1, Math.min(1, stick + dpad));
    throttle = Math.max(throttle, value(gp, 7), pressed(gp, 0) ? 1 : 0);
    brake = Math.max(brake, value(gp, 6), pressed(gp, 2) ? 1 : 0);
    handbrake ||= pressed(gp, 1) || pressed(gp, 5);
  }
  smoothSteer += (steer - smoothSteer) * (1 - Math.exp(-12 * dt));
  if (Math.abs(smoothSteer) < 0.01 && steer === 0) smoothSteer = 0;
  return { steer: smoothSteer, throttle, brake, handbrake };
}

// Menu actions fire on the press, not while held (with a repeat for held directions).
const MENU_BUTTONS: Array<[number, MenuAction]> = [
  [12, 'up'],
  [13, 'down'],
  [14, 'left'],
  [15, 'right'],
  [0, 'accept'],
  [1, 'back'],
  [9, 'pause'],
];
let last = new Set<MenuAction>();
let repeatAt = 0;

/** Gamepad menu actions that started this frame (call once per animation frame). */
export function pollMenuActions(now: number): MenuAction[] {
  const gp = pad();
  if (!gp) {
    last = new Set();
    return [];
  }
  const down = new Set<MenuAction>();
  for (const [i, action] of MENU_BUTTONS) if (pressed(gp, i)) down.add(action);
  const y = gp.axes[1] ?? 0;
  const x = gp.axes[0] ?? 0;
  if (y < -0.6) down.add('up');
  if (y > 0.6) down.add('down');
  if (x < -0.6) down.add('left');
  if (x > 0.6) down.add('right');
  const fresh = [...down].filter((a) => !last.has(a));
  const directions = [...down].filter((a) => a === 'up' || a === 'down' || a === 'left' || a === 'right');
  if (fresh.length > 0) repeatAt = now + 400;
  else if (directions.length > 0 && now >= repeatAt) {
    repeatAt = now + 150;
    fresh.push(...directions);
  }
  last = down;
  return fresh;
}

/** Whether this device has a touch screen (shows the on-screen controls). */
export const hasTouch = () => matchMedia('(pointer: coarse)').matches || navigator.maxTouchPoints > 0;
