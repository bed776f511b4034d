import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { accountKeys } from './keys';
import { isStatusScreenError } from './errors';

/**
 * `account.profile` (GET /v1/private/user/account/profile): the alias, username, e-mail address and
 * avatar of the logged-in user — the profile page's form and the support page's e-mail address.
 */
export const accountProfileQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.profile(),
    queryFn: ({ signal }) => callEndpoint(api(), endpoints['account.profile'], { signal }),
    meta: { endpoint: 'account.profile' },
  });

export function useAccountProfile() {
  return useQuery({ ...accountProfileQueryOptions(), throwOnError: isStatusScreenError });
}
