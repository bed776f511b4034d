import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';
import { logIn, MOCK_API_CONTROL, PROD_ORIGIN, resetMock } from '../security/mock';

/*
 * A friend request between two users (issue 15: "a friend request accepted in a second browser
 * context"; spec §2 /account/friends, §3 community.friend_request), in the production build against the
 * HTTP mock API: two browser contexts, two sessions, one server. (The demo cannot do this: its mock runs
 * in each context's service worker with that context's own database.) The mock's state is shared by every
 * page: reset before each test, one worker.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

const toast = (page: Page, text: string) => page.locator('[role="status"], [role="alert"]').filter({ hasText: text });

/** A browser context of its own, logged in as a demo user, with its friends page open. */
async function friendsPageAs(newContext: () => Promise<BrowserContext>, login: 'player' | 'developer'): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext();
  await logIn(context, login);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${PROD_ORIGIN}/account/friends`);
  await expect(page.getByRole('heading', { level: 1, name: 'Friends', exact: true })).toBeVisible();
  await expect(page.getByTestId('friend-requests-incoming')).toBeVisible();
  return { context, page, errors };
}

test('a friend request sent by player is accepted by developer in a second browser context: both see the friendship', async ({ browser }) => {
  const newContext = () => browser.newContext({ baseURL: PROD_ORIGIN });
  const player = await friendsPageAs(newContext, 'player');
  const developer = await friendsPageAs(newContext, 'developer');

  // player asks developer.
  await player.page.getByRole('textbox', { name: 'Username' }).fill('developer');
  await player.page.getByRole('button', { name: 'Send Request' }).click();
  await expect(toast(player.page, 'Friend request sent to Orbital Labs Dev.')).toBeVisible();
  await expect(player.page.getByTestId('friend-requests-outgoing').getByRole('link', { name: 'Orbital Labs Dev' })).toBeVisible();

  // developer, in the other context, sees it after a reload and accepts.
  await developer.page.reload();
  const request = developer.page.getByTestId('friend-requests-incoming').getByTestId('friend-request').filter({ hasText: 'Player One' });
  await expect(request).toBeVisible();
  await request.getByRole('button', { name: 'Accept the friend request from Player One' }).click();
  await expect(toast(developer.page, 'You and Player One are now friends.')).toBeVisible();
  await expect(developer.page.getByTestId('friends-list').getByRole('link', { name: 'Player One' })).toHaveAttribute('href', '/community/user/player');

  // player's page, reloaded: developer is a friend and the request is gone.
  await player.page.reload();
  await expect(player.page.getByTestId('friends-list').getByRole('link', { name: 'Orbital Labs Dev' })).toBeVisible();
  await expect(player.page.getByTestId('friend-requests-outgoing').getByRole('link', { name: 'Orbital Labs Dev' })).toHaveCount(0);

  expect([...player.errors, ...developer.errors]).toEqual([]);
  await player.context.close();
  await developer.context.close();
});

test("developer's friend_request setting 'none' refuses player's request with the server's sentence", async ({ browser }) => {
  const newContext = () => browser.newContext({ baseURL: PROD_ORIGIN });
  const developer = await newContext();
  await logIn(developer, 'developer');
  const changed = await developer.request.patch(`${MOCK_API_CONTROL}/v1/private/user/account/settings`, {
    data: { community: { friend_request: 'none' } },
    headers: { Origin: PROD_ORIGIN },
  });
  expect(changed.ok(), 'developer turns friend requests off').toBe(true);

  const player = await friendsPageAs(newContext, 'player');
  const field = player.page.getByRole('textbox', { name: 'Username' });
  await field.fill('developer');
  await field.press('Enter');
  await expect(player.page.getByText('Orbital Labs Dev does not accept friend requests.')).toBeVisible();
  await expect(field).toHaveValue('developer');
  await expect(player.page.getByTestId('friend-requests-outgoing').getByRole('link', { name: 'Orbital Labs Dev' })).toHaveCount(0);
  expect(player.errors).toEqual([]);
  await player.context.close();
  await developer.close();
});
