import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Modal, Spinner } from '@/design-system';
import { commonStrings } from '@/lib/strings/common';
import type { FeedbackModalOptions } from './feedback';

export interface FeedbackModalProps {
  options: FeedbackModalOptions | null;
  onClose: () => void;
}

/*
 * The form (star rating input, textarea with counter) is a chunk of its own, loaded when the modal first
 * opens: the frame and its title show at once, the fields a moment later at most.
 */
let formModule: Promise<typeof import('./FeedbackForm')> | undefined;
const loadForm = () => (formModule ??= import('./FeedbackForm'));
const FeedbackForm = lazy(loadForm);

/** Starts loading the form (the provider calls it as the modal opens). */
export function preloadFeedbackForm(): Promise<unknown> {
  return loadForm();
}

/** About the height of the form, so the modal does not jump when the fields arrive. */
const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 16rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The feedback modal (spec §3, §5): optional star rating, text with counter, 'Too Short' and 'No Rating'. */
export function FeedbackModal({ options, onClose }: FeedbackModalProps) {
  return (
    <Modal open={options !== null} onDismiss={onClose} title={options?.title ?? ''} size="md">
      <Suspense
        fallback={
          <Loading>
            <Spinner size="lg" label={commonStrings.shell.loading} />
          </Loading>
        }
      >
        {/* A fresh form per opening: the key resets what the last one typed. */}
        {options && <FeedbackForm key={options.title} options={options} onClose={onClose} />}
      </Suspense>
    </Modal>
  );
}
