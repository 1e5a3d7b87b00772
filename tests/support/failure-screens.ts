import type { BrowserContext, Page } from 'playwright-core';
import { screenshot } from './screenshot';

/** The browsers a journey has open, for journey-environment.cjs to describe when a test fails. */
const open = new Set<BrowserContext>();

export function watchContext(context: BrowserContext): () => void {
  open.add(context);
  return () => void open.delete(context);
}

/** What a person sees, in one line: the heading, the dialogs and alerts a screen reader reaches, and those it cannot. */
function onScreen(): string {
  const text = (el: Element) => ((el as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 160);
  const shown = (el: Element) => (el as HTMLElement).getClientRects().length > 0;
  const hidden = (el: Element) => el.closest('[aria-hidden="true"]') !== null;
  const all = (selector: string) => [...document.querySelectorAll(selector)].filter(shown);
  const h1 = document.querySelector('h1');
  const parts = [
    `h1 ${JSON.stringify(h1 ? text(h1) : null)}`,
    `dialogs ${JSON.stringify(all('[role="dialog"]').filter((d) => !hidden(d)).map(text))}`,
    `alerts ${JSON.stringify(all('[role="alert"]').map(text))}`,
  ];
  const hiddenDialogs = all('[role="dialog"]').filter(hidden).map(text);
  if (hiddenDialogs.length > 0) parts.push(`aria-hidden dialogs ${JSON.stringify(hiddenDialogs)}`);
  return parts.join(' · ');
}

async function describePage(page: Page, name: string): Promise<string> {
  const within = <T>(work: Promise<T>) => Promise.race([work, new Promise<never>((_, no) => setTimeout(() => no(new Error('no answer in 3 s')), 3000))]);
  const seen = await within(page.evaluate(onScreen)).catch((e: Error) => `(unreadable: ${e.message})`);
  const file = await within(screenshot(page, name)).catch(() => null);
  return `${page.url()} · ${seen}${file ? ` · tests/${file.split('/tests/')[1] ?? file}` : ''}`;
}

/** Every open page described, each with a screenshot named after the failed test. */
async function describeOpenPages(testName: string): Promise<string[]> {
  const pages = [...open].flatMap((context) => context.pages()).filter((page) => !page.isClosed());
  const slug = testName.toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, 60);
  return Promise.all(pages.map((page, i) => describePage(page, `failure-${slug}-${i + 1}`)));
}

(globalThis as { __describeOpenPages?: typeof describeOpenPages }).__describeOpenPages = describeOpenPages;
