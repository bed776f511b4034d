import { expect, test } from '@playwright/test';
import { EARLY_DATA_SCRIPT } from '../../scripts/lib/early-data.mjs';
import { auditDom, settleMedia } from '../security/audit';
import { patchMock, PROD_ORIGIN, resetMock } from '../security/mock';
import { payloads } from '../security/payloads';
import { renderSites } from '../security/render-sites';
import { CLEAN, clientNavigate, installTraps, trapsAreClean } from '../security/traps';

/*
 * XSS (engineering guide §5, issue 6): every payload of tests/security/payloads.ts is pushed through the
 * HTTP mock API into every render site of tests/security/render-sites.ts, in the production build in
 * Chromium (jsdom never fires onerror). None may execute: the traps (`xssTrap(id)`, dialogs), page errors,
 * and a DOM audit after each load. A new page joins by adding a render site, not a test.
 */

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test('the payload corpus is large and varied enough', () => {
  expect(payloads.length).toBeGreaterThanOrEqual(50);
  expect(payloads.filter((p) => p.trap === 'binding').length).toBeGreaterThan(20);
  expect(payloads.filter((p) => p.trap === 'dialog').length).toBeGreaterThan(20);
});

for (const site of renderSites) {
  test(`no payload executes in ${site.name}`, async ({ page }) => {
    test.setTimeout(90_000);
    const traps = await installTraps(page, PROD_ORIGIN);
    await site.before?.(page.context());
    const loads = await site.loads(payloads, page.request);
    expect(loads.length).toBeGreaterThan(0);

    for (const load of loads) {
      for (const patch of load.patches) await patchMock(page.request, patch);
      if (site.navigation === 'client' && load !== loads[0]) {
        await clientNavigate(page, load.url);
      } else {
        await page.goto(load.url);
      }
      await site.open?.(page);
      const area = page.locator(site.area).first();
      await expect(area, `${site.name}: the area ${site.area} renders at ${load.url}`).toBeVisible({ timeout: 15_000 });

      if (site.kind === 'html') {
        // Every payload's marker survived: no payload swallowed the ones after it, so each was parsed.
        await expect(area.locator('[data-payload]').first()).toBeAttached();
        const markers = await area.locator('[data-payload]').evaluateAll((els) => els.map((el) => el.getAttribute('data-payload')));
        const swallowed = load.payloads.map((p) => p.id).filter((id) => !markers.includes(id));
        expect(swallowed, `${site.name}: payloads whose marker is gone (an earlier payload swallowed them)`).toEqual([]);
      }
      // Text sites print every payload literally (and, after a client navigation, this waits for it).
      if (site.kind === 'text' && site.verbatim !== false) {
        const missing = async () => {
          const text = (await area.textContent()) ?? '';
          return load.payloads.filter((p) => !text.includes(p.html)).map((p) => p.id);
        };
        await expect.poll(missing, { message: `${site.name}: payloads not shown as literal text at ${load.url}` }).toEqual([]);
      }
      // HTML sites: hover what is there, so handlers that need a pointer get their chance too. (A text
      // site that let markup through fails the audit below whether or not a handler fired.)
      if (site.kind === 'html') {
        const box = await area.boundingBox();
        if (box) await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 200), { steps: 4 });
      }
      await page.evaluate(settleMedia, site.area);

      // Nothing ran (the traps), and nothing that could run is in the page (the audit).
      expect(trapsAreClean(traps), `${site.name} at ${load.url}`).toEqual(CLEAN);
      const findings = await page.evaluate(auditDom, { area: site.area, ownScriptPrefix: '/assets/', ownInlineScripts: [EARLY_DATA_SCRIPT] });
      expect(findings, `${site.name} at ${load.url}`).toEqual([]);

    }
  });
}
