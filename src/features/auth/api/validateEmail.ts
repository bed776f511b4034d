import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { endpointMutationOptions } from '@/api/queryClient';
import { handlesErrors } from './meta';

/** `auth.validateEmail`: register step 1, checked by the server on advancing (a 422 carries the message to show). */
export function useValidateEmail() {
  return useMutation({ ...endpointMutationOptions(api(), endpoints['auth.validateEmail']), meta: handlesErrors('auth.validateEmail') });
}
