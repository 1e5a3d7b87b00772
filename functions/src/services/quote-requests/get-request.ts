import type { Client, QuoteRequest } from '@devis/domain';
import type { Caller, Deps } from '../context';
import { toClient } from '../clients/client-record';
import { getProviderRequest, toQuoteRequest } from '../request-loop/loop-records';
import { prepareRequesterClient } from '../request-loop/requester';

/** One request addressed to the caller; another provider's is a 404 like a missing one. 1 read. */
export async function getRequest(deps: Pick<Deps, 'store'>, caller: Caller, requestId: string): Promise<QuoteRequest> {
  return toQuoteRequest(await getProviderRequest(deps.store, caller.uid, requestId));
}

/**
 * The provider's client row for the requester, made when missing (spec: the proposal screen "inserts one
 * when the requester has no client row"); the proposal screen preselects it. Idempotent.
 */
export async function ensureRequesterClient(deps: Pick<Deps, 'store' | 'now'>, caller: Caller, requestId: string): Promise<Client> {
  const at = deps.now().toISOString();
  return deps.store.runTransaction(async (tx) => {
    const request = await getProviderRequest(tx, caller.uid, requestId);
    const row = await prepareRequesterClient(tx, caller.uid, request.client, at);
    await row.write();
    return toClient({ ...row.doc, id: row.id });
  });
}
