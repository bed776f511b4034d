import '../setup/msw';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useEffect } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useRouteError } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callEndpoint, endpoints } from '@/api/contract';
import { isApiError } from '@/api/errors';
import { api } from '@/api/instance';
import { createQueryClient } from '@/api/queryClient';
import { ToastProvider } from '@/design-system/components/Toast';
import { DesignSystemProvider } from '@/design-system/theme/ThemeProvider';
import { RouteErrorBoundary } from '@/features/status/RouteErrorBoundary';
import { helpRoutes } from '@/features/help/routes';
import { ok } from '../../mocks/core/envelope';
import { ensureDatabase } from '../../mocks/db';
import { setScenarioState } from '../../mocks/scenarios/state';
import { deferred } from '../utils/deferred';
import { server } from '../setup/msw';

/*
 * The help centre against the mock backend (spec §2 /hc and /hc/legal/{page}, §3 Support message, §5,
 * §8, §9; guide §2.10, §5). Strings are the spec's literals (guide §2.11), not catalogue imports.
 */

const SENT_TITLE = 'Message Sent';
const SENT_BODY = 'Thank you for your message. We will get back to you as soon as possible.';
const SERVER_MESSAGE = 'The server ran into an unexpected problem while handling this request. Please try again later.';
const GUEST_NOTE = 'You are not signed in. Log in to see help for your account.';
const LEGAL_PAGES = ['privacy-policy', 'terms-of-service', 'refund-policy', 'imprint', 'about-us'] as const;

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await ensureDatabase();
  await Promise.all([import('@/features/help/HelpCentrePage'), import('@/features/help/LegalPage')]);
}, 30_000);

afterEach(() => {
  vi.restoreAllMocks();
});

/** What reached the route boundary in the current test. */
const boundary: { error: unknown } = { error: undefined };

/** The frame route's boundary as in the app, remembering what reached it. */
function Boundary() {
  const error = useRouteError();
  useEffect(() => {
    boundary.error = error;
  }, [error]);
  return <RouteErrorBoundary />;
}

function renderHelp(url: string) {
  boundary.error = undefined;
  const queryClient = createQueryClient({ retryDelay: 0 });
  const router = createMemoryRouter(
    [{ path: '/', element: <Outlet />, errorElement: <Boundary />, children: [...helpRoutes(queryClient), { path: '*', element: <p>Elsewhere</p> }] }],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  render(
    <DesignSystemProvider>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </DesignSystemProvider>,
  );
  return { router, user, queryClient };
}

async function loginAsPlayer() {
  await callEndpoint(api(), endpoints['auth.login'], { body: { login: 'player', password: 'Orbital!2026', remember: false } });
}

/**
 * Waits for the page itself: the route's first screen (its hydrate fallback, FirstScreen.tsx) draws the
 * same index, links included, inside a busy status region until the page's module is in.
 */
async function pageDrawn() {
  await waitFor(() => {
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
}

const subject = () => screen.getByRole('textbox', { name: /Subject/ });
const email = () => screen.getByRole('textbox', { name: /E-mail address/ });
const message = () => screen.getByRole('textbox', { name: /Message/ });
const send = () => screen.getByRole('button', { name: 'Send' });

describe('/hc index (spec §2)', () => {
  it('shows player help for guests, developers with the developer area, legal links and the contact link', async () => {
    renderHelp('/hc');
    await pageDrawn();
    expect(screen.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeInTheDocument();
    expect(screen.getByTestId('hc-guest-help')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'I have an account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "I'm new here" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    const dev = screen.getByRole('link', { name: /Developer Area/ });
    expect(dev.getAttribute('href')).toMatch(/^https?:\/\//);
    expect(dev).toHaveAttribute('target', '_blank');
    const legal = screen.getByRole('region', { name: 'Legal' });
    const hrefs = within(legal).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs.toSorted()).toEqual(LEGAL_PAGES.map((p) => `/hc/legal/${p}`).toSorted());
    expect(screen.getByRole('link', { name: /Contact Us/ })).toHaveAttribute('href', '/hc?view=contact');
    // The page sets its title in an effect, which React may run just after the DOM shows the page.
    await waitFor(() => expect(document.title).toBe('Help Centre - Orbital'));
  });

  it("keeps the guest note's line, unseen, until the session check has answered, so the cards never move", async () => {
    const check = deferred();
    server.use(
      // Holds the check, then falls through to the mock's own answer (a guest's 401).
      http.get('*/v1/public/user/auth/status', async () => {
        await check.promise;
      }),
    );
    renderHelp('/hc');
    await pageDrawn();
    const note = screen.getByText(GUEST_NOTE);
    expect(note).not.toBeVisible();
    check.resolve();
    await waitFor(() => expect(note).toBeVisible());
    expect(screen.getByText(GUEST_NOTE)).toBe(note);
  });

  it('shows user help when logged in', async () => {
    await loginAsPlayer();
    renderHelp('/hc');
    const help = await screen.findByTestId('hc-user-help');
    expect(help).toHaveTextContent('player');
    expect(within(help).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/account/home');
    expect(screen.queryByTestId('hc-guest-help')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  });
});

describe('contact form (spec §5, §8, §9)', () => {
  it('keeps send disabled until subject, email and message are all filled', async () => {
    const { user } = renderHelp('/hc?view=contact');
    await screen.findByRole('heading', { level: 2, name: 'Contact Us' });
    expect(send()).toBeDisabled();
    await user.type(subject(), 'Lost save');
    expect(send()).toBeDisabled();
    await user.type(email(), 'player@example.com');
    expect(send()).toBeDisabled();
    await user.type(message(), '   ');
    expect(send()).toBeDisabled();
    await user.type(message(), 'My save is gone.');
    expect(send()).toBeEnabled();
    await user.clear(subject());
    expect(send()).toBeDisabled();
  });

  it("sends and shows 'Message Sent' with the spec's text for 5000 ms", async () => {
    const calls: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/v1/public/help/support/message') calls.push(request.method);
    });
    const { user } = renderHelp('/hc?view=contact');
    await user.type(await screen.findByRole('textbox', { name: /Subject/ }), 'Lost save');
    await user.type(email(), 'player@example.com');
    await user.type(message(), 'My save is gone.');
    await user.click(send());
    const title = await screen.findByText(SENT_TITLE);
    const shownAt = Date.now();
    expect(title.closest('[role="status"]')).toHaveTextContent(SENT_BODY);
    expect(calls).toEqual(['POST']);
    expect(subject()).toHaveValue('');
    expect(email()).toHaveValue('');
    expect(message()).toHaveValue('');
    server.events.removeAllListeners('request:start');
    // Spec §9: the support toast stays 5 s, then leaves (real timers: user-event hangs under fake ones).
    const item = title.closest('[data-toast-id]');
    expect(item).toHaveAttribute('data-state', 'visible');
    await waitFor(() => expect(item).toHaveAttribute('data-state', 'exiting'), { timeout: 7000, interval: 20 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(4500);
    expect(shownFor).toBeLessThan(6500);
  });

  it("a failed send keeps what was typed and shows the server's message", async () => {
    setScenarioState({ fail: ['help.supportMessage'] });
    const { user } = renderHelp('/hc?view=contact');
    await user.type(await screen.findByRole('textbox', { name: /Subject/ }), 'Lost save');
    await user.type(email(), 'player@example.com');
    await user.type(message(), 'My save is gone.');
    await user.click(send());
    const alert = await screen.findByText(SERVER_MESSAGE);
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Error');
    expect(screen.queryByText(SENT_TITLE)).not.toBeInTheDocument();
    expect(subject()).toHaveValue('Lost save');
    expect(email()).toHaveValue('player@example.com');
    expect(message()).toHaveValue('My save is gone.');
    expect(send()).toBeEnabled();
  });

  it('Back returns to the index (pops the entry the index pushed)', async () => {
    const { user, router } = renderHelp('/hc');
    await pageDrawn();
    await user.click(screen.getByRole('link', { name: /Contact Us/ }));
    expect(await screen.findByRole('textbox', { name: /Subject/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=contact');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('hc-guest-help')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('POP');
  });
});

describe('/hc/legal/{page} (spec §2, guide §5)', () => {
  it.each(LEGAL_PAGES)('%s shows its heading and body', async (page) => {
    renderHelp(`/hc/legal/${page}`);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe('');
    expect((await screen.findByTestId('legal-content')).innerHTML).not.toBe('');
  });

  it('sanitises the HTML body: no script or event handler survives', async () => {
    server.use(
      http.get('*/v1/public/help/legal/page/:page', () =>
        ok({
          slug: 'imprint',
          title: 'Imprint',
          content:
            '<h2>Who we are</h2><p>Safe text</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">bad</a><p onclick="alert(4)">click</p>',
          date: { updated: '2026-01-05T10:00:00.000Z' },
        }),
      ),
    );
    renderHelp('/hc/legal/imprint');
    const content = await screen.findByTestId('legal-content');
    expect(content).toHaveTextContent('Safe text');
    expect(within(content).getByRole('heading', { name: 'Who we are' })).toBeInTheDocument();
    const html = content.innerHTML;
    expect(html).not.toMatch(/onerror|onclick|<script|javascript:/i);
    expect(content.querySelector('script')).toBeNull();
  });

  it('an unknown page is the 404 status screen (ApiError 404 thrown to the route boundary)', async () => {
    renderHelp('/hc/legal/cookie-policy');
    expect(await screen.findByText('BOO! HAHA')).toBeInTheDocument();
    // The boundary records its error in an effect, which may run after the screen is in the document.
    await waitFor(() => expect(isApiError(boundary.error)).toBe(true));
    const error = boundary.error;
    expect(isApiError(error) && error.code).toBe(404);
  });
});
