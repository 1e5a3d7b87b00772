import type { Page } from 'playwright-core';

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** The offending elements' HTML, cut short, and axe's summary of what to fix. */
  nodes: string[];
}

/** Runs axe-core in the page; returns the serious and critical violations (empty when the page is fine). */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ html: string; failureSummary?: string }> }> }> } }).axe;
    const result = await axe.run();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        nodes: v.nodes.map((n) => `${n.html.slice(0, 160)} => ${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`),
      }));
  });
}
