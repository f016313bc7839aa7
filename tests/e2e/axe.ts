/**
 * The machine accessibility check (issue 12, item 10): one axe-core audit of the page as it is
 * now, with every rule axe runs by default (WCAG A/AA and best practices). A failure lists each
 * violation with its rule, impact and the elements it found, so the report says what to fix.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The sizes every audit covers: desktop and phone (issue 12). */
export const AUDIT_SIZES = [
  [1440, 900],
  [360, 740]
] as const;

/** One line per violated rule: id, impact, help, and the first few offending elements. */
function summarize(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.map((v) => {
    const nodes = v.nodes.slice(0, 12).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.split('\n').slice(1).join(' ').trim()})` : ''}`);
    return `${v.id} [${v.impact}] ${v.help}: ${nodes.join(' | ')}${v.nodes.length > 12 ? ` | …${v.nodes.length - 12} more` : ''}`;
  });
}

/** Audits the page as it is now; one readable line per violated rule (empty: none). */
export async function axeViolations(page: Page): Promise<string[]> {
  // The default mode opens a blank page to merge the results of the page's frames; a page with no
  // frame gets the same results (rules and nodes, checked on a table at both sizes) in half the
  // time when axe runs in it directly ("legacy mode").
  const result = await new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1).analyze();
  return summarize(result.violations);
}

/**
 * Audits the page at each size (desktop and phone by default) and fails with every violation
 * found at any of them, so one run shows all there is to fix.
 */
export async function expectNoAxeViolations(page: Page, where: string, sizes: readonly (readonly [number, number])[] = AUDIT_SIZES): Promise<void> {
  const found: string[] = [];
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    for (const line of await axeViolations(page)) found.push(`${width}×${height}: ${line}`);
  }
  expect(found, `axe violations on ${where}`).toEqual([]);
}
