import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { endpointMutationOptions } from '@/api/queryClient';
import { handlesErrors } from './meta';

/** `auth.sendResetMail` (forgot password): errors show inline in the pane (spec §8). */
export function useSendResetMail() {
  return useMutation({ ...endpointMutationOptions(api(), endpoints['auth.sendResetMail']), meta: handlesErrors('auth.sendResetMail') });
}
