import { afterEach, describe, expect, it } from 'vitest';
import { publishBalance } from './events';
import { authorizeChannel, realtimeServer } from './protocol';
import { relayRealtimeAcrossTabs } from './tabs';

interface Frame {
  event: string;
  channel?: string;
  data: string;
}

const CHANNEL = 'private-account.42';
const stops: (() => void)[] = [];

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  realtimeServer().closeAll();
});

/** A socket of this tab subscribed to the account channel, recording its frames. */
async function socketOfThisTab() {
  const frames: Frame[] = [];
  const connection = realtimeServer().connect((frame) => frames.push(JSON.parse(frame) as Frame));
  const { auth } = await authorizeChannel(connection.socketId, CHANNEL);
  await connection.receive(JSON.stringify({ event: 'pusher:subscribe', data: { channel: CHANNEL, auth } }));
  return frames.filter.bind(frames, (frame) => frame.event === 'balance.updated');
}

/** Another tab: a BroadcastChannel of the same name, recording what this tab relays. */
function anotherTab(name: string) {
  const received: unknown[] = [];
  const tab = new BroadcastChannel(name);
  tab.addEventListener('message', (message: MessageEvent<unknown>) => received.push(message.data));
  stops.push(() => tab.close());
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin.
  const post = (data: unknown) => tab.postMessage(data);
  return { post, received };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('relayRealtimeAcrossTabs', () => {
  it("tells the other tabs what this tab's mock publishes", async () => {
    stops.push(relayRealtimeAcrossTabs(realtimeServer(), 'test-tabs-1'));
    const other = anotherTab('test-tabs-1');
    const balances = await socketOfThisTab();
    publishBalance(42, 150);
    await settle();
    expect(balances()).toHaveLength(1);
    expect(other.received).toEqual([{ channel: CHANNEL, event: 'balance.updated', data: { total: 150 } }]);
  });

  it("delivers another tab's event to this tab's sockets, without sending it back", async () => {
    stops.push(relayRealtimeAcrossTabs(realtimeServer(), 'test-tabs-2'));
    const other = anotherTab('test-tabs-2');
    const balances = await socketOfThisTab();
    other.post({ channel: CHANNEL, event: 'balance.updated', data: { total: 175 } });
    other.post({ channel: CHANNEL, note: 'not an event' });
    await settle();
    expect(balances().map((frame) => JSON.parse(frame.data) as unknown)).toEqual([{ total: 175 }]);
    expect(other.received).toEqual([]);
  });

  it('stops relaying when stopped', async () => {
    const stop = relayRealtimeAcrossTabs(realtimeServer(), 'test-tabs-3');
    const other = anotherTab('test-tabs-3');
    stop();
    publishBalance(42, 200);
    await settle();
    expect(other.received).toEqual([]);
  });
});
