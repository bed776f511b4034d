import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '@/api/queryClient';
import type { Game } from '@/api/schemas/game';
import { DialogHost } from '@/design-system/components/Dialog';
import { ToastProvider, useToast } from '@/design-system/components/Toast';
import { onMutationError, onQueryError, subscribeErrorToasts } from '@/lib/errors/globalHandlers';
import { useSession } from '@/lib/session';
import { gameDetailsQueryOptions } from '../api/getGameDetails';

/*
 * The game page's panels (reactions, reviews) on their own, for stories and component tests: what the app
 * gives them — a QueryClient whose failed mutations raise the global 'Error' toast, toasts, dialogs — and
 * the game as the page holds it (its cached details, from the mock backend). Not used by the app.
 */

/** The app's GlobalErrorToasts (features cannot import src/app). */
function ErrorToasts() {
  const { toast } = useToast();
  useEffect(() => subscribeErrorToasts((t) => void toast(t)), [toast]);
  return null;
}

/** Renders `children` with the game once the session is known and the details have arrived. */
function WithGame({ slug, children }: { slug: string; children: (game: Game) => ReactNode }) {
  const session = useSession();
  const details = useQuery(gameDetailsQueryOptions(slug));
  if (details.isError) return <p role="alert">{details.error.message}</p>;
  if (!session.isFetched || !details.data) return <p data-testid="panel-loading">Loading the game…</p>;
  return children(details.data.game);
}

export function GamePanelFrame({ slug = 'starfall-arena', children }: { slug?: string; children: (game: Game) => ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient({ retryDelay: 0, onQueryError, onMutationError });
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <DialogHost>
          <ErrorToasts />
          <WithGame slug={slug}>{children}</WithGame>
        </DialogHost>
      </ToastProvider>
    </QueryClientProvider>
  );
}

