import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Modal, Spinner } from '@/design-system';
import { commonStrings } from '@/lib/strings/common';
import type { FeedbackModalOptions } from './feedback';

export { FEEDBACK_DEFAULT_LIMIT, FEEDBACK_MIN_LENGTH } from './feedback';
export type { FeedbackEndpoint, FeedbackModalOptions, FeedbackValues } from './feedback';

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

export interface FeedbackModalApi {
  open: (options: FeedbackModalOptions) => void;
  close: () => void;
}

const FeedbackModalContext = createContext<FeedbackModalApi | null>(null);

/** Hosts the one feedback modal; AppLayout renders it. */
export function FeedbackModalProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<FeedbackModalOptions | null>(null);
  const close = useCallback(() => setOptions(null), []);
  const api = useMemo<FeedbackModalApi>(
    () => ({
      open: (next) => {
        // Start fetching the form before React renders the modal.
        loadForm().catch(() => {
          // The lazy form gets the same failure when it renders, and reports it.
        });
        setOptions(next);
      },
      close,
    }),
    [close],
  );
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
