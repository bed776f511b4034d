import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import { endpointMutationOptions } from '@/api/queryClient';
import type { NewsletterAction } from '../newsletter/newsletterLink';

/**
 * `newsletter.confirm` / `newsletter.unsubscribe`: the token of an e-mailed newsletter link. The page shows
 * the outcome itself (spec §8: token pages show the error title and the server's message), so the global
 * 'Error' toast stays out. The subscriber's account has its newsletter setting switched: a signed-in
 * player's settings and session are fetched again.
 */
export function useNewsletterToken(action: NewsletterAction) {
  const queryClient = useQueryClient();
  const endpoint = endpoints[`newsletter.${action}`];
  return useMutation({
    ...endpointMutationOptions(api(), endpoint),
    meta: { endpoint: endpoint.key, errorToast: false },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.account.settings() });
      void queryClient.invalidateQueries({ queryKey: keys.auth.status() });
    },
  });
}
