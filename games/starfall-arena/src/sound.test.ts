import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { audio, sounds } from './sound';

/** A stand-in AudioContext that counts the oscillators started (node has no WebAudio). */
class FakeContext {
  static started = 0;
  state = 'running';
  currentTime = 0;
  destination = {};
  createOscillator() {
    const param = { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() };
    return { type: '', frequency: param, connect: (node: unknown) => node, start: () => (FakeContext.started += 1), stop: vi.fn() };
  }
  createGain() {
    const param = { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() };
    return { gain: param, connect: (node: unknown) => node };
  }
  resume = vi.fn();
}

describe('sounds', () => {
  beforeEach(() => {
    vi.stubGlobal('AudioContext', FakeContext);
    FakeContext.started = 0;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    audio.muted = false;
  });

  it("play nothing while Orbital's mute setting is on, and play again when it is off", () => {
    audio.muted = true;
    sounds.shot();
    sounds.hit();
    expect(FakeContext.started).toBe(0);
    audio.muted = false;
    sounds.shot();
    sounds.hit();
    expect(FakeContext.started).toBe(2);
  });
});
