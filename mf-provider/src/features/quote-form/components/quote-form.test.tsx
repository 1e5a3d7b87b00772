import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSession, signIn } from '@devis/platform/session';
import { addDays, DEFAULT_VALIDITY_DAYS, parisDay, type Client, type Quote, type Service } from '@devis/domain';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';
import { pagedList } from '../../../../../jest/testing/fake-list';

afterEach(resetApp);
// The first render compiles the date pickers, which takes a few seconds under jest; at load 15 on the shared
// 2-core machine the first test alone went past 30 s.
jest.setTimeout(60_000);

const client: Client = {
  id: 'c1', user_id: 'uid-pro', client_account_id: null, company_name: 'Boulangerie Martin', contact_name: 'Paul Martin', email: null, phone: null,
  address: null, postal_code: null, city: null, country: 'France', created_at: '2026-11-01T10:00:00Z', updated_at: '2026-11-01T10:00:00Z',
};
const service: Service = {
  id: 's1', user_id: 'uid-pro', name: 'Site vitrine', description: null, unit_price_ht: 120000, tva_rate_percent: 20, unit: 'forfait',
  created_at: '2026-11-01T10:00:00Z', updated_at: '2026-11-01T10:00:00Z',
};

/** What the pickers find; a test may add to them before opening the form. */
let clients: Client[] = [];
let services: Service[] = [];
beforeEach(() => {
  clients = [client];
  services = [service];
});

async function signedInWithPickers() {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@dupont.fr', 'secret1');
  fakeBackend.respond('GET', '/api/clients', pagedList(() => clients, (c) => [c.company_name, c.contact_name, c.email]));
  fakeBackend.respond('GET', '/api/services', pagedList(() => services, (s) => [s.name, s.description]));
  fakeBackend.respond('POST', '/api/jobs/expire-quotes', () => ({ status: 200, body: { expired: 0 } }));
  fakeBackend.respond('GET', '/api/quotes?limit=50', () => ({ status: 200, body: { items: [], nextCursor: null, total: 0 } }));
}

async function openForm(path = '/app/quotes/new') {
  await signedInWithPickers();
  renderApp(path);
  await screen.findByRole('region', { name: 'Totaux' }, { timeout: 20_000 });
  return userEvent.setup();
}

const totals = () => screen.getByRole('region', { name: 'Totaux' });
const amount = (label: string) => within(totals()).getByLabelText(label).textContent?.replace(/\s/g, ' ');

test('a quote from a catalogue service and a free line: live totals with the VAT breakdown, saved in cents', async () => {
  const user = await openForm();
  fakeBackend.respond('POST', '/api/quotes', (call) => ({ status: 201, body: { ...(call.body as object), id: 'q1', quote_number: '2026-001' } }));

  await user.click(await screen.findByRole('combobox', { name: 'Client' }));
  await user.click(await screen.findByRole('option', { name: /Boulangerie Martin/ }));
  await user.click(screen.getByRole('combobox', { name: 'Ajouter depuis le catalogue' }));
  await user.click(await screen.findByRole('option', { name: /Site vitrine/ }));
  // The picked line replaces the empty starting line, and its quantity takes the focus.
  expect(screen.getAllByTestId('quote-line')).toHaveLength(1);
  expect(screen.getByLabelText('Description ligne 1')).toHaveValue('Site vitrine');
  expect(screen.getByLabelText('Quantité ligne 1')).toHaveFocus();
  // The service's unit follows the quantity, as the PDF prints it.
  expect(screen.getByRole('combobox', { name: 'Unité ligne 1' })).toHaveValue('forfait');
  await user.keyboard('2');
  expect(amount('Total HT')).toBe('2 400,00 €');

  await user.click(screen.getByRole('button', { name: 'Ligne libre' }));
  expect(screen.getByLabelText('Description ligne 2')).toHaveFocus();
  await user.keyboard('Livraison');
  await user.type(screen.getByLabelText('Prix unitaire HT ligne 2'), '12,5');
  // A line typed by hand takes a unit too.
  await user.type(screen.getByRole('combobox', { name: 'Unité ligne 2' }), ' lot ');
  await user.click(screen.getByRole('combobox', { name: 'TVA ligne 2' }));
  await user.click(await screen.findByRole('option', { name: '5,5 %' }));

  expect(amount('Total HT')).toBe('2 412,50 €');
  expect(amount('TVA 5,5 %')).toBe('0,69 €');
  expect(amount('TVA 20 %')).toBe('480,00 €');
  expect(amount('Total TVA')).toBe('480,69 €');
  expect(amount('Total TTC')).toBe('2 893,19 €');

  await user.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
  expect(await screen.findByText('Devis enregistré')).toBeInTheDocument();
  const [call] = fakeBackend.callsTo('POST', '/api/quotes');
  expect(call?.body).toMatchObject({
    client_id: 'c1',
    lines: [
      { description: 'Site vitrine', quantity: 2, unit_price_ht: 120000, tva_rate_percent: 20, service_id: 's1', unit: 'forfait' },
      { description: 'Livraison', quantity: 1, unit_price_ht: 1250, tva_rate_percent: 5.5, service_id: 'custom', unit: 'lot' },
    ],
  });
  // The browser sends no totals: the server computes them.
  expect(JSON.stringify(call?.body)).not.toMatch(/total_/);
  await waitFor(() => expect(window.location.pathname).toBe('/app/quotes'));
});

test('a line with two wrong fields says both, each message once', async () => {
  const user = await openForm();
  await user.type(await screen.findByLabelText('Description ligne 1'), 'Audit');
  await user.type(screen.getByLabelText('Quantité ligne 1'), '-3');
  await user.type(screen.getByLabelText('Prix unitaire HT ligne 1'), 'abc');
  await user.click(screen.getByRole('button', { name: 'Ligne libre' }));
  await user.type(screen.getByLabelText('Description ligne 2'), 'Suivi');
  await user.type(screen.getByLabelText('Quantité ligne 2'), '-1');
  await user.type(screen.getByLabelText('Prix unitaire HT ligne 2'), '10');
  await user.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));

  const lines = screen.getByRole('region', { name: 'Lignes' });
  const items = await within(lines).findAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual(['La quantité doit être supérieure à 0', 'Chaque ligne du devis doit avoir une description, une quantité et un prix unitaire supérieur à 0']);
  expect(fakeBackend.callsTo('POST', '/api/quotes')).toHaveLength(0);
});

test("saving an incomplete quote shows the quote form's own messages (never the proposal screen's) and sends nothing", async () => {
  const user = await openForm();
  await user.click(await screen.findByRole('button', { name: 'Enregistrer le brouillon' }));

  expect(await screen.findByText('Choisissez le client de ce devis')).toBeInTheDocument();
  expect(screen.getByText('Chaque ligne du devis doit avoir une description, une quantité et un prix unitaire supérieur à 0')).toBeInTheDocument();
  expect(screen.queryByText(/proposition/)).not.toBeInTheDocument();
  expect(fakeBackend.callsTo('POST', '/api/quotes')).toHaveLength(0);

  // Errors follow the edits once shown.
  await user.click(screen.getByRole('combobox', { name: 'Client' }));
  await user.click(await screen.findByRole('option', { name: /Boulangerie Martin/ }));
  expect(screen.queryByText('Choisissez le client de ce devis')).not.toBeInTheDocument();
});

test("the line VAT offers the five French rates; a service saved with another rate falls back to the provider's default and says so", async () => {
  const outdated: Service = { ...service, id: 's2', name: 'Ancien forfait', unit_price_ht: 10000, tva_rate_percent: 8.5 };
  fakeBackend.respond('GET', '/api/profile', () => ({ status: 200, body: { user_id: 'uid-pro', company_name: 'Studio', vat_franchise: false, tva_rate_percent: 10 } }));
  services = [service, outdated];
  const user = await openForm();

  await user.click(screen.getByRole('combobox', { name: 'TVA ligne 1' }));
  const rates = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
  expect(rates).toEqual(['0 %', '2,1 %', '5,5 %', '10 %', '20 %']);
  await user.keyboard('{Escape}');

  await user.click(screen.getByRole('combobox', { name: 'Ajouter depuis le catalogue' }));
  await user.click(await screen.findByRole('option', { name: /Ancien forfait/ }));
  expect(
    await screen.findByText("« Ancien forfait » a un taux de 8,5 %, qui n'est pas un taux français : la ligne prend votre taux par défaut, 10 %."),
  ).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'TVA ligne 1' })).toHaveTextContent('10 %');
  // A service at a French rate keeps it, without a word.
  await user.click(screen.getByRole('combobox', { name: 'Ajouter depuis le catalogue' }));
  await user.click(await screen.findByRole('option', { name: /Site vitrine/ }));
  expect(screen.getByRole('combobox', { name: 'TVA ligne 2' })).toHaveTextContent('20 %');
  expect(screen.getAllByText(/n'est pas un taux français/)).toHaveLength(1);
});

test('Enter in the last line adds a line; the last line cannot be removed', async () => {
  const user = await openForm();
  await user.type(await screen.findByLabelText('Prix unitaire HT ligne 1'), '100');
  await user.click(screen.getByRole('combobox', { name: 'TVA ligne 1' }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '10 %' }));
  await user.type(screen.getByLabelText('Description ligne 1'), 'Conseil{Enter}');
  expect(screen.getAllByTestId('quote-line')).toHaveLength(2);
  expect(screen.getByLabelText('Description ligne 2')).toHaveFocus();
  // The blank line Enter added counts for nothing in the totals.
  expect(amount('Total HT')).toBe('100,00 €');
  expect(within(totals()).getAllByText(/^TVA \d/).map((row) => row.textContent)).toEqual(['TVA 10 %']);

  await user.click(screen.getByRole('button', { name: 'Supprimer la ligne 2' }));
  expect(screen.getAllByTestId('quote-line')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Supprimer la ligne 1' })).toBeDisabled();
});

test("editing a sent quote: 'Enregistrer et renvoyer' saves through PUT, then the list opens the send dialog with the current validity", async () => {
  const validUntil = addDays(parisDay(), 10);
  const sent = {
    id: 'q9', quote_number: '2026-009', status: 'sent', title: 'Refonte', quote_date: '2026-11-20', valid_until: validUntil, notes: null,
    client_id: 'c1', client: { company_name: 'Boulangerie Martin', email: 'paul@martin.fr' }, client_account_id: null, version: 1,
    lines: [{ id: 'l1', description: 'Audit', quantity: 1.5, unit_price_ht: 40000, tva_rate_percent: 20, total_ht: 60000, total_tva: 12000, total_ttc: 72000, service_id: 'custom', line_order: 1 }],
  } as unknown as Quote;
  fakeBackend.respond('GET', '/api/quotes/q9', () => ({ status: 200, body: sent }));
  fakeBackend.respond('PUT', '/api/quotes/q9', (call) => ({ status: 200, body: { ...sent, ...(call.body as object) } }));
  fakeBackend.respond('POST', '/fn/sendQuote', () => ({
    status: 200,
    body: { publicLink: 'http://localhost/abcdefghijklmnopqrstuvwx?t=new-token', publicId: 'abcdefghijklmnopqrstuvwx', validUntil, version: 2, emailed: true },
  }));
  const user = await openForm('/app/quotes/new?edit=q9');

  expect(await screen.findByRole('heading', { name: 'Modifier le devis 2026-009' })).toBeInTheDocument();
  expect(screen.getByLabelText('Quantité ligne 1')).toHaveValue('1,5');
  expect(screen.getByLabelText('Prix unitaire HT ligne 1')).toHaveValue('400,00');
  expect(amount('Total TTC')).toBe('720,00 €');
  expect(screen.queryByRole('button', { name: 'Enregistrer le brouillon' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Enregistrer et renvoyer' }));

  expect(await screen.findByText('Devis enregistré')).toBeInTheDocument();
  expect(fakeBackend.callsTo('PUT', '/api/quotes/q9')[0]?.body).toMatchObject({ lines: [{ quantity: 1.5, unit_price_ht: 40000 }] });
  const dialog = await screen.findByRole('dialog', { name: 'Renvoyer le devis 2026-009' }, { timeout: 20_000 });
  // The parameter is dropped once used: a reload does not reopen the dialog.
  await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/app/quotes'));
  await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
  expect(await within(dialog).findByRole('textbox', { name: 'Lien public du devis' })).toHaveValue('http://localhost/abcdefghijklmnopqrstuvwx?t=new-token');
  expect(fakeBackend.callsTo('POST', '/fn/sendQuote')[0]?.body).toEqual({ quoteId: 'q9', validUntil, sendToClientAccount: false });
});

/** A one-line draft of client c1, as GET /api/quotes/:id answers it. */
const draftQuote = (overrides: Partial<Quote>): Quote =>
  ({
    status: 'draft', title: 'Refonte', quote_date: '2026-11-20', valid_until: null, notes: null,
    client_id: 'c1', client: { company_name: 'Boulangerie Martin' },
    lines: [{ id: 'l1', description: 'Audit', quantity: 1, unit_price_ht: 40000, tva_rate_percent: 20, total_ht: 40000, total_tva: 8000, total_ttc: 48000, service_id: 'custom', line_order: 1 }],
    ...overrides,
  }) as unknown as Quote;

/** The draft as the list shows it. */
const listSummaryOf = (draft: Quote) => ({
  ...draft, total_ht: 40000, total_ttc: 48000, sent_at: null, from_public_page: false, version: 1, reminder: null, client_created: false,
  from_client_request: false, provider_status: null, created_at: '2026-11-20T10:00:00Z', updated_at: '2026-11-20T10:00:00Z',
});

test("'Annuler' and 'Mes devis' go back to the list as it was filtered, whether the form edits or copies a quote", async () => {
  const draft = draftQuote({ id: 'q5', quote_number: '2026-005' });
  const summary = listSummaryOf(draft);
  await signedInWithPickers();
  fakeBackend.respond('GET', '/api/quotes/q5', () => ({ status: 200, body: draft }));
  fakeBackend.respond('GET', '/api/quotes?limit=50&search=refonte&status=draft', () => ({ status: 200, body: { items: [summary], nextCursor: null, total: 1 } }));
  renderApp('/app/quotes?search=refonte&status=draft');
  const user = userEvent.setup();
  const card = () => screen.findByRole('article', { name: 'Devis 2026-005' }, { timeout: 20_000 });
  const backOnFilteredList = async () => {
    await card();
    expect(window.location.pathname + window.location.search).toBe('/app/quotes?search=refonte&status=draft');
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('refonte');
  };

  await user.click(within(await card()).getByRole('button', { name: 'Modifier' }));
  await user.click(await screen.findByRole('link', { name: 'Annuler' }, { timeout: 20_000 }));
  await backOnFilteredList();

  await user.click(within(await card()).getByRole('button', { name: 'Dupliquer' }));
  await screen.findByText("Copie du devis 2026-005 : le nouveau devis n'est créé qu'à l'enregistrement.", {}, { timeout: 20_000 });
  await user.click(screen.getByRole('link', { name: 'Mes devis' }));
  await backOnFilteredList();
});

test("'Dupliquer' clicked just after typing a search, before the list follows it, opens the copy; 'Mes devis' comes back with what was typed", async () => {
  const draft = draftQuote({ id: 'q5', quote_number: '2026-005' });
  const summary = listSummaryOf(draft);
  await signedInWithPickers();
  // The form's loader waits for the source quote longer than the search's pause: the list is still on screen then.
  fakeBackend.respond('GET', '/api/quotes/q5', () => new Promise((resolve) => setTimeout(() => resolve({ status: 200, body: draft }), 600)));
  const page = { status: 200, body: { items: [summary], nextCursor: null, total: 1 } };
  fakeBackend.respond('GET', '/api/quotes?limit=50', () => page);
  fakeBackend.respond('GET', '/api/quotes?limit=50&search=2026-005', () => page);
  renderApp('/app/quotes');
  const user = userEvent.setup();
  const card = await screen.findByRole('article', { name: 'Devis 2026-005' }, { timeout: 20_000 });

  await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), '2026-005');
  expect(window.location.search).toBe(''); // the list has not followed the box yet
  await user.click(within(card).getByRole('button', { name: 'Dupliquer' }));
  await screen.findByText("Copie du devis 2026-005 : le nouveau devis n'est créé qu'à l'enregistrement.", {}, { timeout: 20_000 });
  await user.click(screen.getByRole('link', { name: 'Mes devis' }));

  await screen.findByRole('article', { name: 'Devis 2026-005' }, { timeout: 20_000 });
  expect(window.location.pathname + window.location.search).toBe('/app/quotes?search=2026-005');
  expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('2026-005');
});

test('a draft saves with Ctrl+S and returns to the list without opening the send dialog', async () => {
  const draft = draftQuote({ id: 'q8', quote_number: '2026-008' });
  fakeBackend.respond('GET', '/api/quotes/q8', () => ({ status: 200, body: draft }));
  fakeBackend.respond('PUT', '/api/quotes/q8', (call) => ({ status: 200, body: { ...draft, ...(call.body as object) } }));
  const user = await openForm('/app/quotes/new?edit=q8');

  expect(await screen.findByRole('button', { name: 'Enregistrer le brouillon' })).toBeInTheDocument();
  await user.keyboard('{Control>}s{/Control}'); // Ctrl+S saves from anywhere in the form
  expect(await screen.findByText('Devis enregistré')).toBeInTheDocument();
  await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/app/quotes'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a draft whose client was deleted since: saving points at the client field and stays on the form', async () => {
  const draft = draftQuote({ id: 'q7', quote_number: '2026-007', client_id: 'gone', client: { company_name: 'Ancien Client' } as Quote['client'] });
  fakeBackend.respond('GET', '/api/quotes/q7', () => ({ status: 200, body: draft }));
  fakeBackend.respond('PUT', '/api/quotes/q7', () => ({
    status: 404,
    body: { error: { code: 'NOT_FOUND', message: 'Client introuvable', details: { client_id: 'Ce client a été supprimé : choisissez-en un autre' } } },
  }));
  const user = await openForm('/app/quotes/new?edit=q7');

  await user.click(await screen.findByRole('button', { name: 'Enregistrer le brouillon' }));
  expect(await screen.findByText('Ce client a été supprimé : choisissez-en un autre')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Client' })).toHaveAccessibleDescription('Ce client a été supprimé : choisissez-en un autre');
  expect(window.location.search).toBe('?edit=q7');
});

test("'Dupliquer' opens a new quote filled from the source, dated today with the same validity length; nothing is created until it is saved", async () => {
  const source = draftQuote({ id: 'q6', quote_number: '2026-006', status: 'accepted', quote_date: '2026-10-01', valid_until: '2026-10-31' });
  fakeBackend.respond('GET', '/api/quotes/q6', () => ({ status: 200, body: source }));
  fakeBackend.respond('POST', '/api/quotes', (call) => ({ status: 201, body: { ...(call.body as object), id: 'q10', quote_number: '2026-010' } }));
  const user = await openForm('/app/quotes/new?duplicate=q6');

  expect(screen.getByRole('heading', { name: 'Nouveau devis', level: 1 })).toBeInTheDocument();
  expect(screen.getByText("Copie du devis 2026-006 : le nouveau devis n'est créé qu'à l'enregistrement.")).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveValue('Copie de Refonte');
  expect(screen.getByRole('combobox', { name: 'Client' })).toHaveValue('Boulangerie Martin');
  expect(screen.getByLabelText('Description ligne 1')).toHaveValue('Audit');
  expect(amount('Total TTC')).toBe('480,00 €');

  // Untouched, 'Annuler' leaves at once and leaves nothing behind.
  await user.click(screen.getByRole('link', { name: 'Annuler' }));
  expect(await screen.findByRole('heading', { name: 'Mes devis', level: 1 }, { timeout: 20_000 })).toBeInTheDocument();
  expect(fakeBackend.callsToPath('POST', '/api/quotes')).toHaveLength(0);
  expect(fakeBackend.callsToPath('POST', '/api/quotes/q6/duplicate')).toHaveLength(0);

  window.history.back();
  await user.click(await screen.findByRole('button', { name: 'Enregistrer le brouillon' }, { timeout: 20_000 }));
  expect(await screen.findByText('Devis enregistré', {}, { timeout: 20_000 })).toBeInTheDocument();
  const today = parisDay();
  expect(fakeBackend.callsTo('POST', '/api/quotes')[0]?.body).toMatchObject({
    client_id: 'c1',
    title: 'Copie de Refonte',
    quote_date: today,
    valid_until: addDays(today, 30),
    lines: [{ description: 'Audit', quantity: 1, unit_price_ht: 40000, tva_rate_percent: 20 }],
  });
});

test("'Dupliquer' on a quote a client created from the portal starts with that client's row, made when missing, and a new quote's validity", async () => {
  const source = draftQuote({
    id: 'q8', quote_number: '2026-008', status: 'sent', client_id: null, client: { company_name: 'Claire Dubois' } as Quote['client'],
    client_created: true, quote_request_id: 'r1-uid-pro', client_account_id: 'acc-claire',
  } as Partial<Quote>);
  fakeBackend.respond('GET', '/api/quotes/q8', () => ({ status: 200, body: source }));
  const row: Client = { ...client, id: 'uid-pro_acc-claire', client_account_id: 'acc-claire', company_name: 'Claire Dubois', contact_name: 'Claire Dubois' };
  fakeBackend.respond('POST', '/api/quote-requests/r1-uid-pro/client', () => {
    clients = [client, row];
    return { status: 200, body: row };
  });
  fakeBackend.respond('POST', '/api/quotes', (call) => ({ status: 201, body: { ...(call.body as object), id: 'q11', quote_number: '2026-011' } }));
  const user = await openForm('/app/quotes/new?duplicate=q8');

  expect(screen.getByRole('combobox', { name: 'Client' })).toHaveValue('Claire Dubois');
  await user.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
  expect(await screen.findByText('Devis enregistré', {}, { timeout: 20_000 })).toBeInTheDocument();
  // The request never had a validity: the copy takes a new quote's.
  expect(fakeBackend.callsTo('POST', '/api/quotes')[0]?.body).toMatchObject({ client_id: 'uid-pro_acc-claire', title: 'Copie de Refonte', valid_until: addDays(parisDay(), DEFAULT_VALIDITY_DAYS) });
});

test('under the VAT franchise every line is at 0 %, catalogue lines too, and the totals show the art. 293 B mention', async () => {
  fakeBackend.respond('GET', '/api/profile', () => ({ status: 200, body: { user_id: 'uid-pro', company_name: 'Auto-entreprise Durand', vat_franchise: true } }));
  const user = await openForm();
  fakeBackend.respond('POST', '/api/quotes', (call) => ({ status: 201, body: { ...(call.body as object), id: 'q1', quote_number: '2026-001' } }));

  await user.click(await screen.findByRole('combobox', { name: 'Client' }));
  await user.click(await screen.findByRole('option', { name: /Boulangerie Martin/ }));
  await user.click(screen.getByRole('combobox', { name: 'Ajouter depuis le catalogue' }));
  await user.click(await screen.findByRole('option', { name: /Site vitrine/ }));
  await user.click(screen.getByRole('button', { name: 'Ligne libre' }));
  await user.keyboard('Livraison');
  await user.type(screen.getByLabelText('Prix unitaire HT ligne 2'), '50');

  await waitFor(() => expect(within(totals()).getByText('TVA non applicable, art. 293 B du CGI')).toBeInTheDocument());
  for (const n of [1, 2]) {
    expect(screen.getByRole('combobox', { name: `TVA ligne ${n}` })).toHaveTextContent('0 %');
    expect(screen.getByRole('combobox', { name: `TVA ligne ${n}` })).toHaveAttribute('aria-disabled', 'true');
  }
  expect(amount('Total HT')).toBe('1 250,00 €');
  expect(within(totals()).queryByLabelText('Total TVA')).not.toBeInTheDocument();
  expect(amount('Total TTC')).toBe('1 250,00 €');

  await user.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
  expect(await screen.findByText('Devis enregistré')).toBeInTheDocument();
  expect(fakeBackend.callsTo('POST', '/api/quotes')[0]?.body).toMatchObject({
    lines: [
      { description: 'Site vitrine', unit_price_ht: 120000, tva_rate_percent: 0, service_id: 's1' },
      { description: 'Livraison', unit_price_ht: 5000, tva_rate_percent: 0 },
    ],
  });
});

test("'+ Nouveau client' creates the client, address included for the PDF, and selects it", async () => {
  const user = await openForm();
  const created = { ...client, id: 'c2', company_name: 'Studio Lumière' };
  fakeBackend.respond('POST', '/api/clients', (call) => ({ status: 201, body: { ...created, ...(call.body as object) } }));
  fakeBackend.respond('GET', '/api/clients', pagedList(() => (fakeBackend.callsTo('POST', '/api/clients').length ? [client, created] : [client]), (c) => [c.company_name]));
  const picker = screen.getByRole('combobox', { name: 'Client' });
  await user.type(picker, 'Studio Lumière');
  await user.click(await screen.findByRole('option', { name: '+ Nouveau client' }));

  const dialog = await screen.findByRole('dialog', { name: 'Nouveau client' });
  expect(within(dialog).getByLabelText(/Entreprise/)).toHaveValue('Studio Lumière');
  await user.type(within(dialog).getByLabelText('Email'), 'contact@studio.fr');
  await user.type(within(dialog).getByLabelText('Adresse'), '4 rue des Arts');
  await user.type(within(dialog).getByLabelText('Code postal'), '69001');
  await user.type(within(dialog).getByLabelText('Ville'), 'Lyon');
  await user.click(within(dialog).getByRole('button', { name: 'Créer le client' }));

  expect(await screen.findByText('Client créé')).toBeInTheDocument();
  expect(fakeBackend.callsTo('POST', '/api/clients')[0]?.body).toMatchObject({
    company_name: 'Studio Lumière',
    email: 'contact@studio.fr',
    address: '4 rue des Arts',
    postal_code: '69001',
    city: 'Lyon',
    country: 'France',
  });
  // The toast comes with the save; the dialog then closes through its exit transition.
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nouveau client' })).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Client' })).toHaveValue('Studio Lumière'));
});

test('with hundreds of clients the picker searches the server as the user types, 20 at a time', async () => {
  clients = Array.from({ length: 300 }, (_, i) => ({ ...client, id: `c${i}`, company_name: `Client ${String(i).padStart(3, '0')}`, contact_name: null }));
  clients.push({ ...client, id: 'c-zoe', company_name: 'Atelier Zoé', contact_name: 'Zoé Petit' });
  const user = await openForm();
  await user.click(screen.getByRole('combobox', { name: 'Client' }));
  // The first page of 20, then '+ Nouveau client'.
  expect(await screen.findAllByRole('option')).toHaveLength(21);

  await user.type(screen.getByRole('combobox', { name: 'Client' }), 'zoe pe');
  const asked = () => fakeBackend.callsToPath('GET', '/api/clients').map((c) => [c.query.get('search'), c.query.get('limit')]);
  await waitFor(() => expect(asked()).toContainEqual(['zoe pe', '20']));
  expect(asked()[0]).toEqual([null, '20']);
  await user.click(await screen.findByRole('option', { name: /Atelier Zoé/ }));
  expect(screen.getByRole('combobox', { name: 'Client' })).toHaveValue('Atelier Zoé');
});

test("typed changes are not lost by 'Annuler': it asks first, 'Annuler' stays, 'Quitter sans enregistrer' leaves; an untouched form leaves at once", async () => {
  const user = await openForm();
  await user.click(screen.getByRole('link', { name: 'Annuler' }));
  expect(await screen.findByRole('heading', { name: 'Mes devis', level: 1 })).toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: /Nouveau devis/ }));
  await screen.findByRole('region', { name: 'Totaux' });
  await user.type(screen.getByRole('textbox', { name: 'Titre' }), 'Refonte du site');
  await user.click(screen.getByRole('link', { name: 'Annuler' }));
  const ask = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' });
  expect(ask).toHaveTextContent('Les modifications de ce devis seront perdues.');
  await user.click(within(ask).getByRole('button', { name: 'Annuler' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveValue('Refonte du site');

  await user.click(screen.getByRole('link', { name: 'Annuler' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' })).getByRole('button', { name: 'Quitter sans enregistrer' }));
  expect(await screen.findByRole('heading', { name: 'Mes devis', level: 1 })).toBeInTheDocument();
});

test("'Déconnexion' from a form with changes asks first: 'Annuler' keeps the session and the text, confirming signs out", async () => {
  const user = await openForm();
  await user.type(screen.getByRole('textbox', { name: 'Titre' }), 'Refonte du site');
  const logout = screen.getAllByRole('button', { name: 'Déconnexion' })[0]!;
  await user.click(logout);
  const ask = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' });
  await user.click(within(ask).getByRole('button', { name: 'Annuler' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect((await readSession()).status).toBe('signed-in');
  expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveValue('Refonte du site');

  await user.click(logout);
  await user.click(within(await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' })).getByRole('button', { name: 'Quitter sans enregistrer' }));
  await waitFor(() => expect(window.location.pathname).toBe('/login'), { timeout: 20_000 });
  expect((await readSession()).status).toBe('signed-out');
});
