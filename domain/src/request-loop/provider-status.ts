import type { BadgeTone, QuoteStatus } from '../quote-status';
import { statusVocabulary, transitionsOf } from './status-vocabulary';

/**
 * The negotiation on one provider's copy of a client request (spec 000 §4 / 001 §4 "provider_status"):
 * the provider answers a pending quote (accept, refuse, or counter-propose = modified), then the client
 * accepts or refuses a modification. accepted and rejected are final.
 */
export const PROVIDER_STATUSES = ['pending', 'accepted', 'rejected', 'modified'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/** Client view labels of spec 001 §4. */
export const PROVIDER_STATUS_LABELS: Record<ProviderStatus, string> = {
  pending: 'En attente',
  accepted: 'Validé',
  rejected: 'Refusé',
  modified: 'Modifié',
};

export const PROVIDER_STATUS_TONES: Record<ProviderStatus, BadgeTone> = {
  pending: 'yellow',
  accepted: 'green',
  rejected: 'red',
  modified: 'purple',
};

/** Any unknown value is treated as pending (spec 001 §4). */
const vocabulary = statusVocabulary(PROVIDER_STATUSES, PROVIDER_STATUS_LABELS, PROVIDER_STATUS_TONES, 'pending');
export const normalizeProviderStatus = vocabulary.normalize;
export const providerStatusLabel = vocabulary.label;
export const providerStatusTone = vocabulary.tone;

/** What can happen to a request loop: the provider answers, then the client decides on a modification. */
export type RequestLoopEvent = 'provider_accept' | 'provider_reject' | 'provider_modify' | 'client_accept' | 'client_reject';

const PROVIDER_STATUS_TRANSITIONS: Record<ProviderStatus, Partial<Record<RequestLoopEvent, ProviderStatus>>> = {
  pending: { provider_accept: 'accepted', provider_reject: 'rejected', provider_modify: 'modified' },
  modified: { client_accept: 'accepted', client_reject: 'rejected' },
  accepted: {},
  rejected: {},
};

/** The provider_status after the event, or null when the event is not allowed from `from`. */
export const nextProviderStatus = transitionsOf(PROVIDER_STATUS_TRANSITIONS, normalizeProviderStatus);

/**
 * The quote's own status follows: a quote both parties agreed on is accepted (the final version), a
 * refused one is rejected, and it stays sent while an answer is awaited.
 */
export function quoteStatusForProviderStatus(status: ProviderStatus): QuoteStatus {
  if (status === 'accepted') return 'accepted';
  if (status === 'rejected') return 'rejected';
  return 'sent';
}

/** A quote is the final version when its status is accepted (spec 001 §4). */
export const isFinalVersion = (quoteStatus: string) => quoteStatus === 'accepted';

/** Default messages of spec 000 §7 / 001 §7 when the provider writes none. */
export const providerAnswerDefaults = {
  accept: "J'accepte cette proposition de devis.",
  reject: 'Je ne peux pas accepter cette proposition de devis.',
  modify: "J'ai modifié votre proposition de devis selon vos demandes.",
} as const;

/** 409 messages of the request loop (illegal transitions). */
export const requestLoopConflicts = {
  alreadyAnswered: 'Vous avez déjà répondu à ce devis',
  notAwaitingClient: "Ce devis n'attend pas votre réponse",
  proposalExpired: 'Cette proposition a expiré',
  requestClosed: 'Cette demande de devis est déjà traitée',
  notClientQuote: "Ce devis n'a pas été créé par un client",
  clientQuoteLocked: 'Un devis demandé par un client se modifie par « Modifier et contre-proposer »',
} as const;
