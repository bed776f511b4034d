import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { endpointMutationOptions } from '@/api/queryClient';
import { track } from '@/lib/analytics';

/**
 * `market.purchaseDirect`: starts the purchase of a coin pack and answers the payment page's URL. The
 * page shows a failure itself (its title and the server's message), so the global 'Error' toast stays out.
 */
export function useCoinPurchase() {
  const endpoint = endpoints['market.purchaseDirect'];
  return useMutation({
    ...endpointMutationOptions(api(), endpoint),
    meta: { endpoint: endpoint.key, errorToast: false },
    onSuccess: (_data, { body }) => track('purchase', { kind: 'coins', amount: body.amount, via: 'checkout' }),
  });
}
