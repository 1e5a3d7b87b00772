import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, parisDay, type Message, type PublicChatView, type PublicQuoteView } from '@devis/domain';
import { renderApp } from '../../../testing/render-app';

const publicId = 'k3v9x2m8q7w4e6r1t5y0u2i8';
const today = parisDay();

const view: PublicQuoteView = {
  public_id: publicId, number: '2026-007', title: 'Refonte du site', quote_date: today, valid_until: addDays(today, 10), status: 'sent',
  can_decide: true, is_current_version: true, currency: 'EUR',
  provider: {
    name: 'Atelier Dupont', address: null, postal_code: null, city: null, country: 'France', email: 'pro@dupont.fr',
    siret: null, legal_form: null, tva_intracom: null, vat_franchise: false, logo_url: null,
    brand_primary_color: '#7C3AED', brand_accent_color: '#059669', payment_terms: null, terms_conditions: null, footer_text: null,
  },
  client_name: 'Claire Martin', client_company: null, client_email: 'claire@boulangerie.test', client_address: null,
  client_postal_code: null, client_city: null, client_country: null,
  items: [{ description: 'Maquettes', quantity: 1, unit_price_ht: 50000, tva_rate_percent: 20, total_ht: 50000, total_tva: 10000, total_ttc: 60000 }],
  vat_breakdown: [{ rate: 20, base_ht: 50000, tva: 10000 }], total_ht: 50000, total_tva: 10000, total_ttc: 60000, notes: null, decision: null,
} as PublicQuoteView;

let n = 0;
const message = (sender_type: Message['sender_type'], content: string, sender_email: string | null = null): Message => ({
  id: `m${++n}`, conversation_id: 'prov_q_quote1', sender_type, content, created_at: new Date().toISOString(), sender_email,
});

type Answer = { status: number; body?: unknown };
let calls: { method: string; url: string; body: any }[] = [];

/** The network edge: the quote, and the chat held in `chat` (the server's view of this browser). */
function backend(chat: PublicChatView, post: (body: any) => Answer) {
  calls = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input).replace(/^https?:\/\/[^/]+/, '');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    let answer: Answer = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Lien invalide ou expiré' } } };
    if (url.endsWith('/fn/features')) answer = { status: 200, body: { PUBLIC_PROVIDER: false } };
    else if (method === 'GET' && url === `/api/public/quotes/${publicId}?t=tok`) answer = { status: 200, body: view };
    else if (method === 'GET' && url === `/api/public/quotes/${publicId}/messages?t=tok`) answer = { status: 200, body: chat };
    else if (method === 'POST' && url === `/api/public/quotes/${publicId}/messages`) answer = post(body);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

const chatReads = () => calls.filter((c) => c.method === 'GET' && c.url.includes('/messages')).length;
const posts = () => calls.filter((c) => c.method === 'POST');

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  renderApp(`/${publicId}?t=tok`);
  await user.click(await screen.findByRole('button', { name: 'Chat' }));
  return screen.findByRole('dialog', { name: 'Chat' });
}

afterEach(() => jest.useRealTimers());

test("a first message needs an email ('Email requis', then a valid one); it is sent trimmed and lower-cased, the next one without", async () => {
  const chat: PublicChatView = { messages: [message('provider', 'Bonjour, une question ?')], visitor_email: null };
  backend(chat, (body) => {
    const sent = message('client', body.body, body.email ?? chat.visitor_email);
    chat.messages.push(sent);
    chat.visitor_email = body.email ?? chat.visitor_email;
    return { status: 201, body: { message: sent, visitor_email: chat.visitor_email } };
  });
  const user = userEvent.setup();
  const drawer = await openChat(user);
  const thread = await within(drawer).findByRole('log', { name: 'Messages avec Atelier Dupont' });
  expect(within(thread).getByText('Bonjour, une question ?')).toBeInTheDocument();
  expect(within(thread).getByText(/Atelier Dupont ·/)).toBeInTheDocument();

  const text = within(drawer).getByRole('textbox', { name: 'Votre message' });
  await user.type(text, 'Le délai est-il de 3 semaines ?{Enter}');
  expect(await within(drawer).findByText('Email requis')).toBeInTheDocument();
  const email = within(drawer).getByRole('textbox', { name: /Votre email/ });
  await user.type(email, 'pas-un-email');
  await user.click(within(drawer).getByRole('button', { name: 'Envoyer' }));
  expect(await within(drawer).findByText('Veuillez saisir une adresse email valide')).toBeInTheDocument();
  expect(posts()).toHaveLength(0);

  await user.clear(email);
  await user.type(email, '  Claire@Boulangerie.TEST ');
  await user.type(text, '{Enter}');
  expect(await within(thread).findByText('Le délai est-il de 3 semaines ?')).toBeInTheDocument();
  expect(posts()[0]!.body).toEqual({ t: 'tok', email: 'claire@boulangerie.test', body: 'Le délai est-il de 3 semaines ?', message_key: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/) });
  expect(await screen.findByText('Message envoyé')).toBeInTheDocument();
  // Known now: no email field for the next message; the visitor's own messages are marked 'Vous'.
  await waitFor(() => expect(within(drawer).queryByRole('textbox', { name: /Votre email/ })).toBeNull());
  expect(within(thread).getByText(/Vous ·/)).toBeInTheDocument();
  expect(text).toHaveValue('');

  await user.type(text, 'Merci{Enter}');
  await within(thread).findByText('Merci');
  expect(posts()[1]!.body).toEqual({ t: 'tok', email: null, body: 'Merci', message_key: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/) });
  // Another message, another key: only a retry of the same draft shares one.
  expect(posts()[1]!.body.message_key).not.toBe(posts()[0]!.body.message_key);
});

test("Shift+Enter adds a line, Enter sends it; a blank message is 'Message vide' and never sent", async () => {
  const chat: PublicChatView = { messages: [], visitor_email: 'claire@boulangerie.test' };
  backend(chat, (body) => ({ status: 201, body: { message: message('client', body.body), visitor_email: chat.visitor_email } }));
  const user = userEvent.setup();
  const drawer = await openChat(user);
  expect(await within(drawer).findByText(/Une question sur ce devis/)).toBeInTheDocument();
  expect(within(drawer).queryByRole('textbox', { name: /Votre email/ })).toBeNull();
  const text = within(drawer).getByRole('textbox', { name: 'Votre message' });
  await user.type(text, '   {Enter}');
  expect(await within(drawer).findByText('Message vide')).toBeInTheDocument();
  expect(posts()).toHaveLength(0);

  await user.clear(text);
  await user.type(text, 'Ligne 1{Shift>}{Enter}{/Shift}Ligne 2');
  expect(text).toHaveValue('Ligne 1\nLigne 2');
  expect(posts()).toHaveLength(0);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0]!.body).toEqual({ t: 'tok', email: null, body: 'Ligne 1\nLigne 2', message_key: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/) });
});

test('while the drawer is open the messages refresh every 10 s; closed, they stop', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const chat: PublicChatView = { messages: [message('client', 'Bonjour')], visitor_email: 'claire@boulangerie.test' };
  backend(chat, () => ({ status: 500 }));
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const drawer = await openChat(user);
  await within(drawer).findByText('Bonjour');
  expect(chatReads()).toBe(1);

  chat.messages.push(message('provider', 'Oui, 3 semaines.'));
  await act(async () => {
    jest.advanceTimersByTime(9_000);
  });
  expect(chatReads()).toBe(1);
  await act(async () => {
    jest.advanceTimersByTime(1_000);
  });
  expect(await within(drawer).findByText('Oui, 3 semaines.')).toBeInTheDocument();
  expect(chatReads()).toBe(2);

  await user.click(within(drawer).getByRole('button', { name: 'Fermer le chat' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chat' })).toBeNull());
  await act(async () => {
    jest.advanceTimersByTime(60_000);
  });
  expect(chatReads()).toBe(2);
});

test("a refused message keeps the draft: the server's French words, 'Failed to send message' for an unexpected failure, the email again when the server asks", async () => {
  const chat: PublicChatView = { messages: [], visitor_email: 'claire@boulangerie.test' };
  const answers: Answer[] = [
    { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'Trop de messages envoyés. Réessayez dans quelques minutes.' } } },
    { status: 500, body: { error: { code: 'INTERNAL', message: 'Une erreur inattendue est survenue' } } },
    { status: 400, body: { error: { code: 'EMAIL_REQUIRED', message: 'Email requis' } } },
  ];
  backend(chat, () => answers.shift()!);
  const user = userEvent.setup();
  const drawer = await openChat(user);
  const text = await within(drawer).findByRole('textbox', { name: 'Votre message' });
  await waitFor(() => expect(text).toBeEnabled());
  await user.type(text, 'Bonjour{Enter}');
  const limited = await screen.findByText('Trop de messages envoyés. Réessayez dans quelques minutes.');
  expect(limited.parentElement).toHaveTextContent("Impossible d'envoyer le message");
  expect(text).toHaveValue('Bonjour');

  await user.type(text, '{Enter}');
  expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
  expect(text).toHaveValue('Bonjour');

  // The browser's cookie was lost: the email field comes back with the server's word.
  await user.type(text, '{Enter}');
  const email = await within(drawer).findByRole('textbox', { name: /Votre email/ });
  expect(within(drawer).getByText('Email requis')).toBeInTheDocument();
  expect(email).toBeInTheDocument();
  expect(posts()).toHaveLength(3);
});

test('a message with HTML is shown as text', async () => {
  const chat: PublicChatView = { messages: [message('provider', '<img src=x onerror=alert(1)><b>gras</b>')], visitor_email: null };
  backend(chat, () => ({ status: 500 }));
  const user = userEvent.setup();
  const drawer = await openChat(user);
  expect(await within(drawer).findByText('<img src=x onerror=alert(1)><b>gras</b>')).toBeInTheDocument();
  expect(document.querySelector('img[src="x"]')).toBeNull();
  expect(document.querySelector('b')).toBeNull();
});
