import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtures } from '@mocks/db/fixtures';
import { withPageRouter } from '../../../../stories/support/PageStoryRouter';
import { NewsletterTokenPage } from './NewsletterTokenPage';

/*
 * /market/subscription/confirm and /unsubscribe (spec §2) in each state: asking, done (the server's message),
 * a used link, the server's and the network's failures, and a token that is no newsletter link of the API.
 * The tokens are the demo's (mocks/db/fixtures.ts), as the API's path.
 */

const { newsletterConfirm, newsletterUnsubscribe, newsletterUsed } = fixtures.tokens;
const link = (action: 'confirm' | 'unsubscribe', token: string) => `/v1/public/user/newsletter/subscription/${token}/${action}`;
const pageUrl = (action: 'confirm' | 'unsubscribe', token: string) => `/market/subscription/${action}?token=${encodeURIComponent(link(action, token))}`;

const meta = {
  title: 'Pages/Market/Newsletter Link',
  component: NewsletterTokenPage,
  args: { action: 'confirm' },
  decorators: [withPageRouter('/market/subscription/:action', pageUrl('confirm', newsletterConfirm))],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NewsletterTokenPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The subscriber's confirmation link: 'Subscription Confirmed' with the server's message. */
export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Subscription Confirmed' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Your newsletter subscription is confirmed. Thank you for subscribing!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Browse Games' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Home' })).toBeEnabled();
  },
};

/** The unsubscribe link of a newsletter: 'Unsubscribed' with the server's message. */
export const Unsubscribed: Story = {
  args: { action: 'unsubscribe' },
  parameters: { pageUrl: pageUrl('unsubscribe', newsletterUnsubscribe) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Unsubscribed' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('You have been unsubscribed from the newsletter and will not receive it any more.')).toBeVisible();
  },
};

/** The `slow` scenario: 'Confirming Subscription...' in a busy panel while the API answers. */
export const Confirming: Story = {
  parameters: { sandbox: { scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Confirming Subscription...' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByTestId('newsletter-token')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A link used before: the error title with the server's message, and no 'Try Again'. */
export const AlreadyUsed: Story = {
  name: 'Already used',
  parameters: { pageUrl: pageUrl('confirm', newsletterUsed) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Subscription Error' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('This subscription link has already been used.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).toBeNull();
  },
};

/** The `error` scenario: the server's message, and 'Try Again'. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { sandbox: { scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Subscription Error' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** The `offline` scenario: the network's message, and 'Try Again'. */
export const Offline: Story = {
  args: { action: 'unsubscribe' },
  parameters: { pageUrl: pageUrl('unsubscribe', newsletterUnsubscribe), sandbox: { scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Unsubscribe Error' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByTestId('newsletter-token')).toHaveTextContent('A network error has occurred. Please check your connection and try again.');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** A token that is not the API's newsletter link (here, on another host): nothing is sent; the page says so. */
export const InvalidLink: Story = {
  parameters: { pageUrl: `/market/subscription/confirm?token=${encodeURIComponent(`https://evil.example${link('confirm', newsletterConfirm)}`)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Subscription Error' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('This newsletter link is incomplete or not valid. Please open it again from your e-mail.')).toBeVisible();
  },
};
