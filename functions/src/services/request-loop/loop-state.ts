import {
  nextProviderStatus,
  nextRequestStatus,
  quoteStatusForProviderStatus,
  requestLoopConflicts,
  type ProviderStatus,
  type RequestEvent,
  type RequestLoopEvent,
  type RequestStatus,
} from '@devis/domain';
import type { Transaction, WithId } from '../../store/port';
import { ConflictError } from '../errors';
import { QUOTES, quoteSearchFields } from '../quotes/quote-record';
import { CLIENT_REQUESTS, QUOTE_REQUESTS, type ClientRequestDoc, type LoopQuoteDoc, type QuoteRequestDoc, type Recipient } from './loop-records';

/** A request loop as one transaction sees it: the quote (if any), its request, the client's request. */
export interface LoopState {
  quote: WithId<LoopQuoteDoc> | null;
  request: WithId<QuoteRequestDoc> | null;
  parent: WithId<ClientRequestDoc> | null;
}

/** Reads the request and the client request of a quote of the loop (2 reads). */
export async function readLoopOfQuote(tx: Transaction, quote: WithId<LoopQuoteDoc>): Promise<LoopState> {
  const request = quote.quote_request_id ? await tx.get<QuoteRequestDoc>(QUOTE_REQUESTS, quote.quote_request_id) : null;
  const parent = request ? await tx.get<ClientRequestDoc>(CLIENT_REQUESTS, request.client_request_id) : null;
  return { quote, request, parent };
}

/** Reads the client request (and the quote, when there is one) of a request (1–2 reads). */
export async function readLoopOfRequest(tx: Transaction, request: WithId<QuoteRequestDoc>): Promise<LoopState> {
  const quote = request.quote_id ? await tx.get<LoopQuoteDoc>(QUOTES, request.quote_id) : null;
  const parent = await tx.get<ClientRequestDoc>(CLIENT_REQUESTS, request.client_request_id);
  return { quote, request, parent };
}

export interface Transition {
  providerStatus: ProviderStatus;
  requestStatus: RequestStatus | null;
}

/**
 * The statuses after the event, from the domain's two machines; an illegal step is a 409 in French.
 * The provider's steps on an answered quote read 'Vous avez déjà répondu à ce devis'; the client's on a
 * quote that is not a modification, "Ce devis n'attend pas votre réponse".
 */
export function transition(state: LoopState, event: RequestLoopEvent): Transition {
  const providerStatus = nextProviderStatus(state.quote?.provider_status, event);
  if (!providerStatus) {
    throw new ConflictError(event.startsWith('client') ? requestLoopConflicts.notAwaitingClient : requestLoopConflicts.alreadyAnswered);
  }
  const requestStatus = state.request ? requestStep(state.request.status, event) : null;
  return { providerStatus, requestStatus };
}

export function requestStep(from: RequestStatus, event: RequestEvent): RequestStatus {
  const next = nextRequestStatus(from, event);
  if (!next) throw new ConflictError(requestLoopConflicts.requestClosed);
  return next;
}

export interface LoopChange {
  quote?: Partial<LoopQuoteDoc>;
  request?: Partial<QuoteRequestDoc>;
  recipient?: Partial<Recipient>;
}

/**
 * Writes one step to every document of the loop (after all of the transaction's reads): the quote with its
 * status following provider_status, the request, and the provider's entry on the client's request.
 */
export async function writeLoop(tx: Transaction, state: LoopState, step: Transition, change: LoopChange, at: string): Promise<void> {
  const quoteStatus = quoteStatusForProviderStatus(step.providerStatus);
  if (state.quote) {
    const patch: Partial<LoopQuoteDoc> = { provider_status: step.providerStatus, status: quoteStatus, ...change.quote, updated_at: at };
    if (patch.title !== undefined || patch.client !== undefined) Object.assign(patch, quoteSearchFields({ ...state.quote, ...patch }));
    await tx.update(QUOTES, state.quote.id, patch);
  }
  const next = state.quote ? { ...state.quote, ...change.quote } : null;
  if (state.request) {
    await tx.update(QUOTE_REQUESTS, state.request.id, {
      ...(step.requestStatus ? { status: step.requestStatus } : {}),
      provider_status: step.providerStatus,
      ...(next ? { quote_id: state.quote!.id, quote_number: next.quote_number, total_ttc: next.total_ttc, line_count: next.lines.length } : {}),
      ...change.request,
      updated_at: at,
    });
  }
  if (state.parent && state.request) {
    const requestId = state.request.id;
    const recipients = state.parent.recipients.map((r) =>
      r.quote_request_id !== requestId
        ? r
        : {
            ...r,
            provider_status: step.providerStatus,
            quote_status: quoteStatus,
            ...(next
              ? { quote_id: state.quote!.id, quote_number: next.quote_number, total_ttc: next.total_ttc, valid_until: next.valid_until }
              : {}),
            ...change.recipient,
          },
    );
    await tx.update(CLIENT_REQUESTS, state.parent.id, { recipients, updated_at: at });
  }
}
