import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './screenshot';

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };
/** The smallest touch target on a phone (the theme's `TOUCH_TARGET`). */
export const TOUCH_TARGET = 44;

export interface LayoutReport {
  /** How far the page scrolls sideways (0: not at all). */
  sidewaysScroll: number;
  /** Boxes inside the page or dialog that scroll sideways (a table wider than the screen). */
  sidewaysBoxes: string[];
  /** Text that does not show whole: clipped or ellipsed by its box, or past the screen's right edge. */
  cutText: string[];
  /** Buttons, links and fields smaller than 44 × 44 px. */
  smallTargets: string[];
  /** The open dialog's box, or null. */
  dialog: { x: number; y: number; width: number; height: number } | null;
}

/**
 * What a person would see wrong on the screen as it is: the page or a box scrolling sideways, text cut, targets
 * too small for a finger. Looks inside the open dialog when there is one, else at the whole page (header too).
 * Not counted as targets (WCAG 2.5.8's exceptions): a link inside a sentence, and elements hidden from
 * everyone (aria-hidden, zero size).
 */
export async function measureLayout(page: Page): Promise<LayoutReport> {
  return page.evaluate((minTarget) => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
    };
    const name = (el: Element) => {
      const text = el.getAttribute('aria-label') ?? el.getAttribute('placeholder') ?? el.textContent ?? '';
      return `${el.tagName.toLowerCase()} «${text.replace(/\s+/g, ' ').trim().slice(0, 50)}»`;
    };
    const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter(visible);
    const dialog = dialogs.at(-1) ?? null;
    const root = dialog ?? document.body;
    // Hidden from everyone, or only visually (a table's header kept for screen readers: a 1 px clipped box).
    const srOnly = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const r = e.getBoundingClientRect();
        if (getComputedStyle(e).position === 'absolute' && r.width <= 1 && r.height <= 1) return true;
      }
      return false;
    };
    const all = [root, ...root.querySelectorAll('*')].filter((el) => !el.closest('[aria-hidden="true"]') && !srOnly(el));

    const sidewaysBoxes = all
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1 && visible(el))
      .map((el) => `${name(el)} ${el.scrollWidth} > ${el.clientWidth}`);

    const ownText = (el: Element) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
    const cutText = all
      .filter((el) => ownText(el) && visible(el) && !['INPUT', 'TEXTAREA', 'SCRIPT', 'STYLE'].includes(el.tagName))
      .filter((el) => {
        const style = getComputedStyle(el);
        const clipped = style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1;
        return clipped || el.getBoundingClientRect().right > innerWidth + 1;
      })
      .map(name);

    const interactive = 'button, a[href], input, select, textarea, [role="button"], [role="combobox"], [role="checkbox"], [role="switch"], [role="tab"], [role="radio"]';
    const inSentence = (el: Element) =>
      el.tagName === 'A' && getComputedStyle(el).display === 'inline' && el.parentElement!.textContent!.trim() !== el.textContent!.trim();
    const targets = new Set<Element>();
    for (const el of all.filter((e) => e.matches(interactive))) {
      if ((el as HTMLInputElement).type === 'hidden' || el.getAttribute('aria-hidden') === 'true' || inSentence(el)) continue;
      // What a finger hits: a checkbox or switch with its label; a text field or select by its whole box.
      const target = el.matches('input[type="checkbox"], input[type="radio"]')
        ? (el.closest('label') ?? el.parentElement!)
        : el.matches('input, textarea, [role="combobox"]')
          ? el.parentElement!
          : el;
      if (visible(target)) targets.add(target);
    }
    const smallTargets = [...targets]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width < minTarget - 0.5 || r.height < minTarget - 0.5;
      })
      .map((el) => {
        const r = el.getBoundingClientRect();
        return `${name(el)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      });

    const box = dialog?.getBoundingClientRect();
    return {
      sidewaysScroll: document.scrollingElement!.scrollWidth - innerWidth,
      sidewaysBoxes,
      cutText,
      smallTargets,
      dialog: box ? { x: box.x, y: box.y, width: box.width, height: box.height } : null,
    };
  }, TOUCH_TARGET);
}

/**
 * Waits until the page's transitions (a dialog fading in, a drawer sliding) are over. Endless animations (a
 * spinner, the pulse MUI draws on a button focused from the keyboard) are not waited for.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The screen as a person sees it (not the whole page: sticky bars would be drawn mid-page), in
 * tests/.artifacts/<name>.png; then, when the page (or the open dialog) is longer than the screen, one more
 * screen-sized shot per screen scrolled, up to `screens` in all: <name>-2.png, <name>-3.png...
 */
export async function screenShots(page: Page, name: string, screens = 4): Promise<string[]> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const files: string[] = [];
  for (let n = 1; n <= screens; n++) {
    const file = path.join(ARTIFACTS_DIR, n === 1 ? `${name}.png` : `${name}-${n}.png`);
    await page.screenshot({ path: file });
    files.push(file);
    // Scroll what scrolls (the open dialog's content, else the page) by most of a screen; stop at its end.
    const moved = await page.evaluate(() => {
      const dialog = [...document.querySelectorAll('[role="dialog"]')].at(-1);
      const scroller = dialog
        ? [dialog, ...dialog.querySelectorAll('*')].filter((el) => el.scrollHeight > el.clientHeight + 1 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowY)).at(-1)
        : document.scrollingElement;
      if (!scroller) return false;
      const before = scroller.scrollTop;
      scroller.scrollTop = before + Math.round(scroller.clientHeight * 0.8);
      return scroller.scrollTop > before;
    });
    if (!moved) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return files;
}
