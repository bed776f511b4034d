import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { endpointMutationOptions } from '@/api/queryClient';
import { handlesErrors } from './meta';

/** `auth.validatePassword`: register step 3, checked by the server on advancing (a 422 carries the message to show). */
export function useValidatePassword() {
  return useMutation({ ...endpointMutationOptions(api(), endpoints['auth.validatePassword']), meta: handlesErrors('auth.validatePassword') });
}
