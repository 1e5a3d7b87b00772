import type { ClientQuoteItem, ClientQuoteResponse } from '@devis/domain';
import { bannersFor } from './summary-banners';

const answer = (provider_status: ClientQuoteResponse['provider_status'], extra: Partial<ClientQuoteResponse> = {}): ClientQuoteResponse => ({
  provider_user_id: 'p',
  provider_company_name: 'P',
  provider_logo_url: null,
  quote_id: 'q',
  quote_number: '',
  quote_request_id: 'r',
  provider_status,
  provider_message: null,
  provider_response_date: null,
  quote_status: 'sent',
  total_ttc: 1000,
  valid_until: null,
  client_decision: null,
  ...extra,
});
const card = (responses: ClientQuoteResponse[]): ClientQuoteItem => ({
  kind: 'request', id: 'r', title: 'T', description: null, deadline: null, created_at: '2026-11-20T10:00:00Z',
  total_ttc: 1000, line_count: 1, budget_min: null, budget_max: null, is_final: false, responses,
});
const refusedByYou = answer('rejected', { client_decision: { action: 'rejected', comment: null, at: '2026-11-21T10:00:00Z' } });
const text = (responses: ClientQuoteResponse[]) => bannersFor([card(responses)]).find((b) => b.key === 'rejected')?.text;

test('the refusal banner says who refused: a provider declining the request, or the client refusing a modification', () => {
  expect(text([answer('rejected'), answer('pending')])).toBe("1 prestataire a décliné votre demande : vous pouvez solliciter d'autres prestataires.");
  expect(text([refusedByYou])).toBe("Vous avez refusé 1 proposition de modification : vous pouvez solliciter d'autres prestataires.");
  expect(text([answer('rejected'), answer('rejected'), refusedByYou])).toBe(
    "2 prestataires ont décliné votre demande et vous avez refusé 1 proposition de modification : vous pouvez solliciter d'autres prestataires.",
  );
  expect(text([answer('accepted'), answer('pending')])).toBeUndefined();
});

test('providers declining several requests are told as such', () => {
  const banners = bannersFor([card([answer('rejected')]), card([answer('rejected'), answer('pending')]), card([answer('pending')])]);
  expect(banners.find((b) => b.key === 'rejected')?.text).toBe("2 prestataires ont décliné vos demandes : vous pouvez solliciter d'autres prestataires.");
});

test('all validated, modifications awaiting the client, all pending', () => {
  expect(bannersFor([card([answer('accepted'), answer('accepted')])]).map((b) => b.key)).toEqual(['all-accepted']);
  expect(bannersFor([card([answer('modified'), answer('pending')])]).map((b) => b.text)).toEqual(['1 proposition de modification attend votre réponse : ouvrez « Voir détails ».']);
  expect(bannersFor([card([answer('modified'), answer('modified')])]).map((b) => b.text)).toEqual(['2 propositions de modification attendent votre réponse : ouvrez « Voir détails ».']);
  expect(bannersFor([card([answer('pending')])]).map((b) => b.key)).toEqual(['all-pending']);
});
