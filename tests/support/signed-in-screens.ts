import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { api } from './api';
import { createClientAccount, createProvider, type TestAccount } from './accounts';
import { visit } from './page';

/**
 * Every signed-in screen (/app/** for a provider, /client/** for a client) with the data that fills it, and how to
 * open each of its dialogs. Shared by the journeys that look at every screen (accessibility, phone layouts).
 */
export interface SignedInScreen {
  /** Short name for reports and screenshot files: 'provider-quotes'. */
  name: string;
  path: string;
  /** Something the screen shows once its data is in (besides its h1). */
  shows?: (page: Page) => ReturnType<Page['getByText']>;
  dialogs?: SignedInDialog[];
}

export interface SignedInDialog {
  name: string;
  /** Opens the dialog the way a person does (a click on its button); the journey then waits for role=dialog. */
  open(page: Page): Promise<void>;
}

export interface SignedInData {
  provider: TestAccount;
  client: TestAccount;
  providerName: string;
  clientName: string;
  clientCompany: string;
  serviceName: string;
  draftNumber: string;
  sentNumber: string;
  /** A request the provider has not answered yet (review and proposal screens). */
  pendingRequest: { title: string; quoteId: string };
  /** A request the provider counter-proposed (the client's modification dialog). */
  modifiedRequest: { title: string; quoteId: string };
  /** The conversation the requests opened between the two, with messages both ways. */
  conversationId: string;
}

interface Quote {
  id: string;
  quote_number: string;
}

/** A provider with a client, a service, a draft and a sent quote; a client account with two requests to it, one counter-proposed. */
export async function createSignedInData(): Promise<SignedInData> {
  const run = Date.now().toString(36);
  const providerName = `Atelier Lumière ${run}`;
  const clientName = 'Claire Martin';
  const clientCompany = `Boulangerie Martin ${run}`;
  const serviceName = 'Pose de carrelage';
  const [provider, client] = await Promise.all([createProvider({ companyName: providerName }), createClientAccount({ name: clientName })]);
  const service = await api<{ id: string }>('/api/services', { token: provider.token, body: { name: serviceName, unit_price_ht: 4_500, unit: 'm²', description: 'Fourniture non comprise' } });
  const row = await api<{ id: string }>('/api/clients', { token: provider.token, body: { company_name: clientCompany, contact_name: 'Paul Martin', email: 'paul.martin@e2e.devis.local' } });
  const line = { description: serviceName, quantity: 12, unit_price_ht: 4_500, tva_rate_percent: 10, service_id: service.id };
  const draft = await api<Quote>('/api/quotes', { token: provider.token, body: { client_id: row.id, title: 'Salle de bain', lines: [line] } });
  const sent = await api<Quote>('/api/quotes', { token: provider.token, body: { client_id: row.id, title: 'Cuisine', lines: [line, { ...line, description: 'Déplacement', quantity: 1, unit_price_ht: 3_000, service_id: null }] } });
  await api('/fn/sendQuote', { token: provider.token, body: { quoteId: sent.id, sendToClientAccount: false } });

  const request = async (title: string) => {
    const result = await api<{ id: string }>('/api/client/requests', {
      token: client.token,
      body: { title, description: 'Travaux avant la fin du mois', provider_ids: [provider.uid], request_key: `a11y-${randomBytes(6).toString('hex')}`, lines: [{ ...line, provider_id: provider.uid }] },
    });
    return { title, quoteId: `${result.id}-${provider.uid}` };
  };
  const pendingRequest = await request(`Rénovation entrée ${run}`);
  const modifiedRequest = await request(`Rénovation terrasse ${run}`);
  await api(`/api/quotes/${encodeURIComponent(modifiedRequest.quoteId)}/counter-proposal`, {
    token: provider.token,
    body: { title: modifiedRequest.title, message: 'Le carrelage extérieur coûte un peu plus.', lines: [{ ...line, unit_price_ht: 5_200 }] },
  });
  // The requests opened the conversation between the two; a few messages fill its thread (a long one wraps).
  const { items } = await api<{ items: { conversation_id: string }[] }>('/api/conversations?limit=10', { token: provider.token });
  const conversationId = items[0]!.conversation_id;
  const say = (account: TestAccount, content: string) =>
    api(`/api${account === client ? '/client' : ''}/conversations/${encodeURIComponent(conversationId)}/messages`, { token: account.token, body: { content } });
  await say(client, 'Bonjour, pouvez-vous passer voir la terrasse jeudi ?');
  await say(provider, 'Bonjour Madame Martin, jeudi à 9 h me convient. Je prendrai les mesures de la terrasse et de l’entrée, puis je vous enverrai le devis détaillé dans la journée.');
  await say(client, 'Parfait, merci !');
  return { provider, client, providerName, clientName, clientCompany, serviceName, draftNumber: draft.quote_number, sentNumber: sent.quote_number, pendingRequest, modifiedRequest, conversationId };
}

/** The provider's screens (provider-frame routes of mf-provider/src/app-routes.tsx). */
export function providerScreens(data: SignedInData): SignedInScreen[] {
  const review = `/app/quotes/${encodeURIComponent(data.pendingRequest.quoteId)}/review`;
  const draftCard = (page: Page) => page.getByRole('article', { name: `Devis ${data.draftNumber}` });
  return [
    { name: 'provider-dashboard', path: '/app' },
    {
      name: 'provider-quotes',
      path: '/app/quotes',
      shows: (page) => page.getByText(data.sentNumber),
      dialogs: [
        { name: 'quote-detail', open: (page) => draftCard(page).getByRole('button', { name: 'Voir' }).click() },
        {
          // Sending starts from the detail dialog, which gives way to the send dialog.
          name: 'send-quote',
          open: async (page) => {
            await draftCard(page).getByRole('button', { name: 'Voir' }).click();
            await page.getByRole('dialog').getByRole('button', { name: 'Envoyer', exact: true }).click();
            await page.getByRole('dialog', { name: /Envoyer/ }).waitFor();
          },
        },
        { name: 'delete-quote', open: (page) => draftCard(page).getByRole('button', { name: 'Supprimer' }).click() },
      ],
    },
    {
      name: 'provider-quote-form',
      path: '/app/quotes/new',
      shows: (page) => page.getByLabel('Description ligne 1'),
      dialogs: [
        {
          name: 'new-client',
          open: async (page) => {
            await page.getByRole('combobox', { name: 'Client' }).click();
            await page.getByRole('option', { name: '+ Nouveau client' }).click();
          },
        },
      ],
    },
    {
      name: 'provider-clients',
      path: '/app/clients',
      shows: (page) => page.getByText(data.clientCompany),
      dialogs: [
        { name: 'new-client', open: (page) => page.getByRole('button', { name: 'Nouveau client' }).click() },
        { name: 'edit-client', open: (page) => page.getByRole('button', { name: `Modifier ${data.clientCompany}` }).click() },
        { name: 'delete-client', open: (page) => page.getByRole('button', { name: `Supprimer ${data.clientCompany}` }).click() },
      ],
    },
    {
      name: 'provider-services',
      path: '/app/services',
      shows: (page) => page.getByText(data.serviceName).first(),
      dialogs: [
        { name: 'new-service', open: (page) => page.getByRole('button', { name: 'Nouveau service' }).click() },
        { name: 'delete-service', open: (page) => page.getByRole('button', { name: `Supprimer ${data.serviceName}` }).click() },
      ],
    },
    {
      name: 'provider-profile',
      path: '/app/profile',
      shows: (page) => page.getByLabel("Nom de l'entreprise"),
      dialogs: [{ name: 'delete-account', open: (page) => page.getByRole('button', { name: 'Supprimer mon compte' }).click() }],
    },
    { name: 'provider-help', path: '/app/aide' },
    {
      name: 'provider-requests',
      path: '/app/demandes-devis',
      shows: (page) => page.getByRole('article', { name: data.pendingRequest.title }),
      dialogs: [{ name: 'refuse-request', open: (page) => page.getByRole('article', { name: data.pendingRequest.title }).getByRole('button', { name: 'Refuser' }).click() }],
    },
    {
      name: 'provider-review',
      path: review,
      shows: (page) => page.getByRole('heading', { name: data.pendingRequest.title }),
      dialogs: [{ name: 'refuse-quote', open: (page) => page.getByRole('button', { name: 'Refuser' }).click() }],
    },
    {
      name: 'provider-proposal',
      path: `/app/quote-proposal/new?quoteId=${encodeURIComponent(data.pendingRequest.quoteId)}&modify=true`,
      shows: (page) => page.getByRole('heading', { name: 'Modifier et contre-proposer' }),
    },
    { name: 'provider-messages', path: '/app/messages', shows: (page) => page.getByRole('article', { name: data.clientName }) },
    { name: 'provider-conversation', path: `/app/messages/${encodeURIComponent(data.conversationId)}`, shows: (page) => page.getByText('Parfait, merci !') },
    { name: 'provider-not-found', path: '/app/nowhere' },
  ];
}

/** The client's screens (client-frame routes of mf-client/src/app-routes.tsx). */
export function clientScreens(data: SignedInData): SignedInScreen[] {
  const provider = `/client/providers/${encodeURIComponent(data.provider.uid)}`;
  return [
    { name: 'client-dashboard', path: '/client', shows: (page) => page.getByRole('heading', { name: `Bonjour ${data.clientName}` }) },
    { name: 'client-create-quote', path: '/client/create-quote' },
    {
      name: 'client-quotes',
      path: '/client/quotes',
      shows: (page) => page.getByRole('article', { name: data.modifiedRequest.title }),
      dialogs: [{ name: 'modification', open: (page) => page.getByRole('button', { name: `Voir détails de la proposition de ${data.providerName}` }).click() }],
    },
    { name: 'client-providers', path: '/client/providers' },
    { name: 'client-provider', path: provider, shows: (page) => page.getByText(data.serviceName).first() },
    { name: 'client-provider-quote', path: `${provider}/quote` },
    {
      name: 'client-account',
      path: '/client/compte',
      dialogs: [{ name: 'delete-account', open: (page) => page.getByRole('button', { name: 'Supprimer mon compte' }).click() }],
    },
    { name: 'client-messages', path: '/client/messages', shows: (page) => page.getByRole('listitem', { name: data.providerName }) },
    { name: 'client-conversation', path: `/client/messages/${encodeURIComponent(data.conversationId)}`, shows: (page) => page.getByText('Parfait, merci !') },
    { name: 'client-not-found', path: '/client/nowhere' },
  ];
}

/** Opens a screen and waits until it shows its data (its h1, what `shows` names, no spinner left). */
export async function openScreen(page: Page, screen: SignedInScreen): Promise<void> {
  await visit(page, screen.path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (screen.shows) await screen.shows(page).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[role="progressbar"]').length === 0);
  await settled(page);
}

/** Waits for running animations and transitions (a fading dialog would give axe half-transparent colours). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}
