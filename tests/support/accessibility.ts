import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** The offending elements' HTML, cut short, and axe's summary of what to fix. */
  nodes: string[];
}

/** The WCAG 2.1 A and AA rules (the level French public-sector rules, RGAA 4, build on). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let axeSource: string | undefined;

/**
 * Runs axe-core in the page; returns the serious and critical violations (empty when the page is fine).
 * Without tags every rule runs (WCAG and best practices); with tags, only the rules carrying one of them.
 */
export async function seriousViolations(page: Page, options: { tags?: string[] } = {}): Promise<AxeViolation[]> {
  // Evaluated through DevTools, not as a <script> tag: a production page's policy runs no script it was not served with.
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  await transitionsSettled(page);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ html: string; failureSummary?: string }> }> }> } }).axe;
    const result = await axe.run(document, tags ? { runOnly: { type: 'tag', values: tags } } : {});
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        nodes: v.nodes.map((n) => `${n.html.slice(0, 160)} => ${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`),
      }));
  }, options.tags ?? null);
}

/**
 * Waits until no finite CSS transition or animation runs (spinners loop forever and are left out), for at most
 * 2 s. Axe reads computed colours: a button caught halfway from disabled to enabled fails contrast on a colour
 * nobody sees for more than 250 ms.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const deadline = performance.now() + 2000;
    for (;;) {
      const running = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
      if (!running.length || performance.now() > deadline) return;
      await Promise.race([Promise.allSettled(running.map((a) => a.finished)), new Promise((r) => setTimeout(r, Math.max(0, deadline - performance.now())))]);
    }
  });
}

/**
 * What shows where keyboard focus is: an outline or a box shadow on the focused element, on the MUI control
 * that marks it (`.Mui-focusVisible`, e.g. the box of a checkbox), or the 2 px border round a focused text
 * field (or round the box the focused field sits in). null when focus is on nothing or shows nothing.
 */
export async function focusIndicator(page: Page): Promise<{ element: string; ring: string | null } | null> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    const element = `${active.tagName.toLowerCase()}${active.getAttribute('role') ? `[role=${active.getAttribute('role')}]` : ''} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}"`;
    const ring = (el: Element | null): string | null => {
      if (!el) return null;
      const style = getComputedStyle(el);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
      if (style.boxShadow && style.boxShadow !== 'none') return `box-shadow ${style.boxShadow}`;
      return null;
    };
    // Text fields and the date pickers' fields (MuiPickersInputBase) alike; a field inside another's box (a unit
    // typed in the quantity's box) shows focus on the border of that box.
    const field = active.closest('[class*="InputBase-root"].Mui-focused');
    const fieldBorder = field?.querySelector('[class*="notchedOutline"]') ?? active.closest('[class*="OutlinedInput-root"]')?.querySelector(':scope > [class*="notchedOutline"]');
    const border = fieldBorder && parseFloat(getComputedStyle(fieldBorder).borderTopWidth) >= 2 ? `field border ${getComputedStyle(fieldBorder).borderTopWidth} ${getComputedStyle(fieldBorder).borderTopColor}` : null;
    return { element, ring: ring(active) ?? ring(active.closest('.Mui-focusVisible')) ?? border };
  });
}
