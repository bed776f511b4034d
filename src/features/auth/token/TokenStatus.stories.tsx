import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '@/design-system';
import { TokenStatus } from './TokenStatus';

/* The frame of the pages a link from an e-mail or a provider opens, in its three states. */

const meta = {
  title: 'Pages/Auth/Token Status',
  component: TokenStatus,
  parameters: { layout: 'fullscreen' },
  args: { state: 'pending', title: 'Verifying Email...', 'data-testid': 'token-status' },
} satisfies Meta<typeof TokenStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the API: a spinner, the busy region, the heading saying what happens. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verifying Email...' })).toBeVisible();
    await expect(canvas.getByTestId('token-status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Done: the mark, the outcome, its text and the ways on. */
export const Success: Story = {
  args: {
    state: 'success',
    title: 'Email Verified',
    message: 'Thank you for verifying your email address.',
    actions: (
      <>
        <Button>Browse Games</Button>
        <Button variant="secondary">Home</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('token-status')).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.getByText('Thank you for verifying your email address.')).toBeVisible();
  },
};

/** Failed: the server's message (a long one wraps) and a retry. */
export const Failure: Story = {
  args: {
    state: 'error',
    title: 'Verification Error',
    message: 'This verification link is invalid. Please use the link from your most recent verification e-mail.',
    actions: <Button iconStart="refresh">Try Again</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** Asking the player: the page's form in the frame (/auth/social/finalize's 'Almost There!'). */
export const Input: Story = {
  args: {
    state: 'input',
    title: 'Almost There!',
    message: 'Choose the e-mail address and the username of your new Orbital account.',
    children: <Button variant="primary">Register</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('token-status')).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Almost There!' })).toBeVisible();
  },
};
