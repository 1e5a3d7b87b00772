import { randomUUID } from 'node:crypto';
import {
  countOf,
  deadlineError,
  deName,
  formatDate,
  formatMoney,
  parisDay,
  requestMessages,
  withVatFranchise,
  type ClientRequestInput,
  type ClientRequestResult,
  type RequestLine,
} from '@devis/domain';
import type { Mail } from '../../mail/port';
import type { Transaction } from '../../store/port';
import type { Caller, Deps } from '../context';
import { DomainError, InvalidInputError } from '../errors';
import { nextQuoteNumber } from '../quote-number/next-quote-number';
import { newQuoteDoc } from '../quotes/new-quote-doc';
import { buildLines, totalsOf } from '../quotes/quote-content';
import { QUOTES } from '../quotes/quote-record';
import { SERVICES, type ServiceDoc } from '../catalogue/service-record';
import { prepareConversation } from '../conversations/conversation-record';
import { clientAccountOf, listedProvider, type ClientParty } from '../request-loop/parties';
import { requesterSnapshot } from '../request-loop/requester';
import {
  CLIENT_REQUESTS,
  QUOTE_REQUESTS,
  type ClientRequestDoc,
  type LoopQuoteDoc,
  requestSearchFields,
  type QuoteRequestDoc,
  type Recipient,
} from '../request-loop/loop-records';
import { loopMail, sendLoopMails } from '../request-loop/loop-mail';
import { enforceRateLimits } from '../rate-limit/rate-limit';
import { RATE_LIMITS } from '../rate-limit/rules';

type Draft = Omit<ClientRequestDoc, 'recipients' | 'created_at' | 'updated_at'>;

/**
 * The wizard's "Créer et envoyer le devis": one client request, and for each chosen provider its own
 * copy of the quote (owned by the provider, numbered in its series, provider_status pending), a quote
 * request (status quote_sent), the conversation with that provider, and the recipient entry on the client
 * request, all in one transaction per provider. A provider that fails (unknown, or a store error) gets
 * nothing, and the others are unaffected. The same request_key again sends nothing twice.
 */
export async function createClientRequest(deps: Deps, caller: Caller, input: ClientRequestInput): Promise<ClientRequestResult> {
  const now = deps.now();
  const at = now.toISOString();
  const pastDeadline = deadlineError(input.deadline, parisDay(now));
  if (pastDeadline) throw new InvalidInputError(pastDeadline, { deadline: pastDeadline });

  // A retry of a request already sent (same key) is not counted again.
  const id = `${caller.uid}-${input.request_key ?? randomUUID()}`;
  const retry = input.request_key !== null && (await deps.store.get(CLIENT_REQUESTS, id)) !== null;
  if (!retry) await enforceRateLimits(deps, [[RATE_LIMITS.clientRequestPerAccount, caller.uid]]);
  const client = await clientAccountOf(deps.store, caller);
  const lines: RequestLine[] = buildLines(input.lines.map((l) => ({ ...l, service_id: l.service_id ?? 'custom' }))).map((line, i) => ({
    ...line,
    service_id: input.lines[i]!.service_id ?? 'custom',
    provider_id: input.lines[i]!.provider_id ?? null,
  }));
  const draft: Draft = {
    client_account_id: caller.uid,
    client_name: client.name,
    client_company_name: client.company_name,
    title: input.title,
    description: input.description,
    deadline: input.deadline,
    budget_min: null,
    budget_max: null,
    lines,
    ...totalsOf(lines),
  };

  const providerIds = [...new Set(input.provider_ids)];
  const results: ClientRequestResult['results'] = [];
  const mails: Mail[] = [];
  for (const providerId of providerIds) {
    try {
      const sent = await deps.store.runTransaction((tx) => sendToProvider(tx, { id, draft, client, providerId, now, at }));
      results.push({ provider_user_id: providerId, company_name: sent.recipient.provider_company_name, success: true, error: null });
      if (sent.mail) mails.push(newRequestMail(deps.publicOrigin, sent.mail.to, sent.recipient, draft, client));
    } catch (error) {
      if (!(error instanceof DomainError)) {
        console.error(JSON.stringify({ severity: 'ERROR', message: 'client request to a provider failed', requestId: id, providerId, error: String(error) }));
      }
      results.push({
        provider_user_id: providerId,
        company_name: null,
        success: false,
        error: error instanceof DomainError ? error.message : requestMessages.createImpossible,
      });
    }
  }
  await sendLoopMails(deps.mailer, mails);
  const sent = results.filter((r) => r.success).length;
  return { id, results, sent, total: providerIds.length };
}

interface SendInput {
  id: string;
  draft: Draft;
  client: ClientParty;
  providerId: string;
  now: Date;
  at: string;
}

/** One provider's share, in its own transaction: reads first, then the number, then the writes. */
async function sendToProvider(tx: Transaction, s: SendInput): Promise<{ recipient: Recipient; mail: { to: string } | null }> {
  const existing = await tx.get<ClientRequestDoc>(CLIENT_REQUESTS, s.id);
  const already = existing?.recipients.find((r) => r.provider_user_id === s.providerId);
  if (already) return { recipient: already, mail: null };

  const provider = await listedProvider(tx, s.providerId);
  const ownServices = await ownServiceIds(tx, s.providerId, s.draft.lines);
  const conversation = await prepareConversation(
    tx,
    { provider: { uid: provider.uid, company_name: provider.company_name, logo_url: provider.logo_url }, client: s.client },
    s.draft.title,
    s.at,
  );
  const quote_number = await nextQuoteNumber(tx, s.providerId, s.now, 'client');

  // The provider's copy: its own catalogue lines keep their service id; other providers' stay anonymous.
  const lines = buildLines(
    withVatFranchise(
      s.draft.lines.map((l) => ({ ...l, service_id: ownServices.has(l.service_id) ? l.service_id : 'custom' })),
      provider.profile.vat_franchise ?? false,
    ),
  );
  const requestId = `${s.id}-${s.providerId}`;
  const requester = requesterSnapshot(s.client);
  const quote: LoopQuoteDoc = {
    ...newQuoteDoc({
      uid: s.providerId,
      quote_number,
      title: s.draft.title,
      quote_date: null,
      valid_until: null,
      notes: null,
      client_id: null,
      client: {
        company_name: s.client.company_name ?? s.client.name,
        contact_name: s.client.name,
        email: s.client.email || null,
        phone: s.client.phone,
        address: null,
        postal_code: null,
        city: null,
        country: 'France',
      },
      client_account_id: s.client.uid,
      lines,
      vat_franchise: provider.profile.vat_franchise ?? false,
      now: s.now,
    }),
    status: 'sent',
    client_created: true,
    from_client_request: true,
    provider_status: 'pending',
    quote_request_id: requestId,
    provider_response_date: null,
    client_version: null,
    proposal: null,
    client_decision: null,
  };
  const request: QuoteRequestDoc = {
    client_request_id: s.id,
    client_account_id: s.client.uid,
    provider_user_id: s.providerId,
    client: requester,
    title: s.draft.title,
    description: s.draft.description,
    status: 'quote_sent',
    budget_min: null,
    budget_max: null,
    deadline: s.draft.deadline,
    service_ids: [...new Set(lines.map((l) => l.service_id).filter((sid) => sid !== 'custom'))],
    quote_id: requestId,
    quote_number,
    total_ttc: quote.total_ttc,
    line_count: lines.length,
    provider_status: 'pending',
    provider_message: null,
    provider_response_date: null,
    conversation_id: conversation.id,
    client_id: null,
    proposal: null,
    ...requestSearchFields({ title: s.draft.title, client: requester, description: s.draft.description }),
    created_at: s.at,
    updated_at: s.at,
  };
  const recipient: Recipient = {
    provider_user_id: s.providerId,
    provider_company_name: provider.company_name,
    provider_logo_url: provider.logo_url,
    quote_id: requestId,
    quote_number,
    quote_request_id: requestId,
    provider_status: 'pending',
    provider_message: null,
    provider_response_date: null,
    quote_status: 'sent',
    total_ttc: quote.total_ttc,
    valid_until: null,
    client_decision: null,
  };

  await tx.create(QUOTES, quote, requestId);
  await tx.create(QUOTE_REQUESTS, request, requestId);
  await conversation.write();
  const parent: ClientRequestDoc = existing
    ? { ...withoutId(existing), recipients: [...existing.recipients, recipient], updated_at: s.at }
    : { ...s.draft, recipients: [recipient], created_at: s.at, updated_at: s.at };
  await tx.set(CLIENT_REQUESTS, s.id, parent);
  return { recipient, mail: provider.email ? { to: provider.email } : null };
}

/** The catalogue services among the lines that really are this provider's (read in the transaction). */
async function ownServiceIds(tx: Transaction, providerId: string, lines: RequestLine[]): Promise<Set<string>> {
  const candidates = [...new Set(lines.filter((l) => l.provider_id === providerId && l.service_id !== 'custom').map((l) => l.service_id))];
  const docs = await Promise.all(candidates.map((sid) => tx.get<ServiceDoc>(SERVICES, sid)));
  return new Set(candidates.filter((_sid, i) => docs[i]?.user_id === providerId));
}

function withoutId<T extends { id: string }>(doc: T): Omit<T, 'id'> {
  const { id: _id, ...rest } = doc;
  return rest;
}

function newRequestMail(origin: string, to: string, r: Recipient, draft: Draft, client: ClientParty): Mail {
  const who = client.company_name ? `${client.name} (${client.company_name})` : client.name;
  return loopMail({
    to,
    kind: 'request-new',
    subject: `Nouvelle demande de devis ${deName(who)}`,
    intro: `${who} vous a envoyé une demande de devis « ${draft.title} ».`,
    facts: [
      `Montant proposé : ${formatMoney(r.total_ttc ?? 0)} TTC (${countOf(draft.lines.length, 'ligne')})`,
      ...(draft.deadline ? [`Date souhaitée : ${formatDate(draft.deadline)}`] : []),
    ],
    quote: draft.description,
    link: `${origin}/app/quotes/${encodeURIComponent(r.quote_id ?? '')}/review`,
    linkLabel: 'Consulter la demande',
    replyTo: client.email || null,
  });
}
