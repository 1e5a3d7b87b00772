import type { BadgeTone } from '../quote-status';
import type { RequestLoopEvent } from './provider-status';
import { statusVocabulary, transitionsOf } from './status-vocabulary';

/**
 * The status of a quote request, as the provider it is addressed to sees it (spec 000 §4 / 001 §4).
 * A request built in the client's wizard arrives with the client's quote: quote_sent ("Devis reçu").
 * A request without a quote (asked in a conversation) arrives pending; the provider answers it with a
 * proposal. proposal_sent waits for the client: completed when accepted, rejected when refused.
 */
export const REQUEST_STATUSES = ['pending', 'quoted', 'quote_sent', 'proposal_sent', 'accepted', 'rejected', 'completed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Spec labels for pending, quoted, quote_sent, accepted, rejected; the other two are ours (not shown). */
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  pending: 'En attente',
  quoted: 'En attente',
  quote_sent: 'Devis reçu',
  proposal_sent: 'Proposition envoyée',
  accepted: 'Acceptée',
  rejected: 'Refusée',
  completed: 'Finalisée',
};

export const REQUEST_STATUS_TONES: Record<RequestStatus, BadgeTone> = {
  pending: 'yellow',
  quoted: 'yellow',
  quote_sent: 'blue',
  proposal_sent: 'purple',
  accepted: 'green',
  rejected: 'red',
  completed: 'green',
};

const vocabulary = statusVocabulary(REQUEST_STATUSES, REQUEST_STATUS_LABELS, REQUEST_STATUS_TONES, 'pending');
export const normalizeRequestStatus = vocabulary.normalize;
export const requestStatusLabel = vocabulary.label;
export const requestStatusTone = vocabulary.tone;

/** A request event: the loop's events plus a proposal written for a request without a quote. */
export type RequestEvent = RequestLoopEvent | 'provider_propose';

const REQUEST_TRANSITIONS: Record<RequestStatus, Partial<Record<RequestEvent, RequestStatus>>> = {
  pending: { provider_accept: 'accepted', provider_reject: 'rejected', provider_modify: 'proposal_sent', provider_propose: 'proposal_sent' },
  quoted: { provider_accept: 'accepted', provider_reject: 'rejected', provider_modify: 'proposal_sent', provider_propose: 'proposal_sent' },
  quote_sent: { provider_accept: 'accepted', provider_reject: 'rejected', provider_modify: 'proposal_sent' },
  proposal_sent: { client_accept: 'completed', client_reject: 'rejected' },
  accepted: {},
  rejected: {},
  completed: {},
};

/** The request status after the event, or null when it is not allowed. */
export const nextRequestStatus = transitionsOf(REQUEST_TRANSITIONS, normalizeRequestStatus);

/** Requests the list shows by default, and the "pending" filter (spec: pending, quoted, quote_sent, proposal_sent). */
export const OPEN_REQUEST_STATUSES: readonly RequestStatus[] = ['pending', 'quoted', 'quote_sent', 'proposal_sent'];
/** The list hides these unless its filter asks for them. */
export const CLOSED_REQUEST_STATUSES: readonly RequestStatus[] = ['accepted', 'rejected', 'completed'];

export const REQUEST_FILTERS = ['all', 'pending', 'accepted', 'rejected'] as const;
export type RequestFilter = (typeof REQUEST_FILTERS)[number];

export const REQUEST_FILTER_LABELS: Record<RequestFilter, string> = {
  all: 'Toutes',
  pending: 'En attente',
  accepted: 'Acceptées',
  rejected: 'Refusées',
};

/**
 * The statuses a filter shows. "all" is the open requests (the list hides accepted, rejected and
 * completed); the accepted filter also shows completed requests, where the client accepted a proposal.
 */
export function statusesForFilter(filter: RequestFilter): readonly RequestStatus[] {
  switch (filter) {
    case 'accepted':
      return ['accepted', 'completed'];
    case 'rejected':
      return ['rejected'];
    default:
      return OPEN_REQUEST_STATUSES;
  }
}

/**
 * What the provider may do on a request card (spec 000 §4): with a linked quote still pending, view,
 * accept or refuse; without one, propose or refuse; once answered, only view.
 */
export function requestActions(request: { status: string; quote_id: string | null; provider_status: string | null }) {
  const status = normalizeRequestStatus(request.status);
  const open = status === 'pending' || status === 'quoted' || status === 'quote_sent';
  const hasQuote = request.quote_id !== null;
  const awaitingProvider = open && (!hasQuote || (request.provider_status ?? 'pending') === 'pending');
  return {
    view: hasQuote,
    accept: awaitingProvider && hasQuote,
    refuse: awaitingProvider,
    propose: awaitingProvider && !hasQuote,
  };
}
