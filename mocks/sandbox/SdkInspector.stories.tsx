import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { createSdkTrafficLog, type SdkTrafficLog } from './sdkTraffic';
import { floodTraffic, HOSTILE_SAVE, trafficLog, trafficRelay } from './sdkTrafficFixtures';
import { SdkInspectorView } from './SdkInspectorView';

/**
 * The sandbox panel's SDK inspector (issue 12, demo only): the game frame's traffic as the page's relay
 * saw it — each request with its reply or error and its time, the events the page sent, every dropped
 * message with the reason — latest first. In the demo the entry installs its log as the app's SDK
 * traffic sink; here each story gets a log of its own, fed with what a relay streams.
 */

/** As wide as the panel's drawer, on its surface. */
const Drawer = styled.div`
  width: min(30rem, 100%);
  background: ${({ theme }) => theme.color.surface};
`;

type Loaded = { log: SdkTrafficLog; send?: ReturnType<typeof trafficRelay>['send'] };

const meta = {
  title: 'Sandbox/SDK inspector',
  component: SdkInspectorView,
  parameters: { layout: 'padded' },
  render: (_args, { loaded }) => (
    <Drawer>
      <SdkInspectorView log={(loaded as Loaded).log} />
    </Drawer>
  ),
} satisfies Meta<typeof SdkInspectorView>;
export default meta;
type Story = StoryObj<typeof meta>;

// `log` comes from each story's loader (a fresh one per render), not from args.
const noArgs = { log: createSdkTrafficLog() };

/** Before any SDK game page was open: what fills it, and nothing to clear. */
export const Empty: Story = {
  args: noArgs,
  loaders: [() => ({ log: createSdkTrafficLog() })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'SDK inspector (0)' })).toBeVisible();
    await expect(canvas.getByText(/It fills while a game page with an SDK build is open/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear traffic' })).toBeDisabled();
  },
};

/**
 * A game session: the handshake and calls with their replies and times, an unknown method, a purchase
 * refused for funds, a burst cut by the rate limit, events (one sent before the game had spoken, so not
 * delivered), forged messages dropped, and a save still waiting whose data is markup (shown as text).
 * The play function then sends one more request and its reply, live.
 */
export const LiveTraffic: Story = {
  args: noArgs,
  loaders: [() => trafficRelay()],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: /SDK inspector/ });
    const row = (text: string) => within(list).getAllByRole('listitem').find((item) => item.textContent?.includes(text)) as HTMLElement;
    await expect(row('user.get')).toHaveTextContent('38 ms');
    await expect(row('saves.nuke')).toHaveTextContent('unknown_method');
    await expect(row('dropped: origin')).toHaveTextContent('×3');
    await expect(row('leaderboards.get')).toHaveTextContent('refused: rate limit');
    await expect(row('saves.write')).toHaveTextContent(JSON.stringify(HOSTILE_SAVE));
    await expect(canvasElement.querySelector('img')).toBeNull();

    const send = (loaded as Required<Loaded>).send;
    send({ kind: 'request', at: 0, id: 'live-1', method: 'achievements.unlock', params: { achievement: 'collector' } });
    send({ kind: 'reply', at: 0, id: 'live-1', method: 'achievements.unlock', ms: 27, data: { unlocked_now: true } });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('achievements.unlock'));
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('27 ms');
    await expect(canvas.getByRole('heading', { name: 'SDK inspector (44)' })).toBeVisible();
  },
};

/**
 * After a flood of 10,000 identical requests (with forged messages from two origins in between): one
 * row says what happened to them — 256 answered, 9,744 refused by the rate limit — the drops are two
 * counted rows, and the calls before and after stay readable.
 */
export const FloodSummary: Story = {
  args: noArgs,
  loaders: [() => ({ log: trafficLog(floodTraffic(10_000)) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'SDK inspector (20,504)' })).toBeVisible();
    const items = within(canvas.getByRole('list', { name: /SDK inspector/ })).getAllByRole('listitem');
    await expect(items.length).toBeLessThan(10);
    const flood = items.find((item) => item.textContent?.includes('×10,000')) as HTMLElement;
    await expect(flood).toHaveTextContent('outcome 256 ok · 9,744 rate_limited');
    await expect(flood).toHaveTextContent('ids flood-0 … flood-9999');
    await expect(items.filter((item) => item.textContent?.includes('×250'))).toHaveLength(2);
    await expect(canvas.getByText(/10,002 requests · 258 replies · 0 errors · 9,744 refused \(rate limit\)/)).toBeVisible();
  },
};

/** By keyboard: Tab to 'Clear traffic', Enter empties the list. */
export const ClearByKeyboard: Story = {
  args: noArgs,
  loaders: [() => ({ log: trafficLog() })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clear = canvas.getByRole('button', { name: 'Clear traffic' });
    clear.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: 'SDK inspector (0)' })).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};
