import type { Page } from 'playwright-core';

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe-core in the page; returns the serious and critical violations (empty when the page is fine). */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
}
