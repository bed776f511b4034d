import '../setup/msw';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/config';
import { VerifyEmailPage } from '@/features/auth/token/VerifyEmailPage';
import { parseVerifyEmailToken } from '@/features/auth/token/verifyEmailLink';
import { fixtures } from '../../mocks/db/fixtures';
import { daysAfter, unixSeconds } from '../../mocks/db/time';
import { server } from '../../mocks/node';
import { fetchCallsTo, renderWithApp } from './authHarness';

const { id, hash, signature } = fixtures.tokens.emailVerification;
const expires = String(unixSeconds(daysAfter(3650)));
const path = (sig: string = signature) => `/v1/public/user/auth/email/verify/${id}/${hash}?expires=${expires}&signature=${sig}`;

const open = (token: string | null) =>
  renderWithApp(
    <StrictMode>
      <Routes>
        <Route path="/auth/verify-email" element={<VerifyEmailPage />} />
      </Routes>
    </StrictMode>,
    { path: token === null ? '/auth/verify-email' : `/auth/verify-email?token=${encodeURIComponent(token)}` },
  );

describe('parseVerifyEmailToken (spec §2, guide §5: only the API host)', () => {
  const API = 'https://api.orbital.example';
  const expected = { id: String(id), hash, expires, signature };

  it("takes the API's path, or the whole URL on the API host", () => {
    expect(parseVerifyEmailToken(path(), API)).toEqual(expected);
    expect(parseVerifyEmailToken(`${API}${path()}`, API)).toEqual(expected);
    // Under an API base path, with or without it in the token.
    expect(parseVerifyEmailToken(path(), `${API}/api`)).toEqual(expected);
    expect(parseVerifyEmailToken(`/api${path()}`, `${API}/api`)).toEqual(expected);
  });

  it('refuses anything else: another host, a protocol-relative URL, another endpoint, a link without its signature', () => {
    for (const token of [
      null,
      '',
      `https://evil.example${path()}`,
      `//evil.example${path()}`,
      `${API}.evil.example${path()}`,
      `/v1/public/user/auth/password/reset?expires=${expires}&signature=${signature}`,
      `/v1/public/user/auth/email/verify/${id}/${hash}?expires=${expires}`,
      `/v1/public/user/auth/email/verify/${id}/${hash}?expires=soon&signature=${signature}`,
      `/v1/public/user/auth/email/verify/${id}?expires=${expires}&signature=${signature}`,
      `javascript:alert(1)//${path()}`,
      encodeURIComponent(path()),
    ]) {
      expect({ token, link: parseVerifyEmailToken(token, API) }).toEqual({ token, link: null });
    }
  });
});

describe('/auth/verify-email (spec §2)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows 'Verifying Email...', then 'Email Verified' with the spec's thanks, asking the API once", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    open(path());
    expect(screen.getByRole('heading', { level: 1, name: 'Verifying Email...' })).toBeInTheDocument();
    expect(screen.getByTestId('verify-email')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Verified' })).toBeInTheDocument();
    expect(screen.getByText('Thank you for verifying your email address.')).toBeInTheDocument();
    expect(screen.getByTestId('verify-email')).toHaveAttribute('aria-busy', 'false');
    expect(document.title).toContain('Email Verified');
    // One request for one link, though the page renders again (the session refreshes after it).
    expect(fetchCallsTo(fetchSpy, '/auth/email/verify/')).toBe(1);
  });

  it("shows 'Verification Error' with the server's message for a refused link, without 'Try Again'", async () => {
    open(path('forged'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Verification Error' })).toBeInTheDocument();
    expect(screen.getByTestId('verify-email')).toHaveTextContent('This verification link is invalid. Please use the link from your most recent verification e-mail.');
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Home' })).toBeEnabled();
  });

  it("offers 'Try Again' when the server failed, and verifies on it", async () => {
    let fail = true;
    server.use(
      http.patch(`${config.apiBaseUrl}/v1/public/user/auth/email/verify/:id/:hash`, () => {
        if (!fail) return undefined;
        return HttpResponse.json({ status: { success: false, code: 500, message: 'The verification service is down.', debug: null }, data: null }, { status: 500 });
      }),
    );
    open(path());
    expect(await screen.findByRole('heading', { level: 1, name: 'Verification Error' })).toBeInTheDocument();
    expect(screen.getByTestId('verify-email')).toHaveTextContent('The verification service is down.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Verified' })).toBeInTheDocument();
  });

  it('sends nothing for an address without a verification link of the API, and says so', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    for (const token of [null, `https://evil.example${path()}`]) {
      const { unmount } = open(token);
      expect(screen.getByRole('heading', { level: 1, name: 'Verification Error' })).toBeInTheDocument();
      expect(screen.getByText('This verification link is incomplete or not valid. Please open it again from your e-mail.')).toBeInTheDocument();
      unmount();
    }
    await waitFor(() => expect(fetchCallsTo(fetchSpy, '/auth/email/verify/')).toBe(0));
  });
});
