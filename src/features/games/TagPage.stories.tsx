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

export const Loading: Story = { parameters: { sandbox: { scenario: 'slow' } } };

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
