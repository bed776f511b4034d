// Sound: short WebAudio blips generated on the fly (no files, nothing fetched) and a tyre hiss while
// drifting. `muted` follows Orbital's mute setting (settings.get / settings.changed).
import type { GameEvent } from './game';

let ctx: AudioContext | null = null;
let master: GainNode | null = null;
let hiss: GainNode | null = null;
let muted = false;

/** Browsers start audio only after a gesture: call this from a click or key press. */
export function unlockAudio(): void {
  if (!ctx) {
    const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctor) return;
    ctx = new Ctor();
    master = ctx.createGain();
    master.gain.value = muted ? 0 : 0.5;
    master.connect(ctx.destination);
    // Tyre hiss: looped white noise through a band-pass, silent until a drift.
    const noise = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
    const data = noise.getChannelData(0);
    for (let i = 0; i < data.length; i += 1) data[i] = Math.random() * 2 - 1;
    const source = ctx.createBufferSource();
    source.buffer = noise;
    source.loop = true;
    const band = ctx.createBiquadFilter();
    band.type = 'bandpass';
    band.frequency.value = 1800;
    hiss = ctx.createGain();
    hiss.gain.value = 0;
    source.connect(band).connect(hiss).connect(master);
    source.start();
  }
  if (ctx.state === 'suspended') void ctx.resume();
}

export function setMuted(value: boolean): void {
  muted = value;
  if (ctx && master) master.gain.setTargetAtTime(muted ? 0 : 0.5, ctx.currentTime, 0.02);
}

/** A rising or falling beep. */
function blip(from: number, to: number, duration: number, type: OscillatorType = 'square', volume = 0.15): void {
  if (!ctx || !master || muted) return;
  const t = ctx.currentTime;
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(from, t);
  osc.frequency.exponentialRampToValueAtTime(to, t + duration);
  gain.gain.setValueAtTime(volume, t);
  gain.gain.exponentialRampToValueAtTime(0.001, t + duration);
  osc.connect(gain).connect(master);
  osc.start(t);
  osc.stop(t + duration);
}

export const countdownBeep = (final: boolean) => blip(final ? 880 : 440, final ? 880 : 440, final ? 0.35 : 0.15, 'triangle', 0.2);

/** Sounds for the simulation's events. */
export function playEvents(events: readonly GameEvent[]): void {
  for (const event of events) {
    if (event.type === 'go') countdownBeep(true);
    else if (event.type === 'checkpoint') blip(660, 990, 0.12);
    else if (event.type === 'lap') {
      blip(523, 1046, 0.18);
      setTimeout(() => blip(784, 1568, 0.25), 120);
    } else if (event.type === 'drift-banked') blip(400, 400 + Math.min(1200, event.points * 2), 0.16, 'sawtooth', 0.08);
    else if (event.type === 'drift-lost') blip(300, 80, 0.3, 'sawtooth', 0.12);
    else if (event.type === 'finished') blip(880, 220, 0.6, 'triangle', 0.2);
  }
}

/** The hiss follows the drift: 0 (gripping) … 1 (full slide). */
export function setDrift(amount: number): void {
  if (ctx && hiss) hiss.gain.setTargetAtTime(muted ? 0 : amount * 0.12, ctx.currentTime, 0.05);
}
