import { screen } from '@testing-library/react';
import { signIn } from '@devis/platform/session';
import type { QuoteStatus, QuoteSummary } from '@devis/domain';
import { fakeBackend } from '../../../jest/testing/fake-backend';

/** A quote of the list, numbered 2026-00{id}, for 1 000,00 € HT (1 200,00 € TTC), made on 20/11/2026. */
export function quoteSummary(id: string, status: QuoteStatus, extra: Partial<QuoteSummary> = {}): QuoteSummary {
  return {
    id, quote_number: `2026-00${id}`, title: `Devis ${status}`, quote_date: '2026-11-20', valid_until: '2026-12-04', status,
    total_ht: 100000, total_ttc: 120000, client_id: 'c1', client: { company_name: 'Boulangerie Martin' }, sent_at: null, from_public_page: false, version: 1, reminder: null,
    client_created: false, from_client_request: false, provider_status: null, created_at: '2026-11-20T10:00:00Z', updated_at: '2026-11-20T10:00:00Z', ...extra,
  };
}

/** A confirmed provider signed in, whose list runs the expiry job as it loads. */
export async function signedInProvider() {
  fakeBackend.addAccount({ uid: 'uid-pro', email: 'pro@dupont.fr', password: 'secret1', role: 'provider', emailVerified: true });
  await signIn('pro@dupont.fr', 'secret1');
  fakeBackend.respond('POST', '/api/jobs/expire-quotes', () => ({ status: 200, body: { expired: 0 } }));
}

/** The list's first page holds these quotes. */
export function listWith(items: QuoteSummary[]) {
  fakeBackend.respond('GET', '/api/quotes?limit=50', () => ({ status: 200, body: { items, nextCursor: null, total: items.length } }));
}

/** A quote's card in the list, by its number. */
export const quoteCard = (number: string) => screen.findByRole('article', { name: `Devis ${number}` });
