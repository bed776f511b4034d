import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withPageRouter } from '../../../../stories/support/PageStoryRouter';
import { SettingsPage } from './SettingsPage';

/*
 * /account/settings in each server state (guide §3 Storybook), as the demo player: every group of spec §3
 * with its fields and defaults, a group saved with its request button, a refused save, loading and errors.
 */

const meta = {
  title: 'Pages/Account/Settings',
  component: SettingsPage,
  decorators: [withPageRouter('/account/:page', '/account/settings')],
  parameters: { layout: 'padded', sandbox: { persona: 'player' } },
} satisfies Meta<typeof SettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByTestId(`settings-${name}`, {}, { timeout: 5000 });

/** Every group and field of spec §3 with its default; 'Request my data'. */
export const Player: Story = {
  play: async ({ canvasElement }) => {
    for (const name of ['general', 'security', 'privacy', 'community', 'media', 'notification']) await expect(await group(canvasElement, name)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Request my data' })).toBeEnabled();
    await expect(within(await group(canvasElement, 'privacy')).getAllByText('Default: Everyone')).toHaveLength(9);
  },
};

/** A change saved: the request button says 'Saved'. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const media = within(await group(canvasElement, 'media'));
    await userEvent.click(media.getByRole('switch', { name: /Mute all sounds/ }));
    await userEvent.click(media.getByRole('button', { name: 'Save Media' }));
    await expect(await media.findByRole('button', { name: /Saved/ }, { timeout: 5000 })).toBeVisible();
  },
};

/** The save refused (`fail=account.updateSettings`): 'Not Saved', and the choice stays on screen. */
export const SaveRefused: Story = {
  parameters: { sandbox: { persona: 'player', fail: ['account.updateSettings'] } },
  play: async ({ canvasElement }) => {
    const privacy = within(await group(canvasElement, 'privacy'));
    const select = privacy.getByRole('combobox', { name: /Who can see my profile/ });
    await userEvent.selectOptions(select, 'friends');
    await userEvent.click(privacy.getByRole('button', { name: 'Save Privacy' }));
    await expect(await privacy.findByRole('button', { name: /Not Saved/ }, { timeout: 5000 })).toBeVisible();
    await expect(select).toHaveValue('friends');
  },
};

/** The `slow` scenario: the skeleton. */
export const Loading: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('account-settings-loading', {}, { timeout: 5000 })).toHaveAttribute('aria-busy', 'true');
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

/** The `offline` scenario: the network message inline. */
export const Offline: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'A network error has occurred. Please check your connection and try again.',
    );
  },
};

/** The `session-expired` scenario: the 419 goes to the route's status screen. */
export const SessionExpired: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'session-expired' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('route-error', {}, { timeout: 5000 })).toHaveAttribute('data-status', '419');
  },
};
