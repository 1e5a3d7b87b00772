import { conversationMessages, type LiveChannel } from '@devis/domain';
import type { Query, Reader } from '../../store/port';
import type { Caller } from '../context';
import { NotFoundError } from '../errors';
import { QUOTES } from '../quotes/quote-record';
import { QUOTE_EVENTS } from '../public-quote/quote-events';
import { CLIENT_REQUESTS, QUOTE_REQUESTS } from '../request-loop/loop-records';
import { CONVERSATIONS, type ConversationDoc } from '../conversations/conversation-record';

export const MESSAGES = 'messages';

/** One watched query: the newest document of a set the screen shows. */
export interface LiveTarget {
  collection: string;
  query: Query;
}

const newest = (collection: string, where: Query['where'], field = 'updated_at'): LiveTarget => ({
  collection,
  query: { where, orderBy: [{ field, direction: 'desc' }], limit: 1 },
});

const channelNotFound = () => new NotFoundError('Canal introuvable');

/**
 * What a channel watches for this caller, each a limit-1 query (1 read a held request). Every write the
 * screens must show touches one: a quote accepted, refused or counter-proposed moves its `updated_at`,
 * a view adds a `quote_events` document, a request or a provider's answer moves the request documents'
 * `updated_at`, a message is a new `messages` document. A channel the caller may not read is 404.
 * `conversation:{id}` reads the conversation (1 read) to check the caller is one of its two parties.
 */
export async function liveTargets(reader: Reader, caller: Caller, channel: LiveChannel): Promise<LiveTarget[]> {
  const uid = caller.uid;
  if (channel === 'quotes') {
    if (caller.role !== 'provider') throw channelNotFound();
    return [
      newest(QUOTES, [['user_id', '==', uid]]),
      newest(QUOTE_EVENTS, [['user_id', '==', uid]], 'at'),
      newest(QUOTE_REQUESTS, [['provider_user_id', '==', uid]]),
    ];
  }
  if (channel === 'client-quotes') {
    if (caller.role !== 'client') throw channelNotFound();
    return [
      newest(CLIENT_REQUESTS, [['client_account_id', '==', uid]]),
      newest(QUOTES, [['client_account_id', '==', uid], ['shared_with_client_account', '==', true]]),
    ];
  }
  if (channel === 'conversations') {
    return [newest(CONVERSATIONS, [[caller.role === 'provider' ? 'provider_user_id' : 'client_account_id', '==', uid]])];
  }
  const id = channel.slice('conversation:'.length);
  const conversation = await reader.get<ConversationDoc>(CONVERSATIONS, id);
  const party = caller.role === 'provider' ? conversation?.provider_user_id : conversation?.client_account_id;
  if (!conversation || party !== uid) throw new NotFoundError(conversationMessages.notFound);
  return [
    newest(MESSAGES, [['conversation_id', '==', id]], 'created_at'),
    newest(QUOTE_REQUESTS, [['conversation_id', '==', id]]),
  ];
}
