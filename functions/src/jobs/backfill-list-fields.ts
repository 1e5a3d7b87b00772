import type { DocData, Store } from '../store/port';
import { QUOTES, quoteSearchFields, type QuoteDoc } from '../services/quotes/quote-record';
import { CLIENTS, clientListFields, type ClientDoc } from '../services/clients/client-record';
import { SERVICES, serviceListFields, type ServiceDoc } from '../services/catalogue/service-record';
import { PROFILES } from '../services/profile/profile-record';
import { directoryFields } from '../services/directory/provider-listing';

/** Where the job keeps its progress: one document per version of the list fields. */
export const JOB_STATE = 'job_state';
export const BACKFILL_ID = 'list-fields-v1';
const PAGE = 200;

/** The fields each list sorts or searches by, as every write of a record stores them. */
const LIST_FIELDS: [collection: string, fields: (doc: DocData) => DocData][] = [
  [QUOTES, (doc) => quoteSearchFields(doc as unknown as QuoteDoc)],
  [CLIENTS, (doc) => clientListFields(doc as unknown as ClientDoc)],
  [SERVICES, (doc) => serviceListFields(doc as unknown as ServiceDoc)],
  // The client directory's order (its services count is counted at the next service change).
  [PROFILES, (doc) => directoryFields({ company_name: doc['company_name'] as string | null, company_city: doc['company_city'] as string | null, email_verified: doc['email_verified'] as boolean | undefined })],
];

interface BackfillState {
  /** Collections finished. */
  done: string[];
  /** In the collection being walked: the last id written. */
  after: string | null;
}

/**
 * Gives the records stored before the paginated lists their list fields (`search_tokens`, `name_key`):
 * without them a client would be missing from its list, a quote from a search. Walks each collection by id
 * in pages, each read and written in one transaction (an edit meanwhile is not overwritten), and records its
 * progress with the page: cut off, the next run goes on where it stopped. Once done, a run costs one read.
 * Runs before the daily expiry and at each local start (seed).
 */
export async function backfillListFields(deps: { store: Store }, options: { pageSize?: number } = {}): Promise<{ updated: number }> {
  const pageSize = options.pageSize ?? PAGE;
  let state: BackfillState = (await deps.store.get<BackfillState & DocData>(JOB_STATE, BACKFILL_ID)) ?? { done: [], after: null };
  let updated = 0;
  for (const [collection, fieldsOf] of LIST_FIELDS) {
    if (state.done.includes(collection)) continue;
    for (;;) {
      const current = state;
      const page = await deps.store.runTransaction(async (tx) => {
        const docs = await tx.query(collection, { limit: pageSize, ...(current.after ? { startAfter: [current.after] } : {}) });
        let written = 0;
        for (const doc of docs) {
          const fields = fieldsOf(doc);
          if (Object.entries(fields).some(([key, value]) => JSON.stringify(doc[key]) !== JSON.stringify(value))) {
            await tx.update(collection, doc.id, fields);
            written += 1;
          }
        }
        const finished = docs.length < pageSize;
        const next: BackfillState = finished ? { done: [...current.done, collection], after: null } : { done: current.done, after: docs.at(-1)!.id };
        await tx.set(JOB_STATE, BACKFILL_ID, { ...next });
        return { next, written, finished };
      });
      state = page.next;
      updated += page.written;
      if (page.finished) break;
    }
  }
  return { updated };
}
