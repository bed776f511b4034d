// The arena: renderer (WebXR on), camera at standing eye height, a glowing floor ring, a star dome and the
// weapon model. Everything here is built once; the budgets (≤100 draw calls, ≤300k triangles) are held by
// merging the static scenery into a few meshes and drawing bolts/sparks as instanced meshes (targets.ts).
import {
  AdditiveBlending, BufferAttribute, BufferGeometry, Color, CylinderGeometry, Fog, Group, HemisphereLight,
  DirectionalLight, Mesh, MeshBasicMaterial, MeshStandardMaterial, PerspectiveCamera, Points, PointsMaterial,
  RingGeometry, Scene, WebGLRenderer, BoxGeometry, Object3D, CanvasTexture, PlaneGeometry, SRGBColorSpace,
} from 'three';
import type { Weapon } from './round';

export interface Arena {
  renderer: WebGLRenderer;
  scene: Scene;
  camera: PerspectiveCamera;
  /** Follows the camera on a desktop; its child is the weapon model. */
  desktopRig: Group;
  setWeapon(weapon: Weapon): void;
  /** A fresh weapon model for a controller (same look as the desktop one). */
  weaponModel(): Object3D;
  resize(): void;
}

export const EYE_HEIGHT = 1.6;

export function createArena(canvas: HTMLCanvasElement): Arena {
  const renderer = new WebGLRenderer({ canvas, antialias: true, powerPreference: 'high-performance' });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  renderer.xr.enabled = true;
  // local-floor: the floor is y = 0 in the headset, so the arena fits every player's height.
  renderer.xr.setReferenceSpaceType('local-floor');

  const scene = new Scene();
  scene.background = new Color(0x050714);
  scene.fog = new Fog(0x050714, 14, 40);

  const camera = new PerspectiveCamera(70, 1, 0.05, 120);
  camera.position.set(0, EYE_HEIGHT, 0);
  scene.add(camera);

  scene.add(new HemisphereLight(0x8fb4ff, 0x1a1030, 1.4));
  const sun = new DirectionalLight(0xffffff, 1.6);
  sun.position.set(3, 8, 2);
  scene.add(sun);

  // Floor: two rings (one draw call each) — a platform under the player and a far glowing rim.
  const platform = new Mesh(new RingGeometry(0, 2.2, 48), new MeshStandardMaterial({ color: 0x1b2350, metalness: 0.3, roughness: 0.6 }));
  platform.rotation.x = -Math.PI / 2;
  scene.add(platform);
  const rim = new Mesh(new RingGeometry(2.15, 2.3, 64), new MeshBasicMaterial({ color: 0x5ad1ff }));
  rim.rotation.x = -Math.PI / 2;
  rim.position.y = 0.005;
  scene.add(rim);
  const horizon = new Mesh(new RingGeometry(16, 16.4, 96), new MeshBasicMaterial({ color: 0x3a5bff, transparent: true, opacity: 0.5 }));
  horizon.rotation.x = -Math.PI / 2;
  horizon.position.y = -2;
  scene.add(horizon);

  // Floating islands around the arena (one shared geometry and material; six draw calls).
  const islandGeometry = new CylinderGeometry(1.6, 0.4, 1.2, 7);
  const islandMaterial = new MeshStandardMaterial({ color: 0x2a2f6b, emissive: 0x0a0d30, flatShading: true });
  for (let i = 0; i < 6; i += 1) {
    const island = new Mesh(islandGeometry, islandMaterial);
    const angle = (i / 6) * Math.PI * 2 + 0.4;
    island.position.set(Math.cos(angle) * 18, -1 + (i % 3) * 1.5, Math.sin(angle) * 18);
    island.scale.setScalar(0.8 + (i % 2) * 0.5);
    scene.add(island);
  }

  // Star dome: 1500 points in one draw call. A fixed seed so every player sees the same sky.
  const stars = new Float32Array(1500 * 3);
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let i = 0; i < stars.length; i += 3) {
    const theta = random() * Math.PI * 2;
    const phi = Math.acos(random() * 1.6 - 0.6);
    stars[i] = 60 * Math.sin(phi) * Math.cos(theta);
    stars[i + 1] = 60 * Math.cos(phi);
    stars[i + 2] = 60 * Math.sin(phi) * Math.sin(theta);
  }
  const starGeometry = new BufferGeometry();
  starGeometry.setAttribute('position', new BufferAttribute(stars, 3));
  scene.add(new Points(starGeometry, new PointsMaterial({ color: 0xdfe8ff, size: 0.25, fog: false })));

  // Weapon looks: a blue blaster, or the plasma blade (a long glowing magenta blade) once bought.
  const blasterMaterial = new MeshStandardMaterial({ color: 0x5ad1ff, emissive: 0x123a66, metalness: 0.6, roughness: 0.3 });
  const bladeMaterial = new MeshBasicMaterial({ color: 0xff4fd8, blending: AdditiveBlending, transparent: true, opacity: 0.9 });
  const blasterGeometry = new BoxGeometry(0.04, 0.05, 0.2);
  const bladeGeometry = new CylinderGeometry(0.012, 0.02, 0.55, 8).rotateX(Math.PI / 2).translate(0, 0, -0.2);
  let weapon: Weapon = 'blaster';
  const models: Mesh[] = [];
  const weaponModel = () => {
    const model = new Mesh(weapon === 'plasma-blade' ? bladeGeometry : blasterGeometry, weapon === 'plasma-blade' ? bladeMaterial : blasterMaterial);
    model.name = 'weapon';
    models.push(model);
    return model;
  };
  const setWeapon = (next: Weapon) => {
    weapon = next;
    for (const model of models) {
      model.geometry = next === 'plasma-blade' ? bladeGeometry : blasterGeometry;
      model.material = next === 'plasma-blade' ? bladeMaterial : blasterMaterial;
    }
  };

  // On a desktop the weapon sits at the bottom right of the view and turns towards the aim (input.ts).
  const desktopRig = new Group();
  desktopRig.position.set(0.24, -0.24, -0.6);
  // lookAt() turns an object's +z to the target; the models point down -z (like a controller's ray).
  const desktopWeapon = weaponModel();
  desktopWeapon.rotation.y = Math.PI;
  desktopRig.add(desktopWeapon);
  camera.add(desktopRig);

  const resize = () => {
    const width = canvas.clientWidth || window.innerWidth;
    const height = canvas.clientHeight || window.innerHeight;
    renderer.setSize(width, height, false);
    camera.aspect = width / Math.max(1, height);
    camera.updateProjectionMatrix();
  };
  resize();
  window.addEventListener('resize', resize);

  return { renderer, scene, camera, desktopRig, setWeapon, weaponModel, resize };
}

/**
 * A floating scoreboard in the arena (the DOM bar is not visible in a headset): a canvas texture on one
 * plane, redrawn only when its text changes.
 */
export function createScoreboard(scene: Scene): { board: Mesh; show: (line: string) => void } {
  const canvas = document.createElement('canvas');
  canvas.width = 512;
  canvas.height = 96;
  const ctx = canvas.getContext('2d');
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  const board = new Mesh(new PlaneGeometry(2.4, 0.45), new MeshBasicMaterial({ map: texture, transparent: true }));
  board.position.set(0, 3.4, -5);
  scene.add(board);
  let shown = '';
  const show = (line: string) => {
    if (line === shown || !ctx) return;
    shown = line;
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = '#0b1030cc';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = '#ffd36b';
    ctx.font = 'bold 44px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(line, canvas.width / 2, canvas.height / 2);
    texture.needsUpdate = true;
  };
  return { board, show };
}
