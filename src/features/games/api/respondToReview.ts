import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import { endpointMutationOptions } from '@/api/queryClient';

/*
 * reviews.respond and reviews.deleteResponse (spec §7: POST and DELETE
 * /v1/private/arcade/game/review/{uuid}/response): the game's developer answers a review once, and may
 * delete the answer. Both refresh the game's reviews. Posting shows its failure in the form (no global
 * toast); deleting keeps the global 'Error' toast (its confirmation dialog stays open).
 */

export function useRespondToReview(game: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...endpointMutationOptions(api(), endpoints['reviews.respond']),
    meta: { endpoint: 'reviews.respond', errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.games.reviews(game) }),
  });
}

export function useDeleteResponse(game: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...endpointMutationOptions(api(), endpoints['reviews.deleteResponse']),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.games.reviews(game) }),
  });
}
