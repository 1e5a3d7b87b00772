import {
  effectiveStatus,
  isFinalVersion,
  normalizeProviderStatus,
  type ClientQuoteItem,
  type ClientQuoteList,
  type ClientQuoteResponse,
} from '@devis/domain';
import type { Query, Reader, WithId } from '../../store/port';
import type { Caller } from '../context';
import { listInputSchema, type ListInput } from '../lists/list-input';
import { readListPage } from '../lists/list-page';
import { QUOTES } from '../quotes/quote-record';
import { PROFILES, type ProfileDoc } from '../profile/profile-record';
import { CLIENT_REQUESTS, type ClientRequestDoc, type LoopQuoteDoc, type Recipient } from '../request-loop/loop-records';
import { readShownVersion, sentSummary, shownVersion, type SentSummary, type SharedQuoteDoc } from './sent-version';

export const listClientQuotesSchema = listInputSchema.pick(['limit', 'cursor']);
export type ListClientQuotesInput = Pick<ListInput, 'limit' | 'cursor'>;

const NEWEST_FIRST: Query['orderBy'] = [{ field: 'created_at', direction: 'desc' }];

type Listed = (ClientRequestDoc | LoopQuoteDoc) & { recipients?: Recipient[] };

/**
 * "Mes Devis": the client's requests (one document per card, every provider's answer copied in) and the
 * quotes providers sent to the account, merged newest first with one keyset cursor. A page reads at most
 * 2 × (limit + 1) documents, plus one provider profile per distinct provider of a sent quote on the page.
 * A sent quote's card shows what was sent (`sent_summary`, stored by the send), never the provider's edits
 * since; a quote sent before that field existed and edited since reads its version (1 read each, until the
 * next send).
 */
export async function listClientQuotes(deps: { store: Reader; now: () => Date }, caller: Caller, input: ListClientQuotesInput): Promise<ClientQuoteList> {
  const now = deps.now();
  const page = await readListPage<Listed>(deps.store, {
    collection: CLIENT_REQUESTS,
    sources: [
      { where: [['client_account_id', '==', caller.uid]], orderBy: NEWEST_FIRST },
      {
        collection: QUOTES,
        where: [
          ['client_account_id', '==', caller.uid],
          ['shared_with_client_account', '==', true],
        ],
        orderBy: NEWEST_FIRST,
      },
    ],
    limit: input.limit,
    cursor: input.cursor,
    listed: 'client quotes',
  });
  const sentQuotes = page.items.filter((d): d is WithId<LoopQuoteDoc> => !Array.isArray(d.recipients));
  const [providers, summaries] = await Promise.all([providerNames(deps.store, sentQuotes), sentSummaries(deps.store, sentQuotes)]);
  return {
    items: page.items.map((d) =>
      Array.isArray(d.recipients) ? requestItem(d as WithId<ClientRequestDoc>, now) : sentQuoteItem(d as WithId<LoopQuoteDoc>, providers, summaries.get(d.id) ?? null, now),
    ),
    nextCursor: page.nextCursor,
  };
}

function requestItem(doc: WithId<ClientRequestDoc>, now: Date): ClientQuoteItem {
  const responses = doc.recipients.map((r): ClientQuoteResponse => {
    const status = r.quote_status ? effectiveStatus({ status: r.quote_status, valid_until: r.valid_until }, now) : 'sent';
    return {
      provider_user_id: r.provider_user_id,
      provider_company_name: r.provider_company_name,
      provider_logo_url: r.provider_logo_url,
      quote_id: r.quote_id ?? '',
      quote_number: r.quote_number ?? '',
      quote_request_id: r.quote_request_id,
      provider_status: normalizeProviderStatus(r.provider_status),
      provider_message: r.provider_message,
      provider_response_date: r.provider_response_date,
      quote_status: status,
      total_ttc: r.total_ttc ?? 0,
      valid_until: r.valid_until,
      client_decision: r.client_decision,
    };
  });
  return {
    kind: 'request',
    id: doc.id,
    title: doc.title,
    description: doc.description,
    deadline: doc.deadline,
    created_at: doc.created_at,
    total_ttc: doc.total_ttc,
    line_count: doc.lines.length,
    budget_min: doc.budget_min ?? null,
    budget_max: doc.budget_max ?? null,
    is_final: responses.some((r) => isFinalVersion(r.quote_status)),
    responses,
  };
}

function sentQuoteItem(
  q: WithId<LoopQuoteDoc>,
  providers: Map<string, { company_name: string; logo_url: string | null }>,
  sent: SentSummary | null,
  now: Date,
): ClientQuoteItem {
  const status = effectiveStatus(q, now);
  const provider = providers.get(q.user_id) ?? { company_name: '', logo_url: null };
  const shown = sent ?? sentSummary({ title: q.title, total_ttc: q.total_ttc, lines: q.lines });
  return {
    kind: 'provider_quote',
    id: q.id,
    title: shown.title ?? `Devis ${q.quote_number}`,
    description: null,
    deadline: null,
    created_at: q.created_at,
    total_ttc: shown.total_ttc,
    line_count: shown.line_count,
    budget_min: null,
    budget_max: null,
    is_final: isFinalVersion(status),
    responses: [
      {
        provider_user_id: q.user_id,
        provider_company_name: provider.company_name,
        provider_logo_url: provider.logo_url,
        quote_id: q.id,
        quote_number: q.quote_number,
        quote_request_id: null,
        provider_status: null,
        provider_message: null,
        provider_response_date: q.sent_at,
        quote_status: status,
        total_ttc: shown.total_ttc,
        valid_until: q.valid_until,
        client_decision: null,
      },
    ],
  };
}

/**
 * What each sent quote of the page shows as sent: the summary its send stored, no read. A quote sent before
 * the summary existed shows itself when unchanged since (`updated_at` is its `sent_at`), else its version
 * (1 read each).
 */
async function sentSummaries(store: Reader, quotes: WithId<LoopQuoteDoc>[]): Promise<Map<string, SentSummary>> {
  const summaries = new Map<string, SentSummary>();
  const older: WithId<LoopQuoteDoc>[] = [];
  for (const q of quotes as WithId<SharedQuoteDoc>[]) {
    if (shownVersion(q) === null) continue;
    if (q.sent_summary) summaries.set(q.id, q.sent_summary);
    else if (q.updated_at !== q.sent_at) older.push(q);
  }
  const versions = await Promise.all(older.map((q) => readShownVersion(store, q)));
  versions.forEach((v, i) => {
    if (v) summaries.set(older[i]!.id, sentSummary(v.quote));
  });
  return summaries;
}

/** The company name of each provider of the page's sent quotes: one read per distinct provider. */
async function providerNames(store: Reader, quotes: WithId<LoopQuoteDoc>[]) {
  const ids = [...new Set(quotes.map((q) => q.user_id))];
  const profiles = await Promise.all(ids.map((id) => store.get<ProfileDoc>(PROFILES, id)));
  return new Map(ids.map((id, i) => [id, { company_name: profiles[i]?.company_name ?? '', logo_url: profiles[i]?.logo_url ?? profiles[i]?.avatar_url ?? null }]));
}
