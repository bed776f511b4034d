import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { endpointMutationOptions } from '@/api/queryClient';
import type { NewsletterAction } from '../newsletter/newsletterLink';

/**
 * `newsletter.confirm` / `newsletter.unsubscribe`: the token of an e-mailed newsletter link. The page shows
 * the outcome itself (spec §8: token pages show the error title and the server's message), so the global
 * 'Error' toast stays out.
 */
export function useNewsletterToken(action: NewsletterAction) {
  const endpoint = endpoints[`newsletter.${action}`];
  return useMutation({ ...endpointMutationOptions(api(), endpoint), meta: { endpoint: endpoint.key, errorToast: false } });
}
