import { expect, test, type Page } from '@playwright/test';
import { loopback, viaLoopback } from '../support/hosts';

/*
 * Prerendered first screens (issue 14; scripts/prerender.mjs, src/app/prerender.tsx): each public route's
 * HTML already holds the shell (header, navigation) and the page's skeleton with their styles, before any
 * script runs; the app then hydrates it without a mismatch — React reports a recoverable hydration error
 * as a page error (src/app/recoverableError.ts), which fails here.
 */

const MOCK_API = `http://api.orbital.localhost:${process.env.E2E_MOCK_API_PORT || 8787}`;

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${loopback(MOCK_API)}/__mock/reset`)).ok()).toBe(true);
});

/** Fails the test on a page error: a hydration mismatch is one. */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** One URL of each prerendered route pattern, from the mock's seed. */
/** Logs the page's browser in as the seed's `player` through the API (its session cookie), from a page of the site. */
async function loginAsPlayer(page: Page) {
  const login = await page.evaluate(async (api) => {
    const response = await fetch(`${api}/v1/public/user/auth/login`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: 'player', password: 'Orbital!2026', remember: false }),
    });
    return response.status;
  }, MOCK_API);
  expect(login).toBe(200);
}

const ROUTES = [
  { url: '/' },
  { url: '/arcade/games' },
  { url: '/arcade/games/starfall-arena' },
  { url: '/arcade/games/tag/multiplayer' },
  { url: '/arcade/games/starfall-arena/catalog/plasma-blade' },
  { url: '/arcade/games/developer/orbital-labs' },
  { url: '/blog' },
  { url: '/blog/article/welcome-to-orbital' },
  { url: '/hc' },
  { url: '/developers/sdk' },
  // One file for every query: the skeleton does not depend on it.
  { url: '/search?query=star' },
  { url: '/market' },
];

test('each public route\'s HTML holds the shell, the page\'s skeleton and their styles; the plain fallback does not', async ({ request, baseURL }) => {
  const site = baseURL ?? 'http://orbital.localhost:4174';
  for (const { url } of ROUTES) {
    const response = await request.get(...viaLoopback(`${site}${url}`, { accept: 'text/html' }));
    expect(response.status(), url).toBe(200);
    const html = await response.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root, `${url}: the header in the HTML`).toContain('<header');
    expect(root, `${url}: the page's loading skeleton`).toMatch(/aria-busy="true"/);
    expect(html.slice(0, html.indexOf('</head>')), `${url}: the shell's styles in <head>`).toContain('data-styled');
  }
  // A URL that is not prerendered (an account page) gets the plain app.
  const plain = await (await request.get(...viaLoopback(`${site}/account`, { accept: 'text/html' }))).text();
  expect(plain).toContain('<div id="root"></div>');
});

test('without JavaScript, a prerendered page shows the header and the navigation', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/hc');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Help' }).first()).toHaveAttribute('aria-current', 'page');
  await context.close();
});

for (const { url } of ROUTES) {
  test(`${url}: the app takes over the prerendered page with no hydration mismatch and no page error`, async ({ page }) => {
    const problems = watchHydration(page);
    await page.goto(url);
    await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}

test('a player reloading a page (the session cached in the tab) hydrates it without a mismatch, then sees their account', async ({ page }) => {
  const problems = watchHydration(page);
  await page.goto('/hc');
  await loginAsPlayer(page);
  // The app learns the session (and caches it in the tab) on this load …
  await page.reload();
  await expect(page.getByTestId('coin-balance')).toBeVisible();
  // … and this load starts from that cache while hydrating the prerendered guest-or-unknown header.
  await page.reload();
  await expect(page.getByTestId('coin-balance')).toBeVisible();
  expect(problems).toEqual([]);
});

test("the prerender's styles stay its own, so each of the app's overrides lands after its base: the game index's sort sits beside the title, as wide as its options, at 1280 px", async ({ page }) => {
  // Without a compiler plugin a styled component's id is a counter, which the prerender and the browser
  // advance in different orders (scripts/prerender.mjs › PRERENDERED_STYLE_ATTRIBUTE). Taking the server's
  // styles over by id put the sort's override before the select's own width, on some loads: full width,
  // under the title.
  await page.setViewportSize({ width: 1280, height: 720 });
  const problems = watchHydration(page);
  for (let load = 0; load < 3; load++) {
    await page.goto('/arcade/games');
    const sort = page.getByTestId('game-sort');
    await expect(sort).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    expect(await page.locator('head style[data-styled-prerendered]').count()).toBeGreaterThan(0);
    const title = (await page.getByRole('heading', { level: 1, name: 'Games' }).boundingBox())!;
    const box = (await sort.boundingBox())!;
    expect(box.width, 'the sort is as wide as its options').toBeLessThan(400);
    expect(box.y, 'the sort is beside the title, not under it').toBeLessThan(title.y + title.height);
  }
  expect(problems).toEqual([]);
});

test("the game index's first screen keeps its place once the app's own styles are in, before the app draws the page: the filters' two button skeletons stay side by side at 412 px", async ({ page }) => {
  // The app's stylesheet comes after the prerendered one; while the prerendered first screen is still
  // shown, a rule of the app's for the same class names must not undo one of the first screen's (the
  // bones' flex basis: both bones on one line; before, they wrapped and pushed the grid down, CLS 0.06).
  await page.setViewportSize({ width: 412, height: 823 });
  // The page's own chunk held until the bones are measured: the app starts and hydrates its first screen,
  // which stays on screen however slow the runner (a fixed delay let a busy one draw the page first).
  const gate: { release?: () => void } = {};
  const released = new Promise<void>((resolve) => (gate.release = resolve));
  await page.route(/\/assets\/GameIndexPage-[\w-]+\.js$/, async (route) => {
    await released;
    await route.fallback();
  });
  await page.goto('/arcade/games');
  // The app's own stylesheet is in (it hydrated the first screen), the first screen still shown.
  await expect.poll(() => page.locator('head style[data-styled]:not([data-styled-prerendered])').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  const bones = page.getByTestId('filter-actions-skeleton').locator('> *');
  await expect(bones).toHaveCount(2);
  const [apply, reset] = [(await bones.nth(0).boundingBox())!, (await bones.nth(1).boundingBox())!];
  expect(reset.y, 'the Apply and Reset bones on one line').toBe(apply.y);
  gate.release?.();
  await expect(page.getByTestId('game-sort')).toBeVisible({ timeout: 15_000 });
});

test("a developer's first screen keeps its place once the app's own styles are in, before the app draws the page: the numbers' bones stay in their line at 412 px", async ({ page, context }) => {
  // The same hazard as above: Skeleton's own `display: block`, in the app's stylesheet after the prerendered
  // one, put each number's bone on a line of its own and pushed the description down 25 px (CLS 0.02).
  const url = '/arcade/games/developer/orbital-labs';
  const viewport = { width: 412, height: 823 };
  const blocked = await context.newPage();
  await blocked.setViewportSize(viewport);
  await blocked.route('**/assets/*.js', (r) => r.abort());
  await blocked.goto(url);
  const early = blocked.locator('p[data-early-text="developer.description"]');
  await expect(early).not.toBeEmpty();
  const earlyBox = (await early.boundingBox())!;

  await page.setViewportSize(viewport);
  await page.route(/\/assets\/DeveloperPage-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.fallback();
  });
  await page.goto(url);
  await expect.poll(() => page.locator('head style[data-styled]:not([data-styled-prerendered])').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  const description = page.locator('p[data-early-text="developer.description"]');
  await expect(description, 'the first screen is still shown').toBeVisible();
  expect(Math.abs((await description.boundingBox())!.y - earlyBox.y), 'the description has not moved').toBeLessThan(1);
  await expect(page.getByTestId('developer-description')).toBeVisible({ timeout: 15_000 });
});

/** What the early-data script left for the app and the app has not taken (scripts/early-data.js). */
const earlyLeft = (page: Page) => page.evaluate(() => Object.keys((window as { orbitalEarly?: object }).orbitalEarly ?? {}));

test("the route's data and page chunks start with the HTML: home's API call starts with the page and the app takes it, once", async ({ page, request, baseURL }) => {
  const site = baseURL ?? 'http://orbital.localhost:4174';
  const html = await (await request.get(...viaLoopback(`${site}/`, { accept: 'text/html' }))).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain(`<link rel="preconnect" href="${MOCK_API}">`);
  expect(head).toMatch(/^[\s\S]*?<meta charset="UTF-8" \/><script data-route="\/" data-urls="\[&quot;[^"]*\/v1\/public\/global\/home&quot;\]"/);
  // Its first screen has an early image: the app's entry and page chunks wait for it (the script's data-app).
  expect(head).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
  expect(head).toMatch(/data-app="\{&quot;entry&quot;:&quot;\/assets\/index-[\w-]+\.js&quot;,&quot;preload&quot;:\[[^\]]*\/assets\/HomePage-[\w-]+\.js/);

  const homeCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/v1/public/global/home')) homeCalls.push(req.url());
  });
  const answer = page.waitForResponse((response) => response.url().endsWith('/v1/public/global/home'));
  await page.goto('/');
  const { data } = (await (await answer).json()) as { data: { games: { slider: { hero: string }[] } } };
  await expect(page.getByTestId('home-slide-hero')).toBeVisible();
  // The app drew the slide whose image the first screen showed, from the same one request.
  await expect(page.getByTestId('home-slide-hero')).toHaveAttribute('src', data.games.slider[0]!.hero);
  await page.waitForTimeout(500);
  expect(homeCalls).toHaveLength(1);
  expect(await earlyLeft(page)).toEqual([]);
});

/** The value at a dot path of an answer's data ('pagination.items.0.hero'), as the early-data script reads it. */
function atPath(data: unknown, path: string): string {
  const value = path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], data);
  expect(typeof value, `the answer's ${path}`).toBe('string');
  return value as string;
}

/** Routes whose first screen's largest image the early-data script paints (the skeleton's EarlyImageSkeleton). */
const EARLY_IMAGES = [
  {
    url: '/',
    api: '/v1/public/global/home',
    from: 'games.slider.0.hero',
    final: (page: Page) => page.getByTestId('home-slide-hero'),
  },
  {
    url: '/blog/article/welcome-to-orbital',
    api: '/v1/public/blog/article/welcome-to-orbital/details',
    from: 'article.hero',
    final: (page: Page) => page.getByTestId('blog-article').locator('img').first(),
  },
  {
    url: '/arcade/games/starfall-arena/catalog/plasma-blade',
    api: '/v1/public/arcade/game/starfall-arena/catalog/plasma-blade',
    from: 'item.hero',
    final: (page: Page) => page.getByTestId('catalog-item').locator('img').first(),
  },
  // The list pages: the first card's image, below the title (and the filters' form on the index).
  {
    url: '/arcade/games',
    api: '/v1/public/arcade/game/index?sort=released&page=1',
    from: 'pagination.items.0.hero',
    final: (page: Page) => page.getByTestId('game-index-grid').locator('img').first(),
  },
  {
    url: '/arcade/games/tag/multiplayer',
    api: '/v1/public/arcade/game/tag/multiplayer/games?sort=released&page=1',
    from: 'pagination.items.0.hero',
    final: (page: Page) => page.getByTestId('tag-grid').locator('img').first(),
  },
  // Search: its request reads the address, which the script fills in (a shared link, or the header's search).
  {
    url: '/search?query=star',
    api: '/v1/public/search?query=star&games=1&users=1&articles=0&announcements=0',
    from: 'games.0.hero',
    final: (page: Page) => page.locator('[data-section="games"] img').first(),
  },
  {
    url: '/blog',
    api: '/v1/public/blog/article/index',
    from: 'pagination.items.0.hero',
    final: (page: Page) => page.getByTestId('blog-articles').locator('img').first(),
  },
] as const;

for (const route of EARLY_IMAGES) {
  // A phone, Lighthouse's mobile screen (the bench's) and Quest Browser's.
  for (const viewport of [{ width: 390, height: 844 }, { width: 412, height: 823 }, { width: 1280, height: 720 }]) {
    test(`${route.url} at ${viewport.width} px: the largest image paints from the early data before any of the app's scripts has run, in the box the app then draws it in`, async ({ page, context }) => {
      await page.setViewportSize(viewport);
      const blocked = await context.newPage();
      await blocked.setViewportSize(viewport);
      await blocked.route('**/assets/*.js', (r) => r.abort());
      const answer = blocked.waitForResponse((response) => response.url().endsWith(route.api));
      await blocked.goto(route.url);
      const image = atPath(((await (await answer).json()) as { data: unknown }).data, route.from);
      const early = blocked.locator(`img[data-early-image="${route.from}"]`);
      await expect(early).toHaveAttribute('src', image);
      await expect(early).toBeVisible();
      const earlyBox = (await early.boundingBox())!;

      // The app's own load (home's slider order is random per answer: its image is this answer's).
      const problems = watchHydration(page);
      const second = page.waitForResponse((response) => response.url().endsWith(route.api));
      await page.goto(route.url);
      const final = route.final(page);
      await expect(final).toHaveAttribute('src', atPath(((await (await second).json()) as { data: unknown }).data, route.from));
      const finalBox = (await final.boundingBox())!;
      for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(finalBox[side] - earlyBox[side]), side).toBeLessThan(1);
      expect(problems).toEqual([]);
    });
  }
}

for (const viewport of [{ width: 390, height: 844 }, { width: 412, height: 823 }, { width: 1280, height: 720 }]) {
  test(`/arcade/games/developer/orbital-labs at ${viewport.width} px: the name and description (the largest element) are written from the early data before any of the app's scripts has run, where the app then draws them`, async ({ page, context }) => {
    const url = '/arcade/games/developer/orbital-labs';
    const api = '/v1/public/entity/dev/org/orbital-labs/details';
    const blocked = await context.newPage();
    await blocked.setViewportSize(viewport);
    await blocked.route('**/assets/*.js', (r) => r.abort());
    const answer = blocked.waitForResponse((response) => response.url().endsWith(api));
    await blocked.goto(url);
    const { developer } = ((await (await answer).json()) as { data: { developer: { name: string; description: string } } }).data;
    const early = blocked.locator('p[data-early-text="developer.description"]');
    await expect(early).toHaveText(developer.description);
    await expect(blocked.getByRole('heading', { level: 1 })).toHaveText(developer.name);
    const earlyBox = (await early.boundingBox())!;

    const problems = watchHydration(page);
    await page.setViewportSize(viewport);
    await page.goto(url);
    const final = page.getByTestId('developer-description');
    await expect(final).toHaveText(developer.description);
    const finalBox = (await final.boundingBox())!;
    for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(finalBox[side] - earlyBox[side]), side).toBeLessThan(1);
    expect(problems).toEqual([]);
  });
}

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 720 }]) {
  test(`/arcade/games/starfall-arena at ${viewport.width} px: the title, excerpt and poster paint from the early data before any of the app's scripts has run, the game's frame starts there, and the app takes that same frame over: the game connects and loads`, async ({ page, context }) => {
    const url = '/arcade/games/starfall-arena';
    const api = '/v1/public/arcade/game/starfall-arena/details';
    const blocked = await context.newPage();
    await blocked.setViewportSize(viewport);
    await blocked.route('**/assets/*.js', (r) => r.abort());
    const answer = blocked.waitForResponse((response) => response.url().endsWith(api));
    await blocked.goto(url);
    const { game } = ((await (await answer).json()) as { data: { game: { title: string; excerpt: string; hero: string; builds: { url: string; active: boolean }[] } } }).data;
    await expect(blocked.getByRole('heading', { level: 1 })).toHaveText(game.title);
    await expect(blocked.locator('[data-early-text="game.excerpt"]')).toHaveText(game.excerpt);
    const poster = blocked.locator('img[data-early-image="game.hero"]');
    await expect(poster).toHaveAttribute('src', game.hero);
    await expect(poster).toBeVisible();
    // The active build's frame, in the stage, before the app.
    const active = game.builds.find((build) => build.active)!;
    const started = blocked.getByTestId('game-stage-skeleton').locator('iframe[data-early-frame="started"]');
    await expect(started).toHaveAttribute('src', new RegExp(`^http://games\\.orbital\\.localhost:\\d+${active.url.replaceAll(/[.?]/g, String.raw`\$&`)}$`));
    await expect(started).toHaveAttribute('title', `${game.title} (game)`);
    const earlyStage = (await blocked.getByTestId('game-stage-skeleton').boundingBox())!;
    const earlyTitle = (await blocked.getByRole('heading', { level: 1 }).boundingBox())!;
    await blocked.close();

    const problems = watchHydration(page);
    await page.setViewportSize(viewport);
    await page.goto(url);
    // The page's frame is the one the first screen started (taken over, not loaded again), and the only one.
    const frame = page.getByTestId('game-stage').locator('iframe[data-testid="game-frame"]');
    await expect(frame).toHaveAttribute('data-early-frame', 'taken');
    await expect(page.locator('iframe')).toHaveCount(1);
    // The game's SDK waited for the relay (handshake.pending) rather than starting local mode: its
    // game.loaded reached the page.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('orbital:game-loaded', 'mark').length), { timeout: 20_000 }).toBe(1);
    await expect(page.getByTestId('game-stage')).toHaveAttribute('data-state', 'loaded');
    // The app's entry was requested once the game had loaded, or GAME_WAIT_MS (3 s) after its frame started.
    const order = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        loaded: performance.getEntriesByName('orbital:game-loaded', 'mark')[0]!.startTime,
        frame: resources.find((entry) => entry.initiatorType === 'iframe')?.startTime ?? Number.NaN,
        entry: resources.find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))?.startTime ?? Number.NaN,
      };
    });
    expect(order.entry, JSON.stringify(order)).toBeGreaterThanOrEqual(Math.min(order.loaded, order.frame + 3000) - 1);
    const stage = (await page.getByTestId('game-stage').boundingBox())!;
    const title = (await page.getByRole('heading', { level: 1, name: game.title }).boundingBox())!;
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(stage[side] - earlyStage[side]), `stage ${side}`).toBeLessThan(1);
      expect(Math.abs(title[side] - earlyTitle[side]), `title ${side}`).toBeLessThan(1);
    }
    expect(problems).toEqual([]);
  });
}

test("/arcade/games/starfall-arena: the SDK relay the early-data script starts answers the game while none of the app's scripts has run: the game connects to Orbital, not local mode, and can be played", async ({ page, baseURL }) => {
  const site = new URL(baseURL ?? 'http://orbital.localhost:4174').host;
  // The files of the HTML's data-relay: the early entry, the relay's chunk, the bundler's runtime, the protocol.
  const relay = /^\/assets\/(?:earlyRelay|relay|rolldown-runtime|protocol)-[\w-]+\.js$/;
  // The site's scripts but the relay's (the game's own, on the games origin, load).
  await page.route('**/assets/*.js', (r) => {
    const url = new URL(r.request().url());
    return url.host !== site || relay.test(url.pathname) ? r.fallback() : r.abort();
  });
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto('/arcade/games/starfall-arena');
  const game = page.frameLocator('iframe[data-early-frame="started"]');
  // Playable once Orbital answered: the handshake, the player and their settings, from the early relay.
  await expect(game.getByRole('button', { name: 'Play', exact: true })).toBeEnabled({ timeout: 20_000 });
  await expect(game.locator('#player')).toHaveText('Playing as visitor');
  expect(messages.filter((text) => text.includes('Orbital SDK: local mode'))).toEqual([]);
  // Still the first screen: the app never ran.
  await expect(page.getByTestId('game-stage-skeleton')).toBeVisible();
});

test("/arcade/games/starfall-arena as a player: the early relay says who they are, the page answers their settings, and the game loads as them", async ({ page }) => {
  await page.goto('/hc');
  await loginAsPlayer(page);
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto('/arcade/games/starfall-arena');
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('orbital:game-loaded', 'mark').length), { timeout: 20_000 }).toBe(1);
  const game = page.frameLocator('iframe[data-testid="game-frame"]');
  await expect(game.locator('#player')).toHaveText(/^Playing as (?!visitor$)/);
  await expect(page.getByTestId('game-page')).toBeVisible();
  expect(messages.filter((text) => text.includes('Orbital SDK: local mode'))).toEqual([]);
});

test("/hc: a guest's index is the HTML's own, painted before the app's scripts are requested, where the app then draws it", async ({ page, context }) => {
  const newHere = 'Create a free account to keep your progress, earn achievements and meet other players. Or just start playing — no download needed.';
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 720 }]) {
    const blocked = await context.newPage();
    await blocked.setViewportSize(viewport);
    await blocked.route('**/assets/*.js', (r) => r.abort());
    await blocked.goto('/hc');
    await expect(blocked.getByRole('heading', { name: "I'm new here" })).toBeVisible();
    const early = (await blocked.getByText(newHere).boundingBox())!;
    await blocked.close();

    await page.setViewportSize(viewport);
    const problems = watchHydration(page);
    await page.goto('/hc');
    // The page's own (its guest note shows once the session check has answered: its line was kept).
    await expect(page.getByText('You are not signed in. Log in to see help for your account.')).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    const final = (await page.getByTestId('hc-guest-help').getByText(newHere).boundingBox())!;
    for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(final[side] - early[side]), `${viewport.width} px: ${side}`).toBeLessThan(1);
    expect(problems).toEqual([]);
  }
});

test("/hc: a player whose session is cached in the tab, or an address with a query string, never sees the guest's index flash by", async ({ context }) => {
  const blocked = await context.newPage();
  await blocked.route('**/assets/*.js', (r) => r.abort());
  await blocked.goto('/hc?view=contact');
  await expect(blocked.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeVisible();
  await expect(blocked.getByRole('heading', { name: "I'm new here" })).toBeHidden();
  // The app's cache key (src/lib/session/cache.ts), set before the page's own scripts run.
  await blocked.addInitScript(() => sessionStorage.setItem('orbital.session', '{}'));
  await blocked.goto('/hc');
  await expect(blocked.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeVisible();
  await expect(blocked.getByRole('heading', { name: "I'm new here" })).toBeHidden();
});

test("/search: the heading's text and the text box's are the address's, written before the app; an address the script cannot fill in keeps the page's room empty until the app draws it", async ({ page, context }) => {
  const blocked = await context.newPage();
  await blocked.route('**/assets/*.js', (r) => r.abort());
  await blocked.goto('/search?query=star&games=1&users=1&articles=0&announcements=0');
  await expect(blocked.getByRole('heading', { level: 1 })).toHaveText('Search results for “star”');
  await expect(blocked.locator('main input[name="query"]')).toHaveValue('star');
  // Other sections than the defaults: the script starts nothing, and nothing of the first screen shows.
  await blocked.goto('/search?query=star&articles=1');
  await expect(blocked.getByRole('heading', { level: 1 })).toBeHidden();
  await blocked.close();

  const problems = watchHydration(page);
  await page.goto('/search?query=star&articles=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “star”');
  await expect(page.locator('[data-section="articles"]')).toBeVisible();
  // The first screen's filled text box hydrates without a mismatch, and the page's own keeps the text.
  await page.goto('/search?query=star');
  await expect(page.locator('[data-section="games"]')).toBeVisible();
  await expect(page.locator('main input[name="query"]')).toHaveValue('star');
  expect(problems).toEqual([]);
});

// Pages whose heading and first texts are static: the prerendered HTML holds them, and the app keeps them
// there. The shop's premium text is its largest first-screen element on a phone (Lighthouse's LCP element):
// were it drawn anywhere else by the app, even a fraction of a pixel lower, it would be a new, later LCP.
const STATIC_INTROS = [
  { url: '/developers/sdk', heading: 'Game SDK', page: 'sdk-docs', texts: ['A game in the Orbital frame talks to Orbital only through the SDK'] },
  {
    url: '/market',
    heading: 'Shop',
    page: 'shop',
    texts: ['Coins buy in-game content and premium. Prices are in US dollars and include VAT.', 'Premium is not renewed automatically: nothing is charged unless you buy another month.'],
  },
];

for (const route of STATIC_INTROS) {
  test(`${route.url}: the heading and first texts are the HTML's own, painted before the app's scripts are requested, where the app keeps them`, async ({ page, context }) => {
    const blocked = await context.newPage();
    await blocked.setViewportSize({ width: 390, height: 844 });
    const scripts: string[] = [];
    blocked.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await blocked.route('**/assets/*.js', (r) => r.abort());
    await blocked.goto(route.url);
    await expect(blocked.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    const early = await Promise.all(route.texts.map(async (text) => (await blocked.getByText(text).boundingBox())!));
    // The app's scripts were requested after the first screen had painted (the early-data script's data-app).
    await expect.poll(() => scripts.length).toBeGreaterThan(0);

    await page.setViewportSize({ width: 390, height: 844 });
    const problems = watchHydration(page);
    await page.goto(route.url);
    await expect(page.getByTestId(route.page)).toBeVisible();
    for (const [i, text] of route.texts.entries()) {
      const final = (await page.getByTestId(route.page).getByText(text).boundingBox())!;
      for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(final[side] - early[i]![side]), `${text.slice(0, 20)}… ${side}`).toBeLessThan(1);
    }
    expect(problems).toEqual([]);
  });
}

test("a game's page starts its data with the page too: the early-data script asks for that game, and the app takes the answer", async ({ page, request, baseURL }) => {
  const site = baseURL ?? 'http://orbital.localhost:4174';
  const html = await (await request.get(...viaLoopback(`${site}/arcade/games/starfall-arena`, { accept: 'text/html' }))).text();
  const head = html.slice(0, html.indexOf('</head>'));
  // One file serves every game: the script, inline right after the charset, fills the game in from the address.
  expect(head).toMatch(/^[\s\S]*?<meta charset="UTF-8" \/><script data-route="\/arcade\/games\/:game" data-urls="\[&quot;[^"]*\/v1\/public\/arcade\/game\/\{game\}\/details&quot;\]"[ >]/);
  // The SDK relay, which answers the game's handshake: the script starts it with the game's frame
  // (data-relay, the module first), and the app preloads it (a frame the script did not start).
  expect(head).toMatch(/data-relay="\{&quot;files&quot;:\[&quot;\/assets\/earlyRelay-[\w-]+\.js&quot;,&quot;\/assets\/relay-[\w-]+\.js&quot;/);
  expect(head).toMatch(/data-relay="[^"]*&quot;user&quot;:&quot;http:\/\/api\.orbital\.localhost:8787\/v1\/public\/sdk\/game\/\{game\}\/user&quot;/);
  expect(head).toMatch(/data-app="[^"]*&quot;\/assets\/relay-[\w-]+\.js&quot;/);

  const detailsCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/v1/public/arcade/game/starfall-arena/details')) detailsCalls.push(req.url());
  });
  await page.goto('/arcade/games/starfall-arena');
  // The app's own page (it starts once the game has loaded, or 3 s after its frame started).
  await expect(page.getByTestId('game-page')).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(500);
  expect(detailsCalls).toEqual([`${MOCK_API}/v1/public/arcade/game/starfall-arena/details`]);
  expect(await earlyLeft(page)).toEqual([]);
});

test('the game index starts its first page early only on an address without a query string (its requests read it)', async ({ page }) => {
  const indexCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/v1/public/arcade/game/index')) indexCalls.push(req.url());
  });

  await page.goto('/arcade/games');
  await expect(page.getByTestId('game-index-grid')).toBeVisible();
  await page.waitForTimeout(500);
  expect(indexCalls).toEqual([`${MOCK_API}/v1/public/arcade/game/index?sort=released&page=1`]);
  expect(await earlyLeft(page)).toEqual([]);

  await page.goto('/arcade/games?sort=rating');
  await expect(page.getByTestId('game-index-grid')).toBeVisible();
  await page.waitForTimeout(500);
  // One request per visit: the first the script's, which the app took; the second the app's own for its sort.
  expect(indexCalls).toEqual([`${MOCK_API}/v1/public/arcade/game/index?sort=released&page=1`, expect.stringContaining('sort=rating')]);
  expect(await earlyLeft(page)).toEqual([]);
});
