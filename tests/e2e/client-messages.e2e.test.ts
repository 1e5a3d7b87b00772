import type { Page } from 'playwright-core';
import { api } from '../support/api';
import { createClientAccount, createProvider, type TestAccount } from '../support/accounts';
import { seriousViolations } from '../support/accessibility';
import { openBrowser, type BrowserSession } from '../support/browser';
import { reload, signInClient, visit } from '../support/page';
import { screenshot } from '../support/screenshot';

// Issue 10, item 2: the client's side of the conversations. From a provider's page the client writes; the
// provider answers (through the API, as its screen would); the client's open conversation shows the answer without
// a reload; the list shows the unread badge, and opening the conversation clears it. Screens at 375 and 1280 px.

let browser: BrowserSession;
let page: Page;
let provider: TestAccount;
let client: TestAccount;
const run = Date.now().toString(36);
const providerName = `Menuiserie Causse ${run}`;

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };

beforeAll(async () => {
  [provider, client] = await Promise.all([createProvider({ companyName: providerName }), createClientAccount({ name: 'Claire Martin' })]);
  browser = await openBrowser();
  page = browser.page;
  page.on('pageerror', (error) => console.error(`page error on ${page.url()}: ${error.message}`));
});
afterAll(async () => {
  await browser?.close();
});

async function expectNoSeriousViolations(where: string) {
  const violations = await seriousViolations(page);
  expect({ where, violations }).toEqual({ where, violations: [] });
}

interface ProviderConversation {
  conversation_id: string;
  unread_count: number;
}

/** The provider answers in the conversation, as /app/messages/{id} would. */
async function providerAnswers(content: string) {
  const { items } = await api<{ items: ProviderConversation[] }>('/api/conversations?limit=10', { token: provider.token });
  expect(items).toHaveLength(1);
  await api(`/api/conversations/${items[0]!.conversation_id}/messages`, { token: provider.token, body: { content } });
}

describe("the client's conversations", () => {
  let conversationPath = '';

  it("'Écrire au prestataire' on the provider's page opens the conversation; Enter sends", async () => {
    await signInClient(page, client);

    await visit(page, `/client/providers/${provider.uid}`);
    await page.getByRole('heading', { level: 1, name: providerName }).waitFor();
    await page.getByRole('button', { name: 'Écrire au prestataire' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/client/messages/'));
    conversationPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: providerName }).waitFor();

    const box = page.getByRole('textbox', { name: 'Votre message' });
    await box.fill('Bonjour, êtes-vous disponible en décembre ?');
    await box.press('Enter');
    const thread = page.getByRole('log', { name: `Messages avec ${providerName}` });
    await thread.getByText('Bonjour, êtes-vous disponible en décembre ?').waitFor();
    expect(await box.inputValue()).toBe('');

    // The provider received it, unread.
    const { items } = await api<{ items: ProviderConversation[] }>('/api/conversations?limit=10', { token: provider.token });
    expect(items[0]?.unread_count).toBe(1);
  });

  it("the provider's answer appears in the open conversation without a reload", async () => {
    await providerAnswers('Oui, à partir du 8 décembre.');
    await page.getByRole('log', { name: `Messages avec ${providerName}` }).getByText('Oui, à partir du 8 décembre.').waitFor({ timeout: 40_000 });
    await screenshot(page, 'client-messages-conversation-1280');
    await expectNoSeriousViolations('client conversation at 1280 px');
    await page.setViewportSize(phone);
    await screenshot(page, 'client-messages-conversation-375');
    await expectNoSeriousViolations('client conversation at 375 px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  });

  it('the list shows an unread answer with its badge; opening the conversation marks it read', async () => {
    await visit(page, '/client/messages');
    await providerAnswers('Je vous envoie un devis demain.');
    await reload(page);
    const row = page.getByRole('listitem', { name: providerName });
    await row.getByText('1 non lu').waitFor();
    await row.getByText('Je vous envoie un devis demain.').waitFor();
    await screenshot(page, 'client-messages-list-375');
    await expectNoSeriousViolations('client conversations list at 375 px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await page.setViewportSize(desktop);
    await screenshot(page, 'client-messages-list-1280');

    await row.getByRole('link', { name: `Ouvrir la conversation avec ${providerName}` }).click();
    await page.waitForURL((u) => u.pathname === conversationPath);
    await page.getByText('Je vous envoie un devis demain.').waitFor();
    await page.getByRole('link', { name: 'Toutes les conversations' }).click();
    await page.getByRole('listitem', { name: providerName }).waitFor();
    expect(await page.getByRole('listitem', { name: providerName }).getByText('1 non lu').count()).toBe(0);
  });
});
