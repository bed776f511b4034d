// Generated sounds (WebAudio, no files): a zap for a shot, a crunch for a hit, a chime at the round's end.
// Silent while Orbital's mute setting is on. The AudioContext starts on the first gesture (autoplay rules).

let context: AudioContext | null = null;
export const audio = { muted: false };

function ctx(): AudioContext | null {
  if (audio.muted) return null;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
  return context;
}

function tone(type: OscillatorType, from: number, to: number, seconds: number, volume: number): void {
  const c = ctx();
  if (!c) return;
  const osc = c.createOscillator();
  const gain = c.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(from, c.currentTime);
  osc.frequency.exponentialRampToValueAtTime(to, c.currentTime + seconds);
  gain.gain.setValueAtTime(volume, c.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, c.currentTime + seconds);
  osc.connect(gain).connect(c.destination);
  osc.start();
  osc.stop(c.currentTime + seconds);
}

export const sounds = {
  shot: () => tone('square', 880, 220, 0.09, 0.05),
  hit: () => tone('sawtooth', 160, 40, 0.25, 0.12),
  end: () => {
    tone('triangle', 523, 1046, 0.4, 0.1);
  },
};
