import type { Page } from 'playwright-core';
import { focusIndicator } from './accessibility';

/** What a screen reader would call the focused element: its role and accessible name (roughly, as the page gives them). */
export async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '(nothing)';
    const byIds = (ids: string | null) => (ids ? ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : '');
    const label = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent ?? '' : '';
    const name = (el.getAttribute('aria-label') || byIds(el.getAttribute('aria-labelledby')) || label || el.textContent || el.getAttribute('placeholder') || '').replace(/\s+/g, ' ').replace(/\s*\*$/, '').trim();
    const role = el.getAttribute('role') ?? (el.tagName === 'A' ? 'link' : el.tagName === 'BUTTON' ? 'button' : el.tagName === 'INPUT' ? `input:${(el as HTMLInputElement).type}` : el.tagName.toLowerCase());
    return `${role} ${name}`;
  });
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
