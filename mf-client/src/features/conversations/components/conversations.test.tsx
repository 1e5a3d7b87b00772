import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@devis/platform/session';
import type { ClientConversationItem, Message } from '@devis/domain';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';

afterEach(resetApp);

const conversation = (extra: Partial<ClientConversationItem> = {}): ClientConversationItem => ({
  conversation_id: 'p1_c1',
  provider_user_id: 'p1',
  provider_company_name: 'Atelier Dupont',
  provider_logo_url: null,
  subject: 'Demande de devis',
  last_message_content: 'Le devis part ce soir.',
  last_message_at: '2026-11-23T14:05:00Z',
  unread_count: 2,
  updated_at: '2026-11-23T14:05:00Z',
  ...extra,
});

let n = 0;
const message = (sender_type: Message['sender_type'], content: string): Message => ({
  id: `m${++n}`, conversation_id: 'p1_c1', sender_type, content, created_at: new Date().toISOString(),
});

async function signedInClient() {
  fakeBackend.addAccount({ email: 'claire@exemple.fr', password: 'secret1', role: 'client', emailVerified: true });
  await signIn('claire@exemple.fr', 'secret1');
}

/** The conversation p1_c1 with its thread, as the server keeps it. */
function serveConversation(thread: Message[], item = conversation()) {
  fakeBackend.respond('GET', '/api/client/conversations/p1_c1', () => ({ status: 200, body: { conversation: item } }));
  fakeBackend.respond('GET', '/api/client/conversations/p1_c1/messages', () => ({ status: 200, body: { items: thread, olderCursor: null } }));
  fakeBackend.respond('POST', '/api/client/conversations/p1_c1/read', () => ({ status: 204 }));
  fakeBackend.respond('POST', '/api/client/conversations/p1_c1/messages', (call) => {
    const sent = message('client', (call.body as { content: string }).content);
    thread.push(sent);
    return { status: 201, body: sent };
  });
}

test("the list shows each provider's conversation with its last message and unread badge; 'Ouvrir' opens it and marks it read", async () => {
  await signedInClient();
  let unread = 2;
  fakeBackend.respond('GET', '/api/client/conversations', () => ({
    status: 200,
    body: { items: [conversation({ unread_count: unread }), conversation({ conversation_id: 'p2_c1', provider_user_id: 'p2', provider_company_name: 'Studio Lumière', unread_count: 0, last_message_content: null, last_message_at: null, subject: null })], nextCursor: null },
  }));
  serveConversation([message('client', 'Bonjour, pour le devis ?'), message('provider', 'Le devis part ce soir.')]);
  fakeBackend.respond('POST', '/api/client/conversations/p1_c1/read', () => {
    unread = 0;
    return { status: 204 };
  });
  renderApp('/client/messages');

  const dupont = await screen.findByRole('listitem', { name: 'Atelier Dupont' });
  const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
  expect(await within(nav).findByRole('link', { name: 'Messages (2 non lus)' })).toHaveAttribute('href', '/client/messages');
  expect(dupont).toHaveTextContent('Le devis part ce soir.');
  expect(dupont).toHaveTextContent('2 non lus');
  expect(dupont).toHaveTextContent('Demande de devis');
  const lumiere = screen.getByRole('listitem', { name: 'Studio Lumière' });
  expect(lumiere).toHaveTextContent('Aucun message pour le moment');
  expect(lumiere).not.toHaveTextContent('non lu');

  await userEvent.setup().click(within(dupont).getByRole('link', { name: 'Ouvrir la conversation avec Atelier Dupont' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Atelier Dupont' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/client/messages/p1_c1');
  const thread = await screen.findByRole('log', { name: 'Messages avec Atelier Dupont' });
  expect(within(thread).getByText('Bonjour, pour le devis ?')).toBeInTheDocument();
  expect(within(thread).getByText(/Vous ·/)).toBeInTheDocument();
  expect(within(thread).getByText(/Atelier Dupont ·/)).toBeInTheDocument();
  await waitFor(() => expect(fakeBackend.callsTo('POST', '/api/client/conversations/p1_c1/read')).toHaveLength(1));

  // Back on the list, the badge is gone.
  await userEvent.setup().click(screen.getByRole('link', { name: 'Toutes les conversations' }));
  const again = await screen.findByRole('listitem', { name: 'Atelier Dupont' });
  expect(again).not.toHaveTextContent('non lu');
  await waitFor(() => expect(within(nav).getByRole('link', { name: 'Messages' })).toBeInTheDocument());
});

test("the client answers in the thread: Enter sends, Shift+Enter adds a line, a blank message is 'Message vide'", async () => {
  await signedInClient();
  const thread = [message('provider', 'Une question sur le chantier ?')];
  serveConversation(thread);
  renderApp('/client/messages/p1_c1');
  const box = await screen.findByRole('textbox', { name: 'Votre message' });
  await waitFor(() => expect(box).toBeEnabled());
  // The tab names the provider.
  expect(document.title).toBe('Atelier Dupont | Devis');
  const user = userEvent.setup();

  await user.type(box, '  {Enter}');
  expect(await screen.findByText('Message vide')).toBeInTheDocument();
  expect(fakeBackend.callsTo('POST', '/api/client/conversations/p1_c1/messages')).toHaveLength(0);

  await user.clear(box);
  await user.type(box, 'Oui, le 12{Shift>}{Enter}{/Shift}<b>au matin</b>{Enter}');
  const log = screen.getByRole('log', { name: 'Messages avec Atelier Dupont' });
  expect(await within(log).findByText((_t, el) => el?.textContent === 'Oui, le 12\n<b>au matin</b>' && el.tagName === 'P')).toBeInTheDocument();
  expect(fakeBackend.callsTo('POST', '/api/client/conversations/p1_c1/messages')[0]?.body).toEqual({ content: 'Oui, le 12\n<b>au matin</b>', message_key: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/) });
  expect(log.querySelector('b')).toBeNull();
  expect(box).toHaveValue('');
});

test("a provider's answer appears in the open conversation without a reload, and is marked read", async () => {
  await signedInClient();
  const thread = [message('client', 'Bonjour, disponible en décembre ?')];
  serveConversation(thread);
  // The server holds the long poll until something changes in the conversation.
  let release: () => void = () => undefined;
  fakeBackend.respond('GET', '/api/live', (call) => {
    const query = new URLSearchParams(call.path.split('?')[1]);
    // The frame's channel (the navigation's unread count) stays held: nothing else changes.
    if (query.get('channel') !== 'conversation:p1_c1') return new Promise(() => undefined);
    return query.get('after')
      ? new Promise((resolve) => (release = () => resolve({ status: 200, body: { cursor: '2222222222222222', changed: true } })))
      : { status: 200, body: { cursor: '1111111111111111', changed: false, last_change_age_ms: null } };
  });
  renderApp('/client/messages/p1_c1');
  const log = await screen.findByRole('log', { name: 'Messages avec Atelier Dupont' });
  await within(log).findByText('Bonjour, disponible en décembre ?');
  await waitFor(() => expect(fakeBackend.callsToPath('GET', '/api/live').some((c) => c.query.get('after') === '1111111111111111')).toBe(true));
  expect(fakeBackend.callsToPath('GET', '/api/live').map((c) => c.query.get('channel'))).toEqual(expect.arrayContaining(['conversation:p1_c1', 'conversations']));
  const readsBefore = fakeBackend.callsTo('POST', '/api/client/conversations/p1_c1/read').length;

  thread.push(message('provider', 'Oui, à partir du 8.'));
  release();
  expect(await within(log).findByText('Oui, à partir du 8.')).toBeInTheDocument();
  await waitFor(() => expect(fakeBackend.callsTo('POST', '/api/client/conversations/p1_c1/read').length).toBe(readsBefore + 1));
});

test("a refused message keeps the draft and says 'Impossible d'envoyer le message'", async () => {
  await signedInClient();
  serveConversation([]);
  fakeBackend.respond('POST', '/api/client/conversations/p1_c1/messages', () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }));
  renderApp('/client/messages/p1_c1');
  const box = await screen.findByRole('textbox', { name: 'Votre message' });
  await waitFor(() => expect(box).toBeEnabled());
  await userEvent.setup().type(box, 'Bonjour{Enter}');
  expect(await screen.findByText("Impossible d'envoyer le message")).toBeInTheDocument();
  expect(box).toHaveValue('Bonjour');
});

test("an unknown or someone else's conversation shows 'Conversation introuvable'", async () => {
  await signedInClient();
  fakeBackend.respond('GET', '/api/client/conversations/p9_x', () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Conversation introuvable' } } }));
  renderApp('/client/messages/p9_x');
  expect(await screen.findByRole('heading', { name: 'Conversation introuvable' })).toBeInTheDocument();
  expect(document.title).toBe('Conversation introuvable | Devis');
  expect(screen.getByRole('link', { name: 'Toutes les conversations' })).toHaveAttribute('href', '/client/messages');
});

test("'Écrire au prestataire' on a provider's page gets or creates the conversation and opens it", async () => {
  await signedInClient();
  fakeBackend.respond('GET', '/api/client/providers/p1', () => ({
    status: 200,
    body: {
      user_id: 'p1', company_name: 'Atelier Dupont', company_address: null, company_city: 'Lyon', company_postal_code: '69002', company_country: 'France',
      logo_url: null, avatar_url: null, brand_primary_color: '#3B82F6', services_count: 0, services: [], legal_form: null, siret: null, tva_intracom: null,
      vat_franchise: false, quote_payment_terms: null, quote_terms_conditions: null,
    },
  }));
  fakeBackend.respond('POST', '/api/client/conversations', () => ({ status: 200, body: { conversation: { id: 'p1_c1' }, created: false } }));
  serveConversation([message('provider', 'Bienvenue !')]);
  renderApp('/client/providers/p1');
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Écrire au prestataire' }));
  expect(await screen.findByText('Bienvenue !')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/client/messages/p1_c1');
  expect(fakeBackend.callsTo('POST', '/api/client/conversations')[0]?.body).toEqual({ provider_user_id: 'p1', subject: null });
});

test("'Écrire' beside a provider's answer in Mes Devis opens the conversation with that provider", async () => {
  await signedInClient();
  const response = (id: string, name: string) => ({
    provider_user_id: id, provider_company_name: name, provider_logo_url: null, quote_id: `q-${id}`, quote_number: '2026-001', quote_request_id: `r-${id}`,
    provider_status: 'pending', provider_message: null, provider_response_date: null, quote_status: 'sent', total_ttc: 0, valid_until: null, client_decision: null,
  });
  fakeBackend.respond('GET', '/api/client/quotes', () => ({
    status: 200,
    body: {
      items: [{ kind: 'request', id: 'cr1', title: 'Cuisine', description: null, deadline: null, created_at: '2026-11-20T10:00:00Z', total_ttc: 120000, line_count: 1, budget_min: null, budget_max: null, is_final: false, responses: [response('p2', 'Studio Lumière'), response('p1', 'Atelier Dupont')] }],
      nextCursor: null,
    },
  }));
  fakeBackend.respond('POST', '/api/client/conversations', () => ({ status: 200, body: { conversation: { id: 'p1_c1' }, created: false } }));
  serveConversation([message('provider', 'Je regarde votre demande.')]);
  renderApp('/client/quotes');
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Écrire à Atelier Dupont' }));
  expect(await screen.findByText('Je regarde votre demande.')).toBeInTheDocument();
  expect(fakeBackend.callsTo('POST', '/api/client/conversations')[0]?.body).toEqual({ provider_user_id: 'p1', subject: null });
});
