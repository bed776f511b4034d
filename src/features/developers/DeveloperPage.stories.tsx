import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withPageRouter } from '../../../stories/support/PageStoryRouter';
import { DeveloperPage } from './DeveloperPage';

/*
 * /arcade/games/developer/{developer} in each server state (guide §3 Storybook: success, loading, empty,
 * error, offline, not found). The server state comes from `parameters.sandbox`; the URL from
 * `parameters.pageUrl`. orbital-labs is the seed's fixture developer (mocks/db/fixtures.ts).
 */

const meta = {
  title: 'Pages/Developer',
  component: DeveloperPage,
  decorators: [withPageRouter('/arcade/games/developer/:developer', '/arcade/games/developer/orbital-labs')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DeveloperPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** orbital-labs: profile, stats, its games (linking to their pages) and its latest 3 announcements. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Orbital Labs' }, { timeout: 5000 });
    await waitFor(() => expect(heading).toBeVisible());
    await expect(canvas.getByTestId('developer-joined').textContent).toMatch(/^Joined [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(canvas.getByTestId('developer-views').textContent).toMatch(/^\d+(\.\d)?k$/);
    await expect(canvas.getByTestId('developer-website')).toHaveAttribute('href', 'https://orbital-labs.example.com/');
    const games = within(canvas.getByTestId('developer-games'));
    await expect(games.getByRole('link', { name: 'Starfall Arena' })).toHaveAttribute('href', '/arcade/games/starfall-arena');
    const announcements = within(canvas.getByTestId('developer-announcements'));
    await expect(announcements.getAllByTestId('announcement-card')).toHaveLength(3);
    await expect(announcements.getByRole('link', { name: 'Starfall Arena Season 2 Is Live' })).toHaveAttribute(
      'href',
      '/arcade/games/developer/orbital-labs/announcements/starfall-arena-season-2-is-live',
    );
    await expect(announcements.getByRole('link', { name: 'View All Announcements' })).toHaveAttribute(
      'href',
      '/arcade/games/developer/orbital-labs/announcements',
    );
  },
};

/** quiet-comet has no website: the link is left out. */
export const WithoutWebsite: Story = {
  parameters: { pageUrl: '/arcade/games/developer/quiet-comet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Quiet Comet' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.queryByTestId('developer-website')).toBeNull();
  },
};

/** The `slow` scenario (2 s latency): the profile skeleton with its accessible label. */
export const Loading: Story = {
  parameters: { sandbox: { scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('developer-loading', {}, { timeout: 5000 })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading developer...');
  },
};

/** The `empty` scenario: the profile without games or announcements, each with its empty text. */
export const Empty: Story = {
  parameters: { sandbox: { scenario: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Orbital Labs' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByTestId('developer-games-empty')).toHaveTextContent('This developer has not published any games yet.');
    await expect(canvas.getByTestId('developer-announcements-empty')).toHaveTextContent(
      'This developer has not posted any announcements yet.',
    );
    await expect(canvas.queryByRole('link', { name: 'View All Announcements' })).toBeNull();
  },
};

/** The `error` scenario: inline 'Oops!' with the server's message and a retry. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { sandbox: { scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByTestId('developer-error', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Oops!');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** The `offline` scenario: the network message inline with a retry. */
export const Offline: Story = {
  parameters: { sandbox: { scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByTestId('developer-error', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('A network error has occurred. Please check your connection and try again.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** An unknown developer: the 404 goes to the route's boundary (the app shows 'BOO! HAHA' there). */
export const NotFound: Story = {
  parameters: { pageUrl: '/arcade/games/developer/no-such-developer' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('route-error', {}, { timeout: 5000 })).toHaveTextContent('Status screen 404');
  },
};
