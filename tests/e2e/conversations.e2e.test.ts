import type { Page } from 'playwright-core';
import type { Message, MessagePage } from '@devis/domain';
import { api } from '../support/api';
import { createClientAccount, createProvider, type TestAccount } from '../support/accounts';
import { openParties, type BrowserSession } from '../support/browser';
import { signInClient, signInProvider, visit } from '../support/page';
import { screenshot } from '../support/screenshot';
import { seriousViolations } from '../support/accessibility';

/**
 * Conversations in two browsers: a client starts a request from a provider's page (which opens their
 * conversation) and writes; the provider sees it in /app/messages, answers, reads the client's answer;
 * 'Ajouter client' turns the badge into 'Déjà dans vos clients'. The client's messages go through the client
 * API (the client's conversation screens are conv-client-public's, not on main when this was written; their
 * own journey covers them).
 */
let clientBrowser: BrowserSession;
let providerBrowser: BrowserSession;
let client: Page;
let provider: Page;
let atelier: TestAccount;
let claire: TestAccount;
const run = Date.now().toString(36);
const atelierName = `Atelier Vitrine ${run}`;
const clientCompany = `Boulangerie Martin ${run}`;
let conversationId = '';

beforeAll(async () => {
  [atelier, claire] = await Promise.all([
    createProvider({ companyName: atelierName }),
    createClientAccount({ name: 'Claire Martin', companyName: clientCompany }),
  ]);
  conversationId = `${atelier.uid}_${claire.uid}`;
  [clientBrowser, providerBrowser] = await openParties();
  client = clientBrowser.page;
  provider = providerBrowser.page;
});
afterAll(async () => {
  await Promise.all([clientBrowser?.close(), providerBrowser?.close()]);
});

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const row = () => provider.getByRole('article', { name: 'Claire Martin' });
const providerThread = () => provider.getByRole('log', { name: 'Messages avec Claire Martin' });

describe('conversations journey', () => {
  it('a client starts a request from the provider page, which opens their conversation, and writes', async () => {
    await signInClient(client, claire);

    await visit(client, `/client/providers/${atelier.uid}`);
    await client.getByRole('heading', { name: atelierName }).waitFor();
    await client.getByRole('button', { name: 'Demander un devis' }).click();
    await client.waitForURL((u) => u.pathname === '/client/create-quote');

    // The conversation 'Demander un devis' made is the client's, with this provider.
    await api<Message>(`/api/client/conversations/${conversationId}/messages`, {
      token: claire.token,
      body: { content: 'Bonjour, pouvez-vous refaire notre vitrine pour Noël ?' },
    });
  });

  it('the provider finds it in Messages, unread, with the client to add', async () => {
    await signInProvider(provider, atelier);
    await provider.getByRole('link', { name: 'Messages' }).first().click();
    await provider.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    await row().getByText('Bonjour, pouvez-vous refaire notre vitrine pour Noël ?').waitFor();
    await row().getByText(clientCompany).waitFor();
    await row().getByText('1 message non lu').waitFor();
    await row().getByRole('button', { name: 'Ajouter client' }).waitFor();
    await screenshot(provider, 'conversations-provider-list');
    expect(await seriousViolations(provider)).toEqual([]);
  });

  it("provider and client exchange messages in one thread, the provider's on the right", async () => {
    await row().getByRole('link', { name: /^Ouvrir/ }).click();
    await provider.waitForURL((u) => u.pathname === `/app/messages/${conversationId}`);
    await providerThread().getByText('Bonjour, pouvez-vous refaire notre vitrine pour Noël ?').waitFor();

    // Provider → client: Shift+Enter makes a second line, Enter sends.
    const composer = provider.getByRole('textbox', { name: 'Votre message' });
    await composer.fill('Avec plaisir.');
    await composer.press('Shift+Enter');
    await composer.pressSequentially('Je passe mardi à 14 h ?');
    await composer.press('Enter');
    await providerThread().getByText(/Je passe mardi à 14 h \?/).waitFor();
    // The draft is cleared once the server has the message (the thread shows it at once, 'Envoi...').
    await provider.waitForFunction((el) => (el as HTMLTextAreaElement).value === '', await composer.elementHandle());
    // The client reads it in the same thread, with the line break.
    const clientView = await api<MessagePage>(`/api/client/conversations/${conversationId}/messages`, { token: claire.token });
    expect(clientView.items.map((m) => [m.sender_type, m.content])).toEqual([
      ['client', 'Bonjour, pouvez-vous refaire notre vitrine pour Noël ?'],
      ['provider', 'Avec plaisir.\nJe passe mardi à 14 h ?'],
    ]);

    // Client → provider: the open conversation shows it without a reload (live updates).
    const opened = provider.url();
    await api<Message>(`/api/client/conversations/${conversationId}/messages`, { token: claire.token, body: { content: 'Parfait, à mardi ! <b>merci</b>' } });
    await providerThread().getByText('Parfait, à mardi ! <b>merci</b>').waitFor({ timeout: 30_000 });
    expect(provider.url()).toBe(opened);
    // HTML in a message is shown as text.
    await expect(providerThread().locator('b').count()).resolves.toBe(0);

    // A blank message is refused on the spot.
    await composer.fill('   ');
    await composer.press('Enter');
    await provider.getByText('Message vide').waitFor();

    await screenshot(provider, 'conversations-provider-thread');
    expect(await seriousViolations(provider)).toEqual([]);
  });

  it("'Ajouter client' turns the badge into 'Déjà dans vos clients', and the client is in the clients list", async () => {
    await provider.getByRole('link', { name: 'Retour aux messages' }).click();
    await row().waitFor();
    // Read on opening: no unread badge any more.
    await expect(row().getByText(/non lu/).count()).resolves.toBe(0);
    await row().getByRole('button', { name: 'Ajouter client' }).click();
    await provider.getByText('Client ajouté').waitFor();
    await row().getByText('Déjà dans vos clients').waitFor();
    await expect(row().getByRole('button', { name: 'Ajouter client' }).count()).resolves.toBe(0);
    await screenshot(provider, 'conversations-provider-list-added');

    // It stays so after a reload (it is the server's answer, not only the screen's).
    await visit(provider, '/app/messages');
    await row().getByText('Déjà dans vos clients').waitFor();
    await visit(provider, '/app/clients');
    await provider.getByRole('article', { name: clientCompany }).waitFor();
  });

  it('fits a 375 px phone: the list and the conversation, without sideways scrolling', async () => {
    await provider.setViewportSize({ width: 375, height: 812 });
    await visit(provider, '/app/messages');
    await row().waitFor();
    await screenshot(provider, 'conversations-375-provider-list');
    expect(await overflow(provider)).toBe(0);
    expect(await seriousViolations(provider)).toEqual([]);

    await visit(provider, `/app/messages/${conversationId}`);
    await providerThread().getByText('Parfait, à mardi ! <b>merci</b>').waitFor();
    await screenshot(provider, 'conversations-375-provider-thread');
    expect(await overflow(provider)).toBe(0);
    expect(await seriousViolations(provider)).toEqual([]);
    // The composer is usable from the keyboard alone on a phone too.
    await provider.getByRole('textbox', { name: 'Votre message' }).focus();
    await provider.keyboard.type('Envoyé depuis le téléphone');
    await provider.keyboard.press('Enter');
    await providerThread().getByText('Envoyé depuis le téléphone').waitFor();
    await providerThread().getByText(/Envoi\.\.\./).waitFor({ state: 'detached' });
    const last = await api<MessagePage>(`/api/client/conversations/${conversationId}/messages`, { token: claire.token });
    expect(last.items.at(-1)?.content).toBe('Envoyé depuis le téléphone');
  });

  it('a message whose answer was lost, sent again, is in the thread once', async () => {
    const composer = provider.getByRole('textbox', { name: 'Votre message' });
    const text = `Le devis part ce soir ${run}`;
    // The server saves the message, but its answer never reaches the browser (a dropped connection).
    let dropped = 0;
    await provider.route(`**/api/conversations/${conversationId}/messages`, async (route) => {
      if (route.request().method() !== 'POST' || dropped) return route.fallback();
      dropped += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await composer.fill(text);
    await composer.press('Enter');
    await provider.getByText("Impossible d'envoyer le message").first().waitFor();
    // The draft stays; the person sends it again, as anyone would.
    await provider.waitForFunction((el) => !(el as HTMLTextAreaElement).readOnly, await composer.elementHandle());
    expect(await composer.inputValue()).toBe(text);
    await screenshot(provider, 'conversations-375-answer-lost');
    await composer.press('Enter');
    await provider.waitForFunction((el) => (el as HTMLTextAreaElement).value === '', await composer.elementHandle());
    await provider.unrouteAll();
    expect(dropped).toBe(1);

    const thread = await api<MessagePage>(`/api/client/conversations/${conversationId}/messages`, { token: claire.token });
    expect(thread.items.filter((m) => m.content === text)).toHaveLength(1);
    await visit(provider, `/app/messages/${conversationId}`);
    await providerThread().getByText(text).waitFor();
    await expect(providerThread().getByText(text).count()).resolves.toBe(1);
  });

  it("a conversation that is not the provider's shows 'Conversation introuvable'", async () => {
    await visit(provider, '/app/messages/nimporte_quoi');
    await provider.getByRole('heading', { level: 1, name: 'Conversation introuvable' }).waitFor();
    await screenshot(provider, 'conversations-375-not-found');
    expect(await seriousViolations(provider)).toEqual([]);
  });
});
