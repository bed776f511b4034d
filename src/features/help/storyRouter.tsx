import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useRouteError } from 'react-router';
import { createQueryClient } from '@/api/queryClient';
import { ToastProvider } from '@/design-system';
import { errorStatus, statusScreenFor } from '@/lib/errors';
import { helpRoutes } from './routes';

/** Stands in for the app's route boundary (src/features/status, wired by src/app): names the screen. */
function StoryBoundary() {
  const error = useRouteError();
  return (
    <p role="alert" data-testid="status-screen" data-status={errorStatus(error) ?? undefined}>
      Status screen: {statusScreenFor(error)} ({errorStatus(error) ?? 'no status'})
    </p>
  );
}

/**
 * Stories only: the help routes in a memory router under a boundary like the app's frame route (a thrown
 * 404 reaches it), with a fresh QueryClient per story (retries off) and toasts.
 */
function StoryRouter({ url }: { url: string }): ReactNode {
  const [queryClient] = useState(() => {
    const client = createQueryClient({ retryDelay: 0 });
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    return client;
  });
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '/',
          element: <Outlet />,
          errorElement: <StoryBoundary />,
          children: [...helpRoutes(queryClient), { path: '*', element: <p>Navigated away</p> }],
        },
      ],
      { initialEntries: [url] },
    ),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  );
}

/** Renders the route of `parameters.helpUrl` (default /hc) instead of the story's component. */
export const withHelpRouter: Decorator = (_Story, context) => (
  <StoryRouter url={(context.parameters.helpUrl as string | undefined) ?? '/hc'} />
);
