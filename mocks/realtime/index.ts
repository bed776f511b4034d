/*
 * The realtime mock (browser-safe parts): the Pusher-protocol core, the shared registry behind
 * `publish`, the typed publishers and the msw handlers. The real-socket server for Node lives in
 * ./node-server (import it directly; it needs the `ws` package).
 */
export {
  DEFAULT_ACTIVITY_TIMEOUT,
  PUSHER_ERROR,
  REALTIME_DEMO_KEY,
  REALTIME_DEMO_SECRET,
  authorizeChannel,
  canAccessChannel,
  channelOwnerId,
  createPusherServer,
  encodeFrame,
  hmacSha256Hex,
  isAuthenticatedChannel,
  isPresenceChannel,
  observePublish,
  publish,
  realtimeServer,
  signChannel,
} from './protocol';
export type {
  ConnectOptions,
  Frame,
  PublishObserver,
  PublishOptions,
  PusherConnection,
  PusherServer,
  PusherServerOptions,
  SubscriptionRequest,
  TransportSink,
} from './protocol';
export { publishAchievement, publishBalance, publishEvent, publishMessage, publishNotification, wireChannels } from './events';
export type { AchievementTarget } from './events';
export { appKeyOf, realtimeHandlers, realtimeSocketUrl, realtimeUrlPattern } from './msw';
export type { RealtimeEndpoint, RealtimeHandlersOptions } from './msw';
