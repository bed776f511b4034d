import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlogIndexPage } from './BlogIndexPage';
import { withPageRouter } from '../../../stories/support/PageStoryRouter';

/*
 * /blog in each server state (guide §3 Storybook: success, loading, empty, error, offline). The server
 * state comes from `parameters.sandbox`; the URL from `parameters.pageUrl`.
 */

const meta = {
  title: 'Pages/Blog',
  component: BlogIndexPage,
  decorators: [withPageRouter('/blog', '/blog')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BlogIndexPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first page, newest first, with pagination links. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const cards = await canvas.findAllByTestId('article-card', {}, { timeout: 5000 });
    await expect(cards).toHaveLength(8);
    const nav = canvas.getByRole('navigation', { name: 'Blog pages' });
    await expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/blog?page=2');
  },
};

/** cat, author and tag from the URL: removable chips, and the server filters. */
export const Filtered: Story = {
  parameters: { pageUrl: '/blog?cat=news&author=mira&tag=updates' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Welcome to Orbital' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/blog/article/welcome-to-orbital',
    );
    const chips = canvas.getByTestId('blog-filters');
    await expect(within(chips).getByRole('link', { name: 'Remove filter Tag: updates' })).toHaveAttribute('href', '/blog?cat=news&author=mira');
  },
};

/** The `slow` scenario (2 s latency): skeleton cards. */
export const Loading: Story = {
  parameters: { sandbox: { scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('blog-loading')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading articles...');
  },
};

/** The `empty` scenario: the spec's empty text (§8). */
export const Empty: Story = {
  parameters: { sandbox: { scenario: 'empty' } },
  play: async ({ canvasElement }) => {
    const empty = await within(canvasElement).findByTestId('blog-empty', {}, { timeout: 5000 });
    await expect(empty).toHaveTextContent('There are no articles to display at the moment.');
  },
};

/** The `error` scenario: inline 'Oops!' with the server's message and a retry. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { sandbox: { scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByTestId('blog-error', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Oops!');
    await expect(alert).toHaveTextContent('The server ran into an unexpected problem while handling this request. Please try again later.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** The `offline` scenario: the network message inline with a retry. */
export const Offline: Story = {
  parameters: { sandbox: { scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByTestId('blog-error', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('A network error has occurred. Please check your connection and try again.');
  },
};
