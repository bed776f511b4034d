import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { createQueryClient } from '@/api/queryClient';
import { DialogHost } from '@/design-system/components/Dialog';
import { ToastProvider, useToast } from '@/design-system/components/Toast';
import { DesignSystemProvider } from '@/design-system/theme/ThemeProvider';
import { errorStatus, statusScreenFor } from '@/lib/errors';
import { onMutationError, onQueryError, subscribeErrorToasts } from '@/lib/errors/globalHandlers';

/*
 * The account area's list pages (friends, achievement, inventory, activity, history) in jsdom against the
 * mock backend, with what the app gives them: a QueryClient whose failed mutations raise the global
 * 'Error' toast, toasts, dialogs, a router at /account/{page} whose error boundary names the status
 * screen the app would show. Import '../setup/msw' first in the test file.
 */

/** The app's route boundary, reduced to the screen it would show. */
function Boundary() {
  const error = useRouteError();
  return (
    <p role="alert" data-testid="route-error" data-status={errorStatus(error) ?? undefined}>
      {`Status screen ${String(errorStatus(error))} (${statusScreenFor(error)})`}
    </p>
  );
}

/** The app's GlobalErrorToasts (src/app), which tests cannot import through a feature. */
function ErrorToasts() {
  const { toast } = useToast();
  useEffect(() => subscribeErrorToasts((t) => void toast(t)), [toast]);
  return null;
}

function Harness({ Page, url }: { Page: ComponentType; url: string }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient({ retryDelay: 0, onQueryError, onMutationError });
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    return client;
  });
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/account/:page', element: <Page />, errorElement: <Boundary /> },
        { path: '*', element: <p data-testid="navigated-away">Navigated away</p> },
      ],
      { initialEntries: [url] },
    ),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <DialogHost>
          <ErrorToasts />
          <RouterProvider router={router} />
        </DialogHost>
      </ToastProvider>
    </QueryClientProvider>
  );
}

export function renderAccountPage(Page: ComponentType, url: string) {
  const user = userEvent.setup();
  render(
    <DesignSystemProvider>
      <Harness Page={Page} url={url} />
    </DesignSystemProvider>,
  );
  return { user };
}

/** Logs the mock session in as a demo user (the cookie lives in jsdom's document). */
export async function loginAs(login: 'player' | 'premium' | 'developer') {
  await callEndpoint(api(), endpoints['auth.login'], { body: { login, password: 'Orbital!2026', remember: false } });
}

/** The toast whose text holds `text`: a status region, or an alert for a danger toast. */
export const toastWith = (text: string) =>
  waitFor(() => {
    const regions = [...screen.queryAllByRole('status'), ...screen.queryAllByRole('alert')];
    const toast = regions.find((element) => element.textContent?.includes(text));
    if (!toast) throw new Error(`no toast '${text}'`);
    return toast;
  });

/** The status screen the route's boundary would show. */
export const statusScreen = () => screen.findByTestId('route-error');
