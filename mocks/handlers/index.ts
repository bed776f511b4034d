/*
 * Every mock handler, one array per contract domain (the key prefix: auth, account, games, …), each in
 * its own file built with route() (see auth.ts for the pattern). One list feeds vitest (mocks/node.ts),
 * the demo's service worker, Storybook and the HTTP mock server.
 */
import type { AnyHandler } from 'msw';
import { accountHandlers } from './account';
import { adsHandlers } from './ads';
import { authHandlers } from './auth';
import { blogHandlers } from './blog';
import { communityHandlers } from './community';
import { developersHandlers } from './developers';
import { gamesHandlers } from './games';
import { helpHandlers } from './help';
import { homeHandlers } from './home';
import { marketHandlers } from './market';
import { messagesHandlers } from './messages';
import { newsletterHandlers } from './newsletter';
import { notificationsHandlers } from './notifications';
import { reviewsHandlers } from './reviews';
import { sdkHandlers } from './sdk';
import { searchHandlers } from './search';
import { sessionsHandlers } from './sessions';
import { supportHandlers } from './support';
import { systemHandlers } from './system';

export const handlers: AnyHandler[] = [
  ...authHandlers,
  ...accountHandlers,
  ...notificationsHandlers,
  ...messagesHandlers,
  ...newsletterHandlers,
  ...communityHandlers,
  ...supportHandlers,
  ...marketHandlers,
  ...sdkHandlers,
  ...systemHandlers,
  ...homeHandlers,
  ...gamesHandlers,
  ...sessionsHandlers,
  ...reviewsHandlers,
  ...developersHandlers,
  ...blogHandlers,
  ...helpHandlers,
  ...adsHandlers,
  ...searchHandlers,
];
