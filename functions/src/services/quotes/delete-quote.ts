import { effectiveStatus, quoteActions } from '@devis/domain';
import type { Store } from '../../store/port';
import { ConflictError } from '../errors';
import { QUOTES, getOwnQuote } from './quote-record';

export const QUOTE_NOT_DELETABLE_MESSAGE = 'Seul un devis en brouillon peut être supprimé';

/** Only drafts can be deleted (a sent quote is already in the client's hands). */
export async function deleteQuote(deps: { store: Store; now: () => Date }, uid: string, id: string): Promise<void> {
  const now = deps.now();
  await deps.store.runTransaction(async (tx) => {
    const quote = await getOwnQuote(tx, uid, id);
    if (!quoteActions.canDelete(effectiveStatus(quote, now))) throw new ConflictError(QUOTE_NOT_DELETABLE_MESSAGE);
    await tx.delete(QUOTES, id);
  });
}
