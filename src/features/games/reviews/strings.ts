import { defineStrings } from '@/lib/strings';

/**
 * The reviews section's strings (engineering guide §2.8): the overall rating, the list, the review form,
 * like and dislike, and the developer's responses. Strings the spec quotes are copied verbatim ('Edit Your
 * Review', 'Respond', 'Delete Response', the two removal messages); entries marked `ours` were written
 * for this section. 'Login Required', 'Please register or login to leave a review.', 'Too Short', 'No
 * Rating', their sentences and 'Oops!' / 'Try Again' are shared: src/lib/strings/common.ts.
 */
export const reviewStrings = defineStrings({
  heading: 'Reviews', // ours
  countOne: '1 review', // ours
  countMany: '{count} reviews', // ours
  loading: 'Loading reviews...', // ours: the skeleton's accessible label
  emptyTitle: 'No reviews yet', // ours
  emptyMessage: 'Be the first to tell other players what you think of {title}.', // ours
  pagination: 'Review pages', // ours: the pagination's landmark name

  // The write button (spec §5: it becomes 'Edit Your Review' when the player has one).
  write: 'Write a Review', // ours
  editYours: 'Edit Your Review',
  // ours: the scroll-hint toast (spec §9: 8 s) that 'Edit Your Review' shows.
  scrollHintTitle: 'Your Review',
  scrollHintMessage: 'You have already reviewed this game: your review is at the top of the list, with Edit and Delete.',

  // One review.
  yourReview: 'Your Review', // ours: the badge on the player's own review
  byline: 'Review by {alias}', // ours: the review's accessible name
  posted: 'Posted {date}', // ours
  edited: 'Edited {date}', // ours
  like: 'Like', // ours: the toggles' names (the count follows: 'Like 12')
  dislike: 'Dislike', // ours
  likes: 'Likes', // ours: the counts on the player's own review (they cannot like it)
  dislikes: 'Dislikes', // ours
  edit: 'Edit', // ours
  delete: 'Delete', // ours

  // The form (spec §4: empty, editing, submitting, success, error).
  formTitle: 'Write a Review', // ours
  editTitle: 'Edit Your Review',
  ratingField: 'Your rating', // ours
  bodyField: 'Your review', // ours
  bodyHint: 'At least 20 characters.', // ours
  submit: 'Post Review', // ours
  save: 'Save Changes', // ours
  cancel: 'Cancel', // ours
  postedTitle: 'Review Posted', // ours: the success toast's title (its body is the server's message)
  updatedTitle: 'Review Updated', // ours

  // Delete (spec §4: after confirmation; §8: the removal message).
  deleteTitle: 'Delete Your Review?', // ours
  deleteMessage: 'Your review, its rating and its likes will be removed. This cannot be undone.', // ours
  deleteConfirm: 'Delete Review', // ours
  deletedTitle: 'Review Deleted', // ours
  deleted: 'Your review has been permanently removed.',

  // Developer responses (spec §4, §6, Decision 9).
  responseBy: 'Response from {developer}', // ours
  respond: 'Respond',
  deleteResponse: 'Delete Response',
  responseTitle: 'Respond to {alias}', // ours: the response form's name
  responseField: 'Your response', // ours
  responseSubmit: 'Post Response', // ours
  respondedTitle: 'Response Posted', // ours
  deleteResponseTitle: 'Delete Your Response?', // ours
  deleteResponseMessage: 'Your response to this review will be removed. This cannot be undone.', // ours
  deleteResponseConfirm: 'Delete Response',
  responseDeletedTitle: 'Response Deleted', // ours
  responseDeleted: 'Your response has been permanently removed.',
});

export type ReviewStrings = typeof reviewStrings;
