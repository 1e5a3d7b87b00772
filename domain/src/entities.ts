/**
 * Documents as the API returns them. Money fields are integer cents, dates are ISO strings
 * (calendar days as 'yyyy-MM-dd'). Field names follow the specification.
 */
import type { Cents } from './money';
import type { QuoteStatus } from './quote-status';

export type Role = 'provider' | 'client';

export interface ProviderProfile {
  id: string; // = user_id
  user_id: string;
  email: string;
  company_name: string;
  company_address: string | null;
  company_city: string | null;
  company_postal_code: string | null;
  company_country: string; // default France
  legal_form: string | null; // e.g. "SARL au capital de 1 000 €"
  siret: string | null;
  tva_intracom: string | null;
  vat_franchise: boolean; // prints "TVA non applicable, art. 293 B du CGI"
  tva_rate_percent: number; // default 20
  iban: string | null;
  bic: string | null;
  logo_url: string | null;
  avatar_url: string | null;
  brand_primary_color: string;
  brand_secondary_color: string;
  brand_accent_color: string;
  quote_footer_text: string | null;
  quote_terms_conditions: string | null;
  quote_payment_terms: string; // default "Règlement à 30 jours"
  show_logo_on_quotes: boolean;
  public_page_enabled: boolean;
  public_access_mode: 'ACCESS_ON_EMAIL' | 'DOWNLOAD_ON_EMAIL';
  public_id: string | null;
  /** Automatic reminders before a sent quote expires (PUT /api/profile/reminders). */
  reminders_enabled: boolean;
  reminder_days_before: number;
  created_at: string;
  updated_at: string;
}

export interface ClientAccount {
  id: string; // = user_id of the client
  email: string;
  name: string;
  company_name: string | null;
  phone: string | null;
  avatar_url: string | null;
  created_at: string;
  updated_at: string;
}

/** A provider's customer. */
export interface Client {
  id: string;
  user_id: string;
  client_account_id: string | null;
  company_name: string;
  contact_name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  country: string;
  created_at: string;
  updated_at: string;
}

export interface Service {
  id: string;
  user_id: string;
  name: string;
  description: string | null;
  unit_price_ht: Cents;
  tva_rate_percent: number;
  unit: string;
  created_at: string;
  updated_at: string;
}

export interface QuoteLine {
  id: string;
  description: string;
  quantity: number;
  unit_price_ht: Cents;
  tva_rate_percent: number;
  total_ht: Cents;
  total_tva: Cents;
  total_ttc: Cents;
  service_id: string; // 'custom' when none
  line_order: number; // 1-based
  /** The unit of the quantity ('jour', 'm²'), from the catalogue service; absent on lines without one. */
  unit?: string | null;
}

/** The client as it was on the quote (copied so lists and PDFs need no join). */
export interface QuoteClientSnapshot {
  company_name: string;
  contact_name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  country: string;
}

export interface QuoteDecision {
  action: 'accepted' | 'rejected';
  at: string;
  name: string | null;
  email: string | null;
  reason: string | null;
  ip: string | null;
  user_agent: string | null;
  pdf_sha256: string | null;
  version: number;
}

/** The automatic reminder of the quote's current (or an earlier) version: at most one per version. */
export interface QuoteReminder {
  version: number;
  /** sending: claimed by a job run; sent: the mail went out at sent_at; failed: the mailer refused it. */
  state: 'sending' | 'sent' | 'failed';
  sent_at: string | null;
}

export interface Quote {
  id: string;
  user_id: string;
  quote_number: string;
  title: string | null;
  quote_date: string; // yyyy-MM-dd
  valid_until: string | null; // yyyy-MM-dd, Europe/Paris
  status: QuoteStatus;
  notes: string | null;
  client_id: string | null;
  client: QuoteClientSnapshot | null;
  lines: QuoteLine[];
  total_ht: Cents;
  total_tva: Cents;
  total_ttc: Cents;
  /**
   * The lines were written under the VAT franchise (every rate 0 %): screens print "TVA non applicable,
   * art. 293 B du CGI" as the PDF does. Set with the lines, from the provider's profile of that moment.
   */
  vat_franchise: boolean;
  /** Incremented at every send; a public link decides only for its own version. */
  version: number;
  sent_at: string | null;
  public_id: string | null;
  decision: QuoteDecision | null;
  client_created: boolean;
  /** On client-created quotes and proposals (request-loop/provider-status.ts); null otherwise. */
  provider_status: 'pending' | 'accepted' | 'rejected' | 'modified' | null;
  provider_message: string | null;
  from_client_request: boolean;
  /** Built by a visitor's basket on the provider's public page (/p/{publicId}). */
  from_public_page: boolean;
  /** The email that visitor gave (public page quotes only). */
  visitor_email: string | null;
  quote_request_id: string | null;
  client_account_id: string | null;
  /** Absent on quotes never reminded. */
  reminder?: QuoteReminder | null;
  /** The Paris day the current version's automatic reminder is due; null or absent when none is planned. */
  reminder_due_on?: string | null;
  /**
   * When the client last opened the current version's public link (Paris time on screen); null when not since
   * it was sent. A view is not an edit: `updated_at` does not move.
   */
  viewed_at?: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * A quote in lists: what a card shows and acts on (number, status, title, client's company, dates, totals).
 * No lines and no client details: an answer of 50 stays small, and the detail dialog reads the whole quote.
 */
export type QuoteSummary = Pick<
  Quote,
  | 'id'
  | 'quote_number'
  | 'title'
  | 'status'
  | 'quote_date'
  | 'valid_until'
  | 'total_ht'
  | 'total_ttc'
  | 'client_id'
  | 'sent_at'
  | 'from_public_page'
  | 'client_created'
  | 'from_client_request'
  | 'provider_status'
  | 'version'
  | 'reminder'
  | 'reminder_due_on'
  | 'viewed_at'
  | 'created_at'
  | 'updated_at'
> & { client: Pick<QuoteClientSnapshot, 'company_name'> | null };

/** A page of a list: `nextCursor` asks for the next one (null at the end); `total` counts the whole list. */
export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
  total: number;
}

/** GET /api/quotes */
export type QuoteList = ListPage<QuoteSummary>;
/** GET /api/clients */
export type ClientList = ListPage<Client>;
/** GET /api/services */
export type ServiceList = ListPage<Service>;

/** Dashboard counters (derived). */
export interface DashboardStats {
  totalQuotes: number;
  draftQuotes: number;
  sentQuotes: number;
  acceptedQuotes: number;
  totalClients: number;
}
