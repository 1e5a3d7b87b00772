import type { Locator, Page } from 'playwright-core';
import { api } from '../support/api';
import { createProvider, uniqueEmail, type TestAccount } from '../support/accounts';
import { seriousViolations } from '../support/accessibility';
import { openParties, type BrowserSession } from '../support/browser';
import { linksOf, waitForMail } from '../support/outbox';
import { signInProvider, visit } from '../support/page';
import { screenshot } from '../support/screenshot';

// Issue 10, item 7 (public chat): a visitor on a quote link writes in the 'Chat' drawer (an email for the first
// message only), the provider reads it in /app/messages and answers, and the visitor's open drawer shows the
// answer at its next 10 s refresh. Two browsers: the provider's and the visitor's (its own cookies).

let providerBrowser: BrowserSession;
let visitorBrowser: BrowserSession;
let provider: TestAccount;
let link = '';

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };

beforeAll(async () => {
  [providerBrowser, visitorBrowser] = await openParties();
  provider = await createProvider({ companyName: 'Atelier Causerie SARL' });
  const clientEmail = uniqueEmail('claire');
  const client = await api<{ id: string }>('/api/clients', {
    token: provider.token,
    body: { company_name: 'Boulangerie Martin', contact_name: 'Claire Martin', email: clientEmail, address: '12 rue des Lilas', postal_code: '69003', city: 'Lyon' },
  });
  const quote = await api<{ id: string; quote_number: string }>('/api/quotes', {
    token: provider.token,
    body: { client_id: client.id, title: 'Rénovation de la vitrine', lines: [{ description: 'Peinture et enseigne', quantity: 1, unit_price_ht: 120000, tva_rate_percent: 20 }] },
  });
  await api('/fn/sendQuote', { token: provider.token, body: { quoteId: quote.id, sendToClientAccount: false } });
  const mail = await waitForMail((m) => m.kind === 'quote-sent' && m.to === clientEmail && m.subject.includes(quote.quote_number));
  link = linksOf(mail).find((l) => /\/[a-z0-9]{24}\?t=/.test(l))!;
  expect(link).toBeDefined();
});

afterAll(async () => {
  await Promise.all([providerBrowser?.close(), visitorBrowser?.close()]);
});

async function openChat(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Chat' }).click();
  const drawer = page.getByRole('dialog', { name: 'Chat' });
  await drawer.getByRole('textbox', { name: 'Votre message' }).waitFor();
  return drawer;
}

async function expectNoSeriousViolations(page: Page, where: string) {
  const violations = await seriousViolations(page);
  expect({ where, violations }).toEqual({ where, violations: [] });
}

describe('the public chat of a quote link', () => {
  let visitor: Page;
  let drawer: Locator;
  const first = 'Bonjour, la pose peut-elle se faire un lundi ?';
  const second = 'Et la vitrine reste-t-elle ouverte pendant les travaux ?';
  const answer = 'Oui, le lundi 7 au matin, et la boutique reste ouverte.';

  it("asks an email for the first message ('Email requis'), then sends it; the second message needs none", async () => {
    visitor = visitorBrowser.page;
    await visitor.setViewportSize(phone);
    await visitor.goto(link);
    await visitor.getByRole('heading', { level: 1, name: 'Rénovation de la vitrine' }).waitFor();
    await screenshot(visitor, 'public-chat-button-375');
    drawer = await openChat(visitor);
    const message = drawer.getByRole('textbox', { name: 'Votre message' });
    await message.fill(first);
    await message.press('Enter');
    await drawer.getByText('Email requis').waitFor();
    await screenshot(visitor, 'public-chat-email-required-375');

    await drawer.getByRole('textbox', { name: /Votre email/ }).fill('  Claire.Visiteur@Exemple.FR ');
    await message.press('Enter');
    const thread = drawer.getByRole('log', { name: 'Messages avec Atelier Causerie SARL' });
    await thread.getByText(first).waitFor();
    await visitor.getByText('Message envoyé').first().waitFor();
    await drawer.getByRole('textbox', { name: /Votre email/ }).waitFor({ state: 'detached' });
    expect(await message.inputValue()).toBe('');

    await message.fill(second);
    await message.press('Enter');
    await thread.getByText(second).waitFor();
    await screenshot(visitor, 'public-chat-drawer-375');
    await expectNoSeriousViolations(visitor, 'chat drawer at 375 px');

    // The drawer covers the phone's screen: no horizontal scroll.
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  });

  it('the known-visitor cookie is HttpOnly and SameSite=Lax; a reload keeps the visitor known, another browser is not', async () => {
    const cookies = (await visitorBrowser.context.cookies()).filter((c) => c.path.startsWith('/api/public'));
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe('Lax');
      // Signed: the email is not readable as such in its value.
      expect(decodeURIComponent(cookie.value)).not.toContain('claire.visiteur@exemple.fr');
    }

    await visitor.setViewportSize(desktop);
    await visitor.reload();
    drawer = await openChat(visitor);
    await drawer.getByText(second).waitFor();
    expect(await drawer.getByRole('textbox', { name: /Votre email/ }).count()).toBe(0);
    await screenshot(visitor, 'public-chat-drawer-1280');
    await expectNoSeriousViolations(visitor, 'chat drawer at 1280 px');

    // The provider's browser holds the link too, without the visitor's cookie: it is asked an email.
    const stranger = await providerBrowser.context.newPage();
    await stranger.goto(link);
    const strangerDrawer = await openChat(stranger);
    await strangerDrawer.getByText(first).waitFor();
    await strangerDrawer.getByRole('textbox', { name: /Votre email/ }).waitFor();
    await stranger.close();
  });

  it('the provider reads the messages in /app/messages and answers; the open drawer shows the answer at its next refresh', async () => {
    const page = providerBrowser.page;
    await signInProvider(page, provider);
    await visit(page, '/app/messages');
    const row = page.getByRole('article').filter({ hasText: second });
    await row.waitFor();
    await screenshot(page, 'public-chat-provider-messages');
    await row.getByRole('link', { name: /^Ouvrir/ }).click();
    const thread = page.getByRole('log');
    await thread.getByText(first).waitFor();
    await thread.getByText(second).waitFor();
    await thread.getByText('claire.visiteur@exemple.fr', { exact: false }).first().waitFor();

    const box = page.getByRole('textbox', { name: 'Votre message' });
    await box.fill(answer);
    await box.press('Enter');
    await thread.getByText(answer).waitFor();
    await screenshot(page, 'public-chat-provider-answered');

    // The visitor's drawer has stayed open since the reload: the answer comes with a refresh (every 10 s), no reload.
    await drawer.getByText(answer).waitFor({ timeout: 20_000 });
    await screenshot(visitor, 'public-chat-answer-1280');
    await visitor.setViewportSize(phone);
    await screenshot(visitor, 'public-chat-answer-375');
  });
});
