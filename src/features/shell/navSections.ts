import type { IconName } from '@/design-system';
import { commonStrings } from '@/lib/strings/common';

export type NavSection = 'games' | 'community' | 'blog' | 'shop' | 'help';

export interface NavEntry {
  section: NavSection;
  label: string;
  href: string;
  icon: IconName;
  /** Community is shown as not yet available (spec §1). */
  disabled?: boolean;
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  { section: 'games', label: commonStrings.nav.games, href: '/arcade/games', icon: 'gamepad' },
  { section: 'community', label: commonStrings.nav.community, href: '/community', icon: 'users', disabled: true },
  { section: 'blog', label: commonStrings.nav.blog, href: '/blog', icon: 'article' },
  { section: 'shop', label: commonStrings.nav.shop, href: '/market', icon: 'cart' },
  { section: 'help', label: commonStrings.nav.help, href: '/hc', icon: 'help' },
];

/** First path segment → section (spec §2: the active section comes from the first path segment). */
const SEGMENTS: Readonly<Record<string, NavSection>> = {
  arcade: 'games',
  game: 'games',
  community: 'community',
  blog: 'blog',
  market: 'shop',
  hc: 'help',
};

/** The active section of a pathname, or null (home, search, account, auth…). */
export function activeSection(pathname: string): NavSection | null {
  const first = pathname.split('/').find((part) => part !== '')?.toLowerCase();
  return (first !== undefined && Object.hasOwn(SEGMENTS, first) ? SEGMENTS[first] : undefined) ?? null;
}

/** The shell's game list links (spec §2: sort=popular and sort=recent). */
export const POPULAR_GAMES_HREF = '/arcade/games?sort=popular';
export const RECENT_GAMES_HREF = '/arcade/games?sort=recent';
