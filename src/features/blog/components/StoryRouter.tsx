import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router';
import { createQueryClient } from '@/api/queryClient';
import { errorStatus } from '@/lib/errors';

/** Stand-in for the app's route boundary: names the status the status screen would show. */
function StoryBoundary() {
  return <p data-testid="route-error">{`Status screen ${String(errorStatus(useRouteError()))}`}</p>;
}

/**
 * One QueryClient and memory router per mounted story (stories never share a cache); retries off so
 * error stories settle at once. The page renders at `path`, the URL is `url`; other paths render a
 * marker so navigating away is visible.
 */
function StoryRouter({ path, url, children }: { path: string; url: string; children: ReactNode }) {
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
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

/** A decorator rendering the story at `path`, with the URL from `parameters.blogUrl` (else `fallbackUrl`). */
export function withBlogRouter(path: string, fallbackUrl: string): Decorator {
  return (Story, context) => (
    <StoryRouter path={path} url={(context.parameters.blogUrl as string | undefined) ?? fallbackUrl}>
      <Story />
    </StoryRouter>
  );
}
