import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@devis/platform/session';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { directoryProvider } from '../../../testing/directory-provider';
import { renderApp } from '../../../testing/render-app';

afterEach(resetApp);

const provider = (n: number, name: string) => directoryProvider(`p${n}`, name, n);

async function signedInClient() {
  fakeBackend.addAccount({ email: 'claire@exemple.fr', password: 'secret1', role: 'client', emailVerified: false });
  await signIn('claire@exemple.fr', 'secret1');
}

test('shows six skeleton cards while the directory loads, then the cards with initials, place and services', async () => {
  await signedInClient();
  let answer: (value: unknown) => void = () => undefined;
  fakeBackend.respond('GET', '/api/client/providers?limit=24', () => new Promise((resolve) => (answer = () => resolve({ status: 200, body: { items: [provider(3, 'Studio Lumière'), provider(1, 'atelier Bleu')], nextCursor: null } }))));
  renderApp('/client/providers');

  await waitFor(() => expect(screen.getAllByTestId('provider-skeleton')).toHaveLength(6));
  answer(null);
  const card = await screen.findByRole('article', { name: 'Studio Lumière' });
  expect(card).toHaveTextContent('SL');
  expect(card).toHaveTextContent('69002 Lyon');
  expect(card).toHaveTextContent('3 services');
  expect(screen.queryAllByTestId('provider-skeleton')).toHaveLength(0);
  // Each card's links are read with its provider's name.
  expect(screen.getByRole('link', { name: 'Voir détails de Studio Lumière' })).toHaveAttribute('href', '/client/providers/p3');
  expect(screen.getByRole('link', { name: 'Voir détails d’atelier Bleu' })).toHaveAttribute('href', '/client/providers/p1');
});

test("'Demander un devis' gets or creates the conversation, then opens the wizard with the provider preselected", async () => {
  await signedInClient();
  fakeBackend.respond('GET', '/api/client/providers?limit=24', () => ({ status: 200, body: { items: [provider(2, 'Studio Lumière')], nextCursor: null } }));
  fakeBackend.respond('POST', '/api/client/conversations', () => ({ status: 200, body: { conversation: { id: 'p2_c1' }, created: true } }));
  fakeBackend.respond('GET', '/api/client/providers/p2', () => ({ status: 200, body: { ...provider(2, 'Studio Lumière'), services: [] } }));
  fakeBackend.respond('GET', '/api/client/recent-providers', () => ({ status: 200, body: [] }));
  renderApp('/client/providers');

  await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Demander un devis à Studio Lumière' }));
  expect(await screen.findByRole('heading', { name: 'Demander un devis' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/client/create-quote');
  expect(fakeBackend.callsTo('POST', '/api/client/conversations')[0]?.body).toEqual({ provider_user_id: 'p2', subject: 'Demande de devis' });
  // Step 2, with the provider chosen.
  expect(screen.getByRole('heading', { name: 'Prestataires' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Studio Lumière' })).toBeInTheDocument();
});

test("a failed load says 'Impossible de charger les prestataires'", async () => {
  await signedInClient();
  fakeBackend.respond('GET', '/api/client/providers?limit=24', () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }));
  renderApp('/client/providers');
  expect(await screen.findByText('Impossible de charger les prestataires')).toBeInTheDocument();
});

const providerDetail = (vatFranchise: boolean) => ({
  ...provider(2, 'Studio Lumière'),
  siret: null, tva_intracom: null, legal_form: null, quote_payment_terms: null, quote_terms_conditions: null,
  vat_franchise: vatFranchise,
  services: [{ id: 's1', name: 'Création de logo', description: null, unit_price_ht: 45_000, tva_rate_percent: 10, unit: 'unité' }],
});

async function openProviderPage(vatFranchise: boolean) {
  await signedInClient();
  fakeBackend.respond('GET', '/api/client/providers/p2', () => ({ status: 200, body: providerDetail(vatFranchise) }));
  fakeBackend.respond('GET', '/api/client/recent-providers', () => ({ status: 200, body: [] }));
  renderApp('/client/providers/p2');
  await screen.findByText('Création de logo');
}

test("a provider's page gives each service's VAT rate", async () => {
  await openProviderPage(false);
  expect(screen.getByText('TVA 10 %')).toBeInTheDocument();
  expect(screen.queryByText('TVA non applicable, art. 293 B du CGI')).not.toBeInTheDocument();
});

test('under the VAT franchise, a service shows no rate, and the page gives the legal mention', async () => {
  await openProviderPage(true);
  expect(screen.getByText('TVA non applicable')).toBeInTheDocument();
  expect(screen.getByText('TVA non applicable, art. 293 B du CGI')).toBeInTheDocument();
  expect(screen.queryByText('TVA 10 %')).not.toBeInTheDocument();
});
