import '../setup/msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/config';
import { DeletionStatusPage } from '@/features/auth/token/DeletionStatusPage';
import { fixtures } from '../../mocks/db/fixtures';
import { server } from '../../mocks/node';
import { fetchCallsTo, renderWithApp } from './authHarness';

const { pending, completed } = fixtures.tokens.deletion;

const open = (search: string) =>
  renderWithApp(
    <Routes>
      <Route path="/auth/delete/meta" element={<DeletionStatusPage />} />
    </Routes>,
    { path: `/auth/delete/meta${search}` },
  );

describe('/auth/delete/meta (spec §2)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks for the code's status: 'Account Status' with the code, its stage and dates", async () => {
    open(`?code=${pending}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Checking Account Status...' })).toBeInTheDocument();
    expect(screen.getByTestId('deletion-status')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Status' })).toBeInTheDocument();
    expect(screen.getByTestId('deletion-code')).toHaveTextContent(pending);
    expect(screen.getByTestId('deletion-state')).toHaveTextContent('Pending: your request has been received and will be processed soon.');
    expect(screen.getByText('Not yet')).toBeInTheDocument();
  });

  it('shows when a completed request was completed', async () => {
    open(`?code=${completed.toLowerCase()}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Status' })).toBeInTheDocument();
    expect(screen.getByTestId('deletion-state')).toHaveAttribute('data-status', 'completed');
    expect(screen.queryByText('Not yet')).toBeNull();
    // 'Completed' labels the date: a month, a day, a year and a time.
    expect(screen.getByTestId('deletion-status')).toHaveTextContent(/Completed[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M/);
  });

  it("shows 'Account Not Found' with the server's message for a code it does not know", async () => {
    open('?code=ORB0000AA');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('deletion-status')).toHaveTextContent('We could not find a deletion request with this confirmation code. Please check the link you received.');
  });

  it("asks nothing for an address without a code the API could know, and says 'Account Not Found'", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    for (const search of ['', '?code=', '?code=abc', `?code=${'x'.repeat(65)}`]) {
      const { unmount } = open(search);
      expect(screen.getByRole('heading', { level: 1, name: 'Account Not Found' })).toBeInTheDocument();
      expect(screen.getByText('This status link has no valid confirmation code. Please open the link you received again.')).toBeInTheDocument();
      unmount();
    }
    await waitFor(() => expect(fetchCallsTo(fetchSpy, '/social/delete/status/')).toBe(0));
  });

  it("shows a server failure inline with 'Try Again', and the status after it", async () => {
    let fail = true;
    server.use(
      http.post(`${config.apiBaseUrl}/v1/public/user/auth/social/delete/status/meta`, () =>
        fail ? HttpResponse.json({ status: { success: false, code: 500, message: 'The status service is down.', debug: null }, data: null }, { status: 500 }) : undefined,
      ),
    );
    open(`?code=${pending}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oops!');
    expect(alert).toHaveTextContent('The status service is down.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('deletion-code')).toHaveTextContent(pending);
  });
});
