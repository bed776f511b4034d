import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { withPageRouter } from '../../../../stories/support/PageStoryRouter';
import { HistoryPage } from './HistoryPage';

/*
 * /account/history in each server state (guide §3 Storybook), as the demo player (`parameters.sandbox`).
 * Durations are humanised as spec §9 says: 'N Minutes' below an hour, else 'N Hours'.
 */

const meta = {
  title: 'Pages/Account/History',
  component: HistoryPage,
  decorators: [withPageRouter('/account/:page', '/account/history')],
  parameters: { layout: 'padded', sandbox: { persona: 'player' } },
} satisfies Meta<typeof HistoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const ok = (data: unknown) => HttpResponse.json({ status: { success: true, code: 200, message: 'OK', debug: null }, data });

/** The player's recorded sessions, newest first, each with the game, the date and the time played. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByTestId('history-list', {}, { timeout: 5000 });
    await waitFor(() => expect(list).toBeVisible());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Play History' })).toBeVisible();
    for (const duration of within(list).getAllByTestId('history-duration')) await expect(duration.textContent).toMatch(/^\d+ (Minutes|Hours)$/);
    await expect(canvas.getByTestId('history-total').textContent).toMatch(/^\d+ (Minutes|Hours)$/);
  },
};

/** Durations either side of an hour, and a session still running. */
export const Durations: Story = {
  parameters: {
    msw: {
      handlers: {
        account: [
          http.get('*/v1/private/user/account/history', () =>
            ok({
              total_duration: 9_300,
              pagination: {
                total: 3,
                from: 1,
                to: 3,
                current: 1,
                last: 1,
                per_page: 10,
                items: [
                  { id: 3, game: { slug: 'starfall-arena', title: 'Starfall Arena', hero: null }, date: { started: '2026-11-20T18:00:00.000Z', ended: null }, duration: 300 },
                  { id: 2, game: { slug: 'neon-drift', title: 'Neon Drift', hero: null }, date: { started: '2026-11-19T18:00:00.000Z', ended: '2026-11-19T19:40:00.000Z' }, duration: 6_000 },
                  { id: 1, game: { slug: 'neon-drift', title: 'Neon Drift', hero: null }, date: { started: '2026-11-18T18:00:00.000Z', ended: '2026-11-18T18:50:00.000Z' }, duration: 3_000 },
                ],
              },
            }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByTestId('history-list', {}, { timeout: 5000 });
    const durations = within(list).getAllByTestId('history-duration').map((d) => d.textContent);
    await expect(durations).toEqual(['5 Minutes', '2 Hours', '50 Minutes']);
    await expect(canvas.getByTestId('history-total')).toHaveTextContent('3 Hours');
    await expect(within(list).getAllByTestId('history-entry')[0]).toHaveTextContent('In progress');
  },
};

/** The `slow` scenario: the skeleton rows with their accessible label. */
export const Loading: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('history-loading', {}, { timeout: 5000 })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading play history...');
  },
};

/** The `empty` scenario: nothing played yet, and a way to the games. */
export const Empty: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'empty' } },
  play: async ({ canvasElement }) => {
    const empty = await within(canvasElement).findByTestId('history-empty', {}, { timeout: 5000 });
    await expect(empty).toHaveTextContent('No play sessions yet.');
    await expect(within(empty).getByRole('link', { name: 'Browse Games' })).toHaveAttribute('href', '/arcade/games');
  },
};

/** The `error` scenario: 'Oops!' with the server's message and 'Try Again'. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { sandbox: { persona: 'player', scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const error = await within(canvasElement).findByTestId('history-error', {}, { timeout: 5000 });
    await expect(error).toHaveTextContent('Oops!');
    await expect(within(error).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** The `offline` scenario: the network message inline with a retry. */
export const Offline: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('history-error', {}, { timeout: 5000 })).toHaveTextContent(
      'A network error has occurred. Please check your connection and try again.',
    );
  },
};

/** The `session-expired` scenario: the 419 goes to the route's status screen. */
export const SessionExpired: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'session-expired' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('route-error', {}, { timeout: 5000 })).toHaveAttribute('data-status', '419');
  },
};
