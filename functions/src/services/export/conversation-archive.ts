import type { Reader, WithId } from '../../store/port';
import { readPages, type PagedQuery } from '../../store/walk-pages';
import { CONVERSATIONS, type ConversationDoc, type ConversationSide } from '../conversations/conversation-record';
import { MESSAGES, type MessageDoc } from '../conversations/message-record';
import { jsonArrayStream, type StreamedArchive } from './archive';
import { csvInstant, csvStream, type CsvColumn } from './csv';
import { EXPORT_PAGE, eachDoc } from './each-doc';

/** Which field of a conversation (and of its messages) names the party on each side. */
const PARTY_FIELD: Record<ConversationSide, 'provider_user_id' | 'client_account_id'> = {
  provider: 'provider_user_id',
  client: 'client_account_id',
};

/** A conversation as exported: who it is with and when, without the other side's internal ids or counters. */
function exportedConversation(c: WithId<ConversationDoc>, side: ConversationSide): Record<string, unknown> {
  const common = { id: c.id, subject: c.subject, created_at: c.created_at, last_message_at: c.last_message_at };
  if (side === 'client') return { ...common, provider: c.provider_company_name };
  return {
    ...common,
    kind: c.kind ?? 'account',
    client_name: c.client_name,
    client_company_name: c.client_company_name,
    quote_number: c.quote_number ?? null,
    visitor_email: c.visitor_email ?? null,
  };
}

/** The other party's name, as the CSV names the conversation and that party's messages. */
function otherParty(c: ConversationDoc, side: ConversationSide): string {
  if (side === 'client') return c.provider_company_name;
  const name = c.client_company_name ? `${c.client_name} (${c.client_company_name})` : c.client_name;
  return c.quote_number ? `${name}, devis ${c.quote_number}` : name;
}

type MessageRow = WithId<MessageDoc> & { with: string; mine: boolean };

const messageColumns: CsvColumn<MessageRow>[] = [
  { header: 'Conversation avec', value: (m) => m.with },
  { header: 'Date', value: (m) => csvInstant(m.created_at) },
  { header: 'Expéditeur', value: (m) => (m.mine ? 'Vous' : m.with) },
  { header: 'Email', value: (m) => m.sender_email },
  { header: 'Message', value: (m) => m.content },
];

/** A conversation's messages, oldest first, page by page. */
async function* threadMessages(reader: Reader, conversationId: string): AsyncGenerator<WithId<MessageDoc>> {
  const query: PagedQuery = { where: [['conversation_id', '==', conversationId]], orderBy: [{ field: 'created_at', direction: 'asc' }], limit: EXPORT_PAGE };
  for await (const page of readPages<MessageDoc>(reader, MESSAGES, query)) yield* page;
}

/**
 * The conversations the account is a party of, and all their messages (both parties': the thread is what
 * both see on screen), nothing of any other conversation: `json/conversations.json`, then
 * `json/messages.json` and `csv/messages.csv`, thread by thread, oldest message first. Reads: the
 * conversations once, then each thread's messages twice (at least 1 read per thread, even empty). Memory:
 * a page, plus each conversation's id and the other party's name.
 */
export async function writeConversations(reader: Reader, side: ConversationSide, uid: string, archive: StreamedArchive): Promise<void> {
  const withWhom = new Map<string, string>();
  await archive.addStream('json/conversations.json', () =>
    jsonArrayStream(eachDoc<ConversationDoc>(reader, CONVERSATIONS, PARTY_FIELD[side], uid), (c) => {
      withWhom.set(c.id, otherParty(c, side));
      return exportedConversation(c, side);
    }),
  );
  async function* messages(): AsyncGenerator<MessageRow> {
    for (const [id, name] of withWhom) {
      for await (const m of threadMessages(reader, id)) yield { ...m, with: name, mine: m.sender_type === side };
    }
  }
  await archive.addStream('json/messages.json', () =>
    jsonArrayStream(messages(), (m) => ({ conversation_id: m.conversation_id, created_at: m.created_at, sender_type: m.sender_type, sender_email: m.sender_email ?? null, content: m.content })),
  );
  await archive.addStream('csv/messages.csv', () => csvStream(messageColumns, messages()));
}
