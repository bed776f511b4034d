// Every way to aim and fire, all ending in one `fire(origin, direction)` call:
// - WebXR: each XRInputSource as three's controller space. The look adapts to its `targetRayMode` and `hand`:
//   a tracked controller gets a weapon and a ray; a hand (pinch = select) gets a thin ray and no weapon;
//   a transient pointer (gaze-and-pinch, Apple Vision Pro) exists only during the pinch, so nothing is drawn
//   and the shot goes along its target ray at `selectstart`. Haptics pulse on a hit where supported.
// - Desktop: the mouse aims (the weapon turns to the pointer), a click fires; Space/Enter fire, arrow keys
//   move the aim. Phone: a tap fires where it lands. Gamepad (standard mapping): the left stick aims, A or
//   RT fires; in the menus the d-pad or stick moves between buttons and A presses.
import {
  AdditiveBlending, BufferGeometry, Float32BufferAttribute, Line, LineBasicMaterial, Object3D, Raycaster, Vector2, Vector3,
  type PerspectiveCamera, type XRTargetRaySpace,
} from 'three';
import type { XRHandModel } from 'three/examples/jsm/webxr/XRHandModelFactory.js';
import { XRHandPrimitiveModel } from 'three/examples/jsm/webxr/XRHandPrimitiveModel.js';
import type { Arena } from './scene';

export type Fire = (origin: Vector3, direction: Vector3) => boolean;

/** Input slots three tracks: two hands/controllers plus room for transient pointers. */
const XR_SLOTS = 4;

export interface Input {
  /** Aim in normalised device coordinates (-1…1), shared with the HUD crosshair. */
  readonly aim: Vector2;
  /** Called every frame with the frame's seconds (gamepad, and turns the desktop weapon to the aim). */
  update(dt: number): void;
  /** Whether firing is allowed (during a round, not paused). */
  enabled: boolean;
  /** How the player is playing in XR right now (shown in the HUD and read by tests). */
  readonly xrModes: string[];
}

/** The menus as the gamepad sees them: whether one is open, and moving the focus between its buttons. */
export interface MenuNavigation {
  open(): boolean;
  move(step: number): void;
}

export function createInput(arena: Arena, canvas: HTMLCanvasElement, fire: Fire, menu: MenuNavigation): Input {
  const { renderer, camera } = arena;
  const origin = new Vector3();
  const direction = new Vector3();
  const raycaster = new Raycaster();
  const aim = new Vector2(0, 0);
  const xrModes: string[] = [];

  const input: Input = {
    aim,
    enabled: false,
    xrModes,
    update: (dt) => {
      if (padSeen) pollGamepad(dt);
      aimWeapon(arena, camera, raycaster, aim);
    },
  };

  const shootFrom = (source: Object3D, inputSource: XRInputSource | null) => {
    if (!input.enabled) return;
    source.updateMatrixWorld();
    origin.setFromMatrixPosition(source.matrixWorld);
    direction.set(0, 0, -1).transformDirection(source.matrixWorld);
    const hit = fire(origin, direction);
    // Haptics: only controllers have actuators (hands and transient pointers have no gamepad).
    if (hit) inputSource?.gamepad?.hapticActuators?.[0]?.pulse?.(0.7, 60).catch(() => {});
  };

  // --- WebXR -----------------------------------------------------------------------------------------
  const rayGeometry = new BufferGeometry();
  rayGeometry.setAttribute('position', new Float32BufferAttribute([0, 0, 0, 0, 0, -1], 3));
  const rayMaterial = new LineBasicMaterial({ color: 0x7fe3ff, blending: AdditiveBlending, transparent: true, opacity: 0.8 });
  const handRayMaterial = new LineBasicMaterial({ color: 0xffffff, transparent: true, opacity: 0.35 });
  // Tracked hands are drawn as joint spheres: three's primitive hand model (one instanced draw call a hand,
  // no model files to fetch; used directly, not through XRHandModelFactory, which bundles a glTF loader).
  for (let i = 0; i < 2; i += 1) {
    const hand = renderer.xr.getHand(i);
    const spheres = new HandSpheres();
    hand.add(spheres);
    hand.addEventListener('connected', (event) => {
      const source = event.data as XRInputSource;
      if (source.hand && source.handedness !== 'none' && !spheres.model) spheres.model = new XRHandPrimitiveModel(spheres as unknown as XRHandModel, hand, '', source.handedness, { primitive: 'sphere' });
      spheres.visible = !!source.hand;
    });
    hand.addEventListener('disconnected', () => (spheres.visible = false));
    camera.parent?.add(hand);
  }
  for (let i = 0; i < XR_SLOTS; i += 1) {
    const controller: XRTargetRaySpace = renderer.xr.getController(i);
    let source: XRInputSource | null = null;
    const ray = new Line(rayGeometry, rayMaterial);
    ray.scale.z = 12;
    const weapon = arena.weaponModel();
    weapon.position.z = -0.05;
    controller.add(ray, weapon);
    ray.visible = weapon.visible = false;
    controller.addEventListener('connected', (event) => {
      source = event.data as XRInputSource;
      const look = inputLook(source);
      ray.visible = look.ray !== 'none';
      ray.material = look.ray === 'hand' ? handRayMaterial : rayMaterial;
      weapon.visible = look.weapon;
      xrModes[i] = look.label;
    });
    controller.addEventListener('disconnected', () => {
      source = null;
      ray.visible = weapon.visible = false;
      xrModes[i] = '';
    });
    // selectstart: trigger pull, pinch or the start of a transient pointer's pinch — fire on the press.
    controller.addEventListener('selectstart', () => shootFrom(controller, source));
    camera.parent?.add(controller);
  }

  // --- Desktop and phone ----------------------------------------------------------------------------
  const toAim = (event: PointerEvent) => {
    const rect = canvas.getBoundingClientRect();
    aim.set(((event.clientX - rect.left) / rect.width) * 2 - 1, -((event.clientY - rect.top) / rect.height) * 2 + 1);
  };
  const shootAtAim = () => {
    if (renderer.xr.isPresenting) return;
    raycaster.setFromCamera(aim, camera);
    if (!input.enabled) return;
    fire(raycaster.ray.origin, raycaster.ray.direction);
  };
  canvas.addEventListener('pointermove', toAim);
  canvas.addEventListener('pointerdown', (event) => {
    if (event.button !== 0) return;
    toAim(event);
    shootAtAim();
  });
  window.addEventListener('keydown', (event) => {
    if (!input.enabled || event.repeat && event.code !== 'Space') return;
    const target = event.target as HTMLElement | null;
    if (target && target !== document.body && target !== canvas) return; // keys on buttons belong to the menus
    const step = 0.08;
    if (event.code === 'Space' || event.code === 'Enter') shootAtAim();
    else if (event.code === 'ArrowLeft' || event.code === 'KeyA') aim.x = Math.max(-1, aim.x - step);
    else if (event.code === 'ArrowRight' || event.code === 'KeyD') aim.x = Math.min(1, aim.x + step);
    else if (event.code === 'ArrowUp' || event.code === 'KeyW') aim.y = Math.min(1, aim.y + step);
    else if (event.code === 'ArrowDown' || event.code === 'KeyS') aim.y = Math.max(-1, aim.y - step);
    else return;
    event.preventDefault();
  });

  // --- Gamepad (desktop; in a headset the controllers are XR input sources above) ---------------------
  let padSeen = false;
  window.addEventListener('gamepadconnected', () => (padSeen = true));
  const wasDown: boolean[] = [];
  let stickReady = true; // the stick moves the menu focus one step per push
  const pressedNow = (pad: Gamepad, index: number) => {
    const down = !!pad.buttons[index]?.pressed;
    const edge = down && !wasDown[index];
    wasDown[index] = down;
    return edge;
  };
  const pollGamepad = (dt: number) => {
    if (renderer.xr.isPresenting) return;
    const pad = navigator.getGamepads().find((p) => p?.mapping === 'standard');
    if (!pad) return;
    const x = Math.abs(pad.axes[0] ?? 0) > 0.15 ? (pad.axes[0] ?? 0) : 0;
    const y = Math.abs(pad.axes[1] ?? 0) > 0.15 ? (pad.axes[1] ?? 0) : 0;
    const a = pressedNow(pad, 0);
    const rt = pressedNow(pad, 7);
    const up = pressedNow(pad, 12) || pressedNow(pad, 14);
    const down = pressedNow(pad, 13) || pressedNow(pad, 15);
    if (menu.open()) {
      const push = Math.abs(y) > 0.6 || Math.abs(x) > 0.6;
      if (up || (push && stickReady && (y < 0 || x < 0))) menu.move(-1);
      else if (down || (push && stickReady && (y > 0 || x > 0))) menu.move(1);
      stickReady = !push;
      if (a) (document.activeElement as HTMLElement | null)?.click();
      return;
    }
    aim.set(Math.max(-1, Math.min(1, aim.x + x * dt * 1.6)), Math.max(-1, Math.min(1, aim.y - y * dt * 1.6)));
    if (a || rt) shootAtAim();
  };

  return input;
}

export interface InputLook {
  /** The pointing ray drawn from the source: a bright one, a faint one for a hand, or none. */
  ray: 'controller' | 'hand' | 'none';
  /** Whether the source holds the blaster model (a controller does; a hand or a pinch does not). */
  weapon: boolean;
  /** How the player plays with it, e.g. 'tracked-pointer-right', 'hand-left', 'transient-pointer-none'. */
  label: string;
}

/**
 * How the game shows an XR input source, from its `targetRayMode` and `hand`: a controller gets a weapon and
 * a ray; a tracked hand a faint ray (pinch fires); gaze a ray; a transient pointer (gaze-and-pinch) exists
 * only while the pinch lasts, so nothing is drawn and the shot just follows its target ray.
 */
export function inputLook(source: Pick<XRInputSource, 'targetRayMode' | 'hand' | 'handedness'>): InputLook {
  const mode = source.targetRayMode;
  if (source.hand) return { ray: mode === 'tracked-pointer' ? 'hand' : 'none', weapon: false, label: `hand-${source.handedness}` };
  const drawn = mode === 'tracked-pointer' || mode === 'gaze';
  return { ray: drawn ? 'controller' : 'none', weapon: mode === 'tracked-pointer', label: `${mode}-${source.handedness}` };
}

/** Updates its hand model's joint spheres whenever three updates the hand's matrices. */
class HandSpheres extends Object3D {
  model: XRHandPrimitiveModel | null = null;
  override updateMatrixWorld(force?: boolean): void {
    super.updateMatrixWorld(force);
    this.model?.updateMesh();
  }
}

const lookAt = new Vector3();
/** Turns the desktop weapon towards the point under the aim, 10 m away. */
function aimWeapon(arena: Arena, camera: PerspectiveCamera, raycaster: Raycaster, aim: Vector2): void {
  raycaster.setFromCamera(aim, camera);
  raycaster.ray.at(10, lookAt);
  arena.desktopRig.lookAt(lookAt);
}

