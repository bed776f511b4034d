import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { endpointMutationOptions } from '@/api/queryClient';
import { applySignedIn } from '@/lib/session';
import { handlesErrors } from './meta';

/** `auth.login` (Decision 16: e-mail or username, 'Remember me'). Success caches and sets the session and tells the other tabs. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    ...endpointMutationOptions(api(), endpoints['auth.login']),
    meta: handlesErrors('auth.login'),
    onSuccess: (session) => applySignedIn(queryClient, session, 'login'),
  });
}
