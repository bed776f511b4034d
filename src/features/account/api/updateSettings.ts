import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import { endpointMutationOptions } from '@/api/queryClient';
import { applySessionUpdate } from '@/lib/session/update';

/**
 * `account.updateSettings` (PATCH /v1/private/user/account/settings) from the settings page: not
 * optimistic — nothing changes on screen until the server has answered (spec §4 request buttons; the
 * issue: 'nothing changed locally on failure'). The answer (every setting) goes where the game page's mute
 * control puts it too (applySessionUpdate: the session and its tab cache), and into the page's data. A failure
 * shows the 'Error' toast with the server's message (the global handler) and the button's error state.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    ...endpointMutationOptions(api(), endpoints['account.updateSettings']),
    onSuccess: (settings) => {
      applySessionUpdate(queryClient, { settings });
      queryClient.setQueryData(keys.account.settings(), settings);
    },
  });
}
