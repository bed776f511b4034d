import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DialogHost } from '@/design-system';
import { withPageRouter } from '../../../../stories/support/PageStoryRouter';
import { FriendsPage } from './FriendsPage';

/*
 * /account/friends in each server state (guide §3 Storybook), as the demo player: 7 friends, one incoming
 * request (Vega Pilot) and one outgoing. The request states: accepting, a failed accept rolled back,
 * declining, cancelling, a refused 'Add Friend' (the receiver's friend_request setting), removing after a
 * confirmation. The app's dialog host is the page's (src/app provides it).
 */

const withDialogs: Decorator = (Story) => (
  <DialogHost>
    <Story />
  </DialogHost>
);

const meta = {
  title: 'Pages/Account/Friends',
  component: FriendsPage,
  decorators: [withPageRouter('/account/:page', '/account/friends'), withDialogs],
  parameters: { layout: 'padded', sandbox: { persona: 'player' } },
} satisfies Meta<typeof FriendsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function opened(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const list = await canvas.findByTestId('friends-list', {}, { timeout: 5000 });
  await waitFor(() => expect(list).toBeVisible());
  await within(canvas.getByTestId('friend-requests-incoming')).findByTestId('friend-request', {}, { timeout: 5000 });
  return canvas;
}

const names = (canvas: ReturnType<typeof within>) => within(canvas.getByTestId('friends-list')).getAllByTestId('friend-name').map((a) => a.textContent);

/** The friends (online first), the incoming request from Vega Pilot, one outgoing request, and 'Add Friend'. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Friends' })).toBeVisible();
    await expect(canvas.getByTestId('friends-count')).toHaveTextContent('7 friends');
    await expect(canvas.getByRole('button', { name: 'Accept the friend request from Vega Pilot' })).toBeEnabled();
    await expect(within(canvas.getByTestId('friend-requests-outgoing')).getAllByTestId('friend-request')).toHaveLength(1);
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeEnabled();
  },
};

/** Accepting: the request leaves at once, Vega Pilot joins the friends, and the toast confirms. */
export const AcceptRequest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept the friend request from Vega Pilot' }));
    await expect(names(canvas)).toContain('Vega Pilot');
    await expect(await canvas.findByTestId('friend-requests-incoming-empty', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('friends-count')).toHaveTextContent('8 friends'));
  },
};

/** A failed accept (`fail=account.acceptFriendRequest`): shown at once, then rolled back. */
export const AcceptFails: Story = {
  parameters: { sandbox: { persona: 'player', fail: ['account.acceptFriendRequest'] } },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept the friend request from Vega Pilot' }));
    await expect(await canvas.findByRole('button', { name: 'Accept the friend request from Vega Pilot' }, { timeout: 5000 })).toBeEnabled();
    await waitFor(() => expect(names(canvas)).not.toContain('Vega Pilot'));
    await expect(canvas.getByTestId('friends-count')).toHaveTextContent('7 friends');
  },
};

/** Declining: the request leaves without a friendship. */
export const DeclineRequest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Decline the friend request from Vega Pilot' }));
    await expect(await canvas.findByTestId('friend-requests-incoming-empty', {}, { timeout: 5000 })).toBeVisible();
    await expect(names(canvas)).not.toContain('Vega Pilot');
  },
};

/** Cancelling the outgoing request. */
export const CancelRequest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Cancel Request to / }));
    await expect(await canvas.findByTestId('friend-requests-outgoing-empty', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** 'Add Friend' refused by the receiver's friend_request setting: the server's sentence under the field, the username kept. */
export const AddFriendRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        account: [
          http.post('*/v1/private/user/account/friends/requests', () =>
            HttpResponse.json(
              { status: { success: false, code: 403, message: 'Orbital Labs Dev does not accept friend requests.', debug: 'err_friend_request_refused' }, data: null },
              { status: 403 },
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(field, 'developer');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Request' }));
    await expect(await canvas.findByText('Orbital Labs Dev does not accept friend requests.', {}, { timeout: 5000 })).toBeVisible();
    await expect(field).toHaveValue('developer');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** 'Remove' asks first: the confirmation dialog names the friend. */
export const RemoveConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Nova Prime from your friends' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Remove Friend' }, { timeout: 5000 });
    await expect(dialog).toHaveTextContent('Remove Nova Prime from your friends? You can send them a new request later.');
    await expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeEnabled();
  },
};

/** The `slow` scenario: the skeletons with their accessible label. */
export const Loading: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('friends-loading', {}, { timeout: 5000 })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByTestId('friend-requests-loading')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The `empty` scenario: no friends, no requests; 'Add Friend' still there. */
export const Empty: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('friends-empty', {}, { timeout: 5000 })).toHaveTextContent('You have not added any friends yet.');
    await expect(await canvas.findByTestId('friend-requests-incoming-empty', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByTestId('friend-requests-outgoing-empty')).toBeVisible();
  },
};

/** The `error` scenario: 'Oops!' with 'Try Again' for each list. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { sandbox: { persona: 'player', scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const error = await canvas.findByTestId('friends-error', {}, { timeout: 5000 });
    await expect(error).toHaveTextContent('Oops!');
    await expect(within(error).getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(await canvas.findByTestId('friend-requests-error', {}, { timeout: 5000 })).toHaveTextContent('Oops!');
  },
};

/** The `offline` scenario: the network message inline with a retry. */
export const Offline: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'offline' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('friends-error', {}, { timeout: 5000 })).toHaveTextContent(
      'A network error has occurred. Please check your connection and try again.',
    );
  },
};

/** The `unauthorized` scenario: the 401 goes to the route's status screen. */
export const Unauthorized: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'unauthorized' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('route-error', {}, { timeout: 5000 })).toHaveAttribute('data-status', '401');
  },
};
