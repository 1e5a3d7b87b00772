import { quoteStatusLabel, type ClientAccount } from '@devis/domain';
import type { Files } from '../../files/port';
import type { Reader, WithId } from '../../store/port';
import { readPages, type PagedQuery } from '../../store/walk-pages';
import { QUOTES, toQuote, type QuoteDoc } from '../quotes/quote-record';
import { QUOTE_VERSIONS, quoteVersionId, type QuoteVersionDoc } from '../sending/quote-version';
import { StreamedArchive, jsonArrayStream, jsonBuffer } from './archive';
import { csvAmount, csvDay, csvInstant, csvStream, type CsvColumn } from './csv';
import { EXPORT_PAGE } from './each-doc';
import { writeConversations } from './conversation-archive';
import { writeRequests } from './request-archive';
import { mapAsync, versionPdfName, versionPdfStream } from './provider-archive';
import { README_CLIENT } from './readme';

type ExportDeps = { store: Reader; files: Pick<Files, 'getPrivate' | 'putPrivate'>; now: () => Date };

interface ReceivedQuote {
  quote_number: string;
  provider: string;
  title: string | null;
  status: string;
  quote_date: string;
  valid_until: string | null;
  sent_at: string | null;
  version: number;
  lines: QuoteVersionDoc['quote']['lines'];
  total_ht: number;
  total_tva: number;
  total_ttc: number;
  decision: { action: string; at: string; name: string | null; email: string | null; reason: string | null } | null;
  pdf: string;
}

const receivedColumns: CsvColumn<ReceivedQuote>[] = [
  { header: 'Numéro', value: (q) => q.quote_number },
  { header: 'Prestataire', value: (q) => q.provider },
  { header: 'Titre', value: (q) => q.title },
  { header: 'Statut', value: (q) => quoteStatusLabel(q.status) },
  { header: 'Date du devis', value: (q) => csvDay(q.quote_date) },
  { header: "Valable jusqu'au", value: (q) => csvDay(q.valid_until) },
  { header: 'Reçu le', value: (q) => csvInstant(q.sent_at) },
  { header: 'Total HT', value: (q) => csvAmount(q.total_ht) },
  { header: 'TVA', value: (q) => csvAmount(q.total_tva) },
  { header: 'Total TTC', value: (q) => csvAmount(q.total_ttc) },
  { header: 'Votre décision', value: (q) => (q.decision ? quoteStatusLabel(q.decision.action) : '') },
  { header: 'Décidé le', value: (q) => csvInstant(q.decision?.at) },
];

/** The quotes providers sent to this client account (its portal's), each as the version it received. */
async function* receivedQuotes(store: Reader, uid: string, now: Date): AsyncGenerator<{ received: ReceivedQuote; version: WithId<QuoteVersionDoc> }> {
  const shared: PagedQuery = {
    where: [
      ['client_account_id', '==', uid],
      ['shared_with_client_account', '==', true],
    ],
    limit: EXPORT_PAGE,
  };
  for await (const page of readPages<QuoteDoc>(store, QUOTES, shared)) {
    for (const doc of page as WithId<QuoteDoc>[]) {
      if (doc.version < 1) continue;
      const version = await store.get<QuoteVersionDoc>(QUOTE_VERSIONS, quoteVersionId(doc.id, doc.version));
      if (!version) continue;
      const quote = toQuote(doc, now);
      const sent = version.quote;
      yield {
        version,
        received: {
          quote_number: sent.quote_number,
          provider: version.provider.company_name,
          title: sent.title,
          status: quote.status,
          quote_date: sent.quote_date,
          valid_until: sent.valid_until,
          sent_at: version.sent_at,
          version: version.version,
          lines: sent.lines,
          total_ht: sent.total_ht,
          total_tva: sent.total_tva,
          total_ttc: sent.total_ttc,
          decision: quote.decision ? { action: quote.decision.action, at: quote.decision.at, name: quote.decision.name, email: quote.decision.email, reason: quote.decision.reason } : null,
          pdf: versionPdfName(sent.quote_number, version.version),
        },
      };
    }
  }
}

/**
 * What a client account holds: the account itself, the quotes sent to its portal (as received, with
 * their PDFs), its requests, its conversations and their messages. Read in pages like the provider's archive. The
 * provider's own records (its client file, its other quotes) belong to the provider and are not in it.
 */
export async function writeClientArchive(deps: ExportDeps, uid: string, archive: StreamedArchive): Promise<void> {
  const now = deps.now();
  const account = await deps.store.get<ClientAccount & Record<string, unknown>>('client_accounts', uid);
  archive.addBuffer('LISEZMOI.txt', Buffer.from(README_CLIENT(now), 'utf8'));
  archive.addBuffer('json/compte.json', jsonBuffer(account));
  await archive.addStream('json/devis-recus.json', () => jsonArrayStream(mapAsync(receivedQuotes(deps.store, uid, now), (r) => r.received)));
  await archive.addStream('csv/devis-recus.csv', () => csvStream(receivedColumns, mapAsync(receivedQuotes(deps.store, uid, now), (r) => r.received)));
  await writeRequests(deps.store, 'client', uid, archive);
  await writeConversations(deps.store, 'client', uid, archive);
  for await (const { received, version } of receivedQuotes(deps.store, uid, now)) {
    await archive.addStream(received.pdf, versionPdfStream(deps, version), { compress: false });
  }
}
