import '../setup/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { FriendsPage } from '@/features/account/pages/FriendsPage';
import { db, findUserByUsername } from '../../mocks/db';
import { setScenarioState } from '../../mocks/scenarios/state';
import { server } from '../setup/msw';
import { loginAs, renderAccountPage, statusScreen, toastWith } from './accountListsHarness';
import { gate, setUpPageTests } from './support/pageHarness';

/*
 * /account/friends (spec §2, §3 community.friend_request; Decision 2) against the mock backend as the demo
 * player (guide §3): 7 friends (premium 'Nova Prime' among them), one incoming request (Vega Pilot) and
 * one outgoing. Accept, decline and cancel are optimistic and roll back on failure; remove asks first;
 * 'Add Friend' shows the server's refusal under the field and keeps what was typed.
 */

setUpPageTests({ modules: () => Promise.resolve(), testTimeout: 40_000 });

beforeEach(async () => {
  await loginAs('player');
});

const SERVER_MESSAGE = 'The server ran into an unexpected problem while handling this request. Please try again later.';

async function openFriends() {
  const rendered = renderAccountPage(FriendsPage, '/account/friends');
  await screen.findByTestId('friends-list');
  await within(screen.getByTestId('friend-requests-incoming')).findByTestId('friend-request');
  return rendered;
}

const incoming = () => within(screen.getByTestId('friend-requests-incoming'));
const outgoing = () => within(screen.getByTestId('friend-requests-outgoing'));
const friendNames = () => within(screen.getByTestId('friends-list')).getAllByTestId('friend-name').map((a) => a.textContent);

describe('the lists', () => {
  it('shows the friends with their state and profile links, and the pending requests both ways', async () => {
    await openFriends();
    expect(screen.getByRole('heading', { level: 1, name: 'Friends' })).toBeInTheDocument();
    expect(screen.getByTestId('friends-count')).toHaveTextContent('7 friends');
    const premium = within(screen.getByTestId('friends-list'))
      .getAllByTestId('friend')
      .find((f) => f.dataset.username === 'premium');
    expect(premium).toBeDefined();
    expect(within(premium!).getByRole('link', { name: 'Nova Prime' })).toHaveAttribute('href', '/community/user/premium');
    expect(premium).toHaveTextContent('@premium');
    expect(premium).toHaveTextContent('Online');
    expect(premium).toHaveTextContent(/Friends since [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(incoming().getByRole('link', { name: 'Vega Pilot' })).toHaveAttribute('href', '/community/user/vega_pilot');
    expect(incoming().getByRole('button', { name: 'Accept the friend request from Vega Pilot' })).toBeInTheDocument();
    expect(incoming().getByRole('button', { name: 'Decline the friend request from Vega Pilot' })).toBeInTheDocument();
    expect(outgoing().getAllByTestId('friend-request')).toHaveLength(1);
    expect(outgoing().getByRole('button', { name: /^Cancel Request to / })).toBeInTheDocument();
    // 7 friends, 12 a page: no page links.
    expect(screen.queryByRole('navigation', { name: 'Friend pages' })).toBeNull();
  });

  it('empty: no friends and no requests, each said so', async () => {
    setScenarioState({ scenario: 'empty' });
    renderAccountPage(FriendsPage, '/account/friends');
    expect(await screen.findByTestId('friends-empty')).toHaveTextContent('You have not added any friends yet.');
    expect(await screen.findByTestId('friend-requests-incoming-empty')).toHaveTextContent('No one is waiting for an answer from you.');
    expect(screen.getByTestId('friend-requests-outgoing-empty')).toHaveTextContent('You have no requests waiting for an answer.');
    // Adding a friend still works from an empty page.
    expect(screen.getByRole('button', { name: 'Send Request' })).toBeEnabled();
  });

  it("a server error shows 'Oops!' inline with 'Try Again'; offline the network message", async () => {
    setScenarioState({ fail: ['account.friends', 'account.friendRequests'] });
    const { user } = renderAccountPage(FriendsPage, '/account/friends');
    const error = await screen.findByTestId('friends-error');
    expect(error).toHaveTextContent('Oops!');
    expect(error).toHaveTextContent(SERVER_MESSAGE);
    expect(await screen.findByTestId('friend-requests-error')).toHaveTextContent('Oops!');
    setScenarioState({ fail: [] });
    await user.click(within(error).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('friends-list')).toBeInTheDocument();
  });

  it('offline: the network message, not a status screen', async () => {
    setScenarioState({ scenario: 'offline' });
    renderAccountPage(FriendsPage, '/account/friends');
    expect(await screen.findByTestId('friends-error')).toHaveTextContent('A network error has occurred. Please check your connection and try again.');
    expect(screen.queryByTestId('route-error')).toBeNull();
  });

  for (const [scenario, status] of [
    ['unauthorized', 401],
    ['forbidden', 403],
    ['session-expired', 419],
  ] as const) {
    it(`${scenario}: the ${status} status screen`, async () => {
      setScenarioState({ scenario });
      renderAccountPage(FriendsPage, '/account/friends');
      expect(await statusScreen()).toHaveAttribute('data-status', String(status));
    });
  }
});

describe('answering requests (optimistic, rolled back on failure)', () => {
  it('accept: the request leaves at once and Vega Pilot joins the friends; the server agrees', async () => {
    const { user } = await openFriends();
    await user.click(incoming().getByRole('button', { name: 'Accept the friend request from Vega Pilot' }));
    expect(incoming().queryByTestId('friend-request')).toBeNull();
    expect(friendNames()).toContain('Vega Pilot');
    await toastWith('You and Vega Pilot are now friends.');
    expect(await screen.findByTestId('friend-requests-incoming-empty')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('friends-count')).toHaveTextContent('8 friends'));
    // Focus stays in the section whose row went away.
    expect(screen.getByRole('heading', { level: 2, name: 'Incoming Requests' })).toHaveFocus();
  });

  it('accept that fails: shown at once, then rolled back, with the server\'s message in the \'Error\' toast', async () => {
    const release = gate();
    server.use(
      http.post('*/v1/private/user/account/friends/requests/:uuid/accept', async () => {
        await release.promise;
        return HttpResponse.json({ status: { success: false, code: 500, message: 'Friendships are down for a moment.', debug: null }, data: null }, { status: 500 });
      }),
    );
    const { user } = await openFriends();
    await user.click(incoming().getByRole('button', { name: 'Accept the friend request from Vega Pilot' }));
    // Optimistic: gone from the requests, already a friend.
    expect(incoming().queryByTestId('friend-request')).toBeNull();
    expect(friendNames()).toContain('Vega Pilot');
    release.resolve();
    const toast = await toastWith('Friendships are down for a moment.');
    expect(toast).toHaveTextContent('Error');
    // Rolled back: the request is back, Vega Pilot is not a friend.
    expect(await incoming().findByRole('button', { name: 'Accept the friend request from Vega Pilot' })).toBeInTheDocument();
    expect(friendNames()).not.toContain('Vega Pilot');
    expect(screen.getByTestId('friends-count')).toHaveTextContent('7 friends');
    expect(findUserByUsername('vega_pilot')).toBeDefined();
    expect(db.friendRequests.findMany((q) => q.where({ toId: 1 }))).toHaveLength(1);
  });

  it('decline: the request leaves without a friendship', async () => {
    const { user } = await openFriends();
    await user.click(incoming().getByRole('button', { name: 'Decline the friend request from Vega Pilot' }));
    expect(incoming().queryByTestId('friend-request')).toBeNull();
    await toastWith('You declined the friend request from Vega Pilot.');
    expect(friendNames()).not.toContain('Vega Pilot');
    expect(db.friendRequests.findMany((q) => q.where({ toId: 1 }))).toHaveLength(0);
  });

  it('decline that fails: the request comes back and the toast says why', async () => {
    setScenarioState({ fail: ['account.declineFriendRequest'] });
    const { user } = await openFriends();
    await user.click(incoming().getByRole('button', { name: 'Decline the friend request from Vega Pilot' }));
    await toastWith(SERVER_MESSAGE);
    expect(await incoming().findByRole('button', { name: 'Decline the friend request from Vega Pilot' })).toBeInTheDocument();
  });

  it('cancel: the outgoing request is withdrawn; a failure puts it back', async () => {
    setScenarioState({ fail: ['account.cancelFriendRequest'] });
    const { user } = await openFriends();
    const cancel = outgoing().getByRole('button', { name: /^Cancel Request to / });
    await user.click(cancel);
    await toastWith(SERVER_MESSAGE);
    const again = await outgoing().findByRole('button', { name: /^Cancel Request to / });
    setScenarioState({ fail: [] });
    await user.click(again);
    await toastWith('was withdrawn.');
    expect(await screen.findByTestId('friend-requests-outgoing-empty')).toBeInTheDocument();
  });
});

describe('removing a friend', () => {
  it('asks first; cancelling keeps the friend, confirming removes them', async () => {
    const { user } = await openFriends();
    await user.click(screen.getByRole('button', { name: 'Remove Nova Prime from your friends' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove Friend' });
    expect(dialog).toHaveTextContent('Remove Nova Prime from your friends? You can send them a new request later.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(friendNames()).toContain('Nova Prime');

    await user.click(screen.getByRole('button', { name: 'Remove Nova Prime from your friends' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove Friend' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await toastWith('Nova Prime was removed from your friends.');
    await waitFor(() => expect(friendNames()).not.toContain('Nova Prime'));
    expect(screen.getByTestId('friends-count')).toHaveTextContent('6 friends');
  });

  it('a failure keeps the dialog open and the friend listed; the toast says why', async () => {
    setScenarioState({ fail: ['account.removeFriend'] });
    const { user } = await openFriends();
    await user.click(screen.getByRole('button', { name: 'Remove Nova Prime from your friends' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Friend' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await toastWith(SERVER_MESSAGE);
    expect(screen.getByRole('dialog', { name: 'Remove Friend' })).toBeInTheDocument();
    expect(friendNames()).toContain('Nova Prime');
  });
});

describe('Add Friend (community.friend_request, spec §3)', () => {
  it('sends a request by username: the toast confirms, the field clears and the request is listed as outgoing', async () => {
    const { user } = await openFriends();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'developer');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    await toastWith('Friend request sent to Orbital Labs Dev.');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('');
    expect(await outgoing().findByRole('link', { name: 'Orbital Labs Dev' })).toHaveAttribute('href', '/community/user/developer');
  });

  it("a user whose setting is 'none': the server's refusal under the field, what was typed kept", async () => {
    const developer = findUserByUsername('developer')!;
    await db.users.update((q) => q.where({ id: developer.id }), {
      data(record) {
        record.settings.community.friend_request = 'none';
      },
    });
    const { user } = await openFriends();
    const field = screen.getByRole('textbox', { name: 'Username' });
    await user.type(field, 'developer{Enter}');
    expect(await screen.findByText('Orbital Labs Dev does not accept friend requests.')).toBeInTheDocument();
    expect(field).toHaveValue('developer');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    // The form shows it: no 'Error' toast on top.
    expect([...screen.queryAllByRole('status'), ...screen.queryAllByRole('alert')].some((s) => s.textContent?.includes('does not accept'))).toBe(false);
  });

  it('an unknown username and an empty field are refused with a sentence', async () => {
    const { user } = await openFriends();
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(screen.getByText('Please enter the username of the player you want to add.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'nobody_here');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('There is no player with the username "nobody_here".')).toBeInTheDocument();
  });
});
