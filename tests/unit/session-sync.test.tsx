import '../setup/msw';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import { createQueryClient } from '@/api/queryClient';
import type { Session } from '@/api/schemas/user';
import { ToastProvider } from '@/design-system/components/Toast';
import { DesignSystemProvider } from '@/design-system/theme/ThemeProvider';
import {
  broadcastSessionEvent,
  readSessionCache,
  SESSION_CACHE_KEY,
  SessionSync,
  useBalance,
  useCurrentUser,
  useSignOut,
  writeSessionCache,
} from '@/lib/session';
import { setScenarioState } from '../../mocks/scenarios/state';
import { FakeBroadcastChannel, renderWithApp } from './authHarness';

const PASSWORD = 'Orbital!2026';

async function loginAs(login: string): Promise<Session> {
  return callEndpoint(api(), endpoints['auth.login'], { body: { login, password: PASSWORD, remember: false } });
}

function UserProbe() {
  const user = useCurrentUser();
  return <p data-testid="user">{user.loggedIn ? `in:${user.username}` : user.attempted ? 'out' : 'unknown'}</p>;
}

beforeEach(() => {
  vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
});
afterEach(() => {
  vi.unstubAllGlobals();
  FakeBroadcastChannel.open.clear();
});

describe('session (spec §4 Auth status)', () => {
  it('is unknown (attempted false) until the status check answers, then logged out for a visitor', async () => {
    renderWithApp(
      <>
        <SessionSync />
        <UserProbe />
      </>,
    );
    expect(screen.getByTestId('user')).toHaveTextContent('unknown');
    await waitFor(() => expect(screen.getByTestId('user')).toHaveTextContent('out'));
  });

  it('applies the session-storage cache first, then checks the server: logged out resets the cache', async () => {
    const session = await loginAs('player');
    // The server session ends (another device signed out): only this tab's cache still knows the player.
    await callEndpoint(api(), endpoints['auth.logout']);
    writeSessionCache(session);
    const { queryClient } = renderWithApp(
      <>
        <SessionSync />
        <UserProbe />
      </>,
    );
    expect(screen.getByTestId('user')).toHaveTextContent('in:player');
    await waitFor(() => expect(screen.getByTestId('user')).toHaveTextContent('out'));
    expect(window.sessionStorage.getItem(SESSION_CACHE_KEY)).toBeNull();
    expect(queryClient.getQueryData(keys.auth.status())).toBeNull();
  });

  it('caches the user the server reports', async () => {
    await loginAs('premium');
    renderWithApp(<SessionSync />);
    await waitFor(() => expect(readSessionCache()?.account.username).toBe('premium'));
  });

  it('rechecks the status when another tab broadcasts a login', async () => {
    renderWithApp(
      <>
        <SessionSync />
        <UserProbe />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('user')).toHaveTextContent('out'));
    await loginAs('developer'); // the other tab logged in: the cookie is shared
    act(() => {
      broadcastSessionEvent('login'); // as the other tab does: a channel of its own
    });
    await waitFor(() => expect(screen.getByTestId('user')).toHaveTextContent('in:developer'));
  });

  it('follows a logout broadcast by another tab', async () => {
    await loginAs('player');
    renderWithApp(
      <>
        <SessionSync />
        <UserProbe />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('user')).toHaveTextContent('in:player'));
    await callEndpoint(api(), endpoints['auth.logout']);
    act(() => {
      broadcastSessionEvent('logout');
    });
    await waitFor(() => expect(screen.getByTestId('user')).toHaveTextContent('out'));
    expect(window.sessionStorage.getItem(SESSION_CACHE_KEY)).toBeNull();
  });

  it('broadcasts to the other tabs, never to itself', () => {
    const other = new FakeBroadcastChannel('orbital-session');
    const heard = vi.fn();
    other.addEventListener('message', (event) => heard((event as MessageEvent).data));
    broadcastSessionEvent('register');
    expect(heard).toHaveBeenCalledWith({ type: 'register' });
  });
});

describe('useSignOut (spec §4 Sign out, §8)', () => {
  it('shows the working state, resets user, settings and caches, tells the other tabs and shows the toast', async () => {
    const session = await loginAs('player');
    const queryClient = createQueryClient({ retryDelay: 0 });
    queryClient.setQueryData(keys.auth.status(), session);
    queryClient.setQueryData(keys.account.summary(), { alias: 'x', coins: 1, username: 'player' });
    writeSessionCache(session);
    const other = new FakeBroadcastChannel('orbital-session');
    const heard = vi.fn();
    other.addEventListener('message', (event) => heard((event as MessageEvent).data));

    const wrapper = ({ children }: { children: ReactNode }) => (
      <DesignSystemProvider>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>{children}</ToastProvider>
        </QueryClientProvider>
      </DesignSystemProvider>
    );
    const { result } = renderHook(() => useSignOut(), { wrapper });
    // A server that takes a moment, so the working state is observable (not batched away).
    setScenarioState({ latencyMs: 150 });
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.signOut();
    });
    await waitFor(() => expect(result.current.isPending).toBe(true)); // the working state
    await act(() => done);
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(queryClient.getQueryData(keys.auth.status())).toBeNull();
    expect(queryClient.getQueryData(keys.account.summary())).toBeUndefined();
    expect(readSessionCache()).toBeUndefined();
    expect(heard).toHaveBeenCalledWith({ type: 'logout' });
    expect(await screen.findByText('Signed Out')).toBeInTheDocument();
    expect(screen.getByText('You are now signed out of your account.')).toBeInTheDocument();
  });
});

describe('useBalance (spec §4: the header balance refreshes from the account summary)', () => {
  it('takes the coins of account.summary into the session', async () => {
    const session = await loginAs('player');
    const queryClient = createQueryClient({ retryDelay: 0 });
    queryClient.setQueryData(keys.auth.status(), { ...session, account: { ...session.account, balance: 1 } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useBalance(), { wrapper });
    expect(result.current).toBe(1);
    await waitFor(() => expect(result.current).toBe(session.account.balance));
  });

  it('is undefined for a visitor (no summary call)', () => {
    const queryClient = createQueryClient({ retryDelay: 0 });
    queryClient.setQueryData(keys.auth.status(), null);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useBalance(), { wrapper });
    expect(result.current).toBeUndefined();
  });
});
