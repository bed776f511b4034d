import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import { fail, ok } from '@mocks/core/envelope';
import { fixtures } from '@mocks/db/fixtures';
import { findUserById, toSession } from '@mocks/db/views';
import { withPageRouter } from '../../../../stories/support/PageStoryRouter';
import { SocialStatusPage } from './SocialStatusPage';

/*
 * /auth/social/status?provider=… (spec §2, §4) in each state: verifying, successful, unsuccessful (the
 * server's message), the server's and the network's failures ('Try Again'), a provider account that
 * goes on to finalize, and a provider the page does not know (home). The successful answer is the mock's
 * own view of the premium demo user (a completed provider round trip needs a second tab).
 */

const STATUS = '*/v1/public/user/auth/social/status';
const pageUrl = (provider: string) => `/auth/social/status?provider=${provider}`;

const meta = {
  title: 'Pages/Auth/Social Login Status',
  component: SocialStatusPage,
  decorators: [withPageRouter('/auth/social/status', pageUrl('google'))],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SocialStatusPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The provider agreed: 'Login Successful' (the session is applied; the opener hears of it). */
export const Successful: Story = {
  parameters: {
    msw: {
      handlers: {
        social: [
          http.get(STATUS, () => {
            const user = findUserById(fixtures.users.premium.id);
            return user ? ok({ type: 'login', provider: 'google', ...toSession(user) }) : fail(404, 'The premium demo user is missing.');
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Login Successful' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Account' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Home' })).toBeEnabled();
  },
};

/** The `slow` scenario: 'Verifying Login...' in a busy panel while the API answers. */
export const Verifying: Story = {
  parameters: { sandbox: { scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verifying Login...' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByTestId('social-status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** No login in progress in this browser (the mock's own answer): 'Login Unsuccessful' with its message. */
export const Unsuccessful: Story = {
  parameters: { pageUrl: pageUrl('steam') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Login Unsuccessful' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByTestId('social-status')).toHaveTextContent('There is no Steam login in progress in this browser.');
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).toBeNull();
  },
};

/** The `error` scenario: the server's message, and 'Try Again'. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { sandbox: { scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Login Unsuccessful' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** The `offline` scenario: the network's message, and 'Try Again'. */
export const Offline: Story = {
  parameters: { sandbox: { scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Login Unsuccessful' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByTestId('social-status')).toHaveTextContent('A network error has occurred. Please check your connection and try again.');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** A provider account without an Orbital account: the page goes on to /auth/social/finalize. */
export const NeedsRegistration: Story = {
  parameters: {
    msw: {
      handlers: {
        social: [
          http.get(STATUS, ({ request }) =>
            fail(422, 'Your Google account is not linked to an Orbital account yet. Please choose a username to finish signing up.', {
              debug: 'err_social_registration',
              data: { finalize: `${new URL(request.url).origin}/v1/public/user/auth/social/finalize/google/story-token-123?expires=1900000000&signature=abc` },
            }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Navigated away', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A provider the page does not know goes home, asking nothing. */
export const UnknownProvider: Story = {
  parameters: { pageUrl: pageUrl('twitter') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Navigated away', {}, { timeout: 5000 })).toBeVisible();
  },
};
