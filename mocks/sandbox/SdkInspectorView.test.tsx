import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../tests/utils/render';
import { createSdkTrafficLog, FLUSH_INTERVAL_MS, type SdkTrafficLog } from './sdkTraffic';
import { floodTraffic, HOSTILE_SAVE, trafficLog } from './sdkTrafficFixtures';
import { SdkInspectorView } from './SdkInspectorView';

function renderInspector(log: SdkTrafficLog = trafficLog()) {
  const user = userEvent.setup();
  const view = renderWithTheme(<SdkInspectorView log={log} />);
  return { user, log, view };
}

/** The inspector's rows, latest first. */
const rows = () => within(screen.getByRole('list', { name: /SDK inspector/ })).getAllByRole('listitem');
const rowWith = (text: string | RegExp) => {
  const found = rows().filter((row) => (typeof text === 'string' ? row.textContent?.includes(text) : text.test(row.textContent ?? '')));
  expect(found, `one row with ${String(text)}`).toHaveLength(1);
  return found[0] as HTMLElement;
};

describe('SdkInspectorView', () => {
  it('empty: says when it fills, with the count at 0 and nothing to clear', () => {
    renderInspector(createSdkTrafficLog());
    expect(screen.getByRole('heading', { name: 'SDK inspector (0)' })).toBeInTheDocument();
    expect(screen.getByText(/No SDK traffic yet\. It fills while a game page with an SDK build is open/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear traffic' })).toBeDisabled();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('a request with its reply and its time in ms, params short', () => {
    renderInspector();
    const user = rowWith('user.get');
    expect(user).toHaveTextContent('ok');
    expect(user).toHaveTextContent('38 ms');
    expect(user).toHaveTextContent('params (none)');
    expect(user).toHaveTextContent('reply {"loggedIn":true,"id":1,"username":"player","premium":false}');
    expect(user).toHaveTextContent('id u1');
    const score = rowWith('leaderboards.postScore');
    expect(score).toHaveTextContent('params {"score":1200}');
    expect(score).toHaveTextContent('52 ms');
  });

  it('errors show their code, status and message; an unanswered request is waiting', () => {
    renderInspector();
    const unknown = rowWith('saves.nuke');
    expect(unknown).toHaveTextContent('unknown_method');
    expect(unknown).toHaveTextContent('error unknown_method: Unknown method "saves.nuke".');
    expect(unknown).toHaveTextContent('1 ms');
    expect(rowWith('inventory.purchase')).toHaveTextContent('error insufficient_funds (422): Not enough coins');
    expect(rowWith('saves.write')).toHaveTextContent('waiting');
  });

  it('a request refused by the rate limit says so, apart from errors', () => {
    renderInspector(
      trafficLog([
        { kind: 'request', at: 0, id: 'r1', method: 'saves.all', params: undefined },
        { kind: 'error', at: 0, id: 'r1', method: 'saves.all', ms: 0, error: { code: 'rate_limited', message: "Too many requests: the relay's queue is full. Try again shortly." } },
      ]),
    );
    const refused = rowWith('saves.all');
    expect(within(refused).getByText('refused: rate limit')).toBeInTheDocument();
    expect(refused).toHaveTextContent("error rate_limited: Too many requests: the relay's queue is full.");
    expect(refused).toHaveTextContent('0 ms');
    expect(screen.getByText(/1 request · 0 replies · 0 errors · 1 refused \(rate limit\)/)).toBeInTheDocument();
  });

  it('dropped messages show the reason and origin, repeated ones counted', () => {
    renderInspector();
    const origin = rowWith('dropped: origin');
    expect(origin).toHaveTextContent('×3');
    expect(origin).toHaveTextContent('no reply');
    expect(origin).toHaveTextContent('reason origin: not from a subdomain of this site');
    expect(origin).toHaveTextContent('origin http://evil.localhost:4173');
    expect(rowWith('dropped: version')).toHaveTextContent('reason version: an unsupported protocol version');
  });

  it('a burst refused by the rate limit is one row with its outcome', () => {
    renderInspector();
    const burst = rowWith('leaderboards.get');
    expect(burst).toHaveTextContent('×12');
    expect(within(burst).getByText('partly refused: rate limit')).toBeInTheDocument();
    expect(burst).toHaveTextContent('outcome 4 ok · 8 rate_limited');
    expect(burst).toHaveTextContent('ids lb-0 … lb-11');
  });

  it('events: name, data and whether the game got them', () => {
    renderInspector();
    const settings = rowWith('settings.changed');
    expect(settings).toHaveTextContent('event');
    expect(settings).toHaveTextContent('sent');
    expect(settings).toHaveTextContent('data {"muteAudio":true,"reducedMotion":false}');
    const [latestPause, firstPause] = rows().filter((row) => row.textContent?.startsWith('pause'));
    expect(latestPause).toHaveTextContent('sent');
    expect(firstPause).toHaveTextContent('not delivered');
    expect(firstPause).toHaveTextContent('The game had not sent a valid message yet');
  });

  it('latest first, with the totals and the count in the heading', () => {
    renderInspector();
    const all = rows();
    expect(all[0]).toHaveTextContent('saves.write');
    expect(all.at(-1)).toHaveTextContent('Relay started for starfall-arena');
    // The fixture's 42 messages: 18 requests, 7 replies, 2 errors, 8 refusals, 3 events, 4 drops.
    expect(screen.getByRole('heading', { name: 'SDK inspector (42)' })).toBeInTheDocument();
    expect(screen.getByText('18 requests · 7 replies · 2 errors · 8 refused (rate limit) · 3 events (1 not delivered) · 4 dropped')).toBeInTheDocument();
  });

  it("renders a game's strings as text, never as markup", () => {
    const { view } = renderInspector();
    const save = rowWith('saves.write');
    expect(save).toHaveTextContent(`params {"slot":1,"data":${JSON.stringify(HOSTILE_SAVE)}}`);
    expect(view.container.querySelector('img')).toBeNull();
    expect(save.innerHTML).not.toContain('<img');
  });

  it('updates live, and Clear empties it', async () => {
    const log = createSdkTrafficLog();
    const { user } = renderInspector(log);
    const send = log.connect('neon-drift');
    act(() => send({ kind: 'request', at: 0, id: 'live', method: 'settings.get', params: undefined }));
    expect(await screen.findByText('settings.get')).toBeInTheDocument();
    act(() => send({ kind: 'reply', at: 0, id: 'live', method: 'settings.get', ms: 4, data: { muteAudio: false, reducedMotion: true } }));
    expect(await screen.findByText('4 ms')).toBeInTheDocument();
    expect(rowWith('settings.get')).toHaveTextContent('neon-drift');
    await user.click(screen.getByRole('button', { name: 'Clear traffic' }));
    expect(screen.getByText(/No SDK traffic yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'SDK inspector (0)' })).toBeInTheDocument();
  });

  it('a flood of 10,000 messages over 200 ms re-renders a few times, not thousands, and stays bounded', async () => {
    const log = createSdkTrafficLog();
    let commits = 0;
    renderWithTheme(
      <Profiler id="inspector" onRender={() => (commits += 1)}>
        <SdkInspectorView log={log} />
      </Profiler>,
    );
    const send = log.connect('starfall-arena');
    const flood = floodTraffic(10_000);
    const chunks = 20;
    const size = Math.ceil(flood.length / chunks);
    const before = commits;
    const started = Date.now();
    for (let i = 0; i < chunks; i += 1) {
      act(() => {
        for (const entry of flood.slice(i * size, (i + 1) * size)) send(entry);
      });
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
    const elapsed = Date.now() - started;
    expect(await screen.findByRole('heading', { name: 'SDK inspector (20,504)' }, { timeout: 2000 })).toBeInTheDocument();
    expect(rowWith('×10,000')).toHaveTextContent('outcome 256 ok · 9,744 rate_limited');
    expect(rows()[0]).toHaveTextContent('id after-flood');
    // At most one commit per interval (plus the last publish); without coalescing, one per chunk (20) or
    // per message (20,504). The bound follows the time the loop really took on a busy machine.
    expect(commits - before).toBeLessThanOrEqual(Math.min(chunks - 2, Math.ceil(elapsed / FLUSH_INTERVAL_MS) + 2));
    expect(rows().length).toBeLessThanOrEqual(log.limit);
  });

  it('by keyboard: the Clear button, then the scrollable list, are in the tab order', async () => {
    const { user } = renderInspector();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear traffic' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('list', { name: /SDK inspector/ })).toHaveFocus();
  });
});
