import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { withPageRouter } from '../../../../stories/support/PageStoryRouter';
import { ProfilePage } from './ProfilePage';

/*
 * /account/profile in each server state (guide §3 Storybook), as the demo player: the alias form and the
 * avatar (a file refused before upload, a preview), loading, error and a private call's 403.
 */

const meta = {
  title: 'Pages/Account/Profile',
  component: ProfilePage,
  decorators: [withPageRouter('/account/:page', '/account/profile')],
  parameters: { layout: 'padded', sandbox: { persona: 'player' } },
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const drawn = (canvasElement: HTMLElement) => within(canvasElement).findByTestId('account-profile', {}, { timeout: 5000 });
const picker = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('account-avatar-input');

/** The player's alias and avatar. */
export const Player: Story = {
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Alias/ })).toHaveValue('Player One');
    await expect(canvas.getByRole('img', { name: 'Your current avatar' })).toBeVisible();
  },
};

/** The premium player: the avatar with the premium halo. */
export const Premium: Story = {
  parameters: { sandbox: { persona: 'premium' } },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await expect(within(canvasElement).getByRole('textbox', { name: /Alias/ })).toHaveValue('Nova Prime');
  },
};

/** A too short alias: refused with the rule's sentence before anything is sent. */
export const AliasTooShort: Story = {
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    const canvas = within(canvasElement);
    const alias = canvas.getByRole('textbox', { name: /Alias/ });
    await userEvent.clear(alias);
    await userEvent.type(alias, 'a{Enter}');
    await expect(await canvas.findByText('Please enter an alias of at least 2 characters.')).toBeVisible();
  },
};

/** A file of another type: the message names it; nothing is uploaded. */
export const WrongFileType: Story = {
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    fireEvent.change(picker(canvasElement), { target: { files: [new File(['GIF89a'], 'cat.gif', { type: 'image/gif' })] } });
    await expect(await within(canvasElement).findByTestId('account-avatar-error')).toHaveTextContent('"cat.gif" is not a PNG, JPEG or WebP image. Please choose one of those.');
  },
};

/** A PNG chosen: its preview, with 'Upload Avatar' and 'Cancel'. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
    fireEvent.change(picker(canvasElement), { target: { files: [new File([png], 'me.png', { type: 'image/png' })] } });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Preview of your new avatar' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload Avatar' })).toBeEnabled();
  },
};

/** The `slow` scenario: the skeleton. */
export const Loading: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('account-profile-loading', {}, { timeout: 5000 })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The `error` scenario: 'Oops!' with the server's message and 'Try Again'. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { sandbox: { persona: 'player', scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Oops!');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** The `forbidden` scenario: the 403 goes to the route's status screen. */
export const Forbidden: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'forbidden' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('route-error', {}, { timeout: 5000 })).toHaveAttribute('data-status', '403');
  },
};
