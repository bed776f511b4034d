import type { Page } from '@playwright/test';

/*
 * The traps of the security suite, in real Chromium (jsdom never fires onerror): a page that ran any
 * payload of ./payloads.ts calls `xssTrap(id)` (exposed to every frame of the page) or opens a dialog
 * (alert/confirm/prompt, caught by page.on('dialog') and dismissed). Page errors and CSP violations
 * are recorded too: a payload that fails half-way still shows up as an error.
 */

export interface TrapRecord {
  /** Payload ids that called `xssTrap(id)`. */
  readonly executed: string[];
  /** Messages of every dialog the page opened (alert('id') → 'id'). */
  readonly dialogs: string[];
  /** Uncaught errors of the page. */
  readonly pageErrors: string[];
  /** Navigations of the main frame away from the app's origin. */
  readonly offsite: string[];
}

export async function installTraps(page: Page, appOrigin: string): Promise<TrapRecord> {
  const record: TrapRecord = { executed: [], dialogs: [], pageErrors: [], offsite: [] };
  await page.exposeFunction('xssTrap', (id: unknown) => {
    record.executed.push(String(id));
  });
  page.on('dialog', (dialog) => {
    record.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('pageerror', (error) => record.pageErrors.push(error.message));
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = frame.url();
    if (url !== 'about:blank' && !url.startsWith(`${appOrigin}/`) && url !== appOrigin) record.offsite.push(url);
  });
  return record;
}

/** Nothing ran: no trap call, no dialog, no page error, no navigation off the app. */
export function trapsAreClean(record: TrapRecord): { executed: string[]; dialogs: string[]; pageErrors: string[]; offsite: string[] } {
  return { executed: [...record.executed], dialogs: [...record.dialogs], pageErrors: [...record.pageErrors], offsite: [...record.offsite] };
}

export const CLEAN = { executed: [], dialogs: [], pageErrors: [], offsite: [] };

/**
 * Opens `url` inside the app, as the router does for a link (history.pushState + popstate): no page
 * load, so a suite can show many values cheaply. Route loaders run as on any client navigation.
 */
export async function clientNavigate(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}
