import type { GameBuild } from '@/api/schemas/game';

/*
 * Which build the game page plays and the URL its frame loads (spec §2 Game page; Decisions 3 and 10).
 * Pure functions, so every rule has a unit test (tests/unit/gamePageFrame.test.tsx).
 */

/** The page's query parameter that preselects a build by its version (spec §2 Routes). */
export const BUILD_PARAM = 'build';

export interface BuildChoice {
  /** The build the frame plays. */
  build: GameBuild;
  /** The build players get by default. */
  active: GameBuild;
  /** The version the `build` query asked for when the game has no such build (the page says so); else null. */
  unknownVersion: string | null;
}

/** The build marked active; a game without one (malformed data) plays its last, newest build. */
export function activeBuild(builds: readonly GameBuild[]): GameBuild {
  const active = builds.find((build) => build.active) ?? builds.at(-1);
  if (!active) throw new Error('A game has at least one build.');
  return active;
}

/**
 * The build named by the `build` query (exact version match), or the active build when the query is
 * absent or empty, or names a version the game does not have — then `unknownVersion` says which.
 */
export function chooseBuild(builds: readonly GameBuild[], requested: string | null): BuildChoice {
  const active = activeBuild(builds);
  if (requested === null || requested === '') return { build: active, active, unknownVersion: null };
  const named = builds.find((build) => build.version === requested);
  return named ? { build: named, active, unknownVersion: null } : { build: active, active, unknownVersion: requested };
}

function decodeKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * `xr=emulate` (guide §3): the sample games install an emulated headset, so the VR path runs on a laptop
 * (sales demos) and in the test suite. The one page parameter without the prefix that the frame gets,
 * and only with exactly this value; the game decides what to do with it (it loads nothing otherwise).
 */
export const EMULATE_XR_PAIR = 'xr=emulate';

/**
 * The page's query parameters that start with `prefix` (the product id and '_': `orbital_`, Decision
 * 10), as the raw `key=value` pairs of `search` (the page's `location.search`), so that the frame gets
 * them byte for byte: same encoding, same order, repeats kept; and `xr=emulate`. Nothing else is forwarded.
 */
export function forwardedParams(search: string, prefix: string): string[] {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query === '') return [];
  return query.split('&').filter((pair) => {
    const key = pair.split('=', 1)[0] ?? '';
    return (key !== '' && decodeKey(key).startsWith(prefix)) || pair === EMULATE_XR_PAIR;
  });
}

/**
 * The frame's URL: the build's path and query (`builds[].url`, e.g. `/starfall-arena/index.html?build=1.1.0`)
 * on the games origin, with the forwarded pairs appended to the build's own query. Only the path, query
 * and fragment of the build URL are used: an absolute or protocol-relative `url` from the API cannot
 * point the frame at another origin.
 */
export function gameFrameUrl(buildUrl: string, gamesOrigin: string, forwarded: readonly string[] = []): string {
  const origin = new URL(gamesOrigin).origin;
  const parsed = new URL(buildUrl, `${origin}/`);
  const ownQuery = parsed.search.length > 1 ? parsed.search : '';
  const extra = forwarded.join('&');
  const query = extra === '' ? ownQuery : `${ownQuery === '' ? '?' : `${ownQuery}&`}${extra}`;
  // A non-hierarchical URL (javascript:, data:) has a path without the leading slash.
  const path = parsed.pathname.startsWith('/') ? parsed.pathname : `/${parsed.pathname}`;
  return `${origin}${path}${query}${parsed.hash}`;
}
