import { fakeBackend } from '../../../../../jest/testing/fake-backend';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@devis/platform/session';
import type { Quote, QuoteReview } from '@devis/domain';
import { resetApp } from '../../../../../jest/testing/reset-app';
import { renderApp } from '../../../testing/render-app';

afterEach(resetApp);
jest.setTimeout(30_000);

const pending = {
  id: 'q1', user_id: 'uid-pro', quote_number: '2026-004', title: 'Identité visuelle', quote_date: '2026-11-20', valid_until: null,
  status: 'sent', notes: null, client_id: null,
  client: { company_name: 'Boulangerie Martin', contact_name: 'Claire Martin', email: 'claire@martin.fr', phone: null, address: null, postal_code: null, city: null, country: 'France' },
  lines: [{ id: 'l1', service_id: 'custom', description: 'Création de logo', quantity: 1, unit_price_ht: 45_000, tva_rate_percent: 20, total_ht: 45_000, total_tva: 9_000, total_ttc: 54_000 }],
  total_ht: 45_000, total_tva: 9_000, total_ttc: 54_000, version: 0, sent_at: '2026-11-20T10:00:00Z', public_id: null, decision: null,
  client_created: true, provider_status: 'pending', provider_message: null, from_client_request: true, quote_request_id: 'q1',
  client_account_id: 'uid-client', created_at: '2026-11-20T10:00:00Z', updated_at: '2026-11-20T10:00:00Z',
} as Quote;
const requester = { account_id: 'uid-client', name: 'Claire Martin', company_name: 'Boulangerie Martin', email: 'claire@martin.fr' };

test("the validity says what the provider's answer does: none is set by accepting, so an accepted quote has none", async () => {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@atelier.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@atelier.fr', 'secret1');
  let accepted = false;
  fakeBackend.respond('GET', '/api/quotes/q1/review', () => ({
    status: 200,
    body: {
      quote: accepted ? { ...pending, provider_status: 'accepted' } : pending,
      request: null,
      requester,
      can_answer: !accepted,
      client_decision: null,
    } satisfies QuoteReview,
  }));
  fakeBackend.respond('POST', '/api/quotes/q1/accept', () => {
    accepted = true;
    return { status: 200, body: { ...pending, provider_status: 'accepted' } };
  });
  renderApp('/app/quotes/q1/review');
  const client = await screen.findByRole('heading', { name: 'Client' }, { timeout: 20_000 });
  const card = client.closest('div') as HTMLElement;
  expect(within(card).getByText('Non définie (une contre-proposition en fixe une)')).toBeInTheDocument();

  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Accepter' }));
  expect(await screen.findByText(/Vous avez validé ce devis/)).toBeInTheDocument();
  expect(within(card).getByText('Aucune date de validité')).toBeInTheDocument();
  expect(within(card).queryByText(/Non définie/)).not.toBeInTheDocument();
});

test('a validity set by a counter-proposal is shown as a date', async () => {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@atelier.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@atelier.fr', 'secret1');
  fakeBackend.respond('GET', '/api/quotes/q1/review', () => ({
    status: 200,
    body: { quote: { ...pending, provider_status: 'modified', valid_until: '2026-12-20' }, request: null, requester, can_answer: false, client_decision: null } satisfies QuoteReview,
  }));
  renderApp('/app/quotes/q1/review');
  expect(await screen.findByText("Valable jusqu'au 20/12/2026", {}, { timeout: 20_000 })).toBeInTheDocument();
});

test('an answer refused because the other tab answered first (409) shows the answer that won, not stale buttons', async () => {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@atelier.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@atelier.fr', 'secret1');
  // The other tab refused the quote while this one still showed it pending.
  let refused = false;
  fakeBackend.respond('GET', '/api/quotes/q1/review', () => ({
    status: 200,
    body: { quote: refused ? { ...pending, provider_status: 'rejected' } : pending, request: null, requester, can_answer: !refused, client_decision: null } satisfies QuoteReview,
  }));
  renderApp('/app/quotes/q1/review');
  await screen.findByRole('heading', { name: 'Client' }, { timeout: 20_000 });
  refused = true;
  fakeBackend.respond('POST', '/api/quotes/q1/accept', () => ({ status: 409, body: { error: { code: 'CONFLICT', message: 'Vous avez déjà répondu à ce devis' } } }));
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Accepter' }));
  expect(await screen.findByText('Vous avez déjà répondu à ce devis')).toBeInTheDocument();
  expect(await screen.findByText(/Vous avez refusé ce devis/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Accepter' })).not.toBeInTheDocument();
});

test("the client's decision on a counter-proposal shows without a reload (live updates)", async () => {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@atelier.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@atelier.fr', 'secret1');
  let decided = false;
  fakeBackend.respond('GET', '/api/quotes/q1/review', () => ({
    status: 200,
    body: { quote: { ...pending, provider_status: decided ? 'rejected' : 'modified' }, request: null, requester, can_answer: false, client_decision: decided ? { action: 'rejected', comment: null, at: '2026-11-21T10:00:00Z' } : null } satisfies QuoteReview,
  }));
  let signal: () => void = () => undefined;
  const changed = new Promise<void>((resolve) => (signal = resolve));
  fakeBackend.respond('GET', '/api/live', async (call) => {
    const query = new URLSearchParams(call.path.split('?')[1]);
    if (query.get('channel') !== 'quotes') return new Promise(() => undefined);
    if (!query.get('after')) return { status: 200, body: { cursor: 'c0', changed: false, last_change_age_ms: null } };
    if (query.get('after') === 'c0') {
      await changed;
      return { status: 200, body: { cursor: 'c1', changed: true } };
    }
    return new Promise(() => undefined);
  });
  renderApp('/app/quotes/q1/review');
  expect(await screen.findByText(/Vous avez envoyé une contre-proposition/, {}, { timeout: 20_000 })).toBeInTheDocument();
  decided = true;
  signal();
  expect(await screen.findByText(/Le client a refusé votre contre-proposition/, {}, { timeout: 10_000 })).toBeInTheDocument();
});
