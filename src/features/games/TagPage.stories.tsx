import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPageRouter } from '../../../stories/support/PageStoryRouter';
import { TagPage } from './TagPage';

/* /arcade/games/tag/{tag} in each server state. */
const meta = {
  title: 'Pages/Tag',
  component: TagPage,
  decorators: [withPageRouter('/arcade/games/tag/:tag', '/arcade/games/tag/multiplayer')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TagPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Tag: Multiplayer' }, { timeout: 5000 })).toBeVisible();
  },
};

/** The `slow` scenario (2 s latency): the busy heading and skeleton grid with their loading label. */
export const Loading: Story = {
  parameters: { sandbox: { scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('tag-loading')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading games...');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByTestId('tag-grid')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { sandbox: { scenario: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No results', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { sandbox: { scenario: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Oops!', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The `offline` scenario: the network message inline with a retry. */
export const Offline: Story = {
  parameters: { sandbox: { scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByTestId('tag-error', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('A network error has occurred. Please check your connection and try again.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** An unknown tag: the API's 404 goes to the route's boundary (the app shows 'BOO! HAHA' there). */
export const NotFound: Story = {
  parameters: { pageUrl: '/arcade/games/tag/no-such-tag' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('route-error', {}, { timeout: 5000 })).toHaveTextContent('Status screen 404');
  },
};
