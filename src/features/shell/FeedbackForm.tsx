import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, StarRatingInput, Textarea, useToast } from '@/design-system';
import { format } from '@/lib/strings';
import { commonStrings } from '@/lib/strings/common';
import { FEEDBACK_DEFAULT_LIMIT, FEEDBACK_MIN_LENGTH, type FeedbackModalOptions } from './feedback';
import { shellStrings } from './strings';

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

/** The feedback modal's form (its own chunk; FeedbackModal loads it on first open). */
export default function FeedbackForm({ options, onClose }: { options: FeedbackModalOptions; onClose: () => void }) {
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

