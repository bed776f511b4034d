import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { expectSettled, expectSuccess, headDown, watchPageErrors, type Persona } from '../quality/page';
import { label, PAGES, withQuery } from '../quality/routes';

/*
 * Accessibility gate, pages (issue 6; guide §5 WCAG 2.2 AA): axe over every routed page of the
 * registry (tests/quality/routes.ts, kept equal to the route table by tests/unit/route-table.test.ts),
 * as a guest and as a player, once the page's success state shows, the player has scrolled down (parts
 * drawn on approach: ADR 0008) and nothing is loading. No violations. A rule may be disabled only for a
 * single element, with a comment saying why — add it to EXCLUSIONS below (none today). The stories have their own axe run (the Storybook test-runner).
 */

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * One rule waived for one element (axe's target selector, exactly as it reports it), each with why.
 * Keep it empty; an entry that no longer matches anything should be deleted.
 */
const EXCLUSIONS: readonly { rule: string; target: string; why: string }[] = [];

const waived = (rule: string, target: string) => EXCLUSIONS.some((e) => e.rule === rule && e.target === target);

test.describe.configure({ mode: 'parallel' });

for (const route of PAGES) {
  for (const persona of ['guest', 'player'] as const satisfies readonly Persona[]) {
    test(`${label(route)} as ${persona}: no WCAG 2.2 AA violations`, async ({ page }) => {
      const errors = watchPageErrors(page);
      await page.goto(withQuery(route.sample, { persona }));
      await expectSuccess(page, route, persona);
      // Every part of the page, those it draws as the player scrolls down included.
      await headDown(page);
      await expectSettled(page);
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      const report = violations
        .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !waived(v.id, n.target.join(' '))) }))
        .filter((v) => v.nodes.length > 0)
        .map(
        (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ') ?? ''}`).join('\n')}`,
      );
      expect(report, `axe on ${page.url()} as ${persona}`).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}
