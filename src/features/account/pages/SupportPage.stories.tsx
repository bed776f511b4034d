import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPageRouter } from '../../../../stories/support/PageStoryRouter';
import { SupportPage } from './SupportPage';

/*
 * /account/support in each server state (guide §3 Storybook), as the demo player: the help centre's contact
 * form starting with the account's e-mail address.
 */

const meta = {
  title: 'Pages/Account/Support',
  component: SupportPage,
  decorators: [withPageRouter('/account/:page', '/account/support')],
  parameters: { layout: 'padded', sandbox: { persona: 'player' } },
} satisfies Meta<typeof SupportPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form with the player's e-mail address; Send waits for subject and message. */
export const Player: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /E-mail address/ }, { timeout: 5000 })).toHaveValue('player@orbital.test');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** The premium player's address. */
export const Premium: Story = {
  parameters: { sandbox: { persona: 'premium' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: /E-mail address/ }, { timeout: 5000 })).toHaveValue('premium@orbital.test');
  },
};

/** The `slow` scenario: the skeleton. */
export const Loading: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('account-support-loading', {}, { timeout: 5000 })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The `error` scenario: 'Oops!' with the server's message and 'Try Again'. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { sandbox: { persona: 'player', scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Oops!');
  },
};

/** The `forbidden` scenario: the 403 goes to the route's status screen. */
export const Forbidden: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'forbidden' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('route-error', {}, { timeout: 5000 })).toHaveAttribute('data-status', '403');
  },
};
