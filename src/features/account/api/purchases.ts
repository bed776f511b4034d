import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { accountKeys } from './keys';
import { isStatusScreenError } from './errors';

/** `account.purchases` (GET /v1/private/user/account/purchases): coin packs and premium months, newest first. */
export const purchasesQueryOptions = (page: number) => {
  const query = page > 1 ? { page } : undefined;
  return queryOptions({
    queryKey: accountKeys.purchases(query),
    queryFn: ({ signal }) => callEndpoint(api(), endpoints['account.purchases'], { query, signal }),
    meta: { endpoint: 'account.purchases' },
  });
};

export function usePurchases(page: number) {
  return useQuery({ ...purchasesQueryOptions(page), placeholderData: keepPreviousData, throwOnError: isStatusScreenError });
}
