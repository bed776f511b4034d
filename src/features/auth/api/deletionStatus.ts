import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import type { DeletionStatusResponse } from '@/api/schemas/social';

/**
 * `auth.socialDeleteStatus` (POST, a read: the code goes in the body): the status of a data-deletion
 * request made through Meta, for /auth/delete/meta?code=… (spec §2). A 404 is the page's 'Account Not
 * Found', so no failure goes to a status screen, and a 4xx is not asked again.
 */
export const deletionStatusQueryOptions = (code: string) =>
  queryOptions({
    queryKey: keys.auth.deletionStatus(code),
    queryFn: ({ signal }): Promise<DeletionStatusResponse> => callEndpoint(api(), endpoints['auth.socialDeleteStatus'], { body: { code }, signal }),
    meta: { endpoint: 'auth.socialDeleteStatus' },
    staleTime: 60_000,
  });

export function useDeletionStatus(code: string | null) {
  return useQuery({ ...deletionStatusQueryOptions(code ?? ''), enabled: code !== null });
}
