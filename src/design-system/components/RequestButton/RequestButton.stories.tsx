import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RequestButton } from './RequestButton';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Design System/RequestButton',
  component: RequestButton,
  args: {
    children: 'Redeem code',
    successLabel: 'Redeemed',
    errorLabel: 'Invalid code',
    onSuccess: fn(),
    onError: fn(),
    onRequest: fn(() => wait(600)),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger', 'premium'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof RequestButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Click it: busy, then success, then back to initial after 1 s. */
export const Initial: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem code' }));
    await expect(canvas.getByRole('button', { name: 'Redeem code' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Redeemed' })).toBeVisible());
    await expect(canvas.getByRole('status')).toHaveTextContent('Redeemed');
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Redeem code' })).toHaveAttribute('data-state', 'initial'), {
      timeout: 2000,
    });
  },
};

/** A request that never settles: the button stays busy and ignores further clicks. */
export const Busy: Story = {
  args: { onRequest: fn(() => new Promise<void>(() => {})), busyLabel: 'Redeeming' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Redeem code' });
    await userEvent.click(button);
    await userEvent.dblClick(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onRequest).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Redeeming');
  },
};

/** The outcome stays for 10 s here so it can be inspected; in the product it is 1 s. */
export const Success: Story = {
  args: { onRequest: fn(() => Promise.resolve()), resetAfter: 10_000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem code' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Redeemed' })).toHaveAttribute('data-state', 'success'));
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { onRequest: fn(() => Promise.reject(new Error('EXPIRED-2025 has expired'))), resetAfter: 10_000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem code' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Invalid code' })).toHaveAttribute('data-state', 'error'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Invalid code');
    await expect(args.onError).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', iconStart: 'gift' } };
export const Large: Story = { args: { size: 'lg', variant: 'premium', children: 'Buy Premium', iconStart: 'crown', successLabel: 'Premium Activated!' } };
