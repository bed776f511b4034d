import type { QueryClient } from '@tanstack/react-query';
import { keys } from '@/api/keys';
import { accountKeys } from './keys';
import type { AccountProfile } from '@/api/schemas/account';
import type { Account } from '@/api/schemas/user';
import { applySessionUpdate } from '@/lib/session/update';

/**
 * The server's answer to a profile change (alias or avatar): the session shows the new account at once
 * (header, account menu, tab cache), the profile page's data takes it, and the summary is asked again
 * (it holds the alias too).
 */
export function applyAccountChange(queryClient: QueryClient, account: Account): void {
  applySessionUpdate(queryClient, { account });
  queryClient.setQueryData<AccountProfile>(accountKeys.profile(), (current) =>
    current ? { ...current, alias: account.alias, avatar: account.avatar } : current,
  );
  void queryClient.invalidateQueries({ queryKey: keys.account.summary() });
}
