import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { endpointMutationOptions } from '@/api/queryClient';
import { handlesErrors } from './meta';

/**
 * `auth.socialStatus`: the outcome of the provider round trip, asked once by /auth/social/status. It logs
 * this browser in (a side effect, so a mutation rather than a cached query); the page applies the answer.
 */
export function useSocialStatus() {
  return useMutation({ ...endpointMutationOptions(api(), endpoints['auth.socialStatus']), meta: handlesErrors('auth.socialStatus') });
}
