import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@devis/platform/session';
import type { Quote, QuoteReview, Service } from '@devis/domain';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';

afterEach(resetApp);
// The first render compiles the date pickers, which takes a few seconds under jest.
jest.setTimeout(60_000);

const service: Service = {
  id: 's1', user_id: 'uid-pro', name: 'Impression flyers A5', description: null, unit_price_ht: 12_000, tva_rate_percent: 20, unit: 'lot',
  created_at: '2026-11-01T10:00:00Z', updated_at: '2026-11-01T10:00:00Z',
};
const quote: Quote = {
  id: 'r1-uid-pro', user_id: 'uid-pro', quote_number: '2026-004', title: 'Identité visuelle', quote_date: '2026-11-20', valid_until: null,
  status: 'sent', notes: null, client_id: null,
  client: { company_name: 'Boulangerie Martin', contact_name: 'Claire Martin', email: 'claire@martin.fr', phone: null, address: null, postal_code: null, city: null, country: 'France' },
  lines: [
    { id: 'l1', service_id: 'custom', description: 'Création de logo', quantity: 1, unit_price_ht: 45_000, tva_rate_percent: 20, total_ht: 45_000, total_tva: 9_000, total_ttc: 54_000 },
    { id: 'l2', service_id: 's1', description: 'Impression flyers A5', quantity: 1, unit_price_ht: 12_000, tva_rate_percent: 20, total_ht: 12_000, total_tva: 2_400, total_ttc: 14_400 },
  ],
  total_ht: 57_000, total_tva: 11_400, total_ttc: 68_400, version: 0, sent_at: '2026-11-20T10:00:00Z', public_id: null, decision: null,
  client_created: true, provider_status: 'pending', provider_message: null, from_client_request: true, quote_request_id: 'r1-uid-pro',
  client_account_id: 'uid-client', created_at: '2026-11-20T10:00:00Z', updated_at: '2026-11-20T10:00:00Z',
} as Quote;
const review: QuoteReview = {
  quote,
  request: null,
  requester: { account_id: 'uid-client', name: 'Claire Martin', company_name: 'Boulangerie Martin', email: 'claire@martin.fr' },
  can_answer: true,
  client_decision: null,
};

const notFound = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Devis introuvable' } } };

async function openCounterProposal({ vatFranchise = false, shown = review, heading = 'Modifier et contre-proposer', reviewAnswer = null as { status: number; body: unknown } | null } = {}) {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@atelier.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@atelier.fr', 'secret1');
  fakeBackend.respond('GET', '/api/profile', () => ({ status: 200, body: { user_id: 'uid-pro', company_name: 'Atelier', vat_franchise: vatFranchise, tva_rate_percent: 20 } }));
  fakeBackend.respond('GET', '/api/services', () => ({ status: 200, body: { items: [service], nextCursor: null, total: 1 } }));
  fakeBackend.respond('GET', `/api/quotes/${quote.id}/review`, () => reviewAnswer ?? { status: 200, body: shown });
  fakeBackend.respond('GET', '/api/quote-requests?limit=20', () => ({ status: 200, body: { items: [], nextCursor: null, counts: { total: 0, pending: 0, accepted: 0, rejected: 0 } } }));
  renderApp(`/app/quote-proposal/new?quoteId=${quote.id}&modify=true`);
  if (heading) await screen.findByRole('heading', { name: heading }, { timeout: 20_000 });
  return userEvent.setup({ delay: null });
}

test("the counter-proposal starts from the client's lines and sends the changed price in cents", async () => {
  const user = await openCounterProposal();
  expect(screen.getByText('Devis 2026-004 demandé par Claire Martin (Boulangerie Martin)')).toBeInTheDocument();
  const flyers = screen.getByRole('region', { name: 'Ligne 2' });
  expect(within(flyers).getByLabelText('Description')).toHaveValue('Impression flyers A5');
  // The provider's own catalogue line keeps its badge; the other provider's line arrived as a free line.
  expect(within(flyers).getByText('Catalogue')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Ligne 1' })).queryByText('Catalogue')).not.toBeInTheDocument();
  fakeBackend.respond('POST', `/api/quotes/${quote.id}/counter-proposal`, () => ({ status: 200, body: { ...quote, provider_status: 'modified' } }));

  const price = within(flyers).getByLabelText('Prix HT (€)');
  await user.clear(price);
  await user.type(price, '150');
  // A line the client typed gets a unit from the provider.
  await user.type(within(screen.getByRole('region', { name: 'Ligne 1' })).getByRole('combobox', { name: 'Unité' }), 'forfait');
  await user.type(screen.getByLabelText('Message au client (optionnel)'), 'Le papier recyclé coûte un peu plus.');
  await user.click(screen.getByRole('button', { name: 'Envoyer la proposition' }));

  expect(await screen.findByText('Contre-proposition envoyée')).toBeInTheDocument();
  const sent = fakeBackend.callsTo('POST', `/api/quotes/${quote.id}/counter-proposal`)[0]?.body as { lines: { unit_price_ht: number; unit: string | null }[]; message: string };
  expect(sent.lines.map((l) => l.unit_price_ht)).toEqual([45_000, 15_000]);
  expect(sent.lines.map((l) => l.unit)).toEqual(['forfait', null]);
  expect(sent.message).toBe('Le papier recyclé coûte un peu plus.');
  await waitFor(() => expect(window.location.pathname).toBe('/app/demandes-devis'));
});

test('a line without a description is refused in French before anything is sent', async () => {
  const user = await openCounterProposal();
  await user.clear(within(screen.getByRole('region', { name: 'Ligne 1' })).getByLabelText('Description'));
  await user.click(screen.getByRole('button', { name: 'Envoyer la proposition' }));
  // By its text: a toast of a query left over from the previous test may be on screen too.
  await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Veuillez remplir toutes les lignes de la proposition'));
  expect(fakeBackend.callsTo('POST', `/api/quotes/${quote.id}/counter-proposal`)).toHaveLength(0);
});

test('every distinct problem of the lines is listed at once, as in the quote form', async () => {
  const user = await openCounterProposal();
  await user.clear(within(screen.getByRole('region', { name: 'Ligne 1' })).getByLabelText('Description'));
  const price = within(screen.getByRole('region', { name: 'Ligne 2' })).getByLabelText('Prix HT (€)');
  await user.clear(price);
  await user.type(price, '20000000');
  await user.click(screen.getByRole('button', { name: 'Envoyer la proposition' }));
  const box = await screen.findByText('Le prix unitaire ne doit pas dépasser 10 000 000 € HT');
  const items = within(box.closest('[role="alert"]') as HTMLElement).getAllByRole('listitem').map((li) => li.textContent);
  expect(items).toEqual(['Veuillez remplir toutes les lignes de la proposition', 'Le prix unitaire ne doit pas dépasser 10 000 000 € HT']);
  expect(fakeBackend.callsTo('POST', `/api/quotes/${quote.id}/counter-proposal`)).toHaveLength(0);
});

test('a quote answered meanwhile (another tab, or Back after sending) says so instead of offering the form', async () => {
  await openCounterProposal({ shown: { ...review, can_answer: false }, heading: '' });
  expect(await screen.findByText('Vous avez déjà répondu à ce devis.', {}, { timeout: 20_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Voir le devis' })).toHaveAttribute('href', `/app/quotes/${quote.id}/review`);
  expect(screen.queryByRole('button', { name: 'Envoyer la proposition' })).not.toBeInTheDocument();
});

test('a catalogue service picked from the search adds a priced line', async () => {
  const user = await openCounterProposal();
  await user.click(screen.getByRole('combobox', { name: 'Ajouter depuis le catalogue' }));
  await user.click(await screen.findByRole('option', { name: /Impression flyers A5/ }));
  const added = screen.getByRole('region', { name: 'Ligne 3' });
  expect(within(added).getByLabelText('Prix HT (€)')).toHaveValue('120,00');
  expect(within(added).getByText('Catalogue')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Totaux' })).getByText('828,00 €')).toBeInTheDocument();
});

test('under the VAT franchise, the lines are at 0 % and the totals are what the client will get, with the mention', async () => {
  // The client's request reached a provider under the franchise: its lines were stored at 0 %.
  const atZero = quote.lines.map((l) => ({ ...l, tva_rate_percent: 0, total_tva: 0, total_ttc: l.total_ht }));
  const user = await openCounterProposal({ vatFranchise: true, shown: { ...review, quote: { ...quote, lines: atZero, total_tva: 0, total_ttc: 57_000, vat_franchise: true } } });
  // A catalogue service at 20 % comes in at 0 % too.
  await user.click(screen.getByRole('combobox', { name: 'Ajouter depuis le catalogue' }));
  await user.click(await screen.findByRole('option', { name: /Impression flyers A5/ }));
  const added = screen.getByRole('region', { name: 'Ligne 3' });
  expect(within(added).getByRole('combobox', { name: 'TVA' })).toHaveTextContent('0 %');
  const totals = screen.getByRole('region', { name: 'Totaux' });
  expect(within(totals).queryByText('TVA')).not.toBeInTheDocument();
  expect(within(totals).getByText('TVA non applicable, art. 293 B du CGI')).toBeInTheDocument();
  expect(within(totals).getAllByText('690,00 €')).toHaveLength(2);

  fakeBackend.respond('POST', `/api/quotes/${quote.id}/counter-proposal`, () => ({ status: 200, body: { ...quote, provider_status: 'modified' } }));
  await user.click(screen.getByRole('button', { name: 'Envoyer la proposition' }));
  expect(await screen.findByText('Contre-proposition envoyée')).toBeInTheDocument();
  const sent = fakeBackend.callsTo('POST', `/api/quotes/${quote.id}/counter-proposal`)[0]?.body as { lines: { tva_rate_percent: number }[] };
  expect(sent.lines.map((l) => l.tva_rate_percent)).toEqual([0, 0, 0]);
});

test("a changed proposal is not lost by 'Annuler': it asks first, and confirming goes back to the requests", async () => {
  const user = await openCounterProposal();
  const price = within(screen.getByRole('region', { name: 'Ligne 1' })).getByLabelText('Prix HT (€)');
  await user.clear(price);
  await user.type(price, '500');
  await user.click(screen.getByRole('link', { name: 'Annuler' }));
  const ask = await screen.findByRole('dialog', { name: 'Quitter sans envoyer ?' });
  expect(ask).toHaveTextContent("La proposition n'est pas envoyée : ce que vous avez saisi sera perdu.");
  await user.click(within(ask).getByRole('button', { name: 'Annuler' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(price).toHaveValue('500');

  await user.click(screen.getByRole('link', { name: 'Annuler' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Quitter sans envoyer ?' })).getByRole('button', { name: 'Quitter sans envoyer' }));
  await waitFor(() => expect(window.location.pathname).toBe('/app/demandes-devis'));
});

test('a budget that is not an amount is refused under its field in French before anything is sent; an amount is sent in cents', async () => {
  const user = await openCounterProposal();
  fakeBackend.respond('POST', `/api/quotes/${quote.id}/counter-proposal`, () => ({ status: 200, body: { ...quote, provider_status: 'modified' } }));
  const budget = screen.getByLabelText('Budget proposé (€)');
  await user.type(budget, 'abc');
  await user.click(screen.getByRole('button', { name: 'Envoyer la proposition' }));
  await waitFor(() => expect(budget).toHaveAccessibleDescription('Nombre invalide'));
  expect(budget).toHaveAttribute('aria-invalid', 'true');
  expect(fakeBackend.callsTo('POST', `/api/quotes/${quote.id}/counter-proposal`)).toHaveLength(0);

  await user.clear(budget);
  await user.type(budget, '1 500,50');
  await user.click(screen.getByRole('button', { name: 'Envoyer la proposition' }));
  expect(await screen.findByText('Contre-proposition envoyée')).toBeInTheDocument();
  expect((fakeBackend.callsTo('POST', `/api/quotes/${quote.id}/counter-proposal`)[0]?.body as { budget: number | null }).budget).toBe(150_050);
});

test("another provider's quote: the page goes back to the requests with one toast, from one request (the loader's failure is the page's answer)", async () => {
  await openCounterProposal({ heading: '', reviewAnswer: notFound });
  await waitFor(() => expect(window.location.pathname).toBe('/app/demandes-devis'), { timeout: 20_000 });
  await screen.findByText('Impossible de charger les données du devis');
  // The requests page has had its turn: a second toast would be on screen by now.
  await screen.findByRole('heading', { name: 'Demandes de devis', level: 1 }, { timeout: 20_000 });
  expect(screen.getAllByText('Impossible de charger les données du devis')).toHaveLength(1);
  expect(fakeBackend.callsTo('GET', `/api/quotes/${quote.id}/review`)).toHaveLength(1);
});
