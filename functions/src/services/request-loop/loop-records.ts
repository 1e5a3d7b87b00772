import type { ClientDecision, ProviderStatus, QuoteLine, QuoteRequest, QuoteStatus, RequestLine, RequesterSnapshot } from '@devis/domain';
import type { Reader, WithId } from '../../store/port';
import { NotFoundError } from '../errors';
import type { QuoteDoc } from '../quotes/quote-record';
import { searchTokens } from '../lists/search-tokens';

/**
 * The request loop's documents (functions/API.md "Request loop"). Names the lists show are copied in,
 * so each screen is a few queries: "Mes Devis" reads client_requests, "Demandes de devis" quote_requests.
 */
export const CLIENT_REQUESTS = 'client_requests';
export const QUOTE_REQUESTS = 'quote_requests';
export const CLIENT_ACCOUNTS = 'client_accounts';

/** One provider's copy of a client request, as the client's card shows it. */
export type Recipient = {
  provider_user_id: string;
  provider_company_name: string;
  provider_logo_url: string | null;
  quote_id: string | null;
  quote_number: string | null;
  quote_request_id: string;
  provider_status: ProviderStatus | null;
  provider_message: string | null;
  provider_response_date: string | null;
  quote_status: QuoteStatus | null;
  total_ttc: number | null;
  valid_until: string | null;
  client_decision: ClientDecision | null;
};

/** What a client sent in one go: one card of "Mes Devis". */
export type ClientRequestDoc = {
  client_account_id: string;
  client_name: string;
  client_company_name: string | null;
  title: string;
  description: string | null;
  deadline: string | null;
  budget_min: number | null;
  budget_max: number | null;
  lines: RequestLine[];
  total_ht: number;
  total_tva: number;
  total_ttc: number;
  recipients: Recipient[];
  created_at: string;
  updated_at: string;
};

/** A request as stored: the API shape without its id, plus its search tokens (title, client, description). */
export type QuoteRequestDoc = Omit<QuoteRequest, 'id'> & {
  proposal: { budget: number | null; deadline: string | null } | null;
  search_tokens: string[];
};

type Searched = Pick<QuoteRequest, 'title' | 'client' | 'description'>;

/** What the requests list searches: the title, the client's name and company, the description. */
export function requestSearchedFields(r: Searched): (string | null)[] {
  return [r.title, r.client.name, r.client.company_name, r.description];
}

export function requestSearchFields(r: Searched): { search_tokens: string[] } {
  return { search_tokens: searchTokens(requestSearchedFields(r)) };
}

/** The client's own version of a quote, kept when the provider counter-proposes. */
export interface ClientVersion {
  title: string | null;
  lines: QuoteLine[];
  total_ht: number;
  total_tva: number;
  total_ttc: number;
}

/** A quote of the loop: the provider's copy of a client quote, or a proposal for a request. */
export type LoopQuoteDoc = QuoteDoc & {
  provider_response_date?: string | null;
  client_version?: ClientVersion | null;
  proposal?: { budget: number | null; deadline: string | null; description: string | null } | null;
  client_decision?: ClientDecision | null;
  shared_with_client_account?: boolean;
};

export type ClientAccountDoc = {
  email: string;
  name: string;
  company_name: string | null;
  phone: string | null;
  avatar_url: string | null;
};

export const requestNotFound = () => new NotFoundError('Demande de devis introuvable');

/** A request addressed to the caller (provider), or 404 like a missing one. */
export async function getProviderRequest(reader: Reader, uid: string, id: string): Promise<WithId<QuoteRequestDoc>> {
  const doc = await reader.get<QuoteRequestDoc>(QUOTE_REQUESTS, id);
  if (!doc || doc.provider_user_id !== uid) throw requestNotFound();
  return doc;
}

export function requesterOf(id: string, account: ClientAccountDoc): RequesterSnapshot {
  return { account_id: id, name: account.name, company_name: account.company_name, email: account.email };
}

export function toQuoteRequest(doc: WithId<QuoteRequestDoc>): QuoteRequest {
  const { search_tokens: _s, proposal: _p, ...rest } = doc;
  return rest as QuoteRequest;
}
