import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { endpointMutationOptions } from '@/api/queryClient';
import { handlesErrors } from './meta';

/** `auth.verifyEmail`: the signed link of /auth/verify-email; its page shows the outcome (spec §2). */
export function useVerifyEmail() {
  return useMutation({ ...endpointMutationOptions(api(), endpoints['auth.verifyEmail']), meta: handlesErrors('auth.verifyEmail') });
}
