import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuoteStatus, QuoteSummary } from '@devis/domain';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';
import { listWith, quoteCard, quoteSummary, signedInProvider } from '../../../testing/quotes-list';

afterEach(resetApp);
jest.setTimeout(30_000);

// 10:42 in Paris (UTC+1 in November).
const VIEWED_AT = '2026-11-29T09:42:00Z';

/** A quote sent on 20/11/2026. */
const summary = (id: string, status: QuoteStatus, extra: Partial<QuoteSummary> = {}) => quoteSummary(id, status, { sent_at: '2026-11-20T10:00:00Z', viewed_at: null, ...extra });
const card = quoteCard;

test("a sent quote the client opened says 'Consulté le …' in Paris time; an unopened one says nothing", async () => {
  await signedInProvider();
  listWith([
    summary('1', 'sent', { viewed_at: VIEWED_AT }),
    summary('2', 'sent'),
    // Decided: the badge says more than the view.
    summary('3', 'accepted', { viewed_at: VIEWED_AT }),
  ]);
  renderApp('/app/quotes');

  const viewed = await card('2026-001');
  expect(within(viewed).getByText('Consulté le 29/11/2026 à 10:42')).toBeInTheDocument();
  // A line, not a heading: the card's only heading is still its number.
  expect(within(viewed).getAllByRole('heading').map((h) => h.textContent)).toEqual(['2026-001']);
  expect(within(await card('2026-002')).queryByText(/Consulté/)).not.toBeInTheDocument();
  expect(within(await card('2026-003')).queryByText(/Consulté/)).not.toBeInTheDocument();
});

test("the detail dialog of a viewed sent quote shows the same 'Consulté le …' line", async () => {
  await signedInProvider();
  listWith([summary('1', 'sent', { viewed_at: VIEWED_AT })]);
  fakeBackend.respond('GET', '/api/quotes/1', () => ({
    status: 200,
    body: {
      ...summary('1', 'sent', { viewed_at: VIEWED_AT }),
      user_id: 'uid-pro', notes: null, total_tva: 20000, vat_franchise: false, public_id: 'p1', decision: null, provider_message: null,
      visitor_email: null, quote_request_id: null, client_account_id: null,
      client: { company_name: 'Boulangerie Martin', contact_name: 'Paul Martin', email: null, phone: null, address: null, postal_code: null, city: null, country: 'France' },
      lines: [{ id: 'l1', description: 'Site vitrine', quantity: 2, unit_price_ht: 50000, tva_rate_percent: 20, total_ht: 100000, total_tva: 20000, total_ttc: 120000, service_id: 'custom', line_order: 1 }],
    },
  }));
  renderApp('/app/quotes');
  await userEvent.setup().click(within(await card('2026-001')).getByRole('button', { name: 'Voir' }));

  const dialog = await screen.findByRole('dialog', { name: /Devis 2026-001/ });
  expect(await within(dialog).findByText('Consulté le 29/11/2026 à 10:42')).toBeInTheDocument();
  expect(within(dialog).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Devis 2026-001Envoyé', 'Client', 'Lignes']);
});
