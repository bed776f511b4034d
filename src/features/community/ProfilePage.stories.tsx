import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withPageRouter } from '../../../stories/support/PageStoryRouter';
import { ProfilePage } from './ProfilePage';

/*
 * /community/user/{user} per viewer and server state (guide §3 Storybook). The viewer is the sandbox's
 * persona; the profile's URL is `parameters.pageUrl`. Fixtures (guide §3): `premium` (Nova Prime, premium)
 * shares play history, inventory and friends with friends only and keeps activity to themself; `player`
 * (Player One) is premium's friend and shares everything; `developer` is no friend of premium.
 */

const meta = {
  title: 'Pages/Community Profile',
  component: ProfilePage,
  decorators: [withPageRouter('/community/user/:user', '/community/user/premium')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function opened(canvasElement: HTMLElement, alias: string) {
  const canvas = within(canvasElement);
  const heading = await canvas.findByRole('heading', { level: 1, name: alias }, { timeout: 5000 });
  await waitFor(() => expect(heading).toBeVisible());
  return canvas;
}

const hiddenNote = (canvas: ReturnType<typeof within>, section: string) => within(canvas.getByTestId(`profile-${section}`)).queryByTestId('section-hidden');

/** A visitor on premium's profile: the premium halo, public badges and achievements; the rest is private. */
export const Visitor: Story = {
  parameters: { sandbox: { persona: 'guest' } },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement, 'Nova Prime');
    await expect(canvas.getByTestId('profile-avatar')).toHaveAttribute('data-premium', 'true');
    await expect(canvas.getAllByTestId('profile-badge').length).toBeGreaterThan(0);
    for (const section of ['history', 'inventory', 'friends', 'activity']) {
      await expect(hiddenNote(canvas, section)).toHaveTextContent('Nova Prime keeps this private.');
    }
    await expect(canvas.queryByTestId('profile-owner-note')).toBeNull();
  },
};

/** player, premium's friend: play history, inventory and friends too; activity stays the owner's. */
export const Friend: Story = {
  parameters: { sandbox: { persona: 'player' } },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement, 'Nova Prime');
    for (const section of ['history', 'inventory', 'friends']) await expect(hiddenNote(canvas, section)).toBeNull();
    await expect(hiddenNote(canvas, 'activity')).not.toBeNull();
    await expect(within(canvas.getByTestId('profile-friends')).getByRole('link', { name: 'Player One' })).toHaveAttribute('href', '/community/user/player');
  },
};

/** developer is no friend of premium: the same as a visitor. */
export const Stranger: Story = {
  parameters: { sandbox: { persona: 'developer' } },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement, 'Nova Prime');
    for (const section of ['history', 'inventory', 'friends', 'activity']) await expect(hiddenNote(canvas, section)).not.toBeNull();
  },
};

/** premium on their own profile: everything, and for each part who else sees it. */
export const Owner: Story = {
  parameters: { sandbox: { persona: 'premium' } },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement, 'Nova Prime');
    await expect(canvas.getByTestId('profile-owner-note')).toHaveTextContent('This is your public profile');
    await expect(within(canvas.getByTestId('profile-activity')).getByTestId('owner-note')).toHaveTextContent('Only you see this.');
    await expect(within(canvas.getByTestId('profile-friends')).getByTestId('owner-note')).toHaveTextContent('Only your friends see this.');
    await expect(within(canvas.getByTestId('profile-badges')).getByTestId('owner-note')).toHaveTextContent('Everyone can see this.');
  },
};

/** player's profile shares everything: every section with entries, no halo (not premium). */
export const AllPublic: Story = {
  parameters: { pageUrl: '/community/user/player', sandbox: { persona: 'guest' } },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement, 'Player One');
    await expect(canvas.getByTestId('profile-avatar')).not.toHaveAttribute('data-premium');
    await expect(canvas.queryAllByTestId('section-hidden')).toHaveLength(0);
    await expect(canvas.getAllByTestId('profile-session').length).toBeGreaterThan(0);
  },
};

/** The `slow` scenario (2 s latency): the profile skeleton with its accessible label. */
export const Loading: Story = {
  parameters: { sandbox: { scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('profile-loading', {}, { timeout: 5000 })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading profile...');
  },
};

/** The `empty` scenario on player's profile: each section says it has nothing yet. */
export const Empty: Story = {
  parameters: { pageUrl: '/community/user/player', sandbox: { scenario: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement, 'Player One');
    await expect(canvas.getAllByTestId('section-empty')).toHaveLength(6);
    await expect(within(canvas.getByTestId('profile-friends')).getByTestId('section-empty')).toHaveTextContent('No friends yet.');
  },
};

/** The `error` scenario: inline 'Oops!' with the server's message and a retry. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { sandbox: { scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByTestId('profile-error', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Oops!');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** The `offline` scenario: the network message inline with a retry. */
export const Offline: Story = {
  parameters: { sandbox: { scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByTestId('profile-error', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('A network error has occurred. Please check your connection and try again.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** An unknown user: the 404 goes to the route's boundary (the app shows 'BOO! HAHA' there). */
export const NotFound: Story = {
  parameters: { pageUrl: '/community/user/nobody-here' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('route-error', {}, { timeout: 5000 })).toHaveTextContent('Status screen 404');
  },
};
