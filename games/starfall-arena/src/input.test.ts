import { describe, expect, it } from 'vitest';
import { inputLook } from './input';

// The game adapts to each XRInputSource (issue 13): iwer emulates controllers and hands in the e2e tests,
// but no transient pointer, so the look of every kind is checked here.
const hand = {} as XRHand;

describe('inputLook', () => {
  it('a controller (tracked-pointer, no hand) holds the blaster with a bright ray', () => {
    expect(inputLook({ targetRayMode: 'tracked-pointer', handedness: 'right', hand: undefined })).toEqual({ ray: 'controller', weapon: true, label: 'tracked-pointer-right' });
  });

  it('a bare hand gets a faint ray and no weapon (a pinch fires)', () => {
    expect(inputLook({ targetRayMode: 'tracked-pointer', handedness: 'left', hand })).toEqual({ ray: 'hand', weapon: false, label: 'hand-left' });
  });

  it('a transient pointer (gaze-and-pinch, Apple Vision Pro) draws nothing: it exists only during the pinch', () => {
    expect(inputLook({ targetRayMode: 'transient-pointer', handedness: 'none', hand: undefined })).toEqual({ ray: 'none', weapon: false, label: 'transient-pointer-none' });
  });

  it('gaze (a headset without controllers) shows its ray, with no weapon', () => {
    expect(inputLook({ targetRayMode: 'gaze', handedness: 'none', hand: undefined })).toEqual({ ray: 'controller', weapon: false, label: 'gaze-none' });
  });

  it('a screen tap in handheld AR (screen) draws nothing', () => {
    expect(inputLook({ targetRayMode: 'screen', handedness: 'none', hand: undefined })).toEqual({ ray: 'none', weapon: false, label: 'screen-none' });
  });
});
