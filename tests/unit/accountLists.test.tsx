import '../setup/msw';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { AchievementsPage } from '@/features/account/pages/AchievementsPage';
import { ActivityPage } from '@/features/account/pages/ActivityPage';
import { HistoryPage } from '@/features/account/pages/HistoryPage';
import { InventoryPage } from '@/features/account/pages/InventoryPage';
import { setScenarioState } from '../../mocks/scenarios/state';
import { server } from '../setup/msw';
import { loginAs, renderAccountPage, statusScreen } from './accountListsHarness';
import { setUpPageTests } from './support/pageHarness';

/*
 * The account area's list pages /account/achievement, inventory, activity and history (spec §2) against
 * the mock backend, as the demo player (guide §3). Each: its data, its empty, error and offline states,
 * and the status screens of 401/403/419 (the scenarios unauthorized, forbidden, session-expired).
 */

// The pages are imported above: nothing lazy to load first.
setUpPageTests({ modules: () => Promise.resolve(), testTimeout: 40_000 });

beforeEach(async () => {
  await loginAs('player');
});

const NETWORK = 'A network error has occurred. Please check your connection and try again.';
/** The mock's message for a failed call (the `error` scenario and `fail=`): the server's own words. */
const SERVER_MESSAGE = 'The server ran into an unexpected problem while handling this request. Please try again later.';

const envelope = (data: unknown) => HttpResponse.json({ status: { success: true, code: 200, message: 'OK', debug: null }, data });

const session = (id: number, slug: string, title: string, started: string, duration: number, ended: string | null = started) => ({
  id,
  game: { slug, title, hero: null },
  date: { started, ended },
  duration,
});

describe('/account/history', () => {
  it("lists the sessions with game, date and the spec's humanised duration ('N Minutes' below an hour, else 'N Hours')", async () => {
    const items = [
      session(3, 'starfall-arena', 'Starfall Arena', '2026-11-20T18:00:00.000Z', 1500),
      session(2, 'neon-drift', 'Neon Drift', '2026-11-19T18:00:00.000Z', 7200),
      session(1, 'neon-drift', 'Neon Drift', '2026-11-18T18:00:00.000Z', 5400, null),
    ];
    server.use(
      http.get('*/v1/private/user/account/history', () =>
        envelope({ total_duration: 14_100, pagination: { total: 3, from: 1, to: 3, current: 1, last: 1, per_page: 10, items } }),
      ),
    );
    renderAccountPage(HistoryPage, '/account/history');
    expect(screen.getByRole('heading', { level: 1, name: 'Play History' })).toBeInTheDocument();
    const list = await screen.findByTestId('history-list');
    const entries = within(list).getAllByTestId('history-entry');
    expect(entries).toHaveLength(3);
    expect(within(entries[0]!).getByTestId('history-duration')).toHaveTextContent(/^25 Minutes$/);
    expect(within(entries[1]!).getByTestId('history-duration')).toHaveTextContent(/^2 Hours$/);
    // 1.5 hours rounds to 2; a session without an end is marked in progress.
    expect(within(entries[2]!).getByTestId('history-duration')).toHaveTextContent(/^2 Hours$/);
    expect(entries[2]).toHaveTextContent('In progress');
    expect(screen.getByTestId('history-total')).toHaveTextContent(/^4 Hours$/);
    expect(screen.getByTestId('history-count')).toHaveTextContent('3');
    expect(within(entries[0]!).getByRole('link', { name: 'Starfall Arena' })).toHaveAttribute('href', '/arcade/games/starfall-arena');
    expect(entries[0]).toHaveTextContent(/Played [A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M/);
    // One page of three: no page links (spec §4: only when total >= per page).
    expect(screen.queryByRole('navigation', { name: 'Play history pages' })).toBeNull();
  });

  it("the demo player's own sessions: every duration reads 'N Minutes' or 'N Hours'", async () => {
    renderAccountPage(HistoryPage, '/account/history');
    const list = await screen.findByTestId('history-list');
    const durations = within(list).getAllByTestId('history-duration').map((d) => d.textContent);
    expect(durations.length).toBeGreaterThan(0);
    for (const text of durations) expect(text).toMatch(/^\d+ (Minutes|Hours)$/);
  });

  it('empty: says there is nothing yet and links to the games', async () => {
    setScenarioState({ scenario: 'empty' });
    renderAccountPage(HistoryPage, '/account/history');
    const empty = await screen.findByTestId('history-empty');
    expect(empty).toHaveTextContent('No play sessions yet. Games you play while logged in show up here.');
    expect(within(empty).getByRole('link', { name: 'Browse Games' })).toHaveAttribute('href', '/arcade/games');
  });

  it("a server error shows 'Oops!' inline with the server's message and 'Try Again', which recovers", async () => {
    setScenarioState({ fail: ['account.history'] });
    const { user } = renderAccountPage(HistoryPage, '/account/history');
    const error = await screen.findByTestId('history-error');
    expect(error).toHaveTextContent('Oops!');
    expect(error).toHaveTextContent(SERVER_MESSAGE);
    setScenarioState({ fail: [] });
    await user.click(within(error).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('history-list')).toBeInTheDocument();
  });

  it('offline: the network message inline, never a status screen', async () => {
    setScenarioState({ scenario: 'offline' });
    renderAccountPage(HistoryPage, '/account/history');
    expect(await screen.findByTestId('history-error')).toHaveTextContent(NETWORK);
    expect(screen.queryByTestId('route-error')).toBeNull();
  });
});

/** Page `page` of 12 activity entries without links (10 a page). */
const activityItems = (page: number) =>
  Array.from({ length: page === 1 ? 10 : 2 }, (_, i) => ({
    uuid: `00000000-0000-4000-8000-0000000000${String(page * 20 + i).padStart(2, '0')}`,
    type: 'review',
    title: `Reviewed Game ${page}-${i}`,
    url: null,
    date: new Date(Date.UTC(2026, 10, 25 - page * 10 - i)).toISOString(),
  }));

describe('/account/activity', () => {
  it('lists the recent actions newest first, each linking to its subject, with the page links (spec §4)', async () => {
    renderAccountPage(ActivityPage, '/account/activity');
    expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    const list = await screen.findByTestId('activity-list');
    const entries = within(list).getAllByTestId('activity-entry');
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(10);
    const played = entries.find((e) => e.dataset.type === 'played');
    expect(played).toBeDefined();
    expect(within(played!).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/arcade\/games\/[a-z0-9-]+$/));
    expect(played).toHaveTextContent(/Played · [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    const times = entries.map((e) => e.querySelector('time')?.getAttribute('dateTime') ?? '');
    expect(times).toEqual(times.toSorted().toReversed());
  });

  it('shows the page links when there are at least 10 entries, and page 2 from ?page=2', async () => {
    server.use(
      http.get('*/v1/private/user/account/activity', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        return envelope({ pagination: { total: 12, from: page === 1 ? 1 : 11, to: page === 1 ? 10 : 12, current: page, last: 2, per_page: 10, items: activityItems(page) } });
      }),
    );
    const { user } = renderAccountPage(ActivityPage, '/account/activity');
    const nav = await screen.findByRole('navigation', { name: 'Activity pages' });
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/account/activity?page=2');
    expect(nav).toHaveTextContent('1–10 of 12');
    await user.click(within(nav).getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByText('Reviewed Game 2-0')).toBeInTheDocument();
    // An entry without a url is plain text, not a link.
    expect(within(screen.getAllByTestId('activity-entry')[0]!).queryByRole('link')).toBeNull();
  });

  it('one page short of a full page: no page links', async () => {
    server.use(
      http.get('*/v1/private/user/account/activity', () =>
        envelope({ pagination: { total: 9, from: 1, to: 9, current: 1, last: 1, per_page: 10, items: [] } }),
      ),
    );
    renderAccountPage(ActivityPage, '/account/activity');
    await screen.findByTestId('activity-list');
    expect(screen.queryByRole('navigation', { name: 'Activity pages' })).toBeNull();
  });

  it('empty: nothing here yet', async () => {
    setScenarioState({ scenario: 'empty' });
    renderAccountPage(ActivityPage, '/account/activity');
    expect(await screen.findByTestId('activity-empty')).toHaveTextContent('Nothing here yet. Play, review and react to games and your activity shows up here.');
  });

  it("a server error shows 'Oops!' with 'Try Again'", async () => {
    setScenarioState({ scenario: 'error' });
    renderAccountPage(ActivityPage, '/account/activity');
    const error = await screen.findByTestId('activity-error');
    expect(error).toHaveTextContent('Oops!');
    expect(error).toHaveTextContent(SERVER_MESSAGE);
    expect(within(error).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });
});

describe('/account/achievement', () => {
  it('groups the achievements by game, unlocked ones with their date, with the unlocked count', async () => {
    renderAccountPage(AchievementsPage, '/account/achievement');
    expect(screen.getByRole('heading', { level: 1, name: 'Achievements' })).toBeInTheDocument();
    const list = await screen.findByTestId('achievements-list');
    expect(screen.getByTestId('achievements-summary')).toHaveTextContent(/^3 of \d+ achievements unlocked/);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    const groups = within(list).getAllByTestId('achievement-group');
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      const title = within(group).getByRole('heading', { level: 2 }).textContent ?? '';
      expect(within(group).getByRole('link', { name: `Open ${title}` })).toHaveAttribute('href', expect.stringMatching(/^\/arcade\/games\//));
    }
    const unlocked = within(list).getAllByTestId('achievement').filter((a) => a.dataset.unlocked === 'true');
    expect(unlocked).toHaveLength(3);
    for (const card of unlocked) expect(card).toHaveTextContent(/Unlocked [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    const locked = within(list).getAllByTestId('achievement').filter((a) => a.dataset.unlocked === 'false');
    for (const card of locked) expect(card).toHaveTextContent('Locked');
  });

  it('empty: nothing to unlock yet', async () => {
    setScenarioState({ scenario: 'empty' });
    renderAccountPage(AchievementsPage, '/account/achievement');
    expect(await screen.findByTestId('achievements-empty')).toHaveTextContent('No achievements yet. Play a game with achievements to start collecting them.');
  });

  it('offline: the network message with a retry', async () => {
    setScenarioState({ scenario: 'offline' });
    renderAccountPage(AchievementsPage, '/account/achievement');
    const error = await screen.findByTestId('achievements-error');
    expect(error).toHaveTextContent(NETWORK);
    expect(within(error).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('/account/inventory', () => {
  it('lists the owned items with their counts, each linking to its catalog page', async () => {
    renderAccountPage(InventoryPage, '/account/inventory');
    expect(screen.getByRole('heading', { level: 1, name: 'Inventory' })).toBeInTheDocument();
    const list = await screen.findByTestId('inventory-list');
    const items = within(list).getAllByTestId('inventory-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/arcade/games/starfall-arena/catalog/comet-trail');
    expect(within(items[0]!).getByTestId('inventory-count')).toHaveTextContent('You own 2');
    expect(items[0]).toHaveTextContent('Starfall Arena');
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/arcade/games/starfall-arena/catalog/starter-pack');
    expect(within(items[1]!).getByTestId('inventory-count')).toHaveTextContent('You own 1');
    expect(items[1]).toHaveTextContent(/Acquired [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  });

  it('empty: the inventory is empty, with a way to the games', async () => {
    setScenarioState({ scenario: 'empty' });
    renderAccountPage(InventoryPage, '/account/inventory');
    const empty = await screen.findByTestId('inventory-empty');
    expect(empty).toHaveTextContent('Your inventory is empty.');
    expect(within(empty).getByRole('link', { name: 'Browse Games' })).toHaveAttribute('href', '/arcade/games');
  });

  it("a server error: 'Oops!' with the server's message", async () => {
    setScenarioState({ fail: ['account.inventory'] });
    renderAccountPage(InventoryPage, '/account/inventory');
    const error = await screen.findByTestId('inventory-error');
    expect(error).toHaveTextContent('Oops!');
    expect(error).toHaveTextContent(SERVER_MESSAGE);
  });
});

describe('401, 403 and 419 from the private calls are status screens (guide §2.10)', () => {
  const pages = [
    ['history', HistoryPage],
    ['activity', ActivityPage],
    ['achievement', AchievementsPage],
    ['inventory', InventoryPage],
  ] as const;
  const cases = [
    ['unauthorized', 401],
    ['forbidden', 403],
    ['session-expired', 419],
  ] as const;
  for (const [page, Page] of pages) {
    for (const [scenario, status] of cases) {
      it(`/account/${page} under ${scenario}: the ${status} screen`, async () => {
        setScenarioState({ scenario });
        renderAccountPage(Page, `/account/${page}`);
        expect(await statusScreen()).toHaveAttribute('data-status', String(status));
      });
    }
  }
});
