import { useQueryClient } from '@tanstack/react-query';
import { keys } from '@/api/keys';
import type { Session } from '@/api/schemas/user';
import { useToast } from '@/design-system/components/Toast';
import { type RealtimeTarget, useRealtime } from '@/lib/realtime';
import { useSession } from '@/lib/session';
import { shellStrings } from './strings';

/**
 * Keeps the session's realtime connection open (spec §7): the private channels of a logged-in user,
 * or the guest channel when the guest has a session cookie. Achievements show a toast; a new balance
 * updates the cached session so every coin count follows.
 */
export function RealtimeBridge() {
  const session = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();

  let target: RealtimeTarget | null = null;
  if (session.isSuccess) target = session.data ? { user: { id: session.data.account.id } } : {};

  useRealtime(target, {
    onAchievement: ({ title, desc, thumb }) => {
      toast.achievement({ title, desc, eyebrow: shellStrings.achievementUnlocked, ...(thumb ? { thumb } : {}) });
    },
    onBalance: ({ total }) => {
      queryClient.setQueryData<Session | null>(keys.auth.status(), (current) =>
        current ? { ...current, account: { ...current.account, balance: total } } : current,
      );
    },
  });
  return null;
}
