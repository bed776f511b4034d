import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { keys } from '@/api/keys';
import type { Session } from '@/api/schemas/user';
import { useToast } from '@/design-system/components/Toast';
import { achievementToastId, claimAchievementToast, emitRealtimeAchievement, type RealtimeTarget, useRealtime } from '@/lib/realtime';
import { useSession } from '@/lib/session';
import { addMessage } from './api/messages';
import { addNotification } from './api/notifications';
import { useNotificationSound } from './useNotificationSound';
import { shellStrings } from './strings';

/**
 * Keeps the session's realtime connection open (spec §7): the private channels of a logged-in user,
 * or the guest channel when the guest has a session cookie. Achievements show a toast with their sound;
 * a new balance updates the cached session so every coin count follows; new notifications and messages
 * (Decision 15) are prepended to the header dropdowns' caches.
 */
export function RealtimeBridge() {
  const session = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  const play = useNotificationSound();

  const active = useSingleOwner();

  let target: RealtimeTarget | null = null;
  if (active && session.isSuccess) target = session.data ? { user: { id: session.data.account.id } } : {};

  useRealtime(target, {
    onAchievement: (payload) => {
      const { title, desc, thumb, sound } = payload;
      // The game page hears it too (echo to the game, confetti); one toast even when its SDK answer came first.
      emitRealtimeAchievement(payload);
      if (!claimAchievementToast(title)) return;
      toast.achievement({ id: achievementToastId(title), title, desc, eyebrow: shellStrings.achievementUnlocked, ...(thumb ? { thumb } : {}) });
      play(sound ?? 'ding');
    },
    onBalance: ({ total }) => {
      queryClient.setQueryData<Session | null>(keys.auth.status(), (current) =>
        current ? { ...current, account: { ...current.account, balance: total } } : current,
      );
    },
    onNotification: (notification) => {
      addNotification(queryClient, notification);
      play('short');
    },
    onMessage: (message) => {
      addMessage(queryClient, message);
      play('message');
    },
  });
  return null;
}

/**
 * The instance that owns the connection: the first mounted bridge. A second one (while App.tsx still
 * mounts its own) stays idle, so there is never a double connection or a double toast.
 */
const owners: symbol[] = [];
const ownerListeners = new Set<() => void>();
const notifyOwners = () => {
  for (const listener of ownerListeners) listener();
};

function useSingleOwner(): boolean {
  const [token] = useState(() => Symbol('realtime-bridge'));
  const subscribe = useCallback(
    (listener: () => void) => {
      owners.push(token);
      ownerListeners.add(listener);
      notifyOwners();
      return () => {
        owners.splice(owners.indexOf(token), 1);
        ownerListeners.delete(listener);
        notifyOwners();
      };
    },
    [token],
  );
  return useSyncExternalStore(subscribe, () => owners[0] === token, () => false);
}
