import type { Reader, WithId } from '../../store/port';
import { CLIENT_REQUESTS, QUOTE_REQUESTS, toQuoteRequest, type ClientRequestDoc, type QuoteRequestDoc } from '../request-loop/loop-records';
import { jsonArrayStream, type StreamedArchive } from './archive';
import { eachDoc } from './each-doc';

/** A client's request as exported: what it asked, and each provider's answer (names and amounts, no internal ids). */
function exportedClientRequest({ id, recipients, ...request }: WithId<ClientRequestDoc>): Record<string, unknown> {
  return {
    ...request,
    providers: recipients.map((r) => ({
      provider: r.provider_company_name,
      quote_number: r.quote_number,
      provider_status: r.provider_status,
      provider_message: r.provider_message,
      provider_response_date: r.provider_response_date,
      total_ttc: r.total_ttc,
      valid_until: r.valid_until,
      client_decision: r.client_decision,
    })),
  };
}

/**
 * The request loop's documents of the account (1 read per document, at least 1): a client's own requests
 * (`json/demandes.json`, "Mes Devis"), or the requests a provider received (`json/demandes-recues.json`).
 */
export async function writeRequests(reader: Reader, side: 'provider' | 'client', uid: string, archive: StreamedArchive): Promise<void> {
  if (side === 'client') {
    await archive.addStream('json/demandes.json', () => jsonArrayStream(eachDoc<ClientRequestDoc>(reader, CLIENT_REQUESTS, 'client_account_id', uid), exportedClientRequest));
  } else {
    await archive.addStream('json/demandes-recues.json', () => jsonArrayStream(eachDoc<QuoteRequestDoc>(reader, QUOTE_REQUESTS, 'provider_user_id', uid), toQuoteRequest));
  }
}
