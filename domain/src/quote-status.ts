import { isPastValidUntil } from './dates';

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
export type BadgeTone = 'grey' | 'blue' | 'green' | 'red' | 'yellow' | 'orange';
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
  const status = (QUOTE_STATUSES as readonly string[]).includes(quote.status) ? (quote.status as QuoteStatus) : 'draft';
  if (status === 'sent' && isPastValidUntil(quote.valid_until, now)) return 'expired';
  return status;
}

export const quoteActions = {
  canDownloadPdf: (s: QuoteStatus) => s === 'sent' || s === 'accepted' || s === 'rejected',
  canEdit: (s: QuoteStatus) => s === 'draft' || s === 'sent',
  canDelete: (s: QuoteStatus) => s === 'draft',
  canSend: (s: QuoteStatus) => s === 'draft' || s === 'sent',
  /** Accept or reject through the public link. */
  canDecide: (s: QuoteStatus) => s === 'sent',
  editLabel: (s: QuoteStatus) => (s === 'sent' ? 'Modifier et renvoyer' : 'Modifier'),
};

/** Allowed status changes; anything else is refused by the server. */
export const QUOTE_TRANSITIONS: Record<QuoteStatus, readonly QuoteStatus[]> = {
  draft: ['sent'],
  sent: ['sent', 'accepted', 'rejected', 'expired'],
  accepted: [],
  rejected: [],
  expired: ['sent'],
};

export function canTransition(from: QuoteStatus, to: QuoteStatus): boolean {
  return QUOTE_TRANSITIONS[from].includes(to);
}
