import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { withPageRouter } from '../../../stories/support/PageStoryRouter';
import { AnnouncementPage } from './AnnouncementPage';

/*
 * /arcade/games/developer/{developer}/announcements/{announcement} in each server state (guide §3
 * Storybook). The server state comes from `parameters.sandbox`; the URL from `parameters.pageUrl`.
 */

const DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)$/;
const ANNOUNCEMENT_URL = '*/v1/public/entity/dev/org/:developer/announcements/:announcement';

const meta = {
  title: 'Pages/Announcement',
  component: AnnouncementPage,
  decorators: [
    withPageRouter(
      '/arcade/games/developer/:developer/announcements/:announcement',
      '/arcade/games/developer/orbital-labs/announcements/starfall-arena-season-2-is-live',
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AnnouncementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A seeded announcement: hero, title, developer link, date and the sanitised body. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Starfall Arena Season 2 Is Live' }, { timeout: 5000 });
    await waitFor(() => expect(heading).toBeVisible());
    await expect(canvas.getByTestId('announcement-date').textContent).toMatch(DATE);
    await expect(canvas.getByTestId('announcement-developer')).toHaveAttribute('href', '/arcade/games/developer/orbital-labs');
    await expect(within(canvas.getByTestId('announcement-body')).getByRole('heading', { level: 2, name: 'What is new' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Announcements' })).toHaveAttribute(
      'href',
      '/arcade/games/developer/orbital-labs/announcements',
    );
  },
};

/** An announcement without a hero (seeded): the announcement placeholder stands in. */
export const PlaceholderHero: Story = {
  parameters: { pageUrl: '/arcade/games/developer/nebula-forge/announcements/our-next-update-is-almost-here' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = await canvas.findByTestId('announcement', {}, { timeout: 5000 });
    await expect(within(article).getByRole('heading', { level: 1, name: 'Our Next Update Is Almost Here' })).toBeInTheDocument();
    await expect(within(article).getByTestId('announcement-hero').querySelector('img')).toBeNull();
  },
};

const reply = (content: string) =>
  HttpResponse.json({
    status: { success: true, code: 200, message: 'OK', debug: null },
    data: {
      developer: {
        slug: 'orbital-labs',
        name: 'Orbital Labs',
        logo: null,
        hero: null,
        description: '',
        website: null,
        date: { joined: '2025-02-24T12:00:00.000Z' },
        stats: { games: 0, views: 0 },
      },
      announcement: {
        slug: 'quiet-week',
        title: 'A Quiet Week',
        excerpt: '',
        hero: null,
        developer: { slug: 'orbital-labs', name: 'Orbital Labs' },
        date: { published: '2026-10-20T09:30:00.000Z' },
        content,
      },
    },
  });

/** An announcement with no body (the `empty` scenario has no list here): our empty text instead of a blank. */
export const Empty: Story = {
  parameters: {
    sandbox: { scenario: 'empty' },
    pageUrl: '/arcade/games/developer/orbital-labs/announcements/quiet-week',
    msw: { handlers: { developers: [http.get(ANNOUNCEMENT_URL, () => reply('<p> </p>'))] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'A Quiet Week' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByTestId('announcement-empty')).toHaveTextContent('This announcement has no text yet.');
  },
};

/** HTML from the API is sanitised: no handler, script or javascript: link survives. */
export const SanitisedBody: Story = {
  parameters: {
    pageUrl: '/arcade/games/developer/orbital-labs/announcements/quiet-week',
    msw: {
      handlers: {
        developers: [
          http.get(ANNOUNCEMENT_URL, () =>
            reply('<p>Safe text</p><img src="x" alt="" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">bad link</a>'),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const body = await within(canvasElement).findByTestId('announcement-body', {}, { timeout: 5000 });
    await expect(body).toHaveTextContent('Safe text');
    await expect(body.innerHTML).not.toMatch(/onerror|<script|javascript:/i);
  },
};

/** The `slow` scenario (2 s latency): the skeleton with its accessible label. */
export const Loading: Story = {
  parameters: { sandbox: { scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('announcement-loading', {}, { timeout: 5000 })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading announcement...');
  },
};

/** The `error` scenario: inline 'Oops!' with the server's message and a retry, and the way back. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { sandbox: { scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByTestId('announcement-error', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Oops!');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(within(alert).getByRole('link', { name: 'Back to Announcements' })).toHaveAttribute(
      'href',
      '/arcade/games/developer/orbital-labs/announcements',
    );
  },
};

/** The `offline` scenario: the network message inline with a retry. */
export const Offline: Story = {
  parameters: { sandbox: { scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByTestId('announcement-error', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('A network error has occurred. Please check your connection and try again.');
  },
};

/** An unknown announcement: the 404 goes to the route's boundary (the app shows 'BOO! HAHA' there). */
export const NotFound: Story = {
  parameters: { pageUrl: '/arcade/games/developer/orbital-labs/announcements/no-such-announcement' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('route-error', {}, { timeout: 5000 })).toHaveTextContent('Status screen 404');
  },
};
