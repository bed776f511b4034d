/*
 * src/lib/realtime: the app's realtime client (laravel-echo + pusher-js, loaded lazily).
 * Framework-free `connectRealtime`, plus the `useRealtime` hook for the shell.
 */
export { GUEST_SESSION_COOKIE, readGuestSessionId, subscriptionsFor, wireChannelName } from './channels';
export type { RealtimeSubscription, RealtimeTarget } from './channels';
export { connectRealtime, loadRealtimeLibraries } from './connect';
export type { ConnectRealtimeOptions, RealtimeConnection, RealtimeLibraries, RealtimeListener, Unsubscribe } from './connect';
export { useRealtime } from './useRealtime';
export { ACHIEVEMENT_DEDUPE_MS, achievementToastId, claimAchievementToast, emitRealtimeAchievement, onRealtimeAchievement } from './achievements';
export type { RealtimeCallbacks } from './useRealtime';
