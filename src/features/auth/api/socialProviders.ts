import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { endpointQueryOptions } from '@/api/queryClient';
import { handlesErrors } from './meta';

/** `auth.socialProviders`: the login pane's 'Login Via' list (spec §2 Shell). A failure shows in the list. */
export const socialProvidersQueryOptions = () => ({
  ...endpointQueryOptions(api(), endpoints['auth.socialProviders']),
  meta: handlesErrors('auth.socialProviders'),
  // The providers change with a deployment, not while the modal is open.
  staleTime: 10 * 60_000,
});

export function useSocialProviders() {
  return useQuery(socialProvidersQueryOptions());
}
