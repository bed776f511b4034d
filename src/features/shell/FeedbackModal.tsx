import { createContext, useCallback, useContext, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Modal, StarRatingInput, Textarea, useToast } from '@/design-system';
import { format } from '@/lib/strings';
import { commonStrings } from '@/lib/strings/common';
import { shellStrings } from './strings';

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

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

export interface FeedbackModalProps {
  options: FeedbackModalOptions | null;
  onClose: () => void;
}

/** The feedback modal (spec §3, §5): optional star rating, text with counter, 'Too Short' and 'No Rating'. */
export function FeedbackModal({ options, onClose }: FeedbackModalProps) {
  return (
    <Modal open={options !== null} onDismiss={onClose} title={options?.title ?? ''} size="md">
      {/* A fresh form per opening: the key resets what the last one typed. */}
      {options && <FeedbackForm key={options.title} options={options} onClose={onClose} />}
    </Modal>
  );
}

function FeedbackForm({ options, onClose }: { options: FeedbackModalOptions; onClose: () => void }) {
  const { toast } = useToast();
  const limit = options.limit ?? FEEDBACK_DEFAULT_LIMIT;
  const [body, setBody] = useState(options.initial?.body ?? '');
  const [rating, setRating] = useState<number | null>(options.initial?.rating ?? null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (body.trim().length < FEEDBACK_MIN_LENGTH) {
      toast({ id: 'feedback-too-short', type: 'danger', title: commonStrings.errors.tooShort, body: commonStrings.errors.tooShortReview });
      return;
    }
    if (options.withRating && rating === null) {
      toast({ id: 'feedback-no-rating', type: 'danger', title: commonStrings.errors.noRating, body: commonStrings.errors.noRatingMessage });
      return;
    }
    if (body.length > limit) return;
    setBusy(true);
    try {
      const result = await options.endpoint({ body: body.trim(), rating: options.withRating ? rating : null }, { update: options.shouldUpdate ?? false });
      setBusy(false);
      onClose();
      options.onSuccess?.(result);
    } catch (error) {
      setBusy(false);
      toast({ type: 'danger', title: commonStrings.errors.error, body: error instanceof Error ? error.message : commonStrings.errors.network });
    }
  };

  return (
    <Form onSubmit={(event) => void onSubmit(event)} noValidate>
      {options.withRating && (
        <StarRatingInput label={shellStrings.feedback.rating} value={rating} onValueChange={setRating} size="lg" />
      )}
      <Textarea
        label={shellStrings.feedback.text}
        placeholder={options.placeholder}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        limit={limit}
        counterDescribe={(count: number) => format(shellStrings.feedback.counter, { count, limit })}
        rows={6}
      />
      <Actions>
        <Button type="button" variant="ghost" onClick={onClose} disabled={busy}>
          {shellStrings.feedback.cancel}
        </Button>
        <Button type="submit" variant="primary" busy={busy} disabled={body.length > limit}>
          {shellStrings.feedback.submit}
        </Button>
      </Actions>
    </Form>
  );
}

export interface FeedbackModalApi {
  open: (options: FeedbackModalOptions) => void;
  close: () => void;
}

const FeedbackModalContext = createContext<FeedbackModalApi | null>(null);

/** Hosts the one feedback modal; AppLayout renders it. */
export function FeedbackModalProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<FeedbackModalOptions | null>(null);
  const close = useCallback(() => setOptions(null), []);
  const api = useMemo<FeedbackModalApi>(() => ({ open: setOptions, close }), [close]);
  return (
    <FeedbackModalContext value={api}>
      {children}
      <FeedbackModal options={options} onClose={close} />
    </FeedbackModalContext>
  );
}

/** `useFeedbackModal().open({ title, endpoint, withRating, … })` from anywhere inside the shell. */
export function useFeedbackModal(): FeedbackModalApi {
  const api = useContext(FeedbackModalContext);
  if (!api) throw new Error('useFeedbackModal needs a FeedbackModalProvider (AppLayout renders one).');
  return api;
}
