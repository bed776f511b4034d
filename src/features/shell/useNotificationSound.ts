import { useCallback } from 'react';
import type { NotificationSound } from '@/api/schemas/realtime';
import { useSession } from '@/lib/session';
import { playSound, soundsMuted } from './sounds';

/**
 * Plays a notification sound unless the user's settings mute them (spec §3: media.mute_sounds_master or
 * notification.disable_toasts_master). Visitors have no settings: sounds play.
 */
export function useNotificationSound(): (sound: NotificationSound) => void {
  const settings = useSession().data?.settings;
  const muted = soundsMuted(settings);
  return useCallback(
    (sound: NotificationSound) => {
      if (!muted) playSound(sound);
    },
    [muted],
  );
}
