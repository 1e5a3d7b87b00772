import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@devis/platform/session';
import type { Client } from '@devis/domain';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';
import { pagedList } from '../../../../../jest/testing/fake-list';

afterEach(resetApp);
// Whole-app renders with user typing: generous on a loaded 2-core machine.
jest.setTimeout(60_000);

const martin: Client = {
  id: 'c1', user_id: 'uid-pro', client_account_id: null, company_name: 'Boulangerie Martin', contact_name: 'Paul Martin', email: 'paul@martin.fr',
  phone: null, address: null, postal_code: '75001', city: 'Paris', country: 'France', created_at: '2026-11-01T10:00:00Z', updated_at: '2026-11-01T10:00:00Z',
};
const durand: Client = { ...martin, id: 'c2', company_name: 'Garage Durand', contact_name: 'Léa Durand', email: 'lea@durand.fr' };

async function openClients(clients: Client[]) {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@dupont.fr', 'secret1');
  fakeBackend.respond('GET', '/api/clients', pagedList(() => clients, (c) => [c.company_name, c.contact_name, c.email]));
  renderApp('/app/clients');
  await screen.findByRole('heading', { name: 'Clients' }, { timeout: 10_000 });
  return userEvent.setup();
}

test('the server searches company, contact or email, once the user pauses typing', async () => {
  const user = await openClients([martin, durand]);
  expect(await screen.findByRole('article', { name: 'Boulangerie Martin' })).toBeInTheDocument();
  const search = screen.getByRole('searchbox', { name: 'Rechercher' });

  await user.type(search, 'lea');
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Boulangerie Martin' })).not.toBeInTheDocument());
  expect(screen.getByRole('article', { name: 'Garage Durand' })).toBeInTheDocument();
  expect(fakeBackend.callsToPath('GET', '/api/clients').map((c) => c.query.get('search'))).toEqual([null, 'lea']);
  await user.clear(search);
  await user.type(search, 'paul@');
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Garage Durand' })).not.toBeInTheDocument());
  expect(screen.getByRole('article', { name: 'Boulangerie Martin' })).toBeInTheDocument();
  await user.clear(search);
  await user.type(search, 'zzz');
  expect(await screen.findByText('Aucun client trouvé')).toBeInTheDocument();
});

test("hundreds of clients come 50 at a time: '50 sur 130 clients', then 'Charger plus'", async () => {
  const many = Array.from({ length: 130 }, (_, i) => ({ ...martin, id: `c${i}`, company_name: `Client ${String(i).padStart(3, '0')}` }));
  const user = await openClients(many);
  expect(await screen.findByRole('article', { name: 'Client 000' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(50);
  expect(screen.getByText('50 sur 130 clients')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Charger plus' }));
  expect(await screen.findByText('100 sur 130 clients')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Charger plus' }));
  expect(await screen.findByRole('article', { name: 'Client 129' })).toBeInTheDocument();
  expect(screen.getByText('130 sur 130 clients')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
  expect(fakeBackend.callsToPath('GET', '/api/clients').map((c) => c.query.get('cursor'))).toEqual([null, '50', '100']);
});

test("no client at all says 'Aucun client'", async () => {
  await openClients([]);
  expect(await screen.findByText('Aucun client')).toBeInTheDocument();
});

test("the dialog requires the company, has an email field and France by default, then 'Client créé'", async () => {
  const user = await openClients([]);
  fakeBackend.respond('POST', '/api/clients', (call) => ({ status: 201, body: { ...martin, ...(call.body as object), id: 'c3' } }));
  await user.click(screen.getByRole('button', { name: 'Nouveau client' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nouveau client' });

  expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');
  expect(within(dialog).getByLabelText('Pays')).toHaveValue('France');
  await user.click(within(dialog).getByRole('button', { name: 'Créer le client' }));
  expect(await within(dialog).findByText("Le nom de l'entreprise est requis")).toBeInTheDocument();
  expect(fakeBackend.callsTo('POST', '/api/clients')).toHaveLength(0);

  await user.type(within(dialog).getByLabelText(/Entreprise/), 'Studio Lumière');
  await user.click(within(dialog).getByRole('button', { name: 'Créer le client' }));
  expect(await screen.findByText('Client créé')).toBeInTheDocument();
  expect(fakeBackend.callsTo('POST', '/api/clients')[0]?.body).toMatchObject({ company_name: 'Studio Lumière', country: 'France', email: null });
});

test("editing says 'Client mis à jour'; a failed save says 'Impossible de sauvegarder le client'", async () => {
  const user = await openClients([martin]);
  let fail = false;
  fakeBackend.respond('PUT', '/api/clients/c1', (call) =>
    fail ? { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } } : { status: 200, body: { ...martin, ...(call.body as object) } },
  );
  await user.click(await screen.findByRole('button', { name: 'Modifier Boulangerie Martin' }));
  let dialog = await screen.findByRole('dialog', { name: 'Modifier le client' });
  expect(within(dialog).getByLabelText(/Entreprise/)).toHaveValue('Boulangerie Martin');
  await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Client mis à jour')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  fail = true;
  await user.click(screen.getByRole('button', { name: 'Modifier Boulangerie Martin' }));
  dialog = await screen.findByRole('dialog', { name: 'Modifier le client' });
  await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Impossible de sauvegarder le client')).toBeInTheDocument();
});

test("delete asks 'Êtes-vous sûr de vouloir supprimer ce client ?' then says 'Client supprimé'", async () => {
  const user = await openClients([martin]);
  fakeBackend.respond('DELETE', '/api/clients/c1', () => ({ status: 204 }));
  await user.click(await screen.findByRole('button', { name: 'Supprimer Boulangerie Martin' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Êtes-vous sûr de vouloir supprimer ce client ?')).toBeInTheDocument();
  expect(within(dialog).getByText(/Ses devis restent dans votre liste, avec ses coordonnées/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
  expect(await screen.findByText('Client supprimé')).toBeInTheDocument();
  await waitFor(() => expect(fakeBackend.callsTo('DELETE', '/api/clients/c1')).toHaveLength(1));
});

test("a failed load says 'Impossible de charger les clients'", async () => {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@dupont.fr', 'secret1');
  fakeBackend.respond('GET', '/api/clients', () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }));
  renderApp('/app/clients');
  expect(await screen.findByText('Impossible de charger les clients', {}, { timeout: 10_000 })).toBeInTheDocument();
});
