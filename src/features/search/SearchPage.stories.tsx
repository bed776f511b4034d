import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { createQueryClient } from '@/api/queryClient';
import { SearchPage } from './SearchPage';

/*
 * /search in each server state (guide §3 Storybook: success, loading, empty, error, offline). The server
 * state comes from `parameters.sandbox`; the URL from `parameters.searchUrl`, rendered in a memory router
 * with a fresh QueryClient per story so no story sees another's cache.
 */

/** One QueryClient and memory router per mounted story; retries off so error stories settle at once. */
function StoryRouter({ url, children }: { url: string; children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient({ retryDelay: 0 });
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    return client;
  });
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/search', element: children }, { path: '*', element: <p>Navigated away</p> }], {
      initialEntries: [url],
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

const withRouter: Decorator = (Story, context) => (
  <StoryRouter url={(context.parameters.searchUrl as string | undefined) ?? '/search?query=starfall'}>
    <Story />
  </StoryRouter>
);

const meta = {
  title: 'Pages/Search',
  component: SearchPage,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Games and users (the defaults) for 'starfall'. */
export const Success: Story = {
  parameters: { searchUrl: '/search?query=starfall' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Search results for “starfall”' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Starfall Arena' }, { timeout: 5000 })).toHaveAttribute('href', '/arcade/games/starfall-arena');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Games' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Articles' })).toBeNull();
  },
};

/** Every section switched on. */
export const AllSections: Story = {
  parameters: { searchUrl: '/search?query=starfall&games=1&users=1&articles=1&announcements=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Announcements' }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByTestId('articles-count', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Users only. */
export const UsersOnly: Story = {
  parameters: { searchUrl: '/search?query=player&games=0&users=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const users = await canvas.findAllByRole('link', { name: /player/i }, { timeout: 5000 });
    await expect(users.map((a) => a.getAttribute('href'))).toContain('/community/user/player');
  },
};

/** The `slow` scenario (2 s latency): fixed-size skeletons per enabled section. */
export const Loading: Story = {
  parameters: { sandbox: { scenario: 'slow' }, searchUrl: '/search?query=starfall&articles=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('search-loading')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading search results...');
  },
};

/** The `empty` scenario: the overall 'No results'. */
export const Empty: Story = {
  parameters: { sandbox: { scenario: 'empty' }, searchUrl: '/search?query=starfall' },
  play: async ({ canvasElement }) => {
    const empty = await within(canvasElement).findByTestId('search-empty', {}, { timeout: 5000 });
    await expect(empty).toHaveTextContent('No results');
  },
};

/** The `error` scenario: inline 'Oops!' with the server's message and a retry. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { sandbox: { scenario: 'error' }, searchUrl: '/search?query=starfall' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByTestId('search-error', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Oops!');
    await expect(alert).toHaveTextContent('The server ran into an unexpected problem while handling this request. Please try again later.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** The `offline` scenario: the network message inline with a retry, never the 503 screen. */
export const Offline: Story = {
  parameters: { sandbox: { scenario: 'offline' }, searchUrl: '/search?query=starfall' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByTestId('search-error', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('A network error has occurred. Please check your connection and try again.');
  },
};

/** A query under 3 characters: 'Invalid Input' inline and no call. */
export const InvalidInput: Story = {
  parameters: { searchUrl: '/search?query=ab' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByTestId('search-invalid');
    await expect(alert).toHaveTextContent('Invalid Input');
    await expect(alert).toHaveTextContent('Please enter at least 3 character to perform a search.');
  },
};

/** The refine form refuses a short text in place. */
export const RefineTooShort: Story = {
  parameters: { searchUrl: '/search?query=starfall' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('searchbox', { name: 'Search for' });
    await userEvent.clear(input);
    await userEvent.type(input, 'ab{Enter}');
    await expect(await canvas.findByText('Please enter at least 3 character to perform a search.')).toBeVisible();
  },
};

/** Markup in the query is echoed as text. */
export const MarkupInQuery: Story = {
  parameters: { searchUrl: `/search?query=${encodeURIComponent('<img src=x onerror=alert(1)>')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Search results for “<img src=x onerror=alert(1)>”' });
    await expect(heading.querySelector('img')).toBeNull();
    await expect(await canvas.findByTestId('search-empty', {}, { timeout: 5000 })).toBeVisible();
  },
};
