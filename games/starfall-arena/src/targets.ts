// Drones, bolts and sparks — all pooled (pool.ts): created once, reused, no allocation in the frame loop.
// Drones are separate meshes (at most 8 fly at once); bolts and sparks are one InstancedMesh each, so a
// whole volley costs one draw call.
import {
  AdditiveBlending, BoxGeometry, DynamicDrawUsage, Group, IcosahedronGeometry, InstancedMesh, Matrix4,
  Mesh, MeshBasicMaterial, MeshStandardMaterial, Object3D, Quaternion, Scene, TorusGeometry, Vector3,
} from 'three';
import { Pool } from './pool';
import { maxDrones, raySphere, spawnInterval, type Weapon } from './round';

const DRONE_RADIUS = 0.45;
const BOLT_SPEED = 40;
const SPARKS_PER_HIT = 14;

interface Drone {
  object: Group;
  /** Orbit around the player: angle (rad), angular speed, radius, height and bob phase. */
  angle: number;
  speed: number;
  radius: number;
  height: number;
  phase: number;
  age: number;
}
interface Bolt {
  index: number;
  position: Vector3;
  direction: Vector3;
  life: number;
}
interface Spark {
  index: number;
  position: Vector3;
  velocity: Vector3;
  life: number;
}

export interface Targets {
  /** Moves everything; spawns drones while `spawning`. `elapsed` is the round's time. */
  update(dt: number, elapsed: number, spawning: boolean): void;
  /** Fires along a ray (unit direction): a bolt flies, the nearest drone on the ray is destroyed. */
  fire(origin: Vector3, direction: Vector3): boolean;
  setWeapon(weapon: Weapon): void;
  /** The arc in front of the player where drones fly (radians): the view's width on a screen, wider in VR. */
  arc: number;
  /** Removes every drone, bolt and spark (between rounds). */
  clear(): void;
  /** Writes the position of the oldest drone in flight into `out` (unchanged when none fly). */
  firstPosition(out: number[]): void;
  /** Drones in flight (tests and the bench read it through window.__starfallStats). */
  readonly flying: number;
}

export function createTargets(scene: Scene, random: () => number = Math.random): Targets {
  // Drones: a faceted core and a spinning ring; shared geometry and materials.
  const coreGeometry = new IcosahedronGeometry(DRONE_RADIUS * 0.7, 1);
  const ringGeometry = new TorusGeometry(DRONE_RADIUS, 0.05, 6, 24);
  const coreMaterial = new MeshStandardMaterial({ color: 0xff8a3d, emissive: 0x8a2a00, metalness: 0.4, roughness: 0.35, flatShading: true });
  const ringMaterial = new MeshBasicMaterial({ color: 0xffd36b });
  const drones = new Pool<Drone>(8, () => {
    const object = new Group();
    object.add(new Mesh(coreGeometry, coreMaterial));
    const ring = new Mesh(ringGeometry, ringMaterial);
    ring.rotation.x = Math.PI / 2;
    object.add(ring);
    object.visible = false;
    scene.add(object);
    return { object, angle: 0, speed: 0, radius: 0, height: 0, phase: 0, age: 0 };
  });

  // Bolts and sparks: instanced; a hidden instance is scaled to zero.
  const boltMaterial = new MeshBasicMaterial({ color: 0x7fe3ff, blending: AdditiveBlending, transparent: true, depthWrite: false });
  const bolts = new InstancedMesh(new BoxGeometry(0.03, 0.03, 0.6), boltMaterial, 32);
  const sparkMaterial = new MeshBasicMaterial({ color: 0xffc46b, blending: AdditiveBlending, transparent: true, depthWrite: false });
  const sparks = new InstancedMesh(new BoxGeometry(0.06, 0.06, 0.06), sparkMaterial, 8 * SPARKS_PER_HIT);
  for (const mesh of [bolts, sparks]) {
    mesh.instanceMatrix.setUsage(DynamicDrawUsage);
    mesh.frustumCulled = false; // instances spread over the whole arena
    for (let i = 0; i < mesh.count; i += 1) mesh.setMatrixAt(i, HIDDEN);
    scene.add(mesh);
  }
  const boltPool = new Pool<Bolt>(bolts.count, (index) => ({ index, position: new Vector3(), direction: new Vector3(), life: 0 }));
  const sparkPool = new Pool<Spark>(sparks.count, (index) => ({ index, position: new Vector3(), velocity: new Vector3(), life: 0 }));

  // Scratch objects reused every frame.
  const dummy = new Object3D();
  const forward = new Vector3(0, 0, 1);
  const spin = new Quaternion();
  let sinceSpawn = 0;

  const spawnDrone = () => {
    const drone = drones.take();
    if (!drone) return;
    // In front of the player, within the arc (no turning around: comfortable, locomotion-free play).
    drone.angle = -Math.PI / 2 + (random() - 0.5) * targets.arc;
    drone.speed = (0.15 + random() * 0.35) * (random() < 0.5 ? -1 : 1);
    drone.radius = 6 + random() * 6;
    drone.height = 0.8 + random() * 3.2;
    drone.phase = random() * Math.PI * 2;
    drone.age = 0;
    drone.object.visible = true;
    drone.object.scale.setScalar(0.01);
  };

  const burst = (at: Vector3) => {
    for (let i = 0; i < SPARKS_PER_HIT; i += 1) {
      const spark = sparkPool.take();
      if (!spark) return;
      spark.position.copy(at);
      spark.velocity.set(random() - 0.5, random() - 0.3, random() - 0.5).multiplyScalar(6);
      spark.life = 0.5 + random() * 0.3;
    }
  };

  const targets: Targets = {
    arc: Math.PI / 2,
    get flying() {
      return drones.active.length;
    },
    update(dt, elapsed, spawning) {
      sinceSpawn += dt;
      if (spawning && sinceSpawn >= spawnInterval(elapsed) && drones.active.length < maxDrones(elapsed)) {
        sinceSpawn = 0;
        spawnDrone();
      }
      for (const drone of drones.active) {
        drone.age += dt;
        drone.angle += drone.speed * dt;
        const o = drone.object;
        o.position.set(Math.cos(drone.angle) * drone.radius, drone.height + Math.sin(drone.age * 1.7 + drone.phase) * 0.35, Math.sin(drone.angle) * drone.radius);
        o.scale.setScalar(Math.min(1, drone.age * 3)); // warp in
        o.rotation.y += dt * 1.5;
        o.rotation.z = Math.sin(drone.age + drone.phase) * 0.3;
      }
      // Iterate backwards: release() swaps the last item into the freed place.
      for (let i = boltPool.active.length - 1; i >= 0; i -= 1) {
        const bolt = boltPool.active[i] as Bolt;
        bolt.life -= dt;
        bolt.position.addScaledVector(bolt.direction, BOLT_SPEED * dt);
        if (bolt.life <= 0) {
          bolts.setMatrixAt(bolt.index, HIDDEN);
          boltPool.release(bolt);
          continue;
        }
        dummy.position.copy(bolt.position);
        dummy.quaternion.setFromUnitVectors(forward, bolt.direction);
        dummy.scale.setScalar(1);
        dummy.updateMatrix();
        bolts.setMatrixAt(bolt.index, dummy.matrix);
      }
      for (let i = sparkPool.active.length - 1; i >= 0; i -= 1) {
        const spark = sparkPool.active[i] as Spark;
        spark.life -= dt;
        if (spark.life <= 0) {
          sparks.setMatrixAt(spark.index, HIDDEN);
          sparkPool.release(spark);
          continue;
        }
        spark.velocity.y -= 6 * dt;
        spark.position.addScaledVector(spark.velocity, dt);
        dummy.position.copy(spark.position);
        spin.setFromAxisAngle(forward, spark.life * 8);
        dummy.quaternion.copy(spin);
        dummy.scale.setScalar(spark.life * 1.6);
        dummy.updateMatrix();
        sparks.setMatrixAt(spark.index, dummy.matrix);
      }
      bolts.instanceMatrix.needsUpdate = true;
      sparks.instanceMatrix.needsUpdate = true;
    },
    fire(origin, direction) {
      // Hit-scan: the nearest drone the ray passes through.
      let nearest: Drone | null = null;
      let nearestT = Infinity;
      for (const drone of drones.active) {
        const p = drone.object.position;
        const t = raySphere(origin.x, origin.y, origin.z, direction.x, direction.y, direction.z, p.x, p.y, p.z, DRONE_RADIUS * drone.object.scale.x);
        if (t >= 0 && t < nearestT) {
          nearest = drone;
          nearestT = t;
        }
      }
      const bolt = boltPool.take();
      if (bolt) {
        bolt.position.copy(origin).addScaledVector(direction, 0.3);
        bolt.direction.copy(direction);
        bolt.life = nearest ? nearestT / BOLT_SPEED : 0.6;
      }
      if (!nearest) return false;
      burst(nearest.object.position);
      nearest.object.visible = false;
      drones.release(nearest);
      return true;
    },
    firstPosition(out) {
      const drone = drones.active[0];
      if (!drone || drone.age < 0.4) return;
      out[0] = drone.object.position.x;
      out[1] = drone.object.position.y;
      out[2] = drone.object.position.z;
    },
    setWeapon(weapon) {
      const plasma = weapon === 'plasma-blade';
      boltMaterial.color.set(plasma ? 0xff4fd8 : 0x7fe3ff);
      sparkMaterial.color.set(plasma ? 0xff9af0 : 0xffc46b);
    },
    clear() {
      for (const drone of drones.active) drone.object.visible = false;
      drones.releaseAll();
      boltPool.releaseAll();
      sparkPool.releaseAll();
      for (let i = 0; i < bolts.count; i += 1) bolts.setMatrixAt(i, HIDDEN);
      for (let i = 0; i < sparks.count; i += 1) sparks.setMatrixAt(i, HIDDEN);
      bolts.instanceMatrix.needsUpdate = true;
      sparks.instanceMatrix.needsUpdate = true;
    },
  };
  return targets;
}

/** The matrix of a hidden instance (scaled to nothing). */
const HIDDEN = new Matrix4().makeScale(0, 0, 0);
