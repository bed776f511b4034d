import { describe, expect, it } from 'vitest';
import { NOTIFICATION_SOUNDS } from '@/api/schemas/realtime';
import { DEFAULT_USER_SETTINGS } from '@/api/schemas/user';
import { playSound, soundRecipes } from './sounds';
import { soundsMuted } from './soundSettings';

describe('notification sounds (spec §9)', () => {
  it('has a recipe for each of error, ding, message, short, strong', () => {
    expect(Object.keys(soundRecipes).toSorted()).toEqual([...NOTIFICATION_SOUNDS].toSorted());
  });

  it('is silent when the settings mute sounds or disable toasts', () => {
    expect(soundsMuted(null)).toBe(false);
    expect(soundsMuted(DEFAULT_USER_SETTINGS)).toBe(false);
    expect(soundsMuted({ ...DEFAULT_USER_SETTINGS, media: { ...DEFAULT_USER_SETTINGS.media, mute_sounds_master: true } })).toBe(true);
    expect(soundsMuted({ ...DEFAULT_USER_SETTINGS, notification: { ...DEFAULT_USER_SETTINGS.notification, disable_toasts_master: true } })).toBe(true);
  });

  it('never throws without Web Audio (jsdom)', () => {
    expect(playSound('ding')).toBe(false);
  });
});
