import '../setup/msw';
import { describe, expect, it } from 'vitest';
import { api } from '@/api/instance';
import { callEndpoint, endpoints } from '@/api/contract';
import { isApiError } from '@/api/errors';
import { fetchSession } from '@/lib/session';
import { setScenarioState } from '../../mocks/scenarios/state';

describe('fetchSession (auth status, spec §4 and §7)', () => {
  it('is null for a visitor: a failing status call means logged out', async () => {
    await expect(fetchSession()).resolves.toBeNull();
  });

  it('is the account and settings after a login', async () => {
    await callEndpoint(api(), endpoints['auth.login'], { body: { login: 'player', password: 'Orbital!2026', remember: false } });
    const session = await fetchSession();
    expect(session?.account.username).toBe('player');
    expect(session?.account.balance).toBe(120);
  });

  it('stays an error when the server is in maintenance (503 is not "logged out")', async () => {
    setScenarioState({ scenario: 'maintenance' });
    const error: unknown = await fetchSession().catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe(503);
  });
});
