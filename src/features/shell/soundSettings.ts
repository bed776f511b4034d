import type { UserSettings } from '@/api/schemas/user';

/** Whether the user's settings silence notification sounds (spec §3: media.mute_sounds_master, notification.disable_toasts_master). */
export function soundsMuted(settings: Pick<UserSettings, 'media' | 'notification'> | null | undefined): boolean {
  if (!settings) return false;
  return settings.media.mute_sounds_master || settings.notification.disable_toasts_master;
}
