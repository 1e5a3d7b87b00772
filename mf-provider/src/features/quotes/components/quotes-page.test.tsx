import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, formatDate, parisDay } from '@devis/domain';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';
import { listWith, quoteCard, quoteSummary, signedInProvider } from '../../../testing/quotes-list';

afterEach(resetApp);
// Whole-app renders with user typing: generous on a loaded 2-core machine.
jest.setTimeout(30_000);

const summary = quoteSummary;
const card = quoteCard;
const buttonNames = (el: HTMLElement) => within(el).getAllByRole('button').map((b) => b.textContent);

test("cards show number, badge, title, client, fr-FR date and total TTC, with the actions each status allows", async () => {
  await signedInProvider();
  listWith([summary('1', 'draft'), summary('2', 'sent'), summary('3', 'accepted'), summary('4', 'rejected')]);
  renderApp('/app/quotes');

  expect(await screen.findByRole('heading', { name: 'Mes devis' })).toBeInTheDocument();
  const draft = await card('2026-001');
  expect(within(draft).getByText('Brouillon')).toBeInTheDocument();
  expect(within(draft).getByText('Devis draft')).toBeInTheDocument();
  expect(within(draft).getByText(/Boulangerie Martin · 20\/11\/2026/)).toBeInTheDocument();
  expect(within(draft).getByText(/1\s200,00\s€/)).toBeInTheDocument();
  // A screen reader's heading list holds the card's number only, under the page's title: no amount as a heading.
  expect(within(draft).getAllByRole('heading').map((h) => [h.tagName, h.textContent])).toEqual([['H2', '2026-001']]);
  expect(buttonNames(draft)).toEqual(['Voir', 'Modifier', 'Dupliquer', 'Supprimer']);
  expect(buttonNames(await card('2026-002'))).toEqual(['Voir', 'PDF', 'Modifier et renvoyer', 'Dupliquer']);
  expect(buttonNames(await card('2026-003'))).toEqual(['Voir', 'PDF', 'Dupliquer']);
  expect(buttonNames(await card('2026-004'))).toEqual(['Voir', 'PDF', 'Dupliquer']);
  // The list runs the expiry job when it loads.
  await waitFor(() => expect(fakeBackend.callsTo('POST', '/api/jobs/expire-quotes')).toHaveLength(1));
});

test("a draft is deleted only after 'Confirmer la suppression', then 'Devis supprimé'", async () => {
  await signedInProvider();
  listWith([summary('1', 'draft')]);
  fakeBackend.respond('DELETE', '/api/quotes/1', () => ({ status: 204 }));
  renderApp('/app/quotes');
  const user = userEvent.setup();

  await user.click(within(await card('2026-001')).getByRole('button', { name: 'Supprimer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirmer la suppression' });
  await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  expect(fakeBackend.callsTo('DELETE', '/api/quotes/1')).toHaveLength(0);

  await user.click(within(await card('2026-001')).getByRole('button', { name: 'Supprimer' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Confirmer la suppression' })).getByRole('button', { name: 'Supprimer' }));
  expect(await screen.findByText('Devis supprimé')).toBeInTheDocument();
  expect(fakeBackend.callsTo('DELETE', '/api/quotes/1')).toHaveLength(1);
});

test("'Aucun devis créé' without any quote, 'Aucun devis trouvé' when the filters match nothing", async () => {
  await signedInProvider();
  listWith([]);
  fakeBackend.respond('GET', '/api/quotes?limit=50&search=zzz', () => ({ status: 200, body: { items: [], nextCursor: null, total: 0 } }));
  renderApp('/app/quotes');

  expect(await screen.findByText('Aucun devis créé')).toBeInTheDocument();
  await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'zzz');
  expect(await screen.findByText('Aucun devis trouvé')).toBeInTheDocument();
});

test('the status filter asks the server for that status only', async () => {
  await signedInProvider();
  listWith([summary('1', 'draft'), summary('2', 'sent')]);
  fakeBackend.respond('GET', '/api/quotes?limit=50&status=sent', () => ({ status: 200, body: { items: [summary('2', 'sent')], nextCursor: null, total: 1 } }));
  renderApp('/app/quotes');
  const user = userEvent.setup();
  await card('2026-001');

  await user.click(screen.getByRole('combobox', { name: 'Statut' }));
  await user.click(await screen.findByRole('option', { name: 'Envoyé' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Devis 2026-001' })).not.toBeInTheDocument());
  expect(screen.getByRole('article', { name: 'Devis 2026-002' })).toBeInTheDocument();
  expect(screen.getByText('1 sur 1 devis')).toBeInTheDocument();
});

test('the search and status go into the URL, replaced rather than pushed, so a reload or Back keeps them', async () => {
  await signedInProvider();
  listWith([summary('1', 'draft'), summary('2', 'sent')]);
  const sentOnly = () => ({ status: 200, body: { items: [summary('2', 'sent')], nextCursor: null, total: 1 } });
  fakeBackend.respond('GET', '/api/quotes?limit=50&status=sent', sentOnly);
  fakeBackend.respond('GET', '/api/quotes?limit=50&search=martin&status=sent', sentOnly);
  renderApp('/app/quotes');
  const user = userEvent.setup();
  await card('2026-001');
  const entries = window.history.length;

  await user.click(screen.getByRole('combobox', { name: 'Statut' }));
  await user.click(await screen.findByRole('option', { name: 'Envoyé' }));
  await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'martin');
  await waitFor(() => expect(window.location.search).toBe('?status=sent&search=martin'));
  expect(window.history.length).toBe(entries);

  await user.click(screen.getByRole('combobox', { name: 'Statut' }));
  await user.click(await screen.findByRole('option', { name: 'Tous les statuts' }));
  await user.clear(screen.getByRole('searchbox', { name: 'Rechercher' }));
  await waitFor(() => expect(window.location.search).toBe(''));
});

test('opening a filtered URL shows its search and status and asks the server for that list only', async () => {
  await signedInProvider();
  listWith([summary('1', 'draft'), summary('2', 'sent')]);
  fakeBackend.respond('GET', '/api/quotes?limit=50&search=martin&status=sent', () => ({ status: 200, body: { items: [summary('2', 'sent')], nextCursor: null, total: 1 } }));
  renderApp('/app/quotes?status=sent&search=martin');

  await card('2026-002');
  expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('martin');
  expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveTextContent('Envoyé');
  expect(screen.queryByRole('article', { name: 'Devis 2026-001' })).not.toBeInTheDocument();
  expect(fakeBackend.callsToPath('GET', '/api/quotes').map((c) => c.path)).toEqual(['/api/quotes?limit=50&search=martin&status=sent']);
});

test("the header's 'Devis' link on a filtered list shows the whole list again, its search box emptied", async () => {
  await signedInProvider();
  listWith([summary('1', 'draft'), summary('2', 'sent')]);
  fakeBackend.respond('GET', '/api/quotes?limit=50&search=martin&status=sent', () => ({ status: 200, body: { items: [summary('2', 'sent')], nextCursor: null, total: 1 } }));
  renderApp('/app/quotes?status=sent&search=martin');
  await card('2026-002');

  const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
  await userEvent.setup().click(within(nav).getByRole('link', { name: 'Devis' }));
  await card('2026-001');
  expect(window.location.search).toBe('');
  expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('');
  expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveTextContent('Tous les statuts');
});

test("a failing expiry job is only warned, and a failing list shows 'Impossible de charger les devis'", async () => {
  await signedInProvider();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  fakeBackend.respond('POST', '/api/jobs/expire-quotes', () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }));
  fakeBackend.respond('GET', '/api/quotes?limit=50', () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }));
  renderApp('/app/quotes');

  expect(await screen.findByText('Impossible de charger les devis', {}, { timeout: 5000 })).toBeInTheDocument();
  // The job and the list are asked side by side: either may answer first on a loaded machine.
  await waitFor(() => expect(warn).toHaveBeenCalledWith('expire-quotes job failed', expect.anything()));
  warn.mockRestore();
});

test('the detail dialog shows the quote, its client and its lines', async () => {
  await signedInProvider();
  listWith([summary('2', 'sent')]);
  fakeBackend.respond('GET', '/api/quotes/2', () => ({
    status: 200,
    body: {
      // The whole quote: the list item's fields and the rest.
      ...summary('2', 'sent'),
      user_id: 'uid-pro', notes: null, total_tva: 20000, vat_franchise: false, version: 1, public_id: null, decision: null, client_created: false,
      provider_status: null, provider_message: null, from_client_request: false, visitor_email: null, quote_request_id: null, client_account_id: null,
      client: { company_name: 'Boulangerie Martin', contact_name: 'Paul Martin', email: 'paul@martin.fr', phone: '0102030405', address: '1 rue du Pain', postal_code: '75001', city: 'Paris', country: 'France' },
      lines: [{ id: 'l1', description: 'Site vitrine', quantity: 2, unit_price_ht: 50000, tva_rate_percent: 20, total_ht: 100000, total_tva: 20000, total_ttc: 120000, service_id: 'custom', line_order: 1 }],
    },
  }));
  renderApp('/app/quotes');
  await userEvent.setup().click(within(await card('2026-002')).getByRole('button', { name: 'Voir' }));

  const dialog = await screen.findByRole('dialog', { name: /Devis 2026-002/ });
  expect(await within(dialog).findByText('Paul Martin')).toBeInTheDocument();
  for (const text of ['paul@martin.fr', '0102030405', '1 rue du Pain', '75001 Paris', 'France', 'Site vitrine', '04/12/2026', 'Envoyé']) {
    expect(within(dialog).getByText(text)).toBeInTheDocument();
  }
  expect(within(dialog).getByText(/2 × 500,00/)).toBeInTheDocument();
  expect(within(dialog).getByRole('region', { name: 'Totaux' }).textContent?.replace(/\s/g, ' ')).toBe('Total HT1 000,00 €TVA200,00 €Total TTC1 200,00 €');
  expect(within(dialog).queryByText('TVA non applicable, art. 293 B du CGI')).not.toBeInTheDocument();
});

test("a mail's link '/app/quotes?devis=<id>' opens that quote's detail; closing it leaves the list's URL", async () => {
  await signedInProvider();
  listWith([summary('2', 'accepted')]);
  fakeBackend.respond('GET', '/api/quotes/2', () => ({
    status: 200,
    body: { ...summary('2', 'accepted'), user_id: 'uid-pro', notes: null, total_tva: 20000, version: 1, public_id: null, decision: null, client: null, lines: [] },
  }));
  renderApp('/app/quotes?status=accepted&devis=2');
  const dialog = await screen.findByRole('dialog', { name: /Devis 2026-002/ });
  await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Fermer' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(window.location.search).toBe('?status=accepted');
});

test("the detail dialog of a quote written under the VAT franchise shows 'TVA non applicable, art. 293 B du CGI' as its PDF does", async () => {
  await signedInProvider();
  const totals = { total_ht: 100000, total_ttc: 100000 };
  listWith([summary('5', 'draft', totals)]);
  fakeBackend.respond('GET', '/api/quotes/5', () => ({
    status: 200,
    body: {
      ...summary('5', 'draft', totals),
      user_id: 'uid-pro', notes: null, total_tva: 0, vat_franchise: true, version: 0, public_id: null, decision: null, client_created: false,
      provider_status: null, provider_message: null, from_client_request: false, visitor_email: null, quote_request_id: null, client_account_id: null,
      lines: [{ id: 'l1', description: 'Logo', quantity: 1, unit_price_ht: 100000, tva_rate_percent: 0, total_ht: 100000, total_tva: 0, total_ttc: 100000, service_id: 'custom', line_order: 1 }],
    },
  }));
  renderApp('/app/quotes');
  await userEvent.setup().click(within(await card('2026-005')).getByRole('button', { name: 'Voir' }));

  const dialog = await screen.findByRole('dialog', { name: /Devis 2026-005/ });
  expect(await within(dialog).findByText('TVA non applicable, art. 293 B du CGI')).toBeInTheDocument();
  // No VAT total: there is no VAT, as on the PDF.
  expect(within(dialog).getByRole('region', { name: 'Totaux' }).textContent?.replace(/\s/g, ' ')).toBe(
    'Total HT1 000,00 €Total TTC1 000,00 €TVA non applicable, art. 293 B du CGI',
  );
});

test("a client's quote shows the provider's answer badge instead of its status, and opens its review instead of an edit", async () => {
  await signedInProvider();
  listWith([summary('5', 'sent', { client_created: true, from_client_request: true, provider_status: 'modified' })]);
  renderApp('/app/quotes');

  const loop = await card('2026-005');
  expect(within(loop).getByText('Modifié')).toBeInTheDocument();
  expect(within(loop).queryByText('Envoyé')).not.toBeInTheDocument();
  expect(within(loop).getByRole('link', { name: 'Voir la demande' })).toHaveAttribute('href', '/app/quotes/5/review');
  expect(buttonNames(loop)).not.toContain('Modifier et renvoyer');
});

test("'Relance envoyée le …' shows for the current version's reminder only", async () => {
  await signedInProvider();
  listWith([
    summary('1', 'sent', { version: 1, reminder: { version: 1, state: 'sent', sent_at: '2026-11-30T08:00:00Z' } }),
    summary('2', 'sent', { version: 2, reminder: { version: 1, state: 'sent', sent_at: '2026-11-28T08:00:00Z' } }),
    summary('3', 'sent', { version: 1, reminder: { version: 1, state: 'failed', sent_at: null } }),
  ]);
  renderApp('/app/quotes');
  expect(within(await card('2026-001')).getByText('Relance envoyée le 30/11/2026')).toBeInTheDocument();
  expect(within(await card('2026-002')).queryByText(/Relance envoyée/)).not.toBeInTheDocument();
  expect(within(await card('2026-003')).queryByText(/Relance envoyée/)).not.toBeInTheDocument();
});

test("'Relance automatique prévue le …' shows on a sent quote once the plan is known to send reminders", async () => {
  await signedInProvider();
  const due = addDays(parisDay(new Date()), 5);
  listWith([summary('1', 'sent', { reminder_due_on: due }), summary('2', 'accepted', { reminder_due_on: due }), summary('3', 'sent', { reminder_due_on: null })]);
  fakeBackend.respond('GET', '/api/billing', () => ({ status: 200, body: { plan: 'pro', plan_name: 'Pro', reminders_included: true } }));
  renderApp('/app/quotes');
  expect(await within(await card('2026-001')).findByText(`Relance automatique prévue le ${formatDate(due)}`)).toBeInTheDocument();
  expect(within(await card('2026-002')).queryByText(/Relance/)).not.toBeInTheDocument();
  expect(within(await card('2026-003')).queryByText(/Relance/)).not.toBeInTheDocument();
});
