/**
 * What the request loop's API answers (functions/API.md "Request loop"). Money in cents, days
 * 'yyyy-MM-dd', instants ISO. Each screen's shape is what its few store queries return, names copied in.
 */
import type { Cents } from '../money';
import type { Quote, QuoteLine, Service } from '../entities';
import type { QuoteStatus } from '../quote-status';
import type { ProviderStatus } from './provider-status';
import type { RequestStatus } from './request-status';

/** A line of the client's own quote: which provider's catalogue it came from, if any. */
export interface RequestLine extends QuoteLine {
  provider_id: string | null;
}

/** The client as a provider sees it on a request (copied from the client account). */
export interface RequesterSnapshot {
  account_id: string;
  name: string;
  company_name: string | null;
  email: string;
}

/** What the client decided on a modification. */
export interface ClientDecision {
  action: 'accepted' | 'rejected';
  comment: string | null;
  at: string;
}

/** One provider's answer on a card of "Mes Devis" (spec 001 "client quote response row"). */
export interface ClientQuoteResponse {
  provider_user_id: string;
  provider_company_name: string;
  provider_logo_url: string | null;
  quote_id: string;
  quote_number: string;
  quote_request_id: string | null;
  /** null on a quote the provider sent to the account (not an answer to a request). */
  provider_status: ProviderStatus | null;
  provider_message: string | null;
  provider_response_date: string | null;
  /** Effective: a proposal past its validity reads 'expired'. */
  quote_status: QuoteStatus;
  total_ttc: Cents;
  valid_until: string | null;
  client_decision: ClientDecision | null;
}

/** A card of "Mes Devis": a request the client sent (one response per provider), or a quote sent to the account. */
export interface ClientQuoteItem {
  kind: 'request' | 'provider_quote';
  id: string;
  title: string | null;
  description: string | null;
  deadline: string | null;
  created_at: string;
  total_ttc: Cents;
  line_count: number;
  /** A request without lines (asked in a conversation) shows its budget instead of a total. */
  budget_min: Cents | null;
  budget_max: Cents | null;
  /** 'Version finale' shows when one of the responses is accepted. */
  is_final: boolean;
  responses: ClientQuoteResponse[];
}

export interface ClientQuoteList {
  items: ClientQuoteItem[];
  nextCursor: string | null;
}

/** The modification dialog: the provider's version, and the client's own to compare. */
export interface ClientQuoteDetail {
  id: string;
  quote_number: string;
  title: string | null;
  quote_date: string;
  valid_until: string | null;
  status: QuoteStatus;
  provider_status: ProviderStatus | null;
  provider_message: string | null;
  provider_response_date: string | null;
  provider: { user_id: string; company_name: string; logo_url: string | null };
  lines: QuoteLine[];
  total_ht: Cents;
  total_tva: Cents;
  total_ttc: Cents;
  /** The provider wrote it under the VAT franchise: no VAT row, "TVA non applicable, art. 293 B du CGI" instead. */
  vat_franchise: boolean;
  /** What the client sent, when the provider changed it (null for a proposal written from scratch). */
  original: { title: string | null; lines: QuoteLine[]; total_ht: Cents; total_tva: Cents; total_ttc: Cents } | null;
  proposal: { budget: Cents | null; deadline: string | null; description: string | null } | null;
  client_decision: ClientDecision | null;
  /** The client may accept or refuse: modified, still sent and not past valid_until. */
  can_decide: boolean;
}

/** The wizard's answer: which providers got the request (all-or-nothing per provider). */
export interface ClientRequestResult {
  id: string;
  results: { provider_user_id: string; company_name: string | null; success: boolean; error: string | null }[];
  sent: number;
  total: number;
}

/** A provider in the client directory (spec 001 §3 "provider (directory)"). */
export interface DirectoryProvider {
  user_id: string;
  company_name: string;
  company_address: string | null;
  company_city: string | null;
  company_postal_code: string | null;
  company_country: string;
  logo_url: string | null;
  avatar_url: string | null;
  brand_primary_color: string;
  services_count: number;
}

export interface DirectoryPage {
  items: DirectoryProvider[];
  nextCursor: string | null;
}

/** A service as clients see it in a catalogue. */
export type PublicService = Pick<Service, 'id' | 'name' | 'description' | 'unit_price_ht' | 'tva_rate_percent' | 'unit'>;

/** The provider detail page for clients. */
export interface ProviderDetail extends DirectoryProvider {
  siret: string | null;
  tva_intracom: string | null;
  legal_form: string | null;
  vat_franchise: boolean;
  quote_payment_terms: string | null;
  quote_terms_conditions: string | null;
  services: PublicService[];
}

/** A provider the client contacted lately (their conversations, newest first). */
export interface RecentProvider {
  user_id: string;
  company_name: string;
  logo_url: string | null;
  conversation_id: string;
  last_contact_at: string;
}

export interface ClientDashboard {
  name: string;
  stats: { total: number; pending: number; accepted: number; modified: number };
  recentQuotes: ClientQuoteItem[];
  recentProviders: RecentProvider[];
}

/** provider × client account, created by "get or create"; the messages feature builds on it. */
export interface Conversation {
  id: string;
  provider_user_id: string;
  client_account_id: string;
  provider_company_name: string;
  provider_logo_url: string | null;
  client_name: string;
  client_company_name: string | null;
  subject: string | null;
  last_message_content: string | null;
  last_message_at: string | null;
  unread_count_provider: number;
  unread_count_client: number;
  created_at: string;
  updated_at: string;
}

/** A quote request as the provider it is addressed to sees it (spec 001 §3 "quote request"). */
export interface QuoteRequest {
  id: string;
  client_request_id: string;
  client_account_id: string;
  provider_user_id: string;
  client: RequesterSnapshot;
  title: string;
  description: string | null;
  status: RequestStatus;
  budget_min: Cents | null;
  budget_max: Cents | null;
  deadline: string | null;
  service_ids: string[];
  quote_id: string | null;
  quote_number: string | null;
  total_ttc: Cents | null;
  line_count: number;
  provider_status: ProviderStatus | null;
  provider_message: string | null;
  provider_response_date: string | null;
  conversation_id: string;
  /** The provider's client row for this client account, once there is one. */
  client_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface QuoteRequestCounts {
  total: number;
  pending: number;
  accepted: number;
  rejected: number;
}

export interface QuoteRequestList {
  items: QuoteRequest[];
  nextCursor: string | null;
  counts: QuoteRequestCounts;
}

/** GET /api/quotes/:id/review: a client-created quote with its request and requester. */
export interface QuoteReview {
  quote: Quote;
  request: QuoteRequest | null;
  requester: RequesterSnapshot;
  /** The provider may still accept, refuse or counter-propose. */
  can_answer: boolean;
  /** The client's answer to a counter-proposal, once given. */
  client_decision: ClientDecision | null;
}
