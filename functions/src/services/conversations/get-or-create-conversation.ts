import type { Conversation, StartConversationInput } from '@devis/domain';
import type { Caller, Deps } from '../context';
import { prepareConversation } from './conversation-record';
import { enforceRateLimits } from '../rate-limit/rate-limit';
import { RATE_LIMITS } from '../rate-limit/rules';
import { clientAccountOf, listedProvider } from '../request-loop/parties';

/**
 * "Demander un devis" on a provider's page: the conversation between the client account and the provider,
 * made on first contact (one per pair, whatever the number of clicks or tabs), touched as the latest
 * contact otherwise. An unknown provider, or one without a company name, answers 404.
 */
export async function getOrCreateConversation(
  deps: Pick<Deps, 'store' | 'now'>,
  caller: Caller,
  input: StartConversationInput,
): Promise<{ conversation: Conversation; created: boolean }> {
  const at = deps.now().toISOString();
  await enforceRateLimits(deps, [[RATE_LIMITS.conversationPerAccount, caller.uid]]);
  return deps.store.runTransaction(async (tx) => {
    const provider = await listedProvider(tx, input.provider_user_id);
    const client = await clientAccountOf(tx, caller);
    const prepared = await prepareConversation(tx, { provider, client }, input.subject, at);
    await prepared.write();
    return { conversation: prepared.conversation, created: prepared.created };
  });
}
