import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { endpointMutationOptions } from '@/api/queryClient';

/*
 * help.supportMessage (POST /v1/public/help/support/message; spec §3 "Support message"): the contact
 * form's mutation (the help centre's and the account support page's) (engineering guide §2.3). Nothing to invalidate: no query reads support messages.
 * The form shows the failure itself ('Error' toast with the server's message, values kept), so the
 * global handler's toast stays out (`errorToast: false`) and the user never sees it twice.
 */
export function useSendSupportMessage() {
  return useMutation({
    ...endpointMutationOptions(api(), endpoints['help.supportMessage']),
    meta: { endpoint: 'help.supportMessage', errorToast: false },
  });
}
