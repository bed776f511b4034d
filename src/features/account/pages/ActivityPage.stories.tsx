import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { withPageRouter } from '../../../../stories/support/PageStoryRouter';
import { ActivityPage } from './ActivityPage';

/*
 * /account/activity in each server state (guide §3 Storybook), as the demo player (`parameters.sandbox`).
 * Ten entries a page; the page links show only when total >= per page (spec §4).
 */

const meta = {
  title: 'Pages/Account/Activity',
  component: ActivityPage,
  decorators: [withPageRouter('/account/:page', '/account/activity')],
  parameters: { layout: 'padded', sandbox: { persona: 'player' } },
} satisfies Meta<typeof ActivityPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const ok = (data: unknown) => HttpResponse.json({ status: { success: true, code: 200, message: 'OK', debug: null }, data });

/** The player's recent actions, newest first, each linking to its subject. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByTestId('activity-list', {}, { timeout: 5000 });
    await waitFor(() => expect(list).toBeVisible());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await expect(within(list).getAllByTestId('activity-entry').length).toBeGreaterThan(0);
  },
};

/** Twelve entries: page 1 of 2 with the page links (`?page=2` is the second). */
export const Paginated: Story = {
  parameters: {
    msw: {
      handlers: {
        account: [
          http.get('*/v1/private/user/account/activity', ({ request }) => {
            const current = Number(new URL(request.url).searchParams.get('page') ?? '1');
            const count = current === 1 ? 10 : 2;
            const items = Array.from({ length: count }, (_, i) => {
              const n = (current - 1) * 10 + i + 1;
              return {
                uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
                type: (['played', 'achievement', 'review', 'reaction', 'purchase', 'friend'] as const)[n % 6],
                title: `Activity number ${n}`,
                url: n % 2 === 0 ? '/arcade/games/starfall-arena' : null,
                date: new Date(Date.UTC(2026, 10, 25, 12 - n)).toISOString(),
              };
            });
            return ok({ pagination: { total: 12, from: (current - 1) * 10 + 1, to: (current - 1) * 10 + count, current, last: 2, per_page: 10, items } });
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Activity pages' }, { timeout: 5000 });
    await expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/account/activity?page=2');
    await expect(nav).toHaveTextContent('1–10 of 12');
  },
};

/** The `slow` scenario: the skeletons with their accessible label. */
export const Loading: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('activity-loading', {}, { timeout: 5000 })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading activity...');
  },
};

/** The `empty` scenario. */
export const Empty: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('activity-empty', {}, { timeout: 5000 })).toHaveTextContent('Nothing here yet. Play, review and react to games and your activity shows up here.');
  },
};

/** The `error` scenario: 'Oops!' with the server's message and 'Try Again'. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { sandbox: { persona: 'player', scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const error = await within(canvasElement).findByTestId('activity-error', {}, { timeout: 5000 });
    await expect(error).toHaveTextContent('Oops!');
    await expect(within(error).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** The `offline` scenario: the network message inline with a retry. */
export const Offline: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('activity-error', {}, { timeout: 5000 })).toHaveTextContent(
      'A network error has occurred. Please check your connection and try again.',
    );
  },
};

/** The `unauthorized` scenario: the 401 goes to the route's status screen. */
export const Unauthorized: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'unauthorized' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('route-error', {}, { timeout: 5000 })).toHaveAttribute('data-status', '401');
  },
};
