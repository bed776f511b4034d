import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ModalLoading } from '@/design-system';
import { commonStrings } from '@/lib/strings/common';
import type { FeedbackModalOptions } from './feedback';

export { FEEDBACK_DEFAULT_LIMIT, FEEDBACK_MIN_LENGTH } from './feedback';
export type { FeedbackEndpoint, FeedbackModalOptions, FeedbackValues } from './feedback';

/*
 * The modal (its frame, focus trap and motion) and its form are chunks of their own, off the startup path
 * (issue 14, ADR 0008): loaded when the modal first opens, then kept mounted for its exit animation.
 */
let viewModule: Promise<typeof import('./FeedbackModalView')> | undefined;
const loadView = () => (viewModule ??= import('./FeedbackModalView'));
const LazyFeedbackModal = lazy(async () => ({ default: (await loadView()).FeedbackModal }));

export interface FeedbackModalApi {
  open: (options: FeedbackModalOptions) => void;
  close: () => void;
}

const FeedbackModalContext = createContext<FeedbackModalApi | null>(null);

/** Hosts the one feedback modal; AppLayout renders it. */
export function FeedbackModalProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<FeedbackModalOptions | null>(null);
  const [used, setUsed] = useState(false);
  const close = useCallback(() => setOptions(null), []);
  const api = useMemo<FeedbackModalApi>(
    () => ({
      open: (next) => {
        // Start fetching the modal and its form before React renders them.
        loadView()
          .then((view) => view.preloadFeedbackForm())
          .catch(() => {
            // The lazy modal gets the same failure when it renders, and reports it.
          });
        setUsed(true);
        setOptions(next);
      },
      close,
    }),
    [close],
  );
  return (
    <FeedbackModalContext value={api}>
      {children}
      {used && (
        <Suspense fallback={options && <ModalLoading label={commonStrings.shell.loading} />}>
          <LazyFeedbackModal options={options} onClose={close} />
        </Suspense>
      )}
    </FeedbackModalContext>
  );
}

/** `useFeedbackModal().open({ title, endpoint, withRating, … })` from anywhere inside the shell. */
export function useFeedbackModal(): FeedbackModalApi {
  const api = useContext(FeedbackModalContext);
  if (!api) throw new Error('useFeedbackModal needs a FeedbackModalProvider (AppLayout renders one).');
  return api;
}
