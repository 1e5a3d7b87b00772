import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { screen, within } from '@testing-library/react';
import { signIn } from '@devis/platform/session';
import type { ClientQuoteItem, ClientQuoteResponse } from '@devis/domain';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';

afterEach(resetApp);

const answer = (provider: string, extra: Partial<ClientQuoteResponse>): ClientQuoteResponse => ({
  provider_user_id: provider,
  provider_company_name: provider,
  provider_logo_url: null,
  quote_id: `q-${provider}`,
  quote_number: '',
  quote_request_id: `r-${provider}`,
  provider_status: 'pending',
  provider_message: null,
  provider_response_date: null,
  quote_status: 'sent',
  total_ttc: 54_000,
  valid_until: '2026-12-31',
  client_decision: null,
  ...extra,
});

// One request for 450,00 € HT at 20 %: 540,00 € TTC; a provider under the VAT franchise keeps a copy at 450,00 €.
const request: ClientQuoteItem = {
  kind: 'request',
  id: 'req1',
  title: 'Site vitrine',
  description: null,
  deadline: null,
  created_at: '2026-11-20T10:00:00Z',
  total_ttc: 54_000,
  line_count: 1,
  budget_min: null,
  budget_max: null,
  is_final: false,
  responses: [
    answer('Atelier TVA', {}),
    answer('Studio Franchise', { total_ttc: 45_000 }),
    answer('Agence Réponse', { provider_status: 'accepted', provider_response_date: '2026-11-21T09:00:00Z', quote_number: '2026-004', total_ttc: 60_000 }),
  ],
};

test("each answer's amount: the provider's own once answered, and before that only a franchise copy's, which differs", async () => {
  fakeBackend.addAccount({ email: 'claire@exemple.fr', password: 'secret1', role: 'client', emailVerified: true });
  await signIn('claire@exemple.fr', 'secret1');
  fakeBackend.respond('GET', '/api/client/quotes', () => ({ status: 200, body: { items: [request], nextCursor: null } }));
  renderApp('/client/quotes');

  const card = await screen.findByRole('article', { name: 'Site vitrine' });
  expect(within(card).getByText(/^540,00\s€$/)).toBeInTheDocument();
  const row = (name: string) => within(card).getByRole('group', { name: `Réponse de ${name}` }).textContent?.replace(/\s/g, ' ');
  expect(row('Atelier TVA')).toContain('En attente de réponse');
  expect(row('Atelier TVA')).not.toContain('€');
  expect(row('Studio Franchise')).toContain('En attente de réponse · 450,00 € TTC (TVA non applicable)');
  expect(row('Agence Réponse')).toContain('Devis 2026-004 · 600,00 € TTC');
  expect(row('Agence Réponse')).not.toContain('TVA non applicable');
});

test("once one answer is final, the card's total is the final version's, beside what the client asked", async () => {
  fakeBackend.addAccount({ email: 'claire@exemple.fr', password: 'secret1', role: 'client', emailVerified: true });
  await signIn('claire@exemple.fr', 'secret1');
  const accepted = answer('Agence Réponse', { provider_status: 'accepted', quote_status: 'accepted', provider_response_date: '2026-11-21T09:00:00Z', quote_number: '2026-004', total_ttc: 60_000 });
  const asAsked = answer('Atelier TVA', { provider_status: 'accepted', quote_status: 'accepted', provider_response_date: '2026-11-21T09:00:00Z', quote_number: '2026-005' });
  fakeBackend.respond('GET', '/api/client/quotes', () => ({
    status: 200,
    body: {
      items: [
        { ...request, id: 'modified', title: 'Modifiée', is_final: true, responses: [answer('Studio Franchise', {}), accepted] },
        { ...request, id: 'as-asked', title: 'Telle quelle', is_final: true, responses: [asAsked] },
        { ...request, id: 'two', title: 'Deux acceptées', is_final: true, responses: [accepted, asAsked] },
      ],
      nextCursor: null,
    },
  }));
  renderApp('/client/quotes');

  const modified = await screen.findByRole('article', { name: 'Modifiée' });
  expect(within(modified).getByText(/^600,00\s€$/)).toBeInTheDocument();
  expect(within(modified).getByText(/^Demandé : 540,00\s€$/)).toBeInTheDocument();
  // Accepted as asked: one amount; two final versions: the request's own, nothing to choose for the client.
  for (const name of ['Telle quelle', 'Deux acceptées']) {
    const card = screen.getByRole('article', { name });
    expect(within(card).getByText(/^540,00\s€$/)).toBeInTheDocument();
    expect(within(card).queryByText(/^Demandé/)).toBeNull();
  }
});
