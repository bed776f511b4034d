/*
 * Playwright helpers of the quality gates (tests/e2e/quality-*.spec.ts): what a route's success, error
 * and loading states look like (from its registry entry), page-error collection, and a test-side fault
 * layer for the retry half of the scenario gate.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { ErrorStateDecl, RouteEntry } from './routes';

/** Spec §8, verbatim: the network failure message. */
export const NETWORK_MESSAGE = 'A network error has occurred. Please check your connection and try again.';
/** The mock's message for a 500 (mocks/scenarios/apply.ts SERVER_ERROR_MESSAGE). */
export const SERVER_MESSAGE = 'The server ran into an unexpected problem while handling this request. Please try again later.';
const RETRY = 'Try Again';

export type Persona = 'guest' | 'player';

/**
 * Collects what must never happen on a page: uncaught errors (`pageerror`) and routes that crashed
 * into an error boundary for a reason other than an API error (RouteErrorBoundary logs those as
 * "Orbital: a route failed"; API errors are expected states and are not logged).
 */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Orbital: a route failed')) {
      errors.push(`route crashed: ${message.text().split('\n')[0] ?? ''}`);
    }
  });
  return errors;
}

export function expectedHeading(route: RouteEntry, persona: Persona): string | RegExp | null {
  return persona === 'player' && route.playerHeading !== undefined ? route.playerHeading : route.heading;
}

/** The success state: the declared level-1 heading (or any h1 when the entry declares none). */
export async function expectSuccess(page: Page, route: RouteEntry, persona: Persona = 'guest', timeout?: number): Promise<void> {
  const heading = expectedHeading(route, persona);
  const h1 =
    heading === null
      ? page.getByRole('heading', { level: 1 }).first()
      : page.getByRole('heading', { level: 1, name: heading, exact: typeof heading === 'string' });
  await expect(h1, `${route.pattern}: the success heading`).toBeVisible(timeout === undefined ? {} : { timeout });
}

/** Busy regions of the page area (the page's skeletons and results while fetching). */
export function busyRegions(page: Page): Locator {
  return page.locator('main [aria-busy="true"]');
}

/**
 * Scrolls down as a player would, until the page has drawn every part it keeps until the player heads there
 * (useOnApproach's rooms, marked data-on-approach: the game page's sections below its description), then
 * back to the top. Call it once the page has drawn (its heading), or its rooms are not there yet.
 */
export async function headDown(page: Page): Promise<void> {
  await page.mouse.wheel(0, 400);
  await expect(page.locator('[data-on-approach]'), 'parts kept until the player heads there are drawn').toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Waits until nothing in the page area is loading (skeletons gone, results settled). */
export async function expectSettled(page: Page, timeout = 10_000): Promise<void> {
  await expect(busyRegions(page), 'the page area is still loading').toHaveCount(0, { timeout });
}

/** The retry control of a declared error state. */
export function retryButton(page: Page, decl: ErrorStateDecl): Locator {
  if (decl === 'inline') return inlineError(page).getByRole('button', { name: RETRY });
  return page.getByRole('main').getByRole('button', { name: RETRY });
}

function inlineError(page: Page): Locator {
  return page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Oops!', exact: true }) }).first();
}

/**
 * The declared error state is on screen: the inline 'Oops!' with `message` (when given) and 'Try
 * Again', or the status screen with its title and 'Try Again'. 'none': the page shows its success state.
 */
export async function expectErrorState(page: Page, route: RouteEntry, decl: ErrorStateDecl, message?: string): Promise<void> {
  if (decl === 'none') {
    await expectSuccess(page, route);
    await expect(page.getByRole('heading', { name: 'Oops!', exact: true }), `${route.pattern}: no error state`).toHaveCount(0);
    return;
  }
  if (decl === 'inline') {
    const alert = inlineError(page);
    await expect(alert, `${route.pattern}: the inline 'Oops!'`).toBeVisible();
    if (message !== undefined) await expect(alert).toContainText(message);
  } else {
    const title = decl.slice('screen:'.length);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true }), `${route.pattern}: the '${title}' screen`).toBeVisible();
  }
  await expect(retryButton(page, decl), `${route.pattern}: 'Try Again'`).toBeVisible();
}

/* ------------------------------------------------------------------------------------ fault layer */

/** sessionStorage key of the test-side fault ('error' | 'offline'); absent means no fault. */
const FAULT_KEY = 'orbital.quality.fault';
export type Fault = 'error' | 'offline';

/**
 * Why a test-side fault layer: the sandbox's scenario lives in the page's memory (mocks/scenarios/state.ts)
 * and only changes with a reload, so a page failing under `scenario=error` can never see its own retry
 * succeed. The layer wraps `fetch` before the app starts and fails the same calls the same way the
 * scenarios do (every API call but auth.status: a 500 envelope with a server message, or a network
 * error), for as long as sessionStorage holds the fault; lifting it lets the page's retry recover,
 * including a retry that reloads (the status screens).
 */
export async function installFaultLayer(page: Page): Promise<void> {
  await page.addInitScript(
    ({ key, message }) => {
      const original = window.fetch.bind(window);
      window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        let fault: string | null = null;
        try {
          fault = sessionStorage.getItem(key);
        } catch {
          fault = null;
        }
        const raw = input instanceof Request ? input.url : String(input);
        const path = new URL(raw, window.location.href).pathname;
        if (fault !== null && path.startsWith('/v1/') && path !== '/v1/public/user/auth/status') {
          if (fault === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
          const body = { status: { success: false, code: 500, message, debug: 'quality_fault' }, data: null };
          return Promise.resolve(new Response(JSON.stringify(body), { status: 500, headers: { 'content-type': 'application/json' } }));
        }
        return original(input, init);
      };
    },
    { key: FAULT_KEY, message: SERVER_MESSAGE },
  );
}

export async function setFault(page: Page, fault: Fault | null): Promise<void> {
  await page.evaluate(
    ({ key, value }) => {
      if (value === null) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, value);
    },
    { key: FAULT_KEY, value: fault },
  );
}
