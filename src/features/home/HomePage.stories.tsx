import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { createQueryClient } from '@/api/queryClient';
import { HomePage } from './HomePage';

/*
 * Home '/' in each server state (guide §3 Storybook: success, loading, empty, error, offline) and per
 * persona. The server state comes from `parameters.sandbox`, rendered in a memory router with a fresh
 * QueryClient per story so no story sees another's cache.
 */

function StoryRouter({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient({ retryDelay: 0 });
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    return client;
  });
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/', element: children }, { path: '*', element: <p>Navigated away</p> }], { initialEntries: ['/'] }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

const withRouter: Decorator = (Story) => (
  <StoryRouter>
    <Story />
  </StoryRouter>
);

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everything the mock serves; next wraps around the slider. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('home-slider', {}, { timeout: 5000 })).toBeVisible();
    for (const name of ['Game Categories', 'Newest Games', 'Recent Articles', 'Most Popular Games']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Go to Blog' })).toHaveAttribute('href', '/blog');
    const first = canvas.getByTestId('home-slide').getAttribute('data-slug');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous game' }));
    // The outgoing slide slides out (hidden from assistive tech) before it leaves the DOM.
    await waitFor(() => expect(canvas.getAllByTestId('home-slide')).toHaveLength(1));
    await expect(canvas.getByTestId('home-slide').getAttribute('data-slug')).not.toBe(first);
  },
};

/** The `slow` scenario: skeletons sized like the content. */
export const Loading: Story = {
  parameters: { sandbox: { scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('home-loading')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the homepage...');
  },
};

/** The `empty` scenario: each list's exact empty text; 'Recent Articles' is hidden. */
export const Empty: Story = {
  parameters: { sandbox: { scenario: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('There are no popular games to display at the moment.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('There are no featured categories to display at the moment.')).toBeVisible();
    await expect(canvas.getByText('There are no articles to display at the moment.')).toBeVisible();
    await expect(canvas.getAllByText('There are no games to be displayed at the moment.').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('heading', { name: 'Recent Articles' })).toBeNull();
  },
};

/** The `error` scenario: inline 'Oops!' with the server's message and a retry. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { sandbox: { scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Oops!');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** The `offline` scenario: the network message inline with a retry. */
export const Offline: Story = {
  parameters: { sandbox: { scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('A network error has occurred. Please check your connection and try again.');
  },
};

/** As a guest (logged out). */
export const AsGuest: Story = {
  parameters: { sandbox: { persona: 'guest' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('home-slider', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** As a logged-in player: the same public page. */
export const AsPlayer: Story = {
  parameters: { sandbox: { persona: 'player' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('home-slider', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A story at one of Storybook's device sizes (the test-runner renders it there: .storybook/test-runner.ts). */
const onDevice = (value: 'iphone12' | 'mobile1') => ({
  parameters: { viewport: { options: INITIAL_VIEWPORTS } },
  globals: { viewport: { value, isRotated: false } },
});

/** Each element's top, rounded: elements on one line share it. */
const tops = (elements: readonly Element[]) => new Set(elements.map((el) => Math.round(el.getBoundingClientRect().top)));

/**
 * On a 390-px phone (issue 14): the categories are a compact two-column grid (ten genres in five short
 * rows, not one 250-px card per row) and the slider's dots stay on one line.
 */
export const Phone: Story = {
  ...onDevice('iphone12'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dots = within(await canvas.findByRole('group', { name: 'Choose a slide' }, { timeout: 5000 })).getAllByRole('button');
    await expect(dots.length).toBeGreaterThan(1);
    await expect(tops(dots).size).toBe(1);
    const genres = canvas.getByTestId('home-genres');
    const cards = within(genres).getAllByRole('article');
    await expect(cards.length).toBe(10);
    // Two per row: five rows.
    await expect(tops(cards).size).toBe(5);
    await expect(genres.getBoundingClientRect().height).toBeLessThan(400);
    for (const link of within(genres).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThan(0);
    }
  },
};

/** The loading state on a phone: the genre skeleton has the tiles' geometry (nothing shifts). */
export const PhoneLoading: Story = {
  ...onDevice('iphone12'),
  parameters: { ...onDevice('iphone12').parameters, sandbox: { scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('home-loading')).toHaveAttribute('aria-busy', 'true');
    const section = canvas.getByTestId('home-categories');
    await expect(section.getBoundingClientRect().height).toBeLessThan(500);
  },
};

/** At 320 px, the smallest phone width we support: the page fits, with nothing to scroll sideways. */
export const SmallPhone: Story = {
  ...onDevice('mobile1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dots = within(await canvas.findByRole('group', { name: 'Choose a slide' }, { timeout: 5000 })).getAllByRole('button');
    await expect(tops(dots).size).toBe(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
