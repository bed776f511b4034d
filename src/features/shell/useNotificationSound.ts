import { useCallback, useEffect } from 'react';
import type { NotificationSound } from '@/api/schemas/realtime';
import { lazyPart } from '@/design-system/components/LazyPart/lazyPart';
import { useSession } from '@/lib/session';
import { soundsMuted } from './soundSettings';

/*
 * The sounds (their recipes and the Web Audio code) are a chunk of their own, off the startup path
 * (issue 14, ADR 0008): preloaded after the first screen, before any realtime event can ask for one.
 */
const soundsPart = lazyPart(() => import('./sounds'));

const ignore = () => {
  // A sound whose code could not load is skipped: it is never worth an error.
};

/**
 * Plays a notification sound unless the user's settings mute them (spec §3: media.mute_sounds_master or
 * notification.disable_toasts_master). Visitors have no settings: sounds play.
 */
export function useNotificationSound(): (sound: NotificationSound) => void {
  const settings = useSession().data?.settings;
  const muted = soundsMuted(settings);
  useEffect(() => soundsPart.preload(), []);
  return useCallback(
    (sound: NotificationSound) => {
      if (muted) return;
      const sounds = soundsPart.loaded;
      if (sounds) sounds.playSound(sound);
      else soundsPart.load().then((loaded) => loaded.playSound(sound), ignore);
    },
    [muted],
  );
}
