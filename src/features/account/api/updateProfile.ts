import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { endpointMutationOptions } from '@/api/queryClient';
import { applyAccountChange } from './accountChange';

/**
 * `account.updateProfile` (PATCH /v1/private/user/account/profile): saves the alias. On success the
 * session shows it at once; a failure shows the 'Error' toast with the server's message (the global
 * handler) and the form keeps what was typed.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    ...endpointMutationOptions(api(), endpoints['account.updateProfile']),
    onSuccess: (account) => applyAccountChange(queryClient, account),
  });
}
