import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { withPageRouter } from '../../../stories/support/PageStoryRouter';
import { AnnouncementsPage } from './AnnouncementsPage';

/*
 * /arcade/games/developer/{developer}/announcements in each server state (guide §3 Storybook). The server
 * state comes from `parameters.sandbox`; the URL from `parameters.pageUrl`. The seed gives orbital-labs 4
 * announcements (one page), so the pagination story answers the call itself with 12.
 */

const meta = {
  title: 'Pages/Announcements',
  component: AnnouncementsPage,
  decorators: [withPageRouter('/arcade/games/developer/:developer/announcements', '/arcade/games/developer/orbital-labs/announcements')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AnnouncementsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** orbital-labs: its 4 announcements, newest first, each linking to its page; a link back to the profile. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByTestId('announcements-list', {}, { timeout: 5000 });
    await waitFor(() => expect(list).toBeVisible());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    await expect(within(list).getAllByTestId('announcement-card')).toHaveLength(4);
    await expect(within(list).getByRole('link', { name: 'Neon Drift Open Beta' })).toHaveAttribute(
      'href',
      '/arcade/games/developer/orbital-labs/announcements/neon-drift-open-beta',
    );
    await expect(canvas.getByRole('link', { name: 'Back to Orbital Labs' })).toHaveAttribute('href', '/arcade/games/developer/orbital-labs');
    // One page: no page links.
    await expect(canvas.queryByRole('navigation', { name: 'Announcement pages' })).toBeNull();
  },
};

const PER_PAGE = 8;
const TOTAL = 12;
const developer = {
  slug: 'orbital-labs',
  name: 'Orbital Labs',
  logo: null,
  hero: null,
  description: 'A studio with a lot to say.',
  website: null,
  date: { joined: '2025-02-24T12:00:00.000Z' },
  stats: { games: 4, views: 448_083 },
};

/** Page 2 of 12 announcements (`?page=2`): the page links come from the URL. */
export const SecondPage: Story = {
  parameters: {
    pageUrl: '/arcade/games/developer/orbital-labs/announcements?page=2',
    msw: {
      handlers: {
        developers: [
          http.get('*/v1/public/entity/dev/org/:developer/announcements', ({ request }) => {
            const current = Number(new URL(request.url).searchParams.get('page') ?? '1');
            const start = (current - 1) * PER_PAGE;
            const items = Array.from({ length: Math.max(0, Math.min(PER_PAGE, TOTAL - start)) }, (_, i) => {
              const n = start + i + 1;
              return {
                slug: `update-${n}`,
                title: `Update ${n}`,
                excerpt: `What changed in update ${n}.`,
                hero: null,
                developer: { slug: developer.slug, name: developer.name },
                date: { published: new Date(Date.UTC(2026, 9, 30 - n, 12)).toISOString() },
              };
            });
            return HttpResponse.json({
              status: { success: true, code: 200, message: 'OK', debug: null },
              data: {
                developer,
                pagination: { total: TOTAL, from: start + 1, to: start + items.length, current, last: Math.ceil(TOTAL / PER_PAGE), per_page: PER_PAGE, items },
              },
            });
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByTestId('announcements-list', {}, { timeout: 5000 });
    await expect(within(list).getAllByTestId('announcement-card')).toHaveLength(4);
    await expect(within(list).getByRole('link', { name: 'Update 9' })).toBeInTheDocument();
    const nav = canvas.getByRole('navigation', { name: 'Announcement pages' });
    await expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/arcade/games/developer/orbital-labs/announcements');
    await expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('9–12 of 12 announcements')).toBeInTheDocument();
  },
};

/** The `slow` scenario (2 s latency): the card skeletons with their accessible label. */
export const Loading: Story = {
  parameters: { sandbox: { scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('announcements-loading', {}, { timeout: 5000 })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading announcements...');
  },
};

/** The `empty` scenario: the empty text, still with the way back to the profile. */
export const Empty: Story = {
  parameters: { sandbox: { scenario: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('announcements-empty', {}, { timeout: 5000 })).toHaveTextContent(
      'This developer has not posted any announcements yet.',
    );
    await expect(canvas.getByRole('link', { name: 'Back to Orbital Labs' })).toHaveAttribute('href', '/arcade/games/developer/orbital-labs');
  },
};

/** The `error` scenario: inline 'Oops!' with the server's message and a retry. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { sandbox: { scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByTestId('announcements-error', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Oops!');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Back to developer' })).toHaveAttribute('href', '/arcade/games/developer/orbital-labs');
  },
};

/** The `offline` scenario: the network message inline with a retry. */
export const Offline: Story = {
  parameters: { sandbox: { scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByTestId('announcements-error', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('A network error has occurred. Please check your connection and try again.');
  },
};

/** An unknown developer: the 404 goes to the route's boundary. */
export const NotFound: Story = {
  parameters: { pageUrl: '/arcade/games/developer/no-such-developer/announcements' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('route-error', {}, { timeout: 5000 })).toHaveTextContent('Status screen 404');
  },
};
