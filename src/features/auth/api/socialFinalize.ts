import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { endpointMutationOptions } from '@/api/queryClient';
import { handlesErrors } from './meta';

/**
 * `auth.socialFinalize`: registers the provider account of /auth/social/finalize with the chosen e-mail
 * and username, at the signed link the status call handed out (its params and query, taken apart by
 * parseFinalizeToken). Success sets the session cookie; the page then reads and applies the session.
 */
export function useSocialFinalize() {
  return useMutation({ ...endpointMutationOptions(api(), endpoints['auth.socialFinalize']), meta: handlesErrors('auth.socialFinalize') });
}
