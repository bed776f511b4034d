import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { createQueryClient } from '@/api/queryClient';
import type { Game } from '@/api/schemas/game';
import { DialogHost } from '@/design-system/components/Dialog';
import { ToastProvider, useToast } from '@/design-system/components/Toast';
import { DesignSystemProvider } from '@/design-system/theme/ThemeProvider';
import { gameDetailsQueryOptions } from '@/features/games/api/getGameDetails';
import { onMutationError, onQueryError, subscribeErrorToasts } from '@/lib/errors/globalHandlers';
import { useSession } from '@/lib/session';

/*
 * The game page's panels (reactions, reviews) in jsdom against the mock backend, with what the app gives
 * them: the global error toasts of failed mutations, toasts, dialogs, the session and the game as the page
 * holds it (its cached details). Import '../setup/msw' first in the test file.
 */

function ErrorToasts() {
  const { toast } = useToast();
  useEffect(() => subscribeErrorToasts((t) => void toast(t)), [toast]);
  return null;
}

function WithGame({ slug, children }: { slug: string; children: (game: Game) => ReactNode }) {
  const session = useSession();
  const details = useQuery(gameDetailsQueryOptions(slug));
  if (!session.isFetched || !details.data) return <p>Loading the game…</p>;
  return children(details.data.game);
}

export function renderGamePanel(children: (game: Game) => ReactNode, slug = 'starfall-arena') {
  const queryClient = createQueryClient({ retryDelay: 0, onQueryError, onMutationError });
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const user = userEvent.setup();
  render(
    <DesignSystemProvider>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <DialogHost>
            <ErrorToasts />
            <WithGame slug={slug}>{children}</WithGame>
          </DialogHost>
        </ToastProvider>
      </QueryClientProvider>
    </DesignSystemProvider>,
  );
  return { user, queryClient };
}

/** Logs the mock session in as a demo user (the cookie lives in jsdom's document). */
export async function loginAs(login: 'player' | 'premium' | 'developer') {
  await callEndpoint(api(), endpoints['auth.login'], { body: { login, password: 'Orbital!2026', remember: false } });
}

/** The game as the server holds it now, seen by the current session. */
export async function serverGame(slug = 'starfall-arena') {
  return (await callEndpoint(api(), endpoints['games.details'], { params: { game: slug } })).game;
}
