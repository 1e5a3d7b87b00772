import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientQuoteDetail } from '@devis/domain';
import { QueryClientProvider, createQueryClient } from '@devis/platform/query';
import { signIn } from '@devis/platform/session';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderRoot } from '../../../../../jest/testing/render-root';
import { ModificationDialog } from './modification-dialog';

afterEach(resetApp);

const line = { id: 'l1', line_order: 0, service_id: 'custom', description: 'Création de logo', quantity: 1, unit_price_ht: 60_000, tva_rate_percent: 20, total_ht: 60_000, total_tva: 12_000, total_ttc: 72_000 };
const detail: ClientQuoteDetail = {
  id: 'q1',
  quote_number: '2026-007',
  title: 'Identité visuelle',
  quote_date: '2026-11-20',
  valid_until: '2026-12-20',
  status: 'sent',
  provider_status: 'modified',
  provider_message: null,
  provider_response_date: '2026-11-21T10:00:00Z',
  provider: { user_id: 'p1', company_name: 'Studio Lumière', logo_url: null },
  lines: [line],
  total_ht: 60_000,
  total_tva: 12_000,
  total_ttc: 72_000,
  vat_franchise: false,
  original: null,
  proposal: null,
  client_decision: null,
  can_decide: true,
};

async function openDialog(shown: ClientQuoteDetail) {
  fakeBackend.addAccount({ email: 'claire@exemple.fr', password: 'secret1', role: 'client', emailVerified: true });
  await signIn('claire@exemple.fr', 'secret1');
  fakeBackend.respond('GET', '/api/client/quotes/q1', () => ({ status: 200, body: shown }));
  renderRoot(
    <QueryClientProvider client={createQueryClient()}>
      <ModificationDialog quoteId="q1" onClose={() => undefined} />
    </QueryClientProvider>,
    '/client/quotes',
  );
  return screen.findByRole('region', { name: 'Totaux proposés' });
}

test('the proposed totals show the VAT of a provider who charges it', async () => {
  const totals = await openDialog(detail);
  expect(within(totals).getByText('TVA')).toBeInTheDocument();
  expect(within(totals).queryByText(/art\. 293 B/)).not.toBeInTheDocument();
});

test('a provider under the VAT franchise: no VAT row, the legal mention instead', async () => {
  const atZero = { ...line, tva_rate_percent: 0, total_tva: 0, total_ttc: 60_000 };
  const totals = await openDialog({ ...detail, lines: [atZero], total_tva: 0, total_ttc: 60_000, vat_franchise: true });
  expect(within(totals).queryByText('TVA')).not.toBeInTheDocument();
  expect(within(totals).getByText('TVA non applicable, art. 293 B du CGI')).toBeInTheDocument();
});

test("a decision refused by the server (decided in another tab) says the server's reason, not only 'Impossible de traiter l'action'", async () => {
  await openDialog(detail);
  fakeBackend.respond('POST', '/api/client/quotes/q1/decision', () => ({ status: 409, body: { error: { code: 'CONFLICT', message: "Ce devis n'attend pas votre réponse" } } }));
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Accepter les modifications' }));
  expect(await screen.findByText("Ce devis n'attend pas votre réponse")).toBeInTheDocument();
});
