import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@devis/platform/session';
import type { ProviderConversationItem } from '@devis/domain';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';
import { claire, paul } from '../testing/conversation-fixtures';

afterEach(resetApp);
jest.setTimeout(30_000);

async function openMessages(items: () => ProviderConversationItem[]) {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@atelier.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@atelier.fr', 'secret1');
  fakeBackend.respond('GET', '/api/conversations', () => ({ status: 200, body: { items: items(), nextCursor: null } }));
  renderApp('/app/messages');
  await screen.findByRole('heading', { level: 1, name: 'Messages' }, { timeout: 10_000 });
  return userEvent.setup();
}

test('lists each conversation: client, company, subject, last message, time, unread, client badge and "Ouvrir"', async () => {
  await openMessages(() => [claire, paul]);
  const row = await screen.findByRole('article', { name: 'Claire Martin' });
  expect(within(row).getByText('Boulangerie Martin')).toBeInTheDocument();
  expect(within(row).getByText('Refonte de la vitrine')).toBeInTheDocument();
  expect(within(row).getByText('Pouvez-vous passer mardi ?')).toBeInTheDocument();
  expect(within(row).getByText('20/11/2026')).toBeInTheDocument();
  expect(within(row).getByText('2 messages non lus')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Ajouter client' })).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: /^Ouvrir/ })).toHaveAttribute('href', '/app/messages/uid-pro_uid-claire');

  const other = screen.getByRole('article', { name: 'Paul Durand' });
  expect(within(other).getByText('Déjà dans vos clients')).toBeInTheDocument();
  expect(within(other).queryByRole('button', { name: 'Ajouter client' })).not.toBeInTheDocument();
  expect(within(other).queryByText(/non lu/)).not.toBeInTheDocument();
});

test('shows a message with HTML as text', async () => {
  await openMessages(() => [{ ...claire, last_message_content: '<b>gras</b><script>alert(1)</script>' }]);
  const row = await screen.findByRole('article', { name: 'Claire Martin' });
  expect(within(row).getByText('<b>gras</b><script>alert(1)</script>')).toBeInTheDocument();
  expect(row.querySelector('b, script')).toBeNull();
});

test('"Ajouter client" adds the client: "Client ajouté" and the badge turns', async () => {
  const user = await openMessages(() => [claire]);
  fakeBackend.respond('POST', `/api/conversations/${claire.conversation_id}/add-client`, () => ({ status: 200, body: { client_id: 'c-9', message: 'Client ajouté' } }));
  const row = await screen.findByRole('article', { name: 'Claire Martin' });
  await user.click(within(row).getByRole('button', { name: 'Ajouter client' }));
  expect(await screen.findByText('Client ajouté')).toBeInTheDocument();
  expect(within(row).getByText('Déjà dans vos clients')).toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: 'Ajouter client' })).not.toBeInTheDocument();
  expect(fakeBackend.callsTo('POST', `/api/conversations/${claire.conversation_id}/add-client`)).toHaveLength(1);
});

test("a refused \"Ajouter client\" says \"Impossible d'ajouter le client\" and keeps the button", async () => {
  const user = await openMessages(() => [claire]);
  fakeBackend.respond('POST', `/api/conversations/${claire.conversation_id}/add-client`, () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Une erreur est survenue' } } }));
  const row = await screen.findByRole('article', { name: 'Claire Martin' });
  await user.click(within(row).getByRole('button', { name: 'Ajouter client' }));
  expect(await screen.findByText("Impossible d'ajouter le client")).toBeInTheDocument();
  await waitFor(() => expect(within(row).getByRole('button', { name: 'Ajouter client' })).toBeEnabled());
  expect(within(row).queryByText('Déjà dans vos clients')).not.toBeInTheDocument();
});

test('no conversation yet: an empty state says where messages come from', async () => {
  await openMessages(() => []);
  expect(await screen.findByText('Aucune conversation')).toBeInTheDocument();
});

test('a failed load says "Impossible de charger les messages" on the page, and "Réessayer" loads again', async () => {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@atelier.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@atelier.fr', 'secret1');
  let fail = true;
  fakeBackend.respond('GET', '/api/conversations', () =>
    fail ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Une erreur est survenue' } } } : { status: 200, body: { items: [claire], nextCursor: null } },
  );
  renderApp('/app/messages');
  const alert = await screen.findByText('Impossible de charger les messages', { selector: '.MuiAlert-message' }, { timeout: 10_000 });
  expect(alert).toBeInTheDocument();
  fail = false;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('article', { name: 'Claire Martin' })).toBeInTheDocument();
});

test('"Charger plus" fetches the next page with the cursor', async () => {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@atelier.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@atelier.fr', 'secret1');
  fakeBackend.respond('GET', '/api/conversations', (call) =>
    call.path.includes('cursor=') ? { status: 200, body: { items: [paul], nextCursor: null } } : { status: 200, body: { items: [claire], nextCursor: 'next-1' } },
  );
  renderApp('/app/messages');
  const user = userEvent.setup();
  await screen.findByRole('article', { name: 'Claire Martin' }, { timeout: 10_000 });
  await user.click(screen.getByRole('button', { name: 'Charger plus' }));
  expect(await screen.findByRole('article', { name: 'Paul Durand' })).toBeInTheDocument();
  // The navigation's unread count reads the first page too; only the list asks for the next one.
  expect(fakeBackend.callsToPath('GET', '/api/conversations').map((c) => c.query.get('cursor')).filter(Boolean)).toEqual(['next-1']);
  expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
});
