import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys, queryKeyFor } from '@/api/keys';
import { endpointMutationOptions, endpointQueryOptions } from '@/api/queryClient';
import type { Session } from '@/api/schemas/user';
import { track } from '@/lib/analytics';

/*
 * The catalog item page's purchase (issue 16): the game's inventory calls of the SDK's API (Decision 2),
 * which the page uses as the game would — the player's items of that game, and a purchase for coins.
 */

/** `sdk.inventory`: the player's items of `game`, with the counts owned (only for a player). */
export function useGameInventory(game: string, enabled: boolean) {
  return useQuery({ ...endpointQueryOptions(api(), endpoints['sdk.inventory'], { params: { game } }), enabled });
}

/**
 * `sdk.inventoryPurchase`: one of the item for coins. Too few coins is the server's 422 with its message,
 * shown next to the button (no global toast). On success the session's balance and the inventories follow.
 */
export function useItemPurchase(game: string) {
  const queryClient = useQueryClient();
  const endpoint = endpoints['sdk.inventoryPurchase'];
  return useMutation({
    ...endpointMutationOptions(api(), endpoint),
    meta: { endpoint: endpoint.key, errorToast: false },
    onSuccess: (data, { body }) => {
      track('purchase', { kind: 'item', amount: body.count, via: 'item_page', game, item: body.item });
      queryClient.setQueryData<Session | null>(keys.auth.status(), (current) => (current ? { ...current, account: { ...current.account, balance: data.balance } } : current));
      void queryClient.invalidateQueries({ queryKey: keys.account.summary() });
      void queryClient.invalidateQueries({ queryKey: queryKeyFor(endpoints['sdk.inventory'], { params: { game } }) });
      // The account's inventory page, every page of it.
      void queryClient.invalidateQueries({ queryKey: queryKeyFor(endpoints['account.inventory']) });
    },
  });
}
