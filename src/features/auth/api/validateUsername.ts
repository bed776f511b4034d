import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { endpointMutationOptions } from '@/api/queryClient';
import { handlesErrors } from './meta';

/** `auth.validateUsername`: register step 2, checked by the server on advancing (a 422 carries the message to show). */
export function useValidateUsername() {
  return useMutation({ ...endpointMutationOptions(api(), endpoints['auth.validateUsername']), meta: handlesErrors('auth.validateUsername') });
}
