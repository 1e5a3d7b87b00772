import { requestLoopConflicts } from '@devis/domain';
import type { Reader, WithId } from '../../store/port';
import { ConflictError } from '../errors';
import { getOwnQuote, quoteNotFound, QUOTES } from '../quotes/quote-record';
import type { LoopQuoteDoc } from './loop-records';

/** The caller's quote of the request loop; another provider's is a 404, a quote outside the loop a 409. */
export async function getOwnLoopQuote(reader: Reader, uid: string, id: string): Promise<WithId<LoopQuoteDoc>> {
  const quote = (await getOwnQuote(reader, uid, id)) as WithId<LoopQuoteDoc>;
  if (!quote.from_client_request && !quote.client_created) throw new ConflictError(requestLoopConflicts.notClientQuote);
  return quote;
}

/** The review page's rule: only the provider's own client-created quotes; anything else reads as missing. */
export async function getOwnClientCreatedQuote(reader: Reader, uid: string, id: string): Promise<WithId<LoopQuoteDoc>> {
  const quote = (await getOwnQuote(reader, uid, id)) as WithId<LoopQuoteDoc>;
  if (!quote.client_created) throw quoteNotFound();
  return quote;
}

/** A quote the client account may read: its own request's quotes, and quotes a provider sent to the account. */
export async function getClientVisibleQuote(reader: Reader, clientUid: string, id: string): Promise<WithId<LoopQuoteDoc>> {
  const quote = await reader.get<LoopQuoteDoc>(QUOTES, id);
  const visible = quote && quote.client_account_id === clientUid && (quote.from_client_request || quote.client_created || quote.shared_with_client_account === true);
  if (!quote || !visible || quote.status === 'draft') throw quoteNotFound();
  return quote;
}
