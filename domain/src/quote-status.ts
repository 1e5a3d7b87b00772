import { isPastValidUntilOn, parisDay } from './dates';

export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'rejected', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: 'Brouillon',
  sent: 'Envoyé',
  accepted: 'Accepté',
  rejected: 'Refusé',
  expired: 'Expiré',
};

/** Badge colours: grey for draft or unknown, blue sent, green accepted, red rejected. */
export type BadgeTone = 'grey' | 'blue' | 'green' | 'red' | 'yellow' | 'orange' | 'purple';
export const QUOTE_STATUS_TONES: Record<QuoteStatus, BadgeTone> = {
  draft: 'grey',
  sent: 'blue',
  accepted: 'green',
  rejected: 'red',
  expired: 'orange',
};

export function quoteStatusLabel(status: string): string {
  return QUOTE_STATUS_LABELS[status as QuoteStatus] ?? QUOTE_STATUS_LABELS.draft;
}

export function quoteStatusTone(status: string): BadgeTone {
  return QUOTE_STATUS_TONES[status as QuoteStatus] ?? 'grey';
}

/** The status a reader must see: a sent quote past its validity is expired even before the job runs. */
export function effectiveStatus(quote: { status: string; valid_until?: string | null }, now: Date = new Date()): QuoteStatus {
  return effectiveStatusOn(quote, parisDay(now));
}

/** The same on a Paris day already known (yyyy-MM-dd): a list computes today once for all its quotes. */
export function effectiveStatusOn(quote: { status: string; valid_until?: string | null }, today: string): QuoteStatus {
  const status = (QUOTE_STATUSES as readonly string[]).includes(quote.status) ? (quote.status as QuoteStatus) : 'draft';
  if (status === 'sent' && isPastValidUntilOn(quote.valid_until, today)) return 'expired';
  return status;
}

/**
 * The status changes a quote allows, from its effective status: sending (again), the client's decision through the
 * public link, expiry. The server checks every change against this table (sendQuote, decideQuote, expireQuotes);
 * an accepted, rejected or expired quote is final (a new quote starts from 'Dupliquer').
 */
export const QUOTE_TRANSITIONS: Record<QuoteStatus, readonly QuoteStatus[]> = {
  draft: ['sent'],
  sent: ['sent', 'accepted', 'rejected', 'expired'],
  accepted: [],
  rejected: [],
  expired: [],
};

/** False for any change the table does not list (and for a status it does not know). */
export function canTransition(from: QuoteStatus, to: QuoteStatus): boolean {
  return (QUOTE_TRANSITIONS[from] ?? []).includes(to);
}

/** What a provider's screens offer for a quote of a given status. */
export const quoteActions = {
  canDownloadPdf: (s: QuoteStatus) => s === 'sent' || s === 'accepted' || s === 'rejected',
  /** Content edits keep the status (a sent quote stays sent until it is sent again). */
  canEdit: (s: QuoteStatus) => s === 'draft' || s === 'sent',
  canDelete: (s: QuoteStatus) => s === 'draft',
  canSend: (s: QuoteStatus) => canTransition(s, 'sent'),
  editLabel: (s: QuoteStatus) => (s === 'sent' ? 'Modifier et renvoyer' : 'Modifier'),
};
