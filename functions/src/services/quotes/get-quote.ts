import type { Quote } from '@devis/domain';
import type { Store } from '../../store/port';
import { getOwnQuote, toQuote } from './quote-record';

export async function getQuote(deps: { store: Store; now: () => Date }, uid: string, id: string): Promise<Quote> {
  return toQuote(await getOwnQuote(deps.store, uid, id), deps.now());
}
