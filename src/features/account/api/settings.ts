import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import { isStatusScreenError } from './errors';

/** `account.settings` (GET /v1/private/user/account/settings): every setting, the settings page's data. */
export const accountSettingsQueryOptions = () =>
  queryOptions({
    queryKey: keys.account.settings(),
    queryFn: ({ signal }) => callEndpoint(api(), endpoints['account.settings'], { signal }),
    meta: { endpoint: 'account.settings' },
  });

export function useAccountSettings() {
  return useQuery({ ...accountSettingsQueryOptions(), throwOnError: isStatusScreenError });
}
