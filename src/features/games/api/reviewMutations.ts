import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import { endpointMutationOptions } from '@/api/queryClient';

/*
 * reviews.submit, reviews.update and reviews.delete (spec §7). Each success refreshes the game's reviews
 * (the own review, the overall rating, the list) and its page data (stats.reviews). Submit and update
 * show their failure in the form (the server's message beside what was typed), so they opt out of the
 * global 'Error' toast; delete keeps it (its confirmation dialog stays open).
 */

/** The game's reviews and page data are stale: fetched again by whoever shows them. */
export function refreshGameReviews(queryClient: QueryClient, game: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: keys.games.reviews(game) }),
    queryClient.invalidateQueries({ queryKey: keys.games.details(game) }),
  ]).then(() => undefined);
}

const inForm = (endpoint: string) => ({ endpoint, errorToast: false });

export function useSubmitReview(game: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...endpointMutationOptions(api(), endpoints['reviews.submit']),
    meta: inForm('reviews.submit'),
    onSuccess: () => refreshGameReviews(queryClient, game),
  });
}

export function useUpdateReview(game: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...endpointMutationOptions(api(), endpoints['reviews.update']),
    meta: inForm('reviews.update'),
    onSuccess: () => refreshGameReviews(queryClient, game),
  });
}

export function useDeleteReview(game: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...endpointMutationOptions(api(), endpoints['reviews.delete']),
    onSuccess: () => refreshGameReviews(queryClient, game),
  });
}
