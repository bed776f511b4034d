import type { NotificationSound } from '@/api/schemas/realtime';

/**
 * The notification sounds (spec §9: error, ding, message, short, strong), synthesized with the Web Audio
 * API: no files and no network (Decision 8), nothing to preload. Each sound is a short list of tones.
 */
interface Tone {
  /** Start, seconds from the sound's start. */
  at: number;
  frequency: number;
  /** Seconds. */
  length: number;
  type: OscillatorType;
  gain: number;
  /** Glide to this frequency over the tone. */
  glideTo?: number;
}

export const soundRecipes: Record<NotificationSound, readonly Tone[]> = {
  // Two falling square-ish tones: something went wrong.
  error: [
    { at: 0, frequency: 330, length: 0.14, type: 'triangle', gain: 0.22 },
    { at: 0.15, frequency: 220, length: 0.22, type: 'triangle', gain: 0.22 },
  ],
  // A bright bell with its octave: achievements.
  ding: [
    { at: 0, frequency: 1318.5, length: 0.6, type: 'sine', gain: 0.2 },
    { at: 0, frequency: 2637, length: 0.35, type: 'sine', gain: 0.06 },
  ],
  // A rising two-note chime: a new message.
  message: [
    { at: 0, frequency: 784, length: 0.16, type: 'sine', gain: 0.18 },
    { at: 0.12, frequency: 1175, length: 0.3, type: 'sine', gain: 0.18 },
  ],
  // One soft blip: a new notification.
  short: [{ at: 0, frequency: 880, length: 0.12, type: 'sine', gain: 0.16, glideTo: 990 }],
  // A three-note arpeggio: something big (a rare achievement).
  strong: [
    { at: 0, frequency: 523.25, length: 0.18, type: 'triangle', gain: 0.2 },
    { at: 0.1, frequency: 659.25, length: 0.18, type: 'triangle', gain: 0.2 },
    { at: 0.2, frequency: 783.99, length: 0.45, type: 'triangle', gain: 0.22 },
  ],
};

type AudioContextCtor = typeof AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor: AudioContextCtor | undefined =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext);
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

/**
 * Plays a sound. Browsers only let audio start after a user gesture on the page: before that this is a
 * silent no-op (never an error). Returns whether it was scheduled.
 */
export function playSound(name: NotificationSound): boolean {
  const ctx = audioContext();
  if (!ctx) return false;
  try {
    if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
    const start = ctx.currentTime + 0.01;
    const master = ctx.createGain();
    master.gain.value = 0.8;
    master.connect(ctx.destination);
    for (const tone of soundRecipes[name]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      const t0 = start + tone.at;
      const t1 = t0 + tone.length;
      osc.type = tone.type;
      osc.frequency.setValueAtTime(tone.frequency, t0);
      if (tone.glideTo) osc.frequency.linearRampToValueAtTime(tone.glideTo, t1);
      // Quick attack, exponential decay: no clicks.
      gain.gain.setValueAtTime(0.0001, t0);
      gain.gain.exponentialRampToValueAtTime(tone.gain, t0 + 0.012);
      gain.gain.exponentialRampToValueAtTime(0.0001, t1);
      osc.connect(gain);
      gain.connect(master);
      osc.start(t0);
      osc.stop(t1 + 0.02);
    }
    return true;
  } catch {
    return false;
  }
}
