import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeTarget } from './channels';
import { channelOf, deliver, fakeLibraries, FakeEcho, started } from './testing';
import { useRealtime, type RealtimeCallbacks } from './useRealtime';

afterEach(() => {
  FakeEcho.instances = [];
});

const options = { load: fakeLibraries };

describe('useRealtime', () => {
  it('connects for the target, calls the latest callbacks, and disconnects on unmount', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(
      ({ target, callbacks }: { target: RealtimeTarget | null; callbacks: RealtimeCallbacks }) => useRealtime(target, callbacks, options),
      { initialProps: { target: { user: { id: 3 } }, callbacks: { onBalance: first } } },
    );
    const echo = await started();
    deliver(channelOf(echo, 'private-account.3'), '.balance.updated', { total: 1 });
    expect(first).toHaveBeenCalledWith({ total: 1 });

    // A new target object for the same user and new callbacks: no reconnection, the new callback is used.
    rerender({ target: { user: { id: 3 } }, callbacks: { onBalance: second } });
    deliver(channelOf(echo, 'private-account.3'), '.balance.updated', { total: 2 });
    expect(second).toHaveBeenCalledWith({ total: 2 });
    expect(FakeEcho.instances).toHaveLength(1);

    unmount();
    expect(echo.disconnected).toBe(true);
  });

  it('reconnects when the user changes and does nothing while the target is unknown', async () => {
    const { rerender } = renderHook(({ target }: { target: RealtimeTarget | null }) => useRealtime(target, {}, options), {
      initialProps: { target: null as RealtimeTarget | null },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(FakeEcho.instances).toHaveLength(0);

    rerender({ target: { user: { id: 1 } } });
    const firstEcho = await started();
    rerender({ target: { guestSessionId: 'g1' } });
    await vi.waitFor(() => expect(FakeEcho.instances).toHaveLength(2));
    expect(firstEcho.disconnected).toBe(true);
    expect([...(FakeEcho.instances[1]?.channels.keys() ?? [])]).toEqual(['guest.announcement.g1']);
  });
});
