import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@devis/platform/session';
import type { Message } from '@devis/domain';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';
import { claire, message, request } from '../testing/conversation-fixtures';

afterEach(resetApp);
jest.setTimeout(30_000);

const path = `/api/conversations/${claire.conversation_id}`;
const error = (status: number, message: string) => ({ status, body: { error: { code: status === 404 ? 'NOT_FOUND' : 'INTERNAL', message } } });

async function openConversation(messages: Message[], { requests = [request] } = {}) {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@atelier.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@atelier.fr', 'secret1');
  fakeBackend.respond('GET', path, () => ({ status: 200, body: { conversation: claire, requests } }));
  fakeBackend.respond('GET', `${path}/messages`, () => ({ status: 200, body: { items: messages, olderCursor: null } }));
  fakeBackend.respond('POST', `${path}/read`, () => ({ status: 204 }));
  renderApp(`/app/messages/${claire.conversation_id}`);
  await screen.findByRole('heading', { level: 1, name: 'Claire Martin' }, { timeout: 10_000 });
  return userEvent.setup();
}

const thread = () => screen.getByRole('log', { name: 'Messages avec Claire Martin' });
const composer = () => screen.getByRole('textbox', { name: 'Votre message' });

test('shows the request cards, then the thread with the provider on the right, and marks the conversation read', async () => {
  await openConversation([message('m1', 'client', 'Bonjour, pouvez-vous passer mardi ?', '2026-11-20T09:00:00Z'), message('m2', 'provider', 'Oui, à 14 h.', '2026-11-20T09:05:00Z')]);
  const card = screen.getByRole('article', { name: 'Demande : Vitrine de Noël' });
  expect(within(card).getByText(/Devis 2026-012/)).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Voir le devis' })).toHaveAttribute('href', '/app/quotes/q-1/review');
  expect(screen.getByText('Boulangerie Martin · Refonte de la vitrine')).toBeInTheDocument();

  expect(await within(thread()).findByText('Bonjour, pouvez-vous passer mardi ?')).toBeInTheDocument();
  expect(within(thread()).getByText(/Claire Martin ·/)).toBeInTheDocument();
  expect(within(thread()).getByText(/Vous ·/)).toBeInTheDocument();
  await waitFor(() => expect(fakeBackend.callsTo('POST', `${path}/read`)).toHaveLength(1));
  // The tab names the client.
  expect(document.title).toBe('Claire Martin | Devis');
});

test('a request without a quote links to the proposal screen', async () => {
  await openConversation([], { requests: [{ ...request, quote_id: null, quote_number: null, total_ttc: null, status: 'pending' }] });
  const card = screen.getByRole('article', { name: 'Demande : Vitrine de Noël' });
  expect(within(card).getByRole('link', { name: 'Faire une proposition' })).toHaveAttribute('href', '/app/quote-proposal/new?from_request=req-1');
  expect(await screen.findByText(/Aucun message pour le moment/)).toBeInTheDocument();
});

test('Enter sends the message: it shows at once, then as saved; the field empties', async () => {
  const user = await openConversation([message('m1', 'client', 'Bonjour', '2026-11-20T09:00:00Z')]);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  fakeBackend.respond('POST', `${path}/messages`, async (call) => {
    await held;
    return { status: 201, body: message('m2', 'provider', (call.body as { content: string }).content, '2026-11-20T09:06:00Z') };
  });
  await within(thread()).findByText('Bonjour');
  await user.type(composer(), 'Je passe mardi{Shift>}{Enter}{/Shift}à 14 h{Enter}');
  expect(within(thread()).getByText(/Je passe mardi/)).toBeInTheDocument();
  expect(within(thread()).getByText(/Envoi\.\.\./)).toBeInTheDocument();
  release();
  await waitFor(() => expect(within(thread()).queryByText(/Envoi\.\.\./)).not.toBeInTheDocument());
  expect(within(thread()).getAllByText('Je passe mardi\nà 14 h', { normalizer: (s) => s })).toHaveLength(1);
  expect(composer()).toHaveValue('');
  expect(fakeBackend.callsTo('POST', `${path}/messages`).map((c) => c.body)).toEqual([{ content: 'Je passe mardi\nà 14 h', message_key: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/) }]);
});

test('a blank message is not sent: "Message vide"', async () => {
  const user = await openConversation([]);
  await user.type(composer(), '   {Enter}');
  expect(screen.getByText('Message vide')).toBeInTheDocument();
  expect(fakeBackend.callsTo('POST', `${path}/messages`)).toHaveLength(0);
});

test("a failed send says \"Impossible d'envoyer le message\", removes the message and keeps the draft", async () => {
  const user = await openConversation([]);
  fakeBackend.respond('POST', `${path}/messages`, () => error(500, 'Une erreur est survenue'));
  await user.type(composer(), 'À bientôt{Enter}');
  expect(await screen.findByText("Impossible d'envoyer le message")).toBeInTheDocument();
  await waitFor(() => expect(within(thread()).queryByText('À bientôt')).not.toBeInTheDocument());
  expect(composer()).toHaveValue('À bientôt');
});

test("a conversation that is not the provider's shows 'Conversation introuvable', without a toast", async () => {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@atelier.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@atelier.fr', 'secret1');
  fakeBackend.respond('GET', '/api/conversations/autre', () => error(404, 'Conversation introuvable'));
  fakeBackend.respond('GET', '/api/conversations/autre/messages', () => error(404, 'Conversation introuvable'));
  renderApp('/app/messages/autre');
  expect(await screen.findByRole('heading', { level: 1, name: 'Conversation introuvable' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(document.title).toBe('Conversation introuvable | Devis');
  expect(screen.getByRole('link', { name: 'Retour aux messages' })).toHaveAttribute('href', '/app/messages');
  expect(screen.queryByRole('textbox', { name: 'Votre message' })).not.toBeInTheDocument();
  expect(screen.queryByText('Impossible de charger les messages')).not.toBeInTheDocument();
  expect(fakeBackend.callsTo('GET', '/api/conversations/autre')).toHaveLength(1);
  expect(fakeBackend.callsTo('POST', '/api/conversations/autre/read')).toHaveLength(0);
});

test('messages that fail to load say so in the thread, with "Réessayer"', async () => {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@atelier.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@atelier.fr', 'secret1');
  let fail = true;
  fakeBackend.respond('GET', path, () => ({ status: 200, body: { conversation: claire, requests: [] } }));
  fakeBackend.respond('GET', `${path}/messages`, () => (fail ? error(500, 'Une erreur est survenue') : { status: 200, body: { items: [message('m1', 'client', 'Me revoilà', '2026-11-20T09:00:00Z')], olderCursor: null } }));
  fakeBackend.respond('POST', `${path}/read`, () => ({ status: 204 }));
  renderApp(`/app/messages/${claire.conversation_id}`);
  const log = await screen.findByRole('log', { name: 'Messages avec Claire Martin' }, { timeout: 10_000 });
  expect(await within(log).findByRole('alert', {}, { timeout: 8_000 })).toHaveTextContent('Impossible de charger les messages');
  fail = false;
  await userEvent.setup().click(within(log).getByRole('button', { name: 'Réessayer' }));
  expect(await within(log).findByText('Me revoilà')).toBeInTheDocument();
});

test('older messages load on top with the cursor', async () => {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@atelier.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@atelier.fr', 'secret1');
  fakeBackend.respond('GET', path, () => ({ status: 200, body: { conversation: claire, requests: [] } }));
  fakeBackend.respond('GET', `${path}/messages`, (call) =>
    call.path.includes('before=')
      ? { status: 200, body: { items: [message('m0', 'client', 'Tout premier message', '2026-11-19T08:00:00Z')], olderCursor: null } }
      : { status: 200, body: { items: [message('m1', 'client', 'Dernier message', '2026-11-20T09:00:00Z')], olderCursor: 'c-m1' } },
  );
  fakeBackend.respond('POST', `${path}/read`, () => ({ status: 204 }));
  renderApp(`/app/messages/${claire.conversation_id}`);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Messages précédents' }, { timeout: 10_000 }));
  const texts = async () => within(thread()).findAllByText(/message$/);
  await waitFor(async () => expect((await texts()).map((e) => e.textContent)).toEqual(['Tout premier message', 'Dernier message']));
  expect(fakeBackend.callsToPath('GET', `${path}/messages`).map((c) => c.query.get('before'))).toEqual([null, 'c-m1']);
});

test('the navigation counts unread messages; opening a conversation takes its own off', async () => {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@atelier.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@atelier.fr', 'secret1');
  let claireUnread = 2;
  fakeBackend.respond('GET', '/api/conversations', () => ({
    status: 200,
    body: { items: [{ ...claire, unread_count: claireUnread }, { ...claire, conversation_id: 'other', unread_count: 1 }], nextCursor: null },
  }));
  fakeBackend.respond('GET', path, () => ({ status: 200, body: { conversation: { ...claire, unread_count: claireUnread }, requests: [] } }));
  fakeBackend.respond('GET', `${path}/messages`, () => ({ status: 200, body: { items: [message('m1', 'client', 'Bonjour', '2026-11-20T09:00:00Z')], olderCursor: null } }));
  fakeBackend.respond('POST', `${path}/read`, () => {
    claireUnread = 0;
    return { status: 204 };
  });
  renderApp('/app/messages');
  const nav = await screen.findByRole('navigation', { name: 'Navigation principale' }, { timeout: 10_000 });
  expect(await within(nav).findByRole('link', { name: 'Messages (3 non lus)' })).toBeInTheDocument();
  const user = userEvent.setup();
  await user.click((await screen.findAllByRole('link', { name: /^Ouvrir la conversation avec Claire Martin/ }))[0]!);
  await waitFor(() => expect(fakeBackend.callsTo('POST', `${path}/read`)).toHaveLength(1));
  expect(await within(nav).findByRole('link', { name: 'Messages (1 non lu)' })).toBeInTheDocument();
});

test('a conversation already read is not written again on opening', async () => {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@atelier.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@atelier.fr', 'secret1');
  fakeBackend.respond('GET', path, () => ({ status: 200, body: { conversation: { ...claire, unread_count: 0 }, requests: [] } }));
  fakeBackend.respond('GET', `${path}/messages`, () => ({ status: 200, body: { items: [message('m1', 'client', 'Déjà lu', '2026-11-20T09:00:00Z')], olderCursor: null } }));
  fakeBackend.respond('POST', `${path}/read`, () => ({ status: 204 }));
  renderApp(`/app/messages/${claire.conversation_id}`);
  expect(await screen.findByText('Déjà lu', {}, { timeout: 10_000 })).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(fakeBackend.callsTo('POST', `${path}/read`)).toHaveLength(0);
});

test('a message written in the other browser appears without a reload (live updates)', async () => {
  const server = [message('m1', 'client', 'Bonjour', '2026-11-20T09:00:00Z')];
  let signal: () => void = () => undefined;
  const changed = new Promise<void>((resolve) => (signal = resolve));
  fakeBackend.respond('GET', '/api/live', async (call) => {
    const query = new URLSearchParams(call.path.split('?')[1]);
    if (query.get('channel') !== `conversation:${claire.conversation_id}`) return new Promise(() => undefined);
    if (!query.get('after')) return { status: 200, body: { cursor: 'c0', changed: false, last_change_age_ms: null } };
    if (query.get('after') === 'c0') {
      await changed;
      return { status: 200, body: { cursor: 'c1', changed: true } };
    }
    return new Promise(() => undefined);
  });
  await openConversation(server);
  await within(thread()).findByText('Bonjour');
  server.push(message('m2', 'client', 'Vous êtes disponible mardi ?', '2026-11-20T09:10:00Z'));
  signal();
  expect(await within(thread()).findByText('Vous êtes disponible mardi ?')).toBeInTheDocument();
  // A client's message arriving while the conversation is open is read at once.
  await waitFor(() => expect(fakeBackend.callsTo('POST', `${path}/read`)).toHaveLength(2));
});
