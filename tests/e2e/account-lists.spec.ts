import { expect as baseExpect, test, type Page } from '@playwright/test';

/*
 * The account area's list pages (issue 15; spec §2 /account/{page}) in the built demo as the demo player
 * (guide §3): friends (the seed's incoming request from Vega Pilot and outgoing one to Iris Voyager;
 * accept, decline, a failed accept rolled back, 'Add Friend', remove after a confirmation), achievement,
 * inventory, activity (12 entries: two pages) and history ('N Minutes' / 'N Hours', spec §9), and the
 * status screens of their private calls (spec §2). Quoted strings are the spec's where it has them.
 *
 * A friend request sent by one user and accepted by another needs two sessions on one server: the demo's
 * mock runs inside each browser context (its database in that context's localStorage), so that test is
 * tests/e2e-prod/account-lists-friends.spec.ts, against the production build and the HTTP mock.
 */

// Each page loads the demo's mock (service worker, database) first; on a busy two-core runner that can take
// longer than the default 7 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const incoming = (page: Page) => page.getByTestId('friend-requests-incoming');
const outgoing = (page: Page) => page.getByTestId('friend-requests-outgoing');
const friends = (page: Page) => page.getByTestId('friends-list');
const toast = (page: Page, text: string) => page.locator('[role="status"], [role="alert"]').filter({ hasText: text });

async function openFriends(page: Page, query = '') {
  await page.goto(`/account/friends?persona=player${query}`);
  await expect(page).not.toHaveURL(/persona=/);
  await expect(h1(page, 'Friends')).toBeVisible();
  await expect(friends(page)).toBeVisible();
  await expect(incoming(page).getByTestId('friend-request')).toHaveCount(1);
}

test.describe('/account/friends', () => {
  test('lists the friends and both requests; accepting Vega Pilot makes a friend that stays after a reload', async ({ page }) => {
    await openFriends(page);
    await expect(page.getByTestId('friends-count')).toHaveText('7 friends');
    await expect(friends(page).getByRole('link', { name: 'Nova Prime' })).toHaveAttribute('href', '/community/user/premium');
    await expect(outgoing(page).getByRole('link', { name: 'Iris Voyager' })).toBeVisible();

    await incoming(page).getByRole('button', { name: 'Accept the friend request from Vega Pilot' }).click();
    await expect(friends(page).getByRole('link', { name: 'Vega Pilot' })).toBeVisible();
    await expect(toast(page, 'You and Vega Pilot are now friends.')).toBeVisible();
    await expect(page.getByTestId('friend-requests-incoming-empty')).toBeVisible();
    await expect(page.getByTestId('friends-count')).toHaveText('8 friends');

    await page.reload();
    await expect(friends(page).getByRole('link', { name: 'Vega Pilot' })).toBeVisible();
    await expect(page.getByTestId('friend-requests-incoming-empty')).toBeVisible();
  });

  test('a failed accept (fail=account.acceptFriendRequest) is rolled back, with the server\'s message in an \'Error\' toast', async ({ page }) => {
    await openFriends(page, '&fail=account.acceptFriendRequest');
    await incoming(page).getByRole('button', { name: 'Accept the friend request from Vega Pilot' }).click();
    const error = toast(page, 'The server ran into an unexpected problem while handling this request. Please try again later.');
    await expect(error).toBeVisible();
    await expect(error).toContainText('Error');
    await expect(incoming(page).getByRole('button', { name: 'Accept the friend request from Vega Pilot' })).toBeVisible();
    await expect(friends(page).getByRole('link', { name: 'Vega Pilot' })).toHaveCount(0);
    await expect(page.getByTestId('friends-count')).toHaveText('7 friends');
  });

  test('declining and cancelling empty both request lists, by keyboard', async ({ page }) => {
    await openFriends(page);
    await incoming(page).getByRole('button', { name: 'Decline the friend request from Vega Pilot' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('friend-requests-incoming-empty')).toBeVisible();
    await outgoing(page).getByRole('button', { name: 'Cancel Request to Iris Voyager' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('friend-requests-outgoing-empty')).toBeVisible();
    await expect(friends(page).getByRole('link', { name: 'Vega Pilot' })).toHaveCount(0);
  });

  test("'Add Friend' sends a request by username; an unknown username is refused under the field, the text kept", async ({ page }) => {
    await openFriends(page);
    const field = page.getByRole('textbox', { name: 'Username' });
    await field.fill('nobody_here');
    await field.press('Enter');
    await expect(page.getByText('There is no player with the username "nobody_here".')).toBeVisible();
    await expect(field).toHaveValue('nobody_here');

    await field.fill('developer');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(toast(page, 'Friend request sent to Orbital Labs Dev.')).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(outgoing(page).getByRole('link', { name: 'Orbital Labs Dev' })).toHaveAttribute('href', '/community/user/developer');
  });

  test('removing a friend asks first, then the friend leaves the list', async ({ page }) => {
    await openFriends(page);
    await friends(page).getByRole('button', { name: 'Remove Nova Prime from your friends' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Friend' });
    await expect(dialog).toContainText('Remove Nova Prime from your friends?');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, 'Nova Prime was removed from your friends.')).toBeVisible();
    await expect(friends(page).getByRole('link', { name: 'Nova Prime' })).toHaveCount(0);
    await expect(page.getByTestId('friends-count')).toHaveText('6 friends');
  });
});

test('/account/achievement: unlocked achievements by game, with thumb and date', async ({ page }) => {
  await page.goto('/account/achievement?persona=player');
  await expect(h1(page, 'Achievements')).toBeVisible();
  await expect(page.getByTestId('achievements-summary')).toContainText(/^3 of \d+ achievements unlocked/);
  const unlocked = page.locator('[data-testid="achievement"][data-unlocked="true"]');
  await expect(unlocked).toHaveCount(3);
  await expect(unlocked.first()).toContainText(/Unlocked [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(unlocked.first().locator('img')).toBeVisible();
  await expect(page.getByTestId('achievement-group').first().getByRole('heading', { level: 2 })).toBeVisible();
});

test('/account/inventory: the owned items with counts, each opening its catalog page', async ({ page }) => {
  await page.goto('/account/inventory?persona=player');
  await expect(h1(page, 'Inventory')).toBeVisible();
  const items = page.getByTestId('inventory-item');
  await expect(items).toHaveCount(2);
  await expect(items.first().getByTestId('inventory-count')).toContainText('You own 2');
  await items.first().getByRole('link', { name: 'Comet Trail' }).click();
  await expect(page).toHaveURL(/\/arcade\/games\/starfall-arena\/catalog\/comet-trail$/);
  await expect(h1(page, 'Comet Trail')).toBeVisible();
});

test('/account/activity: the recent actions, 10 a page, with page links (12 entries: spec §4)', async ({ page }) => {
  await page.goto('/account/activity?persona=player');
  await expect(h1(page, 'Activity')).toBeVisible();
  await expect(page.getByTestId('activity-entry')).toHaveCount(10);
  const nav = page.getByRole('navigation', { name: 'Activity pages' });
  await expect(nav).toContainText('1–10 of 12');
  await nav.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/account\/activity\?page=2$/);
  await expect(page.getByTestId('activity-entry')).toHaveCount(2);
  await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test("/account/history: play sessions with game, date and the duration as 'N Minutes' or 'N Hours'", async ({ page }) => {
  await page.goto('/account/history?persona=player');
  await expect(h1(page, 'Play History')).toBeVisible();
  const entries = page.getByTestId('history-entry');
  await expect(entries).toHaveCount(8);
  for (const duration of await page.getByTestId('history-duration').allTextContents()) expect(duration).toMatch(/^\d+ (Minutes|Hours)$/);
  await expect(page.getByTestId('history-total')).toHaveText(/^\d+ (Minutes|Hours)$/);
  await expect(entries.first().getByRole('link')).toHaveAttribute('href', /^\/arcade\/games\/[a-z0-9-]+$/);
  await expect(entries.first()).toContainText(/Played [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  // 8 sessions, 10 a page: no page links.
  await expect(page.getByRole('navigation', { name: 'Play history pages' })).toHaveCount(0);
});

test.describe('the private calls\' failures (spec §2 status screens; guide §2.10)', () => {
  const cases = [
    ['friends', 'session-expired', 'Session Expired'],
    ['achievement', 'forbidden', 'Permission Denied'],
    ['inventory', 'unauthorized', 'Unauthorized Access'],
    ['activity', 'session-expired', 'Session Expired'],
    ['history', 'forbidden', 'Permission Denied'],
  ] as const;
  for (const [slug, scenario, title] of cases) {
    test(`/account/${slug} under ${scenario}: '${title}'`, async ({ page }) => {
      await page.goto(`/account/${slug}?persona=player&scenario=${scenario}`);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    });
  }

  test('offline: the network message inline with a retry, not a status screen', async ({ page }) => {
    await page.goto('/account/history?persona=player&scenario=offline');
    const error = page.getByTestId('history-error');
    await expect(error).toContainText('A network error has occurred. Please check your connection and try again.');
    await expect(error.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});
