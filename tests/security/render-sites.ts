import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { apiGet, logIn, PROD_ORIGIN, type MockPatch } from './mock';
import { harnessFrame, request as sdkRequest, serveHarness } from '../e2e/support-sdk';
import { concatenated, htmlBatches, type Payload } from './payloads';
import { headDown } from '../quality/page';

/*
 * Every place the app renders text or HTML that comes from the API: the render sites of the security
 * suite (tests/e2e-prod/security-xss.spec.ts runs every payload of ./payloads.ts through each of them,
 * in the production build, against the HTTP mock API).
 *
 * HOW A NEW PAGE JOINS (announcements, reviews, responses, profiles, the shop, …): add an entry to
 * `renderSites` below — nothing else. An entry says
 *
 *   - `kind`: 'text' (the API sends text: React must print every payload literally) or 'html' (the API
 *     sends HTML: it must be sanitised; every payload's marker paragraph must still be there, which
 *     proves no payload swallowed the ones after it);
 *   - `loads(payloads, request)`: how to show the corpus — a list of page loads, each with the
 *     `POST /__mock/patch` calls that put payloads into the mock database (validated against the
 *     record schema: only data the real API could send) and the URL to open; batch the corpus so the
 *     site costs one or a few page loads (concatenate an HTML body, spread text over the records a
 *     page lists);
 *   - `area`: a CSS selector of the rendered area (the audit covers the whole document, the literal-text
 *     check this area);
 *   - `ready`/`open` (optional): what to wait for, and what to do first (log in, open a menu).
 *
 * The runner checks after each load: no trap fired (`xssTrap(id)`, a dialog), no page error, no `on*`
 * attribute, no `javascript:`/`data:text/html` URL, no `<script>`/`<iframe srcdoc>`/`<base>`/
 * `<meta http-equiv>` anywhere; text sites show each payload verbatim. The Dialog's API-provided
 * content is covered by the Storybook story `Design System/Dialog/Security` (no page shows API HTML in
 * a dialog yet); a page that does joins here.
 */

export interface SiteLoad {
  /** The payloads this load shows (text sites: each must appear verbatim in the area). */
  payloads: readonly Payload[];
  patches: MockPatch[];
  url: string;
}

export interface RenderSite {
  name: string;
  kind: 'text' | 'html';
  loads(payloads: readonly Payload[], request: APIRequestContext): Promise<SiteLoad[]>;
  area: string;
  /** Before the first load (e.g. log in). */
  before?: (context: BrowserContext) => Promise<void>;
  /** After each load, before the checks (e.g. open the account menu). */
  open?: (page: Page) => Promise<void>;
  /** Text sites: false when the site may shorten the text (the check then only audits). Default true. */
  verbatim?: boolean;
  /**
   * 'client': after the first load, the next URLs are opened inside the app (history.pushState +
   * popstate, what the router does for a link), which keeps many loads cheap. Default: a page load each.
   */
  navigation?: 'load' | 'client';
}

/** Deals the payloads round-robin into `n` groups. */
function deal<T>(items: readonly T[], n: number): T[][] {
  const groups: T[][] = Array.from({ length: n }, () => []);
  items.forEach((item, i) => groups[i % n]?.push(item));
  return groups;
}

/** Several text payloads in one field: a separator that is plain text. */
const joinText = (list: readonly Payload[]) => list.map((p) => p.html).join(' ¦ ');

interface GameIndexData {
  pagination: { items: Array<{ slug: string }> };
}

const SEARCH_MAX = 100;

/** Payload groups each of whose joined text fits `max` characters (a review body is at most 500). */
function packed(list: readonly Payload[], max: number): Payload[][] {
  const groups: Payload[][] = [];
  for (const payload of list) {
    const last = groups.at(-1);
    if (last && joinText([...last, payload]).length <= max) last.push(payload);
    else groups.push([payload]);
  }
  return groups;
}

/** starfall-arena's achievements (the seed's fixture titles, mocks/db/seed/catalog.ts). */
const STARFALL_ACHIEVEMENTS = ['First Blood', 'Starfall Survivor', 'Blade Master', 'Team Player', 'Arena Legend', 'Collector'];
/** The query parameter that tells the render site's `open` which achievement the load's game unlocks. */
const UNLOCK_PARAM = 'xss_unlock';
/** The mock's achievement slug: the title slugified (mocks/handlers/lib/commerce.ts `slugOf`). */
const slugOf = (title: string) => title.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The game page's fixture game (guide §3), its page and its first page of reviews. */
const GAME = 'starfall-arena';
const GAME_URL = `/arcade/games/${GAME}`;

/** On a game's page, the player scrolls down: its parts below the description are drawn then (ADR 0008 › On approach). */
async function headDownGamePage(page: Page): Promise<void> {
  await expect(page.getByTestId('game-description')).toBeVisible({ timeout: 15_000 });
  await headDown(page);
}

interface GameDetailsData {
  game: { tags: Array<{ slug: string; title: string }>; developer: { slug: string; name: string; logo: string | null } };
  catalog: Array<{ slug: string }>;
  games: { overlay: Array<{ slug: string }> };
}

async function firstReviews(request: APIRequestContext): Promise<string[]> {
  const reviews = await apiGet<{ pagination: { items: Array<{ uuid: string }> } }>(request, `/v1/public/arcade/game/${GAME}/reviews?page=1`);
  const uuids = reviews.pagination.items.map((r) => r.uuid);
  expect(uuids.length, `${GAME} has reviews on its first page`).toBeGreaterThan(0);
  return uuids;
}

/** As many loads as it takes to show every group, one group per review of the first page. */
function reviewLoads(groups: Payload[][], uuids: string[], field: 'body' | 'response'): SiteLoad[] {
  const loads: SiteLoad[] = [];
  for (let at = 0; at < groups.length; at += uuids.length) {
    const batch = groups.slice(at, at + uuids.length);
    loads.push({
      payloads: batch.flat(),
      patches: batch.map((group, i) => ({ collection: 'reviews', where: { uuid: uuids[i] ?? '' }, set: { [field]: joinText(group) } })),
      url: GAME_URL,
    });
  }
  return loads;
}

/** The parts of a public profile the profile's render site fills (community.profile). */
interface ProfileData {
  profile: { activity: Array<{ uuid: string }> | null; friends: Array<{ username: string }> | null; achievements: Array<{ title: string }> | null };
}

/** A seeded developer with four announcements, and one of them. */
const DEVELOPER = 'orbital-labs';
const ANNOUNCEMENT = 'starfall-arena-season-2-is-live';
const ANNOUNCEMENT_URL = `/arcade/games/developer/${DEVELOPER}/announcements/${ANNOUNCEMENT}`;

export const renderSites: readonly RenderSite[] = [
  {
    name: 'game titles on the game index cards',
    kind: 'text',
    area: '[data-testid="game-index-grid"]',
    async loads(payloads, request) {
      const index = await apiGet<GameIndexData>(request, '/v1/public/arcade/game/index?sort=released&page=1');
      const slugs = index.pagination.items.map((g) => g.slug);
      const groups = deal(payloads, slugs.length);
      return [
        {
          payloads,
          patches: slugs.map((slug, i) => ({ collection: 'games', where: { slug }, set: { title: joinText(groups[i] ?? []) } })),
          url: '/arcade/games',
        },
      ];
    },
  },
  {
    name: 'game titles and excerpts on the home page (slider, newest, popular)',
    kind: 'text',
    // The slider shortens titles to 40 characters: audited, not compared.
    verbatim: false,
    area: 'main',
    async loads(payloads, request) {
      const home = await apiGet<{ games: Record<'slider' | 'updated' | 'popular', Array<{ slug: string }>> }>(request, '/v1/public/global/home');
      const slugs = [...new Set([...home.games.slider, ...home.games.updated, ...home.games.popular].map((g) => g.slug))];
      const groups = deal(payloads, slugs.length);
      return [
        {
          payloads,
          patches: slugs.map((slug, i) => ({ collection: 'games', where: { slug }, set: { title: joinText(groups[i] ?? []), excerpt: joinText(groups[i] ?? []) } })),
          url: '/',
        },
      ];
    },
  },
  {
    name: "the logged-in player's display name in the account menu",
    kind: 'text',
    // The menu's panel: its header (alias, @username) and the items.
    area: ':has(> [role="menu"])',
    before: (context) => logIn(context, 'player'),
    async loads(payloads) {
      return [{ payloads, patches: [{ collection: 'users', where: { username: 'player' }, set: { alias: joinText(payloads) } }], url: '/hc' }];
    },
    async open(page) {
      // The header's: the help centre's first screen has its own 'Create an Account' button.
      await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
    },
  },
  {
    name: "the logged-in player's alias on the account dashboard (its welcome line)",
    kind: 'text',
    area: '[data-testid="account-home"] header',
    before: (context) => logIn(context, 'player'),
    async loads(payloads) {
      return [{ payloads, patches: [{ collection: 'users', where: { username: 'player' }, set: { alias: joinText(payloads) } }], url: '/account/home' }];
    },
  },
  {
    name: "friends' and friend requesters' aliases on /account/friends",
    kind: 'text',
    area: '[data-testid="account-friends"]',
    before: (context) => logIn(context, 'player'),
    async loads(payloads, request) {
      const friends = await apiGet<{ pagination: { items: Array<{ username: string }> } }>(request, '/v1/private/user/account/friends');
      const requests = await apiGet<Record<'incoming' | 'outgoing', Array<{ user: { username: string } }>>>(request, '/v1/private/user/account/friends/requests');
      const usernames = [...friends.pagination.items, ...requests.incoming.map((r) => r.user), ...requests.outgoing.map((r) => r.user)].map((u) => u.username);
      expect(usernames.length, 'the player has friends and requests').toBeGreaterThan(2);
      const groups = deal(payloads, usernames.length);
      return [
        {
          payloads,
          patches: usernames.map((username, i) => ({ collection: 'users', where: { username }, set: { alias: joinText(groups[i] ?? []) } })),
          url: '/account/friends',
        },
      ];
    },
  },
  {
    name: 'activity titles on /account/activity',
    kind: 'text',
    area: '[data-testid="activity-list"]',
    before: (context) => logIn(context, 'player'),
    async loads(payloads, request) {
      const activity = await apiGet<{ pagination: { items: Array<{ uuid: string }> } }>(request, '/v1/private/user/account/activity');
      const uuids = activity.pagination.items.map((a) => a.uuid);
      const groups = deal(payloads, uuids.length);
      return [{ payloads, patches: uuids.map((uuid, i) => ({ collection: 'activity', where: { uuid }, set: { title: joinText(groups[i] ?? []) } })), url: '/account/activity' }];
    },
  },
  {
    name: 'achievement titles and descriptions on /account/achievement',
    kind: 'text',
    area: '[data-testid="achievements-list"]',
    before: (context) => logIn(context, 'player'),
    async loads(payloads, request) {
      const achievements = await apiGet<{ pagination: { items: Array<{ uuid: string }> } }>(request, '/v1/private/user/account/achievements');
      const uuids = achievements.pagination.items.map((a) => a.uuid);
      const groups = deal(payloads, uuids.length);
      return [
        {
          payloads,
          patches: uuids.map((uuid, i) => ({ collection: 'achievements', where: { uuid }, set: { title: joinText(groups[i] ?? []), desc: joinText(groups[i] ?? []) } })),
          url: '/account/achievement',
        },
      ];
    },
  },
  {
    name: 'item names and game titles on /account/inventory',
    kind: 'text',
    area: '[data-testid="inventory-list"]',
    before: (context) => logIn(context, 'player'),
    async loads(payloads, request) {
      const inventory = await apiGet<{ pagination: { items: Array<{ slug: string; game: { slug: string } }> } }>(request, '/v1/private/user/account/inventory');
      const items = inventory.pagination.items;
      expect(items.length, 'the player owns items').toBeGreaterThan(0);
      const groups = deal(payloads, items.length);
      return [
        {
          payloads,
          patches: items.map((item, i) => ({ collection: 'catalogItems', where: { slug: item.slug }, set: { name: joinText(groups[i] ?? []) } })),
          url: '/account/inventory',
        },
      ];
    },
  },
  {
    name: 'game titles on /account/history',
    kind: 'text',
    area: '[data-testid="history-list"]',
    before: (context) => logIn(context, 'player'),
    async loads(payloads, request) {
      const history = await apiGet<{ pagination: { items: Array<{ game: { slug: string } }> } }>(request, '/v1/private/user/account/history');
      const slugs = [...new Set(history.pagination.items.map((h) => h.game.slug))];
      const groups = deal(payloads, slugs.length);
      return [{ payloads, patches: slugs.map((slug, i) => ({ collection: 'games', where: { slug }, set: { title: joinText(groups[i] ?? []) } })), url: '/account/history' }];
    },
  },
  {
    name: 'an article title',
    kind: 'text',
    area: '[data-testid="blog-article"] h1',
    async loads(payloads) {
      return [{ payloads, patches: [{ collection: 'articles', where: { slug: 'welcome-to-orbital' }, set: { title: joinText(payloads) } }], url: '/blog/article/welcome-to-orbital' }];
    },
  },
  {
    name: 'an article body (HTML)',
    kind: 'html',
    area: '[data-testid="article-body"]',
    async loads(payloads) {
      return htmlBatches(payloads).map((batch) => ({
        payloads: batch,
        patches: [{ collection: 'articles', where: { slug: 'welcome-to-orbital' }, set: { content: concatenated(batch) } }],
        url: '/blog/article/welcome-to-orbital',
      }));
    },
  },
  {
    name: 'a legal page title',
    kind: 'text',
    area: '#legal-title',
    async loads(payloads) {
      return [{ payloads, patches: [{ collection: 'legalPages', where: { slug: 'imprint' }, set: { title: joinText(payloads) } }], url: '/hc/legal/imprint' }];
    },
  },
  {
    name: 'a legal page body (HTML)',
    kind: 'html',
    area: '[data-testid="legal-content"]',
    async loads(payloads) {
      return htmlBatches(payloads).map((batch) => ({
        payloads: batch,
        patches: [{ collection: 'legalPages', where: { slug: 'privacy-policy' }, set: { content: concatenated(batch) } }],
        url: '/hc/legal/privacy-policy',
      }));
    },
  },
  {
    name: "a developer's name and description on the profile",
    kind: 'text',
    area: '[data-testid="developer-profile"]',
    async loads(payloads) {
      const [names = [], descriptions = []] = deal(payloads, 2);
      return [
        {
          payloads,
          patches: [{ collection: 'developers', where: { slug: DEVELOPER }, set: { name: joinText(names), description: joinText(descriptions) } }],
          url: `/arcade/games/developer/${DEVELOPER}`,
        },
      ];
    },
  },
  {
    // player's profile shares every section with everyone, so a visitor sees all of its API text.
    name: "a player's alias, activity, achievement titles and friends' names on the public profile",
    kind: 'text',
    area: '[data-testid="profile"]',
    async loads(payloads, request) {
      const { profile } = await apiGet<ProfileData>(request, '/v1/public/user/community/profile/player');
      const activity = (profile.activity ?? []).map((a) => a.uuid);
      const friends = (profile.friends ?? []).map((f) => f.username);
      const achievements = [...new Set((profile.achievements ?? []).map((a) => a.title))];
      expect(activity.length * friends.length * achievements.length, "player's profile lists activity, friends and achievements").toBeGreaterThan(0);
      const [aliases = [], entries = [], names = [], titles = []] = deal(payloads, 4);
      const entryGroups = deal(entries, activity.length);
      const nameGroups = deal(names, friends.length);
      const titleGroups = deal(titles, achievements.length);
      return [
        {
          payloads,
          patches: [
            { collection: 'users', where: { username: 'player' }, set: { alias: joinText(aliases) } },
            ...activity.flatMap((uuid, i) => (entryGroups[i]?.length ? [{ collection: 'activity', where: { uuid }, set: { title: joinText(entryGroups[i] ?? []) } }] : [])),
            ...friends.flatMap((username, i) => (nameGroups[i]?.length ? [{ collection: 'users', where: { username }, set: { alias: joinText(nameGroups[i] ?? []) } }] : [])),
            ...achievements.flatMap((title, i) => (titleGroups[i]?.length ? [{ collection: 'achievements', where: { title }, set: { title: joinText(titleGroups[i] ?? []) } }] : [])),
          ],
          url: '/community/user/player',
        },
      ];
    },
  },
  {
    name: "announcement titles on a developer's announcements list",
    kind: 'text',
    area: '[data-testid="announcements-list"]',
    async loads(payloads, request) {
      const list = await apiGet<{ pagination: { items: Array<{ slug: string }> } }>(request, `/v1/public/entity/dev/org/${DEVELOPER}/announcements`);
      const slugs = list.pagination.items.map((a) => a.slug);
      const groups = deal(payloads, slugs.length);
      return [
        {
          payloads,
          patches: slugs.map((slug, i) => ({ collection: 'announcements', where: { slug }, set: { title: joinText(groups[i] ?? []) } })),
          url: `/arcade/games/developer/${DEVELOPER}/announcements`,
        },
      ];
    },
  },
  {
    name: 'an announcement title',
    kind: 'text',
    area: '[data-testid="announcement"] h1',
    async loads(payloads) {
      return [{ payloads, patches: [{ collection: 'announcements', where: { slug: ANNOUNCEMENT }, set: { title: joinText(payloads) } }], url: ANNOUNCEMENT_URL }];
    },
  },
  {
    name: 'an announcement body (HTML)',
    kind: 'html',
    area: '[data-testid="announcement-body"]',
    async loads(payloads) {
      return htmlBatches(payloads).map((batch) => ({
        payloads: batch,
        patches: [{ collection: 'announcements', where: { slug: ANNOUNCEMENT }, set: { content: concatenated(batch) } }],
        url: ANNOUNCEMENT_URL,
      }));
    },
  },
  {
    name: "a catalog item's name and description",
    kind: 'text',
    area: '[data-testid="catalog-item"]',
    async loads(payloads) {
      const [names = [], descriptions = []] = deal(payloads, 2);
      return [
        {
          payloads,
          patches: [{ collection: 'catalogItems', where: { slug: 'plasma-blade' }, set: { name: joinText(names), description: joinText(descriptions) } }],
          url: '/arcade/games/starfall-arena/catalog/plasma-blade',
        },
      ];
    },
  },
  {
    name: "a game's title, tags and developer name on its page",
    kind: 'text',
    area: '[data-testid="game-page"]',
    open: headDownGamePage,
    async loads(payloads, request) {
      const { game } = await apiGet<GameDetailsData>(request, `/v1/public/arcade/game/${GAME}/details`);
      const [titles = [], tagTexts = [], names = []] = deal(payloads, 3);
      const tagGroups = deal(tagTexts, game.tags.length);
      return [
        {
          payloads,
          patches: [
            {
              collection: 'games',
              where: { slug: GAME },
              set: {
                title: joinText(titles),
                tags: game.tags.map((tag, i) => ({ slug: tag.slug, title: joinText(tagGroups[i] ?? []) })),
                developer: { ...game.developer, name: joinText(names) },
              },
            },
          ],
          url: GAME_URL,
        },
      ];
    },
  },
  {
    name: "a game's description (HTML) on its page",
    kind: 'html',
    area: '[data-testid="game-description-body"]',
    async loads(payloads) {
      return htmlBatches(payloads).map((batch) => ({
        payloads: batch,
        patches: [{ collection: 'games', where: { slug: GAME }, set: { description: concatenated(batch) } }],
        url: GAME_URL,
      }));
    },
  },
  {
    // Issue 12: a game names an achievement (`achievements.unlock` through the SDK relay) and the page
    // shows the API's title and description in the achievement toast. The game is the raw-protocol
    // harness on the games origin; each load gives one of the game's achievements payloads for its title
    // (after a plain word, so its slug is never empty) and description, and the harness unlocks it.
    name: 'achievement titles and descriptions a game unlocks through the SDK (the achievement toast)',
    kind: 'text',
    area: '[data-toast-id^="achievement:"]',
    before: async (context) => {
      await serveHarness(context, PROD_ORIGIN);
    },
    async loads(payloads) {
      // Three loads (the toast region shows up to five toasts; one per load keeps each check exact).
      return deal(payloads, 3).map((group, i) => {
        const [titles = [], descs = []] = deal(group, 2);
        const title = `Hostile ${joinText(titles)}`;
        return {
          payloads: group,
          patches: [{ collection: 'achievements', where: { title: STARFALL_ACHIEVEMENTS[i] as string }, set: { title, desc: joinText(descs) } }],
          url: `${GAME_URL}?${UNLOCK_PARAM}=${slugOf(title)}`,
        };
      });
    },
    open: async (page) => {
      const achievement = new URL(page.url()).searchParams.get(UNLOCK_PARAM);
      const frame = await harnessFrame(page);
      const reply = await frame.evaluate((message) => window.sdkPost?.(message), sdkRequest('xss-unlock', 'achievements.unlock', { achievement }));
      expect(reply?.data, `achievements.unlock ${achievement}`).toMatchObject({ ok: true, data: { unlocked_now: true } });
    },
  },
  {
    name: "in-game content names on a game's page (the catalog grid)",
    kind: 'text',
    area: '[data-testid="game-catalog"]',
    open: headDownGamePage,
    async loads(payloads, request) {
      const { catalog } = await apiGet<GameDetailsData>(request, `/v1/public/arcade/game/${GAME}/details`);
      const groups = deal(payloads, catalog.length);
      return [
        {
          payloads,
          patches: catalog.map((item, i) => ({ collection: 'catalogItems', where: { slug: item.slug }, set: { name: joinText(groups[i] ?? []) } })),
          url: GAME_URL,
        },
      ];
    },
  },
  {
    name: 'in-game content names in the shop (/market, the showcase)',
    kind: 'text',
    area: 'section[data-testid="showcase"]',
    async loads(payloads, request) {
      // Items of different games may share a slug (a patch sets every match): one group a slug.
      const items = await apiGet<Array<{ slug: string }>>(request, '/v1/public/market/coins/showcase');
      const slugs = [...new Set(items.map((item) => item.slug))];
      const groups = deal(payloads, slugs.length);
      return [
        {
          payloads,
          patches: slugs.map((slug, i) => ({ collection: 'catalogItems', where: { slug }, set: { name: joinText(groups[i] ?? []) } })),
          url: '/market',
        },
      ];
    },
  },
  {
    // Issue 12: after a session (the harness game reports start, then end) the overlay's carousel shows
    // the details' games.overlay.
    name: 'game titles in the game overlay after a session (the similar-games carousel)',
    kind: 'text',
    area: '[data-testid="game-overlay-similar"]',
    before: async (context) => {
      await serveHarness(context, PROD_ORIGIN);
    },
    async loads(payloads, request) {
      const { games } = await apiGet<GameDetailsData>(request, `/v1/public/arcade/game/${GAME}/details`);
      const first = games.overlay[0]?.slug;
      if (!first) throw new Error(`${GAME} has no games for the overlay`);
      // The carousel shows one slide at a time (the others are not in the DOM): the first game carries
      // the whole corpus, half of it per load.
      return deal(payloads, 2).map((half) => ({
        payloads: half,
        patches: [{ collection: 'games', where: { slug: first }, set: { title: joinText(half) } }],
        url: GAME_URL,
      }));
    },
    open: async (page) => {
      const frame = await harnessFrame(page);
      for (const state of ['start', 'end']) {
        const reply = await frame.evaluate((message) => window.sdkPost?.(message), sdkRequest(`xss-${state}`, 'session.report', { state }));
        expect(reply?.data, `session.report ${state}`).toMatchObject({ ok: true });
      }
    },
  },
  {
    name: "review texts on a game's page",
    kind: 'text',
    area: '[data-testid="reviews-list"]',
    open: headDownGamePage,
    async loads(payloads, request) {
      return reviewLoads(packed(payloads, 500), await firstReviews(request), 'body');
    },
  },
  {
    name: "developer responses under a game's reviews",
    kind: 'text',
    area: '[data-testid="reviews-list"]',
    open: headDownGamePage,
    async loads(payloads, request) {
      const uuids = await firstReviews(request);
      return reviewLoads(deal(payloads, uuids.length), uuids, 'response');
    },
  },
  {
    name: "a deletion request's confirmation code (/auth/delete/meta), one payload per URL",
    kind: 'text',
    navigation: 'client',
    area: '[data-testid="deletion-code"]',
    async loads(payloads) {
      // The code is the lookup key (6–64 characters, sent trimmed): each payload becomes the pending
      // request's code, and the page asks for it by that code.
      return payloads
        .filter((p) => p.html === p.html.trim() && p.html.length >= 6 && p.html.length <= 64)
        .map((p) => ({
          payloads: [p],
          patches: [{ collection: 'deletionRequests', where: { status: 'pending' }, set: { code: p.html } }],
          url: `/auth/delete/meta?code=${encodeURIComponent(p.html)}`,
        }));
    },
  },
  {
    name: "the login pane's 'Login Via' provider titles (/auth/login), two payloads per load",
    kind: 'text',
    area: '[data-testid="login-via"]',
    async loads(payloads) {
      // Each load gives the two providers (google, facebook) a payload each as their title; a page load
      // each, since the list is cached for the modal's life.
      const usable = payloads.filter((p) => p.html.length > 0);
      const loads: SiteLoad[] = [];
      for (let i = 0; i < usable.length; i += 2) {
        const pair = usable.slice(i, i + 2);
        loads.push({
          payloads: pair,
          patches: pair.map((p, j) => ({ collection: 'socialProviders', where: { provider: j === 0 ? 'google' : 'facebook' }, set: { title: p.html } })),
          url: '/auth/login',
        });
      }
      return loads;
    },
    open: async (page) => {
      await page.getByTestId('login-via').getByRole('button').first().waitFor();
    },
  },
  {
    name: 'the search query echo (heading), one payload per URL',
    kind: 'text',
    navigation: 'client',
    area: 'main h1',
    async loads(payloads) {
      // The page echoes a query of 3–100 characters; longer ones are not echoed (and not searched).
      return payloads
        .filter((p) => p.html.trim().length >= 3 && p.html.trim().length <= SEARCH_MAX)
        .map((p) => ({ payloads: [{ ...p, html: p.html.trim() }], patches: [], url: `/search?query=${encodeURIComponent(p.html)}` }));
    },
  },
];
