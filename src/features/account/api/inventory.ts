import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { accountKeys } from './keys';
import type { InventoryResponse } from '@/api/schemas/account';
import { isStatusScreenError } from './errors';

/*
 * `account.inventory` (GET, ?page=N), page /account/inventory: the items the player owns across games, with
 * counts (12 a page). Page 1 is asked without `page`, so it shares its cache entry with the unpaged call
 * (and the lists the friend mutations update).
 */

export const inventoryQueryOptions = (page = 1) => {
  const query = page > 1 ? { page } : undefined;
  return queryOptions({
    queryKey: accountKeys.inventory(query),
    queryFn: ({ signal }): Promise<InventoryResponse> => callEndpoint(api(), endpoints['account.inventory'], { query, signal }),
    meta: { endpoint: 'account.inventory' },
  });
};

/** The page's primary data: 401/403/419/404 go to the status screens; a network failure or a 500 stays inline. */
export function useInventory(page = 1) {
  return useQuery({ ...inventoryQueryOptions(page), placeholderData: keepPreviousData, throwOnError: isStatusScreenError });
}
