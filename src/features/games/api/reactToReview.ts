import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import { endpointMutationOptions } from '@/api/queryClient';
import type { ReviewsResponse } from '@/api/schemas/review';
import {
  findReview,
  mapReview,
  reactionStateOf,
  settleReviewReaction,
  toggleReviewReaction,
  type ReviewReactionState,
} from '../reviews/reviewReactions';

/*
 * reviews.react (spec §7: PUT .../review/{game}/{uuid}/react with type; the reply says retracted). The
 * click shows at once in every cached page of the game's reviews; a failure puts that review's reaction
 * back (the mutation cache shows the server's message); the reply settles it (retracted → cleared).
 */
export function useReactToReview(game: string) {
  const queryClient = useQueryClient();
  const reviewsKey = keys.games.reviews(game);
  const update = (uuid: string, change: Parameters<typeof mapReview>[2]) =>
    queryClient.setQueriesData<ReviewsResponse>({ queryKey: reviewsKey }, (data) => (data ? mapReview(data, uuid, change) : data));

  return useMutation({
    ...endpointMutationOptions(api(), endpoints['reviews.react']),
    onMutate: async ({ params: { uuid }, body: { type } }) => {
      await queryClient.cancelQueries({ queryKey: reviewsKey });
      let before: ReviewReactionState | undefined;
      for (const [, data] of queryClient.getQueriesData<ReviewsResponse>({ queryKey: reviewsKey })) {
        const review = data && findReview(data, String(uuid));
        if (review) {
          before = reactionStateOf(review);
          break;
        }
      }
      update(String(uuid), (review) => toggleReviewReaction(review, type));
      return { before };
    },
    onError: (_error, { params: { uuid } }, context) => {
      const before = context?.before;
      if (before) update(String(uuid), (review) => ({ ...review, ...before }));
    },
    onSuccess: ({ retracted }, { params: { uuid }, body: { type } }) => {
      update(String(uuid), (review) => settleReviewReaction(review, type, retracted));
    },
  });
}
