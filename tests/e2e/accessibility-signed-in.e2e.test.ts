import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { focusIndicator, seriousViolations, WCAG_AA_TAGS, type AxeViolation } from '../support/accessibility';
import { openParties, type BrowserSession } from '../support/browser';
import { signInClient, signInProvider } from '../support/page';
import { ARTIFACTS_DIR } from '../support/screenshot';
import { clientScreens, createSignedInData, openScreen, providerScreens, settled, type SignedInData, type SignedInScreen } from '../support/signed-in-screens';

/**
 * axe on every signed-in screen and every dialog, as a provider and as a client, at 375 and 1280 px: no serious
 * or critical violation of WCAG 2.1 A/AA. On the way: dialogs keep focus inside and give it back to their
 * button, and keyboard focus shows on every control met by Tab.
 */
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];
/** How many Tab presses per screen the focus check follows (the frame's navigation plus the page's first controls). */
const TABS_PER_SCREEN = 25;

let data: SignedInData;
let providerBrowser: BrowserSession;
let clientBrowser: BrowserSession;

interface Finding {
  where: string;
  width: number;
  violations: AxeViolation[];
}
const findings: Finding[] = [];
const checked: string[] = [];

beforeAll(async () => {
  data = await createSignedInData();
  [providerBrowser, clientBrowser] = await openParties(WIDTHS[0]);
  await signInProvider(providerBrowser.page, data.provider);
  await signInClient(clientBrowser.page, data.client);
}, 180_000);
afterAll(async () => {
  await Promise.all([providerBrowser?.close(), clientBrowser?.close()]);
  const report = findings.map((f) => `${f.where} @${f.width}px\n${f.violations.map((v) => `  ${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n}`).join('\n')}`).join('\n')}`);
  const summary = `axe (${WCAG_AA_TAGS.join(', ')}) on ${checked.length} screens and dialogs: ${findings.length} with serious or critical violations\n${report.join('\n')}`;
  console.log(summary);
  writeFileSync(path.join(ARTIFACTS_DIR, 'accessibility-signed-in.txt'), `${summary}\n\nchecked:\n${checked.join('\n')}\n`);
});

async function audit(page: Page, where: string, width: number): Promise<AxeViolation[]> {
  const violations = await seriousViolations(page, { tags: WCAG_AA_TAGS });
  checked.push(`${where} @${width}px: ${violations.length} serious/critical`);
  if (violations.length) findings.push({ where, width, violations });
  return violations;
}

const activeIsInDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));

/** Remembers, in the page, the last element focused outside any dialog: where a closing dialog must give focus back. */
const trackOpener = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __lastOutside?: Element | null; __tracking?: boolean };
    w.__lastOutside = document.activeElement;
    if (w.__tracking) return;
    w.__tracking = true;
    document.addEventListener('focusin', (event) => {
      if (event.target instanceof Element && !event.target.closest('[role="dialog"]')) w.__lastOutside = event.target;
    });
  });

/**
 * Opens each dialog of the screen: axe on it, focus inside and kept there by Tab and Shift+Tab, Escape closes it
 * and gives focus back to what opened it. Returns what went wrong, dialog by dialog.
 */
async function auditDialogs(page: Page, screen: SignedInScreen, width: number) {
  const problems: unknown[] = [];
  for (const dialog of screen.dialogs ?? []) {
    const where = `${screen.name} > dialog ${dialog.name}`;
    await openScreen(page, screen);
    await trackOpener(page);
    await dialog.open(page);
    await page.getByRole('dialog').waitFor();
    await settled(page);
    const violations = await audit(page, where, width);
    if (violations.length) problems.push({ where, violations });
    if (!(await activeIsInDialog(page))) problems.push({ where, focus: 'not in the dialog once open' });
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press(i % 4 === 3 ? 'Shift+Tab' : 'Tab');
      if (!(await activeIsInDialog(page))) {
        problems.push({ where, focus: `left the dialog after ${i + 1} Tab presses` });
        break;
      }
    }
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const back = await page.evaluate(() => {
      const w = window as unknown as { __lastOutside?: Element | null };
      return document.activeElement === w.__lastOutside ? null : `${document.activeElement?.outerHTML.slice(0, 120)} instead of ${w.__lastOutside?.outerHTML.slice(0, 120)}`;
    });
    if (back) problems.push({ where, focusBack: back });
  }
  return problems;
}

/** Tabs through the screen: every control that takes focus shows it. */
async function checkFocusRings(page: Page, screen: SignedInScreen) {
  await openScreen(page, screen);
  await page.locator('body').focus();
  const missing: string[] = [];
  for (let i = 0; i < TABS_PER_SCREEN; i += 1) {
    await page.keyboard.press('Tab');
    const focus = await focusIndicator(page);
    if (focus && !focus.ring) missing.push(focus.element);
  }
  expect({ screen: screen.name, withoutFocusRing: missing }).toEqual({ screen: screen.name, withoutFocusRing: [] });
}

/** The three checks of one role's screens at one width, in that role's signed-in browser. */
function auditScreens(role: string, viewport: (typeof WIDTHS)[number], session: () => BrowserSession, screens: () => SignedInScreen[]) {
  describe(`as a ${role}`, () => {
    it('axe finds nothing serious on any screen', async () => {
      const page = session().page;
      await page.setViewportSize(viewport);
      const failed: Finding[] = [];
      for (const screen of screens()) {
        await openScreen(page, screen);
        const violations = await audit(page, screen.name, viewport.width);
        if (violations.length) failed.push({ where: screen.name, width: viewport.width, violations });
      }
      expect(failed).toEqual([]);
    }, 300_000);
    it('axe finds nothing serious in any dialog; dialogs keep and give back focus', async () => {
      const page = session().page;
      await page.setViewportSize(viewport);
      const problems: unknown[] = [];
      for (const screen of screens()) problems.push(...(await auditDialogs(page, screen, viewport.width)));
      expect(problems).toEqual([]);
    }, 300_000);
    if (viewport.width === 1280) {
      it('shows keyboard focus on every control', async () => {
        for (const screen of screens()) await checkFocusRings(session().page, screen);
      }, 300_000);
    }
  });
}

describe.each(WIDTHS)('signed-in screens at $width px', (viewport) => {
  auditScreens('provider', viewport, () => providerBrowser, () => providerScreens(data));
  auditScreens('client', viewport, () => clientBrowser, () => clientScreens(data));
});
