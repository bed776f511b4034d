import { useCallback, useId, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import type { Game } from '@/api/schemas/game';
import type { Review } from '@/api/schemas/review';
import {
  Button,
  Notice,
  Pagination,
  Skeleton,
  StarRatingDisplay,
  useDialog,
  usePrefersReducedMotion,
  useToast,
  type DialogOptions,
} from '@/design-system';
import { InlineError } from '@/lib/errors';
import { useCurrentUser } from '@/lib/session';
import { format } from '@/lib/strings';
import { commonStrings } from '@/lib/strings/common';
import { useGameReviews } from '../api/getGameReviews';
import { useReactToReview } from '../api/reactToReview';
import { useDeleteResponse, useRespondToReview } from '../api/respondToReview';
import { useDeleteReview, useSubmitReview, useUpdateReview } from '../api/reviewMutations';
import { useLoginPrompt } from '../reactions/useLoginPrompt';
import { useReviewFormRequest } from './formRequest';
import { LazyWrittenForm, preloadWrittenForm } from './LazyWrittenForm';
import { ReviewCard } from './ReviewCard';
import type { WrittenValues } from './reviewRules';
import { hasNoReviews, splitReviews } from './reviewList';
import type { ReviewReaction } from './reviewReactions';
import { reviewStrings as s } from './strings';

export interface ReviewsSectionProps {
  game: Game;
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize['2xl']};

  &:focus {
    outline: none;
  }
`;

const Summary = styled.p`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 auto 0 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const List = styled.ol<{ $stale: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.duration.fast}ms;
`;

function ReviewsSkeleton() {
  return (
    <List $stale={false} as="div" aria-busy="true" data-testid="reviews-loading">
      <span role="status" className="orb-visually-hidden">
        {s.loading}
      </span>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} shape="block" height={168} radius="lg" />
      ))}
    </List>
  );
}

const countText = (count: number) => (count === 1 ? s.countOne : format(s.countMany, { count }));

/**
 * The game page's reviews (spec §2, §3, §4, §5, §6, §8, §9): the overall rating and count, the write
 * button ('Edit Your Review' once the player has one), the form, the player's own review first, the
 * paginated list with like and dislike, and the developer's responses. A secondary call of the page: its
 * loading, empty and error states stay inside this section.
 */
export function ReviewsSection({ game }: ReviewsSectionProps) {
  const { slug } = game;
  const headingId = useId();
  // The page belongs to a game: another game starts on page 1.
  const [paging, setPaging] = useState({ slug, page: 1 });
  const page = paging.slug === slug ? paging.page : 1;
  const reviews = useGameReviews(slug, page);
  const data = reviews.data;
  const user = useCurrentUser();
  const promptLogin = useLoginPrompt();
  const dialog = useDialog();
  const { toast } = useToast();
  const theme = useTheme();
  const reducedMotion = usePrefersReducedMotion();

  const [writing, setWriting] = useState(false);
  const [editing, setEditing] = useState(false);
  const [responding, setResponding] = useState<string | null>(null);
  const focusOwn = useRef(false);
  const reacting = useRef(new Set<string>());
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const writeRef = useRef<HTMLButtonElement>(null);
  const ownRef = useRef<HTMLElement>(null);

  const submit = useSubmitReview(slug);
  const update = useUpdateReview(slug);
  const remove = useDeleteReview(slug);
  const react = useReactToReview(slug);
  const respond = useRespondToReview(slug);
  const deleteResponse = useDeleteResponse(slug);

  const own = data ? splitReviews(data).own : null;

  // After posting, saving or cancelling an edit, the player lands on their review once it is there.
  const ownCardRef = useCallback((element: HTMLElement | null) => {
    ownRef.current = element;
    if (element && focusOwn.current) {
      focusOwn.current = false;
      element.focus();
    }
  }, []);

  const focusReview = (uuid: string) =>
    Array.from(sectionRef.current?.querySelectorAll<HTMLElement>('[data-uuid]') ?? [])
      .find((element) => element.dataset.uuid === uuid)
      ?.focus();

  const needsLogin = () => {
    if (user.loggedIn) return false;
    promptLogin(commonStrings.errors.loginToReview);
    return true;
  };

  const onWrite = () => {
    if (needsLogin()) return;
    if (!own) {
      setWriting(true);
      return;
    }
    // Spec §5: one review per game; the button points at it (the scroll-hint toast, spec §9: 8 s) — or at
    // its form while it is being edited.
    const target = ownRef.current ?? sectionRef.current?.querySelector<HTMLElement>('[data-testid="review-form"] textarea');
    target?.scrollIntoView?.({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'center' });
    target?.focus({ preventScroll: true });
    toast({ id: 'reviews-scroll-hint', type: 'info', title: s.scrollHintTitle, body: s.scrollHintMessage, timeout: theme.duration.toastScrollHint });
  };

  // The game overlay's review button (issue 12): what the write button does, once the reviews are here;
  // with a form already open, back to that form.
  useReviewFormRequest(slug, data !== undefined, () => {
    const behavior = reducedMotion ? 'auto' : 'smooth';
    const form = sectionRef.current?.querySelector<HTMLElement>('[data-testid="review-form"]');
    if (form) {
      form.scrollIntoView?.({ behavior, block: 'center' });
      form.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
      return;
    }
    // The new form appears under the heading and focuses its stars itself.
    if (!own && user.loggedIn) headingRef.current?.scrollIntoView?.({ behavior, block: 'start' });
    onWrite();
  });

  /** A confirmation dialog whose confirm runs `action`; a failure keeps it open (the 'Error' toast says why). */
  const confirm = (options: Omit<DialogOptions, 'type' | 'cancel' | 'onActionError'>) =>
    dialog.open({ type: 'danger', cancel: { title: s.cancel }, onActionError: () => {}, ...options });

  /** Sends a review; the own review takes focus when it shows (the reply refreshes the list first). */
  const saveReview = async (send: () => Promise<{ message: string }>, title: string) => {
    focusOwn.current = true;
    let result: { message: string };
    try {
      result = await send();
    } catch (error) {
      focusOwn.current = false;
      throw error;
    }
    toast({ type: 'success', title, body: result.message });
    setWriting(false);
    setEditing(false);
  };

  const onSubmitNew = ({ rating, body }: WrittenValues) =>
    saveReview(() => submit.mutateAsync({ params: { game: slug }, body: { body, rating: rating ?? 0 } }), s.postedTitle);

  const onSubmitEdit = (review: Review) => ({ rating, body }: WrittenValues) =>
    saveReview(() => update.mutateAsync({ params: { game: slug, uuid: review.uuid }, body: { body, rating: rating ?? 0 } }), s.updatedTitle);

  const onDelete = async (review: Review) => {
    const result = await confirm({
      title: s.deleteTitle,
      content: s.deleteMessage,
      confirm: { title: s.deleteConfirm, action: () => remove.mutateAsync({ params: { game: slug, uuid: review.uuid } }) },
    });
    if (result !== 'confirm') return;
    toast({ type: 'success', title: s.deletedTitle, body: s.deleted });
    writeRef.current?.focus();
  };

  const onReact = (review: Review, type: ReviewReaction) => {
    if (needsLogin()) return;
    // One request per review at a time: a second click while it runs is ignored, never sent crossed.
    if (reacting.current.has(review.uuid)) return;
    reacting.current.add(review.uuid);
    react
      .mutateAsync({ params: { game: slug, uuid: review.uuid }, body: { type } })
      .catch(() => {
        // Rolled back by the mutation; the 'Error' toast shows the server's message.
      })
      .finally(() => reacting.current.delete(review.uuid));
  };

  const onSubmitResponse = (review: Review) => async ({ body }: WrittenValues) => {
    const result = await respond.mutateAsync({ params: { uuid: review.uuid }, body: { body } });
    toast({ type: 'success', title: s.respondedTitle, body: result.message });
    setResponding(null);
    focusReview(review.uuid);
  };

  const onDeleteResponse = async (review: Review) => {
    const result = await confirm({
      title: s.deleteResponseTitle,
      content: s.deleteResponseMessage,
      confirm: { title: s.deleteResponseConfirm, action: () => deleteResponse.mutateAsync({ params: { uuid: review.uuid } }) },
    });
    if (result !== 'confirm') return;
    toast({ type: 'success', title: s.responseDeletedTitle, body: s.responseDeleted });
    focusReview(review.uuid);
  };

  const goTo = (next: number) => {
    setPaging({ slug, page: next });
    setResponding(null);
    headingRef.current?.scrollIntoView?.({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  };

  /** The card of a review with the controls this viewer may use. */
  const card = (review: Review) => {
    const answering = responding === review.uuid;
    return (
      <ReviewCard
        review={review}
        developerName={game.developer.name}
        onReact={(type) => onReact(review, type)}
        onRespond={review.respondable && !answering ? () => setResponding(review.uuid) : undefined}
        onDeleteResponse={data?.developer && review.response !== null ? () => void onDeleteResponse(review) : undefined}
      >
        {answering && (
          <LazyWrittenForm
            kind="response"
            title={format(s.responseTitle, { alias: review.author.alias })}
            submitLabel={s.responseSubmit}
            onSubmit={onSubmitResponse(review)}
            onCancel={() => {
              setResponding(null);
              focusReview(review.uuid);
            }}
          />
        )}
      </ReviewCard>
    );
  };

  const body = () => {
    if (!data) {
      if (reviews.isError) {
        return (
          <div data-testid="reviews-error">
            <InlineError message={reviews.error.message} onRetry={() => void reviews.refetch()} retrying={reviews.isFetching} headingLevel={3} />
          </div>
        );
      }
      return <ReviewsSkeleton />;
    }
    if (hasNoReviews(data) && !writing) {
      return (
        <Notice title={s.emptyTitle} icon="star" headingLevel={3} data-testid="reviews-empty">
          {format(s.emptyMessage, { title: game.title })}
        </Notice>
      );
    }
    const { others } = splitReviews(data);
    return (
      <>
        {own &&
          (editing ? (
            <LazyWrittenForm
              kind="review"
              title={s.editTitle}
              initial={{ rating: own.rating, body: own.body }}
              submitLabel={s.save}
              onSubmit={onSubmitEdit(own)}
              onCancel={() => {
                setEditing(false);
                focusOwn.current = true;
              }}
            />
          ) : (
            <ReviewCard
              ref={ownCardRef}
              review={own}
              own
              developerName={game.developer.name}
              onEdit={() => setEditing(true)}
              onDelete={() => void onDelete(own)}
              onDeleteResponse={data.developer && own.response !== null ? () => void onDeleteResponse(own) : undefined}
            />
          ))}
        {others.length > 0 && (
          <List $stale={reviews.isPlaceholderData} aria-busy={reviews.isPlaceholderData || undefined} data-testid="reviews-list">
            {others.map((review) => (
              <li key={review.uuid}>{card(review)}</li>
            ))}
          </List>
        )}
        <Pagination {...data.pagination} onPageChange={goTo} labels={{ navigation: s.pagination }} />
      </>
    );
  };

  return (
    <Section ref={sectionRef} aria-labelledby={headingId} data-testid="reviews-section">
      <Header>
        <Heading id={headingId} ref={headingRef} tabIndex={-1}>
          {s.heading}
        </Heading>
        {data && data.pagination.total > 0 && (
          <Summary data-testid="reviews-summary">
            <StarRatingDisplay value={data.rating} showValue />
            <span>{countText(data.pagination.total)}</span>
          </Summary>
        )}
        {data && !writing && (
          <Button
            ref={writeRef}
            variant={own ? 'secondary' : 'primary'}
            iconStart={own ? 'edit' : 'star'}
            onClick={onWrite}
            onPointerEnter={user.loggedIn && !own ? preloadWrittenForm : undefined}
            onFocus={user.loggedIn && !own ? preloadWrittenForm : undefined}
          >
            {own ? s.editYours : s.write}
          </Button>
        )}
      </Header>
      {writing && (
        <LazyWrittenForm
          kind="review"
          title={s.formTitle}
          submitLabel={s.submit}
          onSubmit={onSubmitNew}
          onCancel={() => {
            setWriting(false);
            // The button is back after this render.
            requestAnimationFrame(() => writeRef.current?.focus());
          }}
        />
      )}
      {body()}
    </Section>
  );
}
