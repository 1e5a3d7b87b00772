import { Readable } from 'node:stream';
import { quoteStatusLabel, type Client, type Quote, type QuoteLine, type Service } from '@devis/domain';
import type { Files } from '../../files/port';
import type { Reader, WithId } from '../../store/port';
import { eachDoc } from './each-doc';
import { writeConversations } from './conversation-archive';
import { writeRequests } from './request-archive';
import { CLIENTS, toClient, type ClientDoc } from '../clients/client-record';
import { SERVICES, toService, type ServiceDoc } from '../catalogue/service-record';
import { QUOTES, toQuote, type QuoteDoc } from '../quotes/quote-record';
import { QUOTE_VERSIONS, storedVersionPdf, versionPdfPath, type QuoteVersionDoc } from '../sending/quote-version';
import { sha256Hex } from '../../pdf/render-pdf';
import { QUOTE_EVENTS, type QuoteEventDoc } from '../public-quote/quote-events';
import { PROFILES, toProfile, type ProfileDoc } from '../profile/profile-record';
import { getPlanStatus } from '../billing/get-plan-status';
import { StreamedArchive, jsonArrayStream, jsonBuffer } from './archive';
import { csvAmount, csvDay, csvInstant, csvNumber, csvStream, type CsvColumn } from './csv';
import { README_PROVIDER } from './readme';

type ExportDeps = { store: Reader; files: Pick<Files, 'getPrivate' | 'putPrivate'>; now: () => Date };

/** The archive's name for a sent version's PDF. */
export const versionPdfName = (quoteNumber: string, version: number) => `pdf/devis-${quoteNumber.replace(/[^A-Za-z0-9-]/g, '_')}-v${version}.pdf`;

const quoteColumns: CsvColumn<Quote>[] = [
  { header: 'Numéro', value: (q) => q.quote_number },
  { header: 'Titre', value: (q) => q.title },
  { header: 'Statut', value: (q) => quoteStatusLabel(q.status) },
  { header: 'Date du devis', value: (q) => csvDay(q.quote_date) },
  { header: "Valable jusqu'au", value: (q) => csvDay(q.valid_until) },
  { header: 'Client', value: (q) => q.client?.company_name },
  { header: 'Contact', value: (q) => q.client?.contact_name },
  { header: 'Email du client', value: (q) => q.client?.email },
  { header: 'Total HT', value: (q) => csvAmount(q.total_ht) },
  { header: 'TVA', value: (q) => csvAmount(q.total_tva) },
  { header: 'Total TTC', value: (q) => csvAmount(q.total_ttc) },
  { header: 'Version envoyée', value: (q) => (q.version > 0 ? q.version : '') },
  { header: 'Envoyé le', value: (q) => csvInstant(q.sent_at) },
  { header: 'Décision', value: (q) => (q.decision ? quoteStatusLabel(q.decision.action) : '') },
  { header: 'Décidé le', value: (q) => csvInstant(q.decision?.at) },
  { header: 'Relance envoyée le', value: (q) => (q.reminder?.state === 'sent' ? csvInstant(q.reminder.sent_at) : '') },
  { header: 'Créé le', value: (q) => csvInstant(q.created_at) },
  { header: 'Modifié le', value: (q) => csvInstant(q.updated_at) },
];

const lineColumns: CsvColumn<{ quote: Quote; line: QuoteLine }>[] = [
  { header: 'Numéro du devis', value: ({ quote }) => quote.quote_number },
  { header: 'Ligne', value: ({ line }) => line.line_order },
  { header: 'Description', value: ({ line }) => line.description },
  { header: 'Quantité', value: ({ line }) => csvNumber(line.quantity) },
  { header: 'Unité', value: ({ line }) => line.unit ?? '' },
  { header: 'Prix unitaire HT', value: ({ line }) => csvAmount(line.unit_price_ht) },
  { header: 'TVA (%)', value: ({ line }) => csvNumber(line.tva_rate_percent) },
  { header: 'Total HT', value: ({ line }) => csvAmount(line.total_ht) },
  { header: 'TVA', value: ({ line }) => csvAmount(line.total_tva) },
  { header: 'Total TTC', value: ({ line }) => csvAmount(line.total_ttc) },
];

const decisionColumns: CsvColumn<Quote>[] = [
  { header: 'Numéro du devis', value: (q) => q.quote_number },
  { header: 'Décision', value: (q) => quoteStatusLabel(q.decision!.action) },
  { header: 'Date', value: (q) => csvInstant(q.decision!.at) },
  { header: 'Nom', value: (q) => q.decision!.name },
  { header: 'Email', value: (q) => q.decision!.email },
  { header: 'Motif du refus', value: (q) => q.decision!.reason },
  { header: 'Version décidée', value: (q) => q.decision!.version },
  { header: 'Empreinte SHA-256 du PDF', value: (q) => q.decision!.pdf_sha256 },
  { header: 'Adresse IP', value: (q) => q.decision!.ip },
  { header: 'Navigateur', value: (q) => q.decision!.user_agent },
];

const clientColumns: CsvColumn<Client>[] = [
  { header: 'Société', value: (c) => c.company_name },
  { header: 'Contact', value: (c) => c.contact_name },
  { header: 'Email', value: (c) => c.email },
  { header: 'Téléphone', value: (c) => c.phone },
  { header: 'Adresse', value: (c) => c.address },
  { header: 'Code postal', value: (c) => c.postal_code },
  { header: 'Ville', value: (c) => c.city },
  { header: 'Pays', value: (c) => c.country },
  { header: 'Créé le', value: (c) => csvInstant(c.created_at) },
];

const serviceColumns: CsvColumn<Service>[] = [
  { header: 'Prestation', value: (s) => s.name },
  { header: 'Description', value: (s) => s.description },
  { header: 'Prix unitaire HT', value: (s) => csvAmount(s.unit_price_ht) },
  { header: 'TVA (%)', value: (s) => csvNumber(s.tva_rate_percent) },
  { header: 'Unité', value: (s) => s.unit },
];

type EventRow = WithId<QuoteEventDoc> & { quote_number: string };
const eventColumns: CsvColumn<EventRow>[] = [
  { header: 'Numéro du devis', value: (e) => e.quote_number },
  { header: 'Événement', value: (e) => EVENT_LABELS[e.type] ?? e.type },
  { header: 'Date', value: (e) => csvInstant(e.at) },
  { header: 'Version', value: (e) => e.version },
  { header: 'Adresse IP', value: (e) => e.ip },
  { header: 'Navigateur', value: (e) => e.user_agent },
];
const EVENT_LABELS: Record<string, string> = { view: 'Consulté', accepted: 'Accepté', rejected: 'Refusé', reminder: 'Relance envoyée' };

/** A sent version as exported: what was sent, without the logo's bytes (the PDF carries it). */
function exportedVersion(v: WithId<QuoteVersionDoc>): Record<string, unknown> {
  const { id: _id, logo, public_id: _publicId, ...rest } = v;
  return { ...rest, logo: logo ? 'dans le PDF' : null, pdf: versionPdfName(v.quote.quote_number, v.version) };
}

/**
 * Writes everything a provider owns into the archive, in order: the read-me, profile and plan, clients,
 * services, quotes (JSON with lines, versions, decisions, reminders; CSV of quotes, of lines, of
 * decisions), sent versions, events, requests received, conversations and their messages (conversation-archive.ts), then every sent version's PDF (the bytes stored at send time).
 * Each collection is read in pages as the archive is read: quotes 4 times (JSON, then 3 CSV files),
 * versions, events, clients and services twice. Memory stays one page, whatever the account's size.
 */
export async function writeProviderArchive(deps: ExportDeps, uid: string, archive: StreamedArchive): Promise<void> {
  const now = deps.now();
  const { store } = deps;
  const quotes = () => mapAsync(eachDoc<QuoteDoc>(store, QUOTES, 'user_id', uid), (q) => toQuote(q, now));
  const profile = await store.get<ProfileDoc>(PROFILES, uid);
  archive.addBuffer('LISEZMOI.txt', Buffer.from(README_PROVIDER(now), 'utf8'));
  archive.addBuffer('json/profil.json', jsonBuffer(profile ? toProfile(profile, uid) : null));
  archive.addBuffer('json/abonnement.json', jsonBuffer(await getPlanStatus({ store, now: deps.now }, uid)));

  await archive.addStream('json/clients.json', () => jsonArrayStream(eachDoc<ClientDoc>(store, CLIENTS, 'user_id', uid), toClient));
  await archive.addStream('csv/clients.csv', () => csvStream(clientColumns, mapAsync(eachDoc<ClientDoc>(store, CLIENTS, 'user_id', uid), toClient)));
  await archive.addStream('json/prestations.json', () => jsonArrayStream(eachDoc<ServiceDoc>(store, SERVICES, 'user_id', uid), toService));
  await archive.addStream('csv/prestations.csv', () => csvStream(serviceColumns, mapAsync(eachDoc<ServiceDoc>(store, SERVICES, 'user_id', uid), toService)));

  // The quote numbers by id, for the events' rows (a few dozen bytes per quote).
  const numbers = new Map<string, string>();
  await archive.addStream('json/devis.json', () =>
    jsonArrayStream(quotes(), (q) => {
      numbers.set(q.id, q.quote_number);
      return q;
    }),
  );
  await archive.addStream('csv/devis.csv', () => csvStream(quoteColumns, quotes()));
  await archive.addStream('csv/lignes-de-devis.csv', () => csvStream(lineColumns, flatMapAsync(quotes(), (quote) => quote.lines.map((line) => ({ quote, line })))));
  await archive.addStream('csv/decisions.csv', () => csvStream(decisionColumns, filterAsync(quotes(), (q) => q.decision !== null)));

  await archive.addStream('json/versions-envoyees.json', () => jsonArrayStream(eachDoc<QuoteVersionDoc>(store, QUOTE_VERSIONS, 'user_id', uid), exportedVersion));
  const events = () => mapAsync(eachDoc<QuoteEventDoc>(store, QUOTE_EVENTS, 'user_id', uid), (e): EventRow => ({ ...e, quote_number: numbers.get(e.quote_id) ?? '' }));
  await archive.addStream('json/evenements.json', () => jsonArrayStream(events(), ({ id: _id, ...e }) => e));
  await archive.addStream('csv/evenements.csv', () => csvStream(eventColumns, events()));

  await writeRequests(store, 'provider', uid, archive);
  await writeConversations(store, 'provider', uid, archive);

  // Every sent version's PDF, one at a time (already compressed: stored as is).
  for await (const version of eachDoc<QuoteVersionDoc>(store, QUOTE_VERSIONS, 'user_id', uid)) {
    await archive.addStream(versionPdfName(version.quote.quote_number, version.version), versionPdfStream(deps, version), { compress: false });
  }
}

/**
 * A version's PDF as the archive reads it. The zip keeps every entry's stream maker until its end (for its
 * directory), so the maker holds the version's id and hash only, never the version itself.
 */
export function versionPdfStream(deps: ExportDeps, version: WithId<QuoteVersionDoc>): () => Readable {
  const { id, pdf_sha256: sha } = version;
  return () =>
    lazyBytes(async () => {
      const stored = sha ? await deps.files.getPrivate(versionPdfPath(sha)) : null;
      if (stored && sha256Hex(stored.bytes) === sha) return stored.bytes;
      // Sent before PDFs were stored: rendered once more from the version (storedVersionPdf keeps it).
      const again = await deps.store.get<QuoteVersionDoc>(QUOTE_VERSIONS, id);
      return again ? storedVersionPdf(deps.files, again) : Buffer.alloc(0);
    });
}

/** A stream of bytes fetched when the stream is first read. */
export function lazyBytes(fetch: () => Promise<Buffer>): Readable {
  return Readable.from(
    (async function* () {
      yield await fetch();
    })(),
  );
}

export async function* mapAsync<T, U>(items: AsyncIterable<T>, map: (item: T) => U): AsyncGenerator<U> {
  for await (const item of items) yield map(item);
}

async function* flatMapAsync<T, U>(items: AsyncIterable<T>, map: (item: T) => U[]): AsyncGenerator<U> {
  for await (const item of items) yield* map(item);
}

async function* filterAsync<T>(items: AsyncIterable<T>, keep: (item: T) => boolean): AsyncGenerator<T> {
  for await (const item of items) if (keep(item)) yield item;
}
