import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { screen } from '@testing-library/react';
import { signIn } from '@devis/platform/session';
import type { ClientDashboard, ClientQuoteItem, ClientQuoteResponse } from '@devis/domain';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';

afterEach(resetApp);

const answer = (provider: string, extra: Partial<ClientQuoteResponse>): ClientQuoteResponse => ({
  provider_user_id: provider, provider_company_name: provider, provider_logo_url: null, quote_id: `q-${provider}`, quote_number: '2026-004',
  quote_request_id: `r-${provider}`, provider_status: 'pending', provider_message: null, provider_response_date: null, quote_status: 'sent',
  total_ttc: 54_000, valid_until: '2026-12-31', client_decision: null, ...extra,
});

// Asked at 540,00 € TTC; one provider's modification, accepted by the client, is at 600,00 €; the other's was refused.
const request: ClientQuoteItem = {
  kind: 'request', id: 'req1', title: 'Site vitrine', description: null, deadline: null, created_at: '2026-11-20T10:00:00Z', total_ttc: 54_000,
  line_count: 1, budget_min: null, budget_max: null, is_final: true,
  responses: [answer('Agence Réponse', { provider_status: 'accepted', quote_status: 'accepted', total_ttc: 60_000 }), answer('Atelier TVA', { provider_status: 'rejected', quote_status: 'rejected' })],
};

test('a recent request shows what the client will pay, as "Mes Devis" does', async () => {
  fakeBackend.addAccount({ email: 'claire@exemple.fr', password: 'secret1', role: 'client', emailVerified: true });
  await signIn('claire@exemple.fr', 'secret1');
  const dashboard: ClientDashboard = { name: 'Claire', stats: { total: 2, pending: 0, accepted: 1, modified: 0 }, recentQuotes: [request], recentProviders: [] };
  fakeBackend.respond('GET', '/api/client/dashboard', () => ({ status: 200, body: dashboard }));
  renderApp('/client');

  expect(await screen.findByText(/20\/11\/2026 · 600,00\s€ TTC · 2 prestataires/)).toBeInTheDocument();
  expect(screen.queryByText(/540,00/)).toBeNull();
});
