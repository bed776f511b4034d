import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { IconName } from '@/design-system';
import { accountStrings } from './strings';

/*
 * The account area's page registry (spec §2 /account/{page}): each page id, in the navigation's order,
 * with its title (the nav label) and its component, loaded only when that page is opened. A page component
 * takes no props, renders its own <h1> and content, and throws the API errors that must become status
 * screens (the route's error boundary maps 401/403/419/404).
 */

export const ACCOUNT_PAGE_IDS = [
  'home',
  'profile',
  'friends',
  'achievement',
  'inventory',
  'shop',
  'activity',
  'history',
  'settings',
  'support',
] as const;
export type AccountPageId = (typeof ACCOUNT_PAGE_IDS)[number];

export function isAccountPageId(value: string | undefined): value is AccountPageId {
  return (ACCOUNT_PAGE_IDS as readonly string[]).includes(value ?? '');
}

export interface AccountPageEntry {
  title: string;
  icon: IconName;
  Component: LazyExoticComponent<ComponentType>;
}

/** A named export of a page module as React.lazy's default. */
const named = <M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

const titles = accountStrings.pages;

export const ACCOUNT_PAGES: Readonly<Record<AccountPageId, AccountPageEntry>> = {
  home: { title: titles.home, icon: 'dashboard', Component: named(() => import('./pages/HomePage'), 'HomePage') },
  profile: { title: titles.profile, icon: 'user', Component: named(() => import('./pages/ProfilePage'), 'ProfilePage') },
  friends: { title: titles.friends, icon: 'users', Component: named(() => import('./pages/FriendsPage'), 'FriendsPage') },
  achievement: { title: titles.achievement, icon: 'trophy', Component: named(() => import('./pages/AchievementsPage'), 'AchievementsPage') },
  inventory: { title: titles.inventory, icon: 'box', Component: named(() => import('./pages/InventoryPage'), 'InventoryPage') },
  shop: { title: titles.shop, icon: 'cart', Component: named(() => import('./pages/ShopPage'), 'ShopPage') },
  activity: { title: titles.activity, icon: 'activity', Component: named(() => import('./pages/ActivityPage'), 'ActivityPage') },
  history: { title: titles.history, icon: 'history', Component: named(() => import('./pages/HistoryPage'), 'HistoryPage') },
  settings: { title: titles.settings, icon: 'settings', Component: named(() => import('./pages/SettingsPage'), 'SettingsPage') },
  support: { title: titles.support, icon: 'help', Component: named(() => import('./pages/SupportPage'), 'SupportPage') },
};
