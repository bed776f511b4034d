import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withPageRouter } from '../../../../stories/support/PageStoryRouter';
import { PurchaseCompletePage } from './PurchaseCompletePage';

/* /market/coins/success (spec §2), where the payment page sends a player back after paying. */

const meta = {
  title: 'Pages/Market/Purchase Complete',
  component: PurchaseCompletePage,
  decorators: [withPageRouter('/market/coins/success', '/market/coins/success')],
  parameters: { layout: 'fullscreen', sandbox: { persona: 'player' } },
} satisfies Meta<typeof PurchaseCompletePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Purchase Complete', and 'Go to Dashboard' leads to the account's home. */
export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Purchase Complete' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to Shop' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Dashboard' }));
    await expect(await canvas.findByText('Navigated away')).toBeVisible();
  },
};
