import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/api/queryClient';

/**
 * A page in a memory router at `url`, matched by `path`, with a fresh QueryClient (retries off, so error
 * stories settle at once). Server state comes from `parameters.sandbox` (mocks/sandbox/README.md).
 */
export function PageStoryRouter({ path, url, children }: { path: string; url: string; children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient({ retryDelay: 0 });
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    return client;
  });
  const [router] = useState(() =>
    createMemoryRouter([{ path, element: children }, { path: '*', element: <p>Navigated away</p> }], { initialEntries: [url] }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
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
