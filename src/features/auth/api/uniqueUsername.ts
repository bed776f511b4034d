import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { endpointMutationOptions } from '@/api/queryClient';
import { handlesErrors } from './meta';

/**
 * `account.uniqueUsername`: a free username for the finalize form's 'Random' button. Each press asks for
 * a new one (never a cached answer), so it is a mutation of the button rather than a query.
 */
export function useUniqueUsername() {
  return useMutation({ ...endpointMutationOptions(api(), endpoints['account.uniqueUsername']), meta: handlesErrors('account.uniqueUsername') });
}
