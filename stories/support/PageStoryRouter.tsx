import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router';
import { createQueryClient } from '@/api/queryClient';
import { ToastProvider } from '@/design-system';
import { errorStatus, statusScreenFor } from '@/lib/errors';

/**
 * Stands in for the app's route boundary (src/features/status, wired by src/app): names the status
 * screen the app would show for the thrown error, so a story can assert a 404 reached the boundary.
 */
function StoryBoundary() {
  const error = useRouteError();
  const status = errorStatus(error);
  return (
    <p role="alert" data-testid="route-error" data-status={status ?? undefined}>
      {`Status screen ${String(status)} (${statusScreenFor(error)})`}
    </p>
  );
}

/**
 * A page in a memory router at `url`, matched by `path`, with a fresh QueryClient (retries off, so error
 * stories settle at once) and toasts. Server state comes from `parameters.sandbox`
 * (mocks/sandbox/README.md). Other paths render a marker so navigating away is visible.
 */
export function PageStoryRouter({ path, url, children }: { path: string; url: string; children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient({ retryDelay: 0 });
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    return client;
  });
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path, element: children, errorElement: <StoryBoundary /> },
        { path: '*', element: <p>Navigated away</p> },
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

/** A decorator rendering the story at `parameters.pageUrl` (default `defaultUrl`) matched by `path`. */
export const withPageRouter =
  (path: string, defaultUrl: string): Decorator =>
  (Story, context) => (
    <PageStoryRouter path={path} url={(context.parameters.pageUrl as string | undefined) ?? defaultUrl}>
      <Story />
    </PageStoryRouter>
  );
