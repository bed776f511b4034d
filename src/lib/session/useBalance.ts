import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { endpointQueryOptions } from '@/api/queryClient';
import { keys } from '@/api/keys';
import type { Session } from '@/api/schemas/user';
import { useSession } from './authStatus';

/** `account.summary`: alias, coins and username of the logged-in user. */
export const accountSummaryQueryOptions = () => endpointQueryOptions(api(), endpoints['account.summary']);

/**
 * The header's coin balance (spec §4): the session's balance, refreshed from the account summary while
 * logged in. A fresher summary is written into the session, so every coin count shows the same number
 * (realtime balance updates write there too). undefined when logged out.
 */
export function useBalance(): number | undefined {
  const queryClient = useQueryClient();
  const session = useSession();
  const loggedIn = Boolean(session.data);
  const summary = useQuery({ ...accountSummaryQueryOptions(), enabled: loggedIn });
  const coins = summary.data?.coins;
  const summaryUpdatedAt = summary.dataUpdatedAt;

  useEffect(() => {
    // Each answer (dataUpdatedAt) is applied, even one repeating a number realtime has changed since.
    if (coins === undefined || summaryUpdatedAt === 0) return;
    queryClient.setQueryData<Session | null>(keys.auth.status(), (current) =>
      current && current.account.balance !== coins ? { ...current, account: { ...current.account, balance: coins } } : current,
    );
  }, [coins, summaryUpdatedAt, queryClient]);

  return session.data?.account.balance;
}
