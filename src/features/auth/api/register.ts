import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { endpointMutationOptions } from '@/api/queryClient';
import { applySignedIn } from '@/lib/session';
import { handlesErrors } from './meta';

/** `auth.register`: registers and logs in (spec §4); the session is set and the other tabs told. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    ...endpointMutationOptions(api(), endpoints['auth.register']),
    meta: handlesErrors('auth.register'),
    onSuccess: (session) => applySignedIn(queryClient, session, 'register'),
  });
}
