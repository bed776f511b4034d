import '../setup/msw';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { createQueryClient } from '@/api/queryClient';
import {
  MUTE_STORAGE_KEY,
  readLocalMute,
  useGameSettings,
  useSettingsChanged,
  writeLocalMute,
} from '@/features/games/sdk/useGameSettings';
import { onMutationError, resetErrorToasts, subscribeErrorToasts, type ErrorToast } from '@/lib/errors/globalHandlers';
import { readSessionCache } from '@/lib/session';
import { ensureDatabase } from '../../mocks/db';
import { server } from '../setup/msw';

/*
 * The game's settings (issue 12): settings.get's { muteAudio, reducedMotion } and settings.changed. A
 * visitor's mute choice lives in localStorage (storage may throw); a player's is the account's
 * media.mute_sounds_master, changed optimistically through account.updateSettings and rolled back with
 * the 'Error' toast when the server refuses. Against the real mock backend.
 */

vi.setConfig({ testTimeout: 20_000 });
beforeAll(async () => {
  await ensureDatabase();
});

/** A controllable prefers-reduced-motion. */
function fakeReducedMotion(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      get matches() {
        return matches && query.includes('prefers-reduced-motion: reduce');
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }),
  });
  return (next: boolean) => {
    matches = next;
    for (const listener of listeners) listener();
  };
}

let setReducedMotion: (next: boolean) => void;
let queryClient: QueryClient;
beforeEach(() => {
  setReducedMotion = fakeReducedMotion(false);
  queryClient = createQueryClient({ retryDelay: 0, onMutationError });
});
afterEach(() => {
  queryClient.clear();
  resetErrorToasts();
  vi.restoreAllMocks();
  // A refused write leaves the choice in memory: clear it for the next test.
  writeLocalMute(false);
  localStorage.clear();
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A Storage method that throws for localStorage only (the session cache reads sessionStorage). */
const blocked = (real: (this: Storage, ...args: never[]) => unknown) =>
  function (this: Storage, ...args: never[]) {
    if (this === localStorage) throw new DOMException('blocked', 'SecurityError');
    return real.apply(this, args);
  };

const renderSettings = () => renderHook(() => useGameSettings(), { wrapper });

async function loginAsPlayer() {
  await callEndpoint(api(), endpoints['auth.login'], { body: { login: 'player', password: 'Orbital!2026', remember: false } });
}

const serverMute = async () => (await callEndpoint(api(), endpoints['account.settings'])).media.mute_sounds_master;

describe('a visitor', () => {
  it('is not muted at first; the control\'s choice is remembered in localStorage and read back', async () => {
    const { result, unmount } = renderSettings();
    await waitFor(() => expect(result.current.source).toBe('browser'));
    expect(result.current.settings()).toEqual({ muteAudio: false, reducedMotion: false });
    act(() => result.current.setMuteAudio(true));
    expect(result.current.muteAudio).toBe(true);
    expect(result.current.settings()).toEqual({ muteAudio: true, reducedMotion: false });
    expect(localStorage.getItem(MUTE_STORAGE_KEY)).toBe('1');
    unmount();
    // A new page (a reload) reads it back.
    const again = renderSettings();
    expect(again.result.current.muteAudio).toBe(true);
  });

  it('follows another tab\'s choice (the storage event)', () => {
    const { result } = renderSettings();
    localStorage.setItem(MUTE_STORAGE_KEY, '1');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: MUTE_STORAGE_KEY, newValue: '1' }));
    });
    expect(result.current.muteAudio).toBe(true);
  });

  it('still works when storage throws: the choice lasts for the page', () => {
    const { getItem, setItem } = Storage.prototype;
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked(getItem) as Storage['getItem']);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked(setItem) as Storage['setItem']);
    expect(readLocalMute()).toBe(false);
    const { result } = renderSettings();
    expect(result.current.muteAudio).toBe(false);
    act(() => result.current.setMuteAudio(true));
    expect(result.current.muteAudio).toBe(true);
    act(() => result.current.setMuteAudio(false));
    expect(result.current.muteAudio).toBe(false);
  });

  it('reducedMotion follows prefers-reduced-motion as it changes', () => {
    const { result } = renderSettings();
    expect(result.current.reducedMotion).toBe(false);
    act(() => setReducedMotion(true));
    expect(result.current.reducedMotion).toBe(true);
    expect(result.current.settings()).toEqual({ muteAudio: false, reducedMotion: true });
  });
});

describe('a player', () => {
  it('reads mute_sounds_master from the session, and the control changes the account setting', async () => {
    await loginAsPlayer();
    await callEndpoint(api(), endpoints['account.updateSettings'], { body: { media: { mute_sounds_master: true } } });
    const { result } = renderSettings();
    await waitFor(() => expect(result.current.source).toBe('account'));
    expect(result.current.muteAudio).toBe(true);
    // A visitor's choice in this browser does not count for a player.
    act(() => writeLocalMute(false));
    expect(result.current.muteAudio).toBe(true);

    act(() => result.current.setMuteAudio(false));
    // Optimistic: at once, before the server answers.
    await waitFor(() => expect(result.current.muteAudio).toBe(false));
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(result.current.muteAudio).toBe(false);
    await expect(serverMute()).resolves.toBe(false);
    // The tab's session cache follows (applied first on a reload).
    expect(readSessionCache()?.settings.media.mute_sounds_master).toBe(false);
  });

  it('a refused change is rolled back with the \'Error\' toast carrying the server\'s message', async () => {
    await loginAsPlayer();
    const toasts: ErrorToast[] = [];
    subscribeErrorToasts((toast) => toasts.push(toast));
    const { result } = renderSettings();
    await waitFor(() => expect(result.current.source).toBe('account'));
    expect(result.current.muteAudio).toBe(false);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.patch('*/v1/private/user/account/settings', async () => {
        await answered;
        return HttpResponse.json({ status: { success: false, code: 500, message: 'The settings could not be saved.', debug: null }, data: null }, { status: 500 });
      }),
    );
    act(() => result.current.setMuteAudio(true));
    await waitFor(() => expect(result.current.muteAudio).toBe(true));
    answer();
    await waitFor(() => expect(result.current.muteAudio).toBe(false));
    expect(toasts).toEqual([expect.objectContaining({ type: 'danger', title: 'Error', body: 'The settings could not be saved.' })]);
    server.resetHandlers();
    await expect(serverMute()).resolves.toBe(false);
  });
});

function renderEvents(enabled = true) {
  const send = vi.fn(() => true);
  const hook = renderHook(
    ({ on }: { on: boolean }) => {
      const settings = useGameSettings();
      useSettingsChanged(send, settings, on);
      return settings;
    },
    { wrapper, initialProps: { on: enabled } },
  );
  return { send, ...hook };
}

describe('settings.changed', () => {
  it('is sent with both values when mute or reduced motion changes, not for the first values', () => {
    const { send, result } = renderEvents();
    expect(send).not.toHaveBeenCalled();
    act(() => result.current.setMuteAudio(true));
    expect(send).toHaveBeenLastCalledWith('settings.changed', { muteAudio: true, reducedMotion: false });
    act(() => setReducedMotion(true));
    expect(send).toHaveBeenLastCalledWith('settings.changed', { muteAudio: true, reducedMotion: true });
    act(() => result.current.setMuteAudio(true));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('is not sent for a game without the SDK', () => {
    const { send, result } = renderEvents(false);
    act(() => result.current.setMuteAudio(true));
    act(() => setReducedMotion(true));
    expect(send).not.toHaveBeenCalled();
  });

  it('is sent when a login brings the player\'s own setting', async () => {
    const { send, result } = renderEvents();
    await waitFor(() => expect(result.current.source).toBe('browser'));
    await loginAsPlayer();
    await callEndpoint(api(), endpoints['account.updateSettings'], { body: { media: { mute_sounds_master: true } } });
    await act(() => queryClient.refetchQueries());
    await waitFor(() => expect(result.current.source).toBe('account'));
    expect(send).toHaveBeenCalledWith('settings.changed', { muteAudio: true, reducedMotion: false });
  });
});
