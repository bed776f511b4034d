import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ArticlePage } from './ArticlePage';
import { withPageRouter } from '../../../stories/support/PageStoryRouter';

/*
 * /blog/article/{article} in each server state (guide §3 Storybook: success, loading, empty, error,
 * offline). The server state comes from `parameters.sandbox`; the URL from `parameters.pageUrl`.
 */

const DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)$/;

const meta = {
  title: 'Pages/Article',
  component: ArticlePage,
  decorators: [withPageRouter('/blog/article/:article', '/blog/article/welcome-to-orbital')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ArticlePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** welcome-to-orbital: hero, category, tags, author, date, views, the body and related articles. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome to Orbital' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByTestId('article-date').textContent).toMatch(DATE);
    await expect(canvas.getByRole('link', { name: 'Category: News' })).toHaveAttribute('href', '/blog?cat=news');
    await expect(canvas.getByRole('link', { name: 'WebXR' })).toHaveAttribute('href', '/blog?tag=webxr');
    await expect(canvas.getByTestId('article-views').textContent).toMatch(/\d+(\.\d)?k$/);
    await expect(canvas.getByTestId('article-related')).toBeVisible();
  },
};

/** The `slow` scenario (2 s latency): the article skeleton. */
export const Loading: Story = {
  parameters: { sandbox: { scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('article-loading')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading article...');
  },
};

/** The `empty` scenario: the article without related articles (the section is hidden). */
export const Empty: Story = {
  parameters: { sandbox: { scenario: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome to Orbital' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByTestId('article-related')).toBeNull();
  },
};

/** The `error` scenario: inline 'Oops!' with the server's message and a retry. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { sandbox: { scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByTestId('article-error', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Oops!');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** The `offline` scenario: the network message inline with a retry. */
export const Offline: Story = {
  parameters: { sandbox: { scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByTestId('article-error', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('A network error has occurred. Please check your connection and try again.');
  },
};

/** An unknown article: the 404 goes to the route's boundary (the app shows 'BOO! HAHA' there). */
export const NotFound: Story = {
  parameters: { pageUrl: '/blog/article/no-such-article' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('route-error', {}, { timeout: 5000 })).toHaveTextContent('Status screen 404');
  },
};
