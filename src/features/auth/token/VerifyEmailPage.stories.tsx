import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtures } from '@mocks/db/fixtures';
import { daysAfter, unixSeconds } from '@mocks/db/time';
import { withPageRouter } from '../../../../stories/support/PageStoryRouter';
import { VerifyEmailPage } from './VerifyEmailPage';

/*
 * /auth/verify-email?token=… (spec §2) in each state: verifying, verified, refused, the server's and the
 * network's failures, and an address whose token is no verification link. The token is the demo player's
 * signed link (mocks/db/fixtures.ts, signed in the seed), as the API's path.
 */

const { id, hash, signature } = fixtures.tokens.emailVerification;
const expires = unixSeconds(daysAfter(3650));
const link = (sig: string = signature) => `/v1/public/user/auth/email/verify/${id}/${hash}?expires=${expires}&signature=${sig}`;
const pageUrl = (token: string) => `/auth/verify-email?token=${encodeURIComponent(token)}`;

const meta = {
  title: 'Pages/Auth/Verify Email',
  component: VerifyEmailPage,
  decorators: [withPageRouter('/auth/verify-email', pageUrl(link()))],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof VerifyEmailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The player's link: 'Email Verified' with the spec's thanks, and the ways on. */
export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Email Verified' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Thank you for verifying your email address.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Browse Games' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Home' })).toBeEnabled();
  },
};

/** The `slow` scenario: 'Verifying Email...' in a busy panel while the API answers. */
export const Verifying: Story = {
  parameters: { sandbox: { scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verifying Email...' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByTestId('verify-email')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A link whose signature is not the server's: 'Verification Error' with the server's message, no retry. */
export const Refused: Story = {
  parameters: { pageUrl: pageUrl(link('forged')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verification Error' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByTestId('verify-email')).toHaveTextContent('This verification link is invalid');
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).toBeNull();
  },
};

/** The `error` scenario: the server's message, and 'Try Again'. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { sandbox: { scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verification Error' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** The `offline` scenario: the network's message, and 'Try Again'. */
export const Offline: Story = {
  parameters: { sandbox: { scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verification Error' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByTestId('verify-email')).toHaveTextContent('A network error has occurred. Please check your connection and try again.');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** No token, or one that is not the API's verification link: nothing is sent; the page says so. */
export const InvalidLink: Story = {
  parameters: { pageUrl: pageUrl('https://evil.example/v1/public/user/auth/email/verify/1/x?expires=1&signature=x') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verification Error' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('This verification link is incomplete or not valid. Please open it again from your e-mail.')).toBeVisible();
  },
};
