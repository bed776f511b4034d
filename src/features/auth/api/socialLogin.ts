import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { endpointMutationOptions } from '@/api/queryClient';
import { handlesErrors } from './meta';

/**
 * `auth.socialLogin` (spec §4): starts a social login; answers the provider's URL for a new tab and sets
 * the social-login cookie. A failure is the 'Login Error' toast of the 'Login Via' list.
 */
export function useSocialLogin() {
  return useMutation({ ...endpointMutationOptions(api(), endpoints['auth.socialLogin']), meta: handlesErrors('auth.socialLogin') });
}
