import { observePublish, realtimeServer, type PusherServer } from './protocol';

/*
 * Every demo tab runs its own mock backend, and with it its own push server: a purchase made in one tab
 * would publish `balance.updated` to that tab's sockets only, while a real push server reaches every tab
 * of the account. So each tab tells the others what it published (a BroadcastChannel), and they deliver
 * it to their own sockets. Their databases already agree (the localStorage snapshot, mocks/browser.ts).
 */

export const REALTIME_TABS_CHANNEL = 'orbital.mock-realtime';

interface RelayedEvent {
  channel: string;
  event: string;
  data: unknown;
}

function isRelayedEvent(value: unknown): value is RelayedEvent {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record['channel'] === 'string' && typeof record['event'] === 'string' && 'data' in record;
}

/**
 * Relays this tab's publishes to the other tabs and delivers theirs here. Delivery goes to the server
 * directly, not through `publish()`, so an event never comes back. Returns the function that stops it.
 */
export function relayRealtimeAcrossTabs(server: PusherServer = realtimeServer(), name = REALTIME_TABS_CHANNEL): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const tabs = new BroadcastChannel(name);
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin.
  const stopObserving = observePublish((channel, event, data) => tabs.postMessage({ channel, event, data } satisfies RelayedEvent));
  tabs.addEventListener('message', (message: MessageEvent<unknown>) => {
    if (!isRelayedEvent(message.data)) return;
    server.publish(message.data.channel, message.data.event, message.data.data);
  });
  return () => {
    stopObserving();
    tabs.close();
  };
}
