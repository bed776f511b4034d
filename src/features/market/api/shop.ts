import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import { endpointMutationOptions, endpointQueryOptions } from '@/api/queryClient';
import type { Session } from '@/api/schemas/user';
import { track } from '@/lib/analytics';

/*
 * The shop's calls (spec §7 market, Decision 2 gift codes). The lists are the page's own to show (inline
 * 'Oops!' with a retry, and the 3-s 'Oops!' toast of spec §8), the purchases' refusals too (the server's
 * message next to what was asked): so no global 'Error' toast for any of them.
 */

export const coinOffersQueryOptions = () => endpointQueryOptions(api(), endpoints['market.offers']);
export const showcaseQueryOptions = () => endpointQueryOptions(api(), endpoints['market.showcase']);

export const useCoinOffers = () => useQuery(coinOffersQueryOptions());
export const useShowcase = () => useQuery(showcaseQueryOptions());

/** Writes what a purchase answered into the session, so the header and every coin count follow at once. */
function updateAccount(queryClient: QueryClient, change: Partial<Pick<Session['account'], 'balance' | 'premium'>>) {
  queryClient.setQueryData<Session | null>(keys.auth.status(), (current) => (current ? { ...current, account: { ...current.account, ...change } } : current));
  // The account summary's coins are the header's source too (useBalance): fetched again, not guessed.
  void queryClient.invalidateQueries({ queryKey: keys.account.summary() });
}

/** `market.redeemGiftCode`: coins added, the balance answered. */
export function useRedeemGiftCode() {
  const queryClient = useQueryClient();
  const endpoint = endpoints['market.redeemGiftCode'];
  return useMutation({
    ...endpointMutationOptions(api(), endpoint),
    meta: { endpoint: endpoint.key, errorToast: false },
    onSuccess: (data) => updateAccount(queryClient, { balance: data.balance }),
  });
}

/** `market.premiumPurchase`: a month more of premium for 10 coins; refused, nothing charged, past a year ahead. */
export function usePremiumPurchase() {
  const queryClient = useQueryClient();
  const endpoint = endpoints['market.premiumPurchase'];
  return useMutation({
    ...endpointMutationOptions(api(), endpoint),
    meta: { endpoint: endpoint.key, errorToast: false },
    onSuccess: (data) => {
      updateAccount(queryClient, { balance: data.balance, premium: data.premium });
      track('purchase', { kind: 'premium', amount: 1, via: 'shop' });
    },
  });
}

/** `market.purchaseByEmail`: the payment link is e-mailed; the answer says so. */
export function useCoinPurchaseByEmail() {
  const endpoint = endpoints['market.purchaseByEmail'];
  return useMutation({
    ...endpointMutationOptions(api(), endpoint),
    meta: { endpoint: endpoint.key, errorToast: false },
    onSuccess: (_data, { body }) => track('purchase', { kind: 'coins', amount: body.amount, via: 'email' }),
  });
}
