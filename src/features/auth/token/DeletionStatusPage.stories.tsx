import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtures } from '@mocks/db/fixtures';
import { withPageRouter } from '../../../../stories/support/PageStoryRouter';
import { DeletionStatusPage } from './DeletionStatusPage';

/*
 * /auth/delete/meta?code=… (spec §2): a data-deletion request's status in each of its stages, an unknown
 * code, an address without one, and the server's and the network's failures. The codes are the seed's
 * (mocks/db/fixtures.ts).
 */

const { pending, processing, completed } = fixtures.tokens.deletion;
const url = (code: string) => `/auth/delete/meta?code=${code}`;

const meta = {
  title: 'Pages/Auth/Deletion Status',
  component: DeletionStatusPage,
  decorators: [withPageRouter('/auth/delete/meta', url(pending))],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DeletionStatusPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 5000 });

/** A pending request: 'Account Status' with its code, stage and request date; not completed yet. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Account Status')).toBeVisible();
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('deletion-code')).toHaveTextContent(pending);
    await expect(canvas.getByTestId('deletion-state')).toHaveAttribute('data-status', 'pending');
    await expect(canvas.getByText('Not yet')).toBeVisible();
  },
};

export const Processing: Story = {
  parameters: { pageUrl: url(processing) },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Account Status')).toBeVisible();
    await expect(within(canvasElement).getByTestId('deletion-state')).toHaveAttribute('data-status', 'processing');
  },
};

/** Completed: with the date it was. */
export const Completed: Story = {
  parameters: { pageUrl: url(completed) },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Account Status')).toBeVisible();
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('deletion-state')).toHaveAttribute('data-status', 'completed');
    await expect(canvas.queryByText('Not yet')).toBeNull();
  },
};

/** The `slow` scenario: 'Checking Account Status...' in a busy panel. */
export const Checking: Story = {
  parameters: { sandbox: { scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Checking Account Status...')).toBeVisible();
    await expect(within(canvasElement).getByTestId('deletion-status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A code the API does not know: 'Account Not Found' with its message. */
export const NotFound: Story = {
  parameters: { pageUrl: url('ORB0000AA') },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Account Not Found')).toBeVisible();
    await expect(within(canvasElement).getByTestId('deletion-status')).toHaveTextContent('We could not find a deletion request with this confirmation code.');
  },
};

/** No code (or none the API could know): 'Account Not Found', nothing asked. */
export const NoCode: Story = {
  parameters: { pageUrl: '/auth/delete/meta' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Account Not Found')).toBeVisible();
    await expect(within(canvasElement).getByText('This status link has no valid confirmation code. Please open the link you received again.')).toBeVisible();
  },
};

/** The `error` scenario: inline 'Oops!' with the server's message and 'Try Again'. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { sandbox: { scenario: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Account Status')).toBeVisible();
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Oops!');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** The `offline` scenario: the network's message inline, and 'Try Again'. */
export const Offline: Story = {
  parameters: { sandbox: { scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('A network error has occurred. Please check your connection and try again.');
  },
};
