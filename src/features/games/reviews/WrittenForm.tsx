import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import { Button, StarRatingInput, Textarea, useToast } from '@/design-system';
import { reviewStrings } from './strings';
import { checkWritten, LIMITS, type WrittenKind, type WrittenValues } from './reviewRules';

/*
 * The review form and the developer's response form (spec §4, §5, Decision 9): one form, with stars for a
 * review. It is its own chunk, loaded when a form first opens (ADR 0008: react-hook-form stays off the
 * game page's startup path). States: empty or editing (prefilled), submitting, success (cleared; the
 * caller closes it) and error (the server's message shown, everything typed kept).
 */

export interface WrittenFormProps {
  kind: WrittenKind;
  /** The form's heading and accessible name. */
  title: string;
  /** Prefilled values (editing). */
  initial?: WrittenValues;
  submitLabel: string;
  /** Sends the values (text trimmed); a rejection's message shows in the form. */
  onSubmit: (values: WrittenValues) => Promise<void>;
  onCancel: () => void;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};

  /* A field focused for its error scrolls clear of the sticky header (WCAG 2.4.11). */
  input,
  textarea {
    scroll-margin-block: calc(${({ theme }) => theme.size.headerHeight} + ${({ theme }) => theme.space[8]});
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

const ServerError = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  background: color-mix(in srgb, ${({ theme }) => theme.color.danger} 12%, transparent);
`;

const EMPTY: WrittenValues = { rating: null, body: '' };

/** The message of a failed call: the server's `status.message` (spec §8). */
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export default function WrittenForm({ kind, title, initial, submitLabel, onSubmit, onCancel }: WrittenFormProps) {
  const titleId = useId();
  const { toast } = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const resolver: Resolver<WrittenValues> = (values) => {
    const problems = checkWritten(kind, values);
    if (problems.length === 0) return { values, errors: {} };
    return { values: {}, errors: Object.fromEntries(problems.map((p) => [p.field, { type: 'rule', message: p.message }])) };
  };
  const { control, register, handleSubmit, reset, getValues, setFocus, formState } = useForm<WrittenValues>({
    defaultValues: initial ?? EMPTY,
    resolver,
    // The first problem in reading order (stars, then text) takes focus, as its toast names it.
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = formState;

  // Opening the form puts the player where they start: the stars of a new review, else the text.
  useEffect(() => {
    setFocus(kind === 'review' && !initial ? 'rating' : 'body');
  }, [kind, initial, setFocus]);

  const submit = handleSubmit(
    async (values) => {
      setServerError(null);
      try {
        await onSubmit({ rating: kind === 'review' ? values.rating : null, body: values.body.trim() });
      } catch (error) {
        setServerError(messageOf(error));
        return;
      }
      reset(EMPTY);
    },
    () => {
      // Spec §5: the pairs 'No Rating' / 'Too Short' with their sentences; the limit shows by the counter.
      const first = checkWritten(kind, getValues())[0];
      if (!first) return;
      setFocus(first.field);
      if (first.title) toast({ id: 'written-form-problem', type: 'warning', title: first.title, body: first.message });
    },
  );

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape' && !isSubmitting) {
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <Form noValidate aria-labelledby={titleId} onSubmit={(event) => void submit(event)} onKeyDown={onKeyDown} data-testid={`${kind}-form`}>
      <Title id={titleId}>{title}</Title>
      {kind === 'review' && (
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput
              label={reviewStrings.ratingField}
              required
              size="lg"
              showValueLabel
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              disabled={isSubmitting}
              error={errors.rating?.message}
            />
          )}
        />
      )}
      <Textarea
        label={kind === 'review' ? reviewStrings.bodyField : reviewStrings.responseField}
        hint={reviewStrings.bodyHint}
        required
        limit={LIMITS[kind].max}
        rows={kind === 'review' ? 6 : 4}
        readOnly={isSubmitting}
        error={errors.body?.message}
        {...register('body')}
      />
      {serverError !== null && <ServerError role="alert">{serverError}</ServerError>}
      <Actions>
        <Button type="button" variant="ghost" disabled={isSubmitting} onClick={onCancel}>
          {reviewStrings.cancel}
        </Button>
        <Button type="submit" iconStart="send" busy={isSubmitting}>
          {submitLabel}
        </Button>
      </Actions>
    </Form>
  );
}
