import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { endpointMutationOptions } from '@/api/queryClient';
import { handlesErrors } from './meta';

/** `auth.resetPassword`: email and token come from the reset link; errors show inline (spec §8). */
export function useResetPassword() {
  return useMutation({ ...endpointMutationOptions(api(), endpoints['auth.resetPassword']), meta: handlesErrors('auth.resetPassword') });
}
