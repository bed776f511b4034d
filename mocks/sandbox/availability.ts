import type { RealtimeAction, SessionInfo } from './types';

/** The realtime buttons, their labels (the guide's exact names) and what each sends. */
export const REALTIME_BUTTONS: readonly { action: RealtimeAction; label: string; event: string }[] = [
  { action: 'achievement', label: 'Unlock achievement', event: 'achievement.unlocked' },
  { action: 'balance', label: 'Update balance', event: 'balance.updated' },
  { action: 'notification', label: 'New notification', event: 'notification.created' },
  { action: 'message', label: 'New message', event: 'message.created' },
];

/**
 * Why a realtime button cannot fire for this session, or null when it can. Balance, notifications and
 * messages go to a logged-in user's private channels; an achievement also reaches a guest, on the
 * public channel of the guest's session.
 */
export function realtimeUnavailableReason(action: RealtimeAction, session: SessionInfo): string | null {
  if (session.userId !== null) return null;
  if (action === 'achievement') {
    return session.guestSession
      ? null
      : 'This guest has no guest session yet (the orbital_guest cookie), so there is no channel to send to. It is opened on the first visit to a page.';
  }
  return 'Needs a logged-in user: this event goes to a private channel. Switch to player, premium or developer.';
}

/** "1 connection" / "2 connections". */
export function connections(count: number): string {
  return `${count} ${count === 1 ? 'connection' : 'connections'}`;
}
