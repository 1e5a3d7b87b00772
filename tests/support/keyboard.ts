import type { Page } from 'playwright-core';
import { focusIndicator } from './accessibility';

/**
 * What a screen reader calls the focused element: its role and accessible name as the accessibility tree gives
 * them ('link Devis, accueil', 'checkbox Envoyer automatiquement…'), from Playwright's aria snapshot.
 */
export async function focusedName(page: Page): Promise<string> {
  const focused = page.locator('*:focus');
  if ((await focused.count()) === 0) return '(nothing)';
  // A short wait: if React replaces the focused element meanwhile, focus is gone and the snapshot would wait for it.
  const snapshot = await focused
    .first()
    .ariaSnapshot({ timeout: 2_000 })
    .catch(async (error: unknown) => {
      if ((await focused.count()) === 0) return null;
      throw error;
    });
  if (snapshot === null) return '(nothing: the focused element was removed)';
  const first = snapshot.split('\n')[0] ?? '';
  const match = /^- ([\w-]+)(?: "(.*?)")?/.exec(first);
  if (match) return `${match[1]} ${(match[2] ?? '').replace(/\\"/g, '"')}`.trim();
  // Not in the accessibility tree (aria-hidden, a focus trap's sentinel...): what it is, for the report.
  return `(unnamed) ${await focused.first().evaluate((el) => el.outerHTML.slice(0, 160))}`;
}

/**
 * Presses Tab (or Shift+Tab) until focus is on the element whose name matches, as a keyboard user would; at each
 * stop the focus must show (outline, shadow or field border). Returns the stops on the way, the last one being
 * the target; throws with them when the target is not met within `max` presses.
 */
export async function tabTo(page: Page, target: RegExp, options: { back?: boolean; max?: number; unseen?: string[] } = {}): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < (options.max ?? 40); i += 1) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    const name = await focusedName(page);
    stops.push(name);
    const focus = await focusIndicator(page);
    if (focus && !focus.ring) options.unseen?.push(name);
    if (target.test(name)) return stops;
  }
  throw new Error(`${target} not reached by ${options.back ? 'Shift+Tab' : 'Tab'}; focus went through:\n${stops.join('\n')}`);
}
