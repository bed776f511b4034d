/* The feedback modal's options and limits, shared by the modal (FeedbackModal.tsx) and its lazy form. */

/** Spec §5: feedback text needs at least 20 characters; the generic limit is 500. */
export const FEEDBACK_MIN_LENGTH = 20;
export const FEEDBACK_DEFAULT_LIMIT = 500;

export interface FeedbackValues {
  body: string;
  /** 1–5 with `withRating`, else null. */
  rating: number | null;
}

/**
 * Sends the feedback. `update` is true when the modal edits an existing entry (`shouldUpdate`). A
 * rejection keeps the modal open with what the user typed and shows the 'Error' toast with its message.
 */
export type FeedbackEndpoint = (values: FeedbackValues, options: { update: boolean }) => Promise<unknown>;

/** Spec §3 'Feedback modal': withRating, endpoint, title, placeholder, shouldUpdate, limit. */
export interface FeedbackModalOptions {
  title: string;
  endpoint: FeedbackEndpoint;
  withRating?: boolean;
  placeholder?: string;
  /** Edits an existing entry: the fields start from `initial` and the endpoint is told to update. */
  shouldUpdate?: boolean;
  initial?: Partial<FeedbackValues>;
  /** Maximum characters (default 500; the counter turns red above it). */
  limit?: number;
  /** Called with the endpoint's result after a successful submit (the modal has closed). */
  onSuccess?: (result: unknown) => void;
}
