import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { endpointMutationOptions } from '@/api/queryClient';
import { applyAccountChange } from './accountChange';

/**
 * `account.uploadAvatar` (POST /v1/private/user/account/avatar): uploads the chosen image as a data URL
 * (the page has checked its type and size). On success the session shows the new avatar at once. The
 * page shows a failure itself, next to the picker, so the global toast stays out.
 */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    ...endpointMutationOptions(api(), endpoints['account.uploadAvatar']),
    meta: { endpoint: 'account.uploadAvatar', errorToast: false },
    onSuccess: (account) => applyAccountChange(queryClient, account),
  });
}
