import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { withPageRouter } from '../../../stories/support/PageStoryRouter';
import { GameIndexPage } from './GameIndexPage';

/*
 * /arcade/games in each server state (guide §3 Storybook: success, loading, empty, error, offline) and a
 * filtered view read from the URL. The server state comes from `parameters.sandbox`; the URL from
 * `parameters.pageUrl`.
 */

const meta = {
  title: 'Pages/Game index',
  component: GameIndexPage,
  decorators: [withPageRouter('/arcade/games', '/arcade/games')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GameIndexPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: 8 game cards (spec §9 page size 8), each a level-2 heading linking to its game. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    const titles = await within(await canvas.findByTestId('game-index-grid', {}, { timeout: 5000 })).findAllByRole('heading', { level: 2 }, { timeout: 5000 });
    await expect(titles).toHaveLength(8);
    for (const title of titles) {
      await expect(within(title).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/arcade\/games\/[a-z0-9-]+$/));
    }
    await expect(canvas.getByRole('navigation', { name: 'Game pages' })).toBeVisible();
    // The sort is as wide as its options, on the title's line (issue 14: it took the content's width).
    const sort = canvas.getByRole('combobox', { name: 'Sort by' });
    const title = canvas.getByRole('heading', { level: 1, name: 'Games' });
    await expect(sort.getBoundingClientRect().width).toBeLessThan(320);
    await expect(sort.getBoundingClientRect().left).toBeGreaterThan(title.getBoundingClientRect().right);
  },
};

/** The `slow` scenario (2 s latency): the busy skeleton grid with its accessible label. */
export const Loading: Story = {
  parameters: { sandbox: { scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('game-index-loading')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading games...');
    await expect(canvas.queryByTestId('game-index-grid')).toBeNull();
  },
};

/** The `empty` scenario: the spec's empty state. */
export const Empty: Story = {
  parameters: { sandbox: { scenario: 'empty' } },
  play: async ({ canvasElement }) => {
    const empty = await within(canvasElement).findByTestId('game-index-empty', {}, { timeout: 5000 });
    await expect(within(empty).getByRole('heading', { name: 'No results' })).toBeVisible();
    await expect(empty).toHaveTextContent('Please try searching using different filters.');
    await expect(within(canvasElement).queryByTestId('game-index-grid')).toBeNull();
  },
};

/** The `error` scenario: inline 'Oops!' with the server's message and a retry. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { sandbox: { scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByTestId('game-index-error', {}, { timeout: 5000 });
    await expect(within(alert).getByRole('heading', { name: 'Oops!' })).toBeVisible();
    await expect(alert).toHaveTextContent('The server ran into an unexpected problem while handling this request. Please try again later.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** The `offline` scenario: the network message inline with a retry. */
export const Offline: Story = {
  parameters: { sandbox: { scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByTestId('game-index-error', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('A network error has occurred. Please check your connection and try again.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** The game index calls this story sent (its handler only listens, then lets the shared one answer). */
const indexRequests: URL[] = [];

/**
 * A shared link (guide §3 game index URL): genre action, sub-category arena, Include Experiences on,
 * sorted by popularity. The sidebar and the sort control show the URL's values once the genres arrive,
 * and the call to the API carries them.
 */
export const Filtered: Story = {
  parameters: {
    pageUrl: '/arcade/games?cat=action&sub_cat=arena&experiences=1&sort=popular',
    msw: {
      handlers: {
        spy: [
          http.get('*/v1/public/arcade/game/index', ({ request }) => {
            indexRequests.push(new URL(request.url));
            return undefined;
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The sidebar remounts from the URL once the genres arrive: query it afresh each time.
    const filters = () => within(canvas.getByRole('search', { name: 'Filter games' }));
    await waitFor(() => expect(filters().getByLabelText('Genre')).toHaveValue('action'), { timeout: 5000 });
    await expect(filters().getByLabelText('Sub-category')).toHaveValue('arena');
    await expect(filters().getByLabelText('Include Experiences')).toBeChecked();
    await expect(filters().getByLabelText('Recently Updated')).not.toBeChecked();
    await expect(canvas.getByLabelText('Sort by')).toHaveValue('popular');
    const sent = indexRequests.at(-1)?.searchParams;
    await expect(sent?.get('genre')).toBe('action');
    await expect(sent?.get('category')).toBe('arena');
    await expect(sent?.get('includeExperience')).toBe('1');
    await expect(sent?.get('sort')).toBe('popular');
  },
};

/** On a 320-px phone: the filters above the results, nothing to scroll sideways (issue 14). */
export const SmallPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await within(await canvas.findByTestId('game-index-grid', {}, { timeout: 5000 })).findAllByRole('heading', { level: 2 }, { timeout: 5000 });
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
