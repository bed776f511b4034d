/**
 * Local mode: outside an Orbital frame (a developer running the game on their own machine) every method is
 * answered from an in-memory mock with the shapes of the real answers, so a game runs and can be tested
 * without Orbital. Loaded with a dynamic import: the in-portal client never carries it.
 */
import { OrbitalError } from './errors.js';
import type { Connection, LocalOptions } from './index.js';
import { DEFAULTS, ERROR_CODES, MAX_PAGE_SIZE, PROTOCOL_VERSION } from './protocol.js';
import type { CatalogItem, InventoryItem, LeaderboardEntry, Method, SaveData, User } from './protocol.js';

let logged = false;

/** Any method's params, as the mock reads them. */
type Params = { item?: string; count?: number; score?: number; slot?: number; data?: string; achievement?: string; params?: Record<string, string>; page?: number; size?: number; type?: string };

/** Methods that need a logged-in player (the relay answers `login_required` to a visitor). */
const PRIVATE = /^(inventory\.(get|purchase)|leaderboards\.(friends|my|postScore)|saves\.|marketing\.)/;

const now = () => new Date().toISOString();
const positive = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : fallback;
const fail = (code: string, message: string, status?: number) => {
  throw new OrbitalError(code, message, status);
};

export function connectLocal(options: LocalOptions, _emit: (event: string, data: unknown) => void): Connection {
  if (!logged) {
    logged = true;
    console.info('Orbital SDK: local mode');
  }
  const avatar = { tn: null, sm: null, sd: null };
  const player = options.user === null ? null : { id: 1, alias: 'Local Player', username: 'local_player', premium: false, ...options.user };
  const user: User = player ? { loggedIn: true, avatar, ...player } : { loggedIn: false };
  const game = { slug: 'local-game', title: 'Local game' };
  const catalog: CatalogItem[] = ['sword', 'shield'].map((slug, i) => ({
    slug,
    name: slug[0]!.toUpperCase() + slug.slice(1),
    thumbnail: null,
    price: 100 * (i + 1),
    price_discounted: 100 * (i + 1),
    game,
  }));
  const inventory = new Map<string, InventoryItem>();
  const saves = new Map<number, SaveData>();
  const settings = { muteAudio: false, reducedMotion: !!globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches, ...options.settings };
  let balance = options.balance ?? 1000;
  let best: LeaderboardEntry | null = null;
  let subscribed = false;
  const unlocked = new Set<string>();

  const board = (p: { page?: number; size?: number } = {}) => {
    const size = Math.min(positive(p.size, DEFAULTS.size), MAX_PAGE_SIZE);
    const all = best ? [best] : [];
    const current = positive(p.page, DEFAULTS.page);
    const items = all.slice((current - 1) * size, current * size);
    const from = items.length ? (current - 1) * size + 1 : null;
    return { total: all.length, from, to: from && from + items.length - 1, current, last: Math.max(1, Math.ceil(all.length / size)), per_page: size, items };
  };

  const answer = (method: Method, p: Params): unknown => {
    const configured = options.fail?.[method];
    if (configured) fail(configured, `Local mode: ${method} fails with ${configured} (local.fail)`);
    if (!player && PRIVATE.test(method)) fail(ERROR_CODES.loginRequired, 'Please log in to use this feature.', 401);
    const slot = positive(p.slot, DEFAULTS.slot);
    switch (method) {
      case 'user.get':
        return user;
      case 'inventory.get':
        return [...inventory.values()];
      case 'inventory.catalog':
        return catalog;
      case 'inventory.itemUrl':
      case 'inventory.purchase': {
        const item = catalog.find((c) => c.slug === p.item) ?? fail(ERROR_CODES.notFound, `No item '${p.item}'.`, 404);
        if (method === 'inventory.itemUrl') return { url: `${location.origin}/arcade/games/${game.slug}/catalog/${item.slug}` };
        const count = positive(p.count, DEFAULTS.count);
        if (item.price_discounted * count > balance) fail(ERROR_CODES.insufficientFunds, 'Not enough coins.', 422);
        balance -= item.price_discounted * count;
        const owned = { ...item, count: (inventory.get(item.slug)?.count ?? 0) + count, date: { acquired: now() } };
        inventory.set(item.slug, owned);
        return { item: owned, balance };
      }
      case 'leaderboards.get':
      case 'leaderboards.friends':
        return board(p);
      case 'leaderboards.my':
        return best;
      case 'leaderboards.postScore': {
        const score = p.score as number;
        if (!Number.isInteger(score)) fail(ERROR_CODES.invalidParams, 'score must be an integer.', 422);
        const isBest = !best || score > best.score;
        if (isBest) best = { rank: 1, score, user: { alias: player!.alias, username: player!.username, avatar, premium: player!.premium }, date: { posted: now() } };
        return { entry: best, best: isBest };
      }
      case 'leaderboards.stats':
        return { players: best ? 1 : 0, top: best?.score ?? null, average: best?.score ?? null };
      case 'saves.all':
        return [...saves.values()].toSorted((a, b) => a.slot - b.slot).map((s) => ({ slot: s.slot, size: s.size, date: s.date }));
      case 'saves.load':
        return saves.get(slot) ?? fail(ERROR_CODES.notFound, `Save slot ${slot} is empty.`, 404);
      case 'saves.write': {
        const data = p.data as string;
        if (typeof data !== 'string') fail(ERROR_CODES.invalidParams, 'data must be a string.', 422);
        const save = { slot, size: data.length, date: { updated: now() }, data };
        saves.set(slot, save);
        return { slot, size: save.size, date: save.date };
      }
      case 'saves.delete':
        saves.delete(slot);
        return null;
      case 'saves.clear':
        saves.clear();
        return null;
      case 'marketing.subscribe':
      case 'marketing.unsubscribe':
        subscribed = method === 'marketing.subscribe';
        return { subscribed };
      case 'marketing.check':
        return { subscribed };
      case 'achievements.unlock': {
        const slug = String(p.achievement);
        const unlockedNow = !unlocked.has(slug);
        unlocked.add(slug);
        return { achievement: { slug, title: slug, desc: '', thumb: null, sound: 'ding' }, unlocked_now: unlockedNow };
      }
      case 'game.inviteLink': {
        const url = new URL(location.href);
        for (const [key, value] of Object.entries(p.params ?? {})) url.searchParams.set(`orbital_${key}`, value);
        return { url: url.href };
      }
      case 'settings.get':
        return settings;
      case 'ads.break':
        // No ads outside Orbital: a rewarded break grants its reward at once, so the game's flow can be tried.
        return { shown: false, rewarded: p.type === 'rewarded' };
      case 'session.report':
      case 'game.loading':
      case 'game.loaded':
      case 'game.happytime':
        return null;
    }
    return fail(ERROR_CODES.unknownMethod, `Unknown method '${method}'.`);
  };

  return {
    info: {
      v: PROTOCOL_VERSION,
      product: 'Orbital (local mode)',
      features: { multiplayer: false, achievement: true, save: true, leaderboard: true, inventory: true, ...options.features },
      loggedIn: user.loggedIn,
    },
    request: (method, params) =>
      new Promise((resolve) => setTimeout(resolve, options.latency ?? 0)).then(() => answer(method, (params ?? {}) as Params)),
    close() {},
  };
}
