import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@devis/platform/session';
import type { Client } from '@devis/domain';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';

afterEach(resetApp);
// Whole-app renders with user typing: generous on a loaded 2-core machine.
jest.setTimeout(30_000);

const martin: Client = {
  id: 'c1', user_id: 'uid-pro', client_account_id: null, company_name: 'Boulangerie Martin', contact_name: 'Paul Martin', email: 'paul@martin.fr',
  phone: null, address: null, postal_code: '75001', city: 'Paris', country: 'France', created_at: '2026-11-01T10:00:00Z', updated_at: '2026-11-01T10:00:00Z',
};
const durand: Client = { ...martin, id: 'c2', company_name: 'Garage Durand', contact_name: 'Léa Durand', email: 'lea@durand.fr' };

async function openClients(clients: Client[]) {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@dupont.fr', 'secret1');
  fakeBackend.respond('GET', '/api/clients', () => ({ status: 200, body: clients }));
  renderApp('/app/clients');
  await screen.findByRole('heading', { name: 'Clients' }, { timeout: 10_000 });
  return userEvent.setup();
}

test('search matches company, contact or email', async () => {
  const user = await openClients([martin, durand]);
  expect(await screen.findByRole('article', { name: 'Boulangerie Martin' })).toBeInTheDocument();
  const search = screen.getByRole('searchbox', { name: 'Rechercher' });

  await user.type(search, 'lea');
  expect(screen.queryByRole('article', { name: 'Boulangerie Martin' })).not.toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Garage Durand' })).toBeInTheDocument();
  await user.clear(search);
  await user.type(search, 'paul@');
  expect(screen.getByRole('article', { name: 'Boulangerie Martin' })).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Garage Durand' })).not.toBeInTheDocument();
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
  await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));

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
