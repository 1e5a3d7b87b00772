import * as yup from 'yup';
import { text, type MessagePage } from '@devis/domain';
import type { Query, Reader } from '../../store/port';
import { positionOf } from '../../store/query-order';
import { InvalidInputError } from '../errors';
import { INVALID_CURSOR } from '../lists/list-input';
import type { Caller } from '../context';
import { partyConversation, type ConversationSide } from './conversation-record';
import { MESSAGES, toMessage, type MessageDoc } from './message-record';

/** Messages per page: the thread opens on the latest 50. */
export const MESSAGE_PAGE_SIZE = 50;

export const messagePageSchema = yup.object({
  before: text(INVALID_CURSOR).max(200, INVALID_CURSOR).default(''),
});
export type MessagePageInput = yup.InferType<typeof messagePageSchema>;

/**
 * The latest messages before `before` (the olderCursor of the page the caller holds), oldest first.
 * Keyset pages: 1 read for the conversation, then at most 51 (one more than the page, to know if older
 * ones remain); inserting a message never shifts an older page.
 */
export async function listMessages(deps: { store: Reader }, caller: Caller, side: ConversationSide, conversationId: string, input: MessagePageInput): Promise<MessagePage> {
  const conversation = await partyConversation(deps.store, side, caller.uid, conversationId);
  return readMessagePage(deps.store, conversation.id, input.before);
}

/** One page of a conversation the caller may read (checked before). */
export async function readMessagePage(reader: Reader, conversationId: string, before = ''): Promise<MessagePage> {
  const query: Query = {
    where: [['conversation_id', '==', conversationId]],
    orderBy: [{ field: 'created_at', direction: 'desc' }],
    limit: MESSAGE_PAGE_SIZE + 1,
  };
  const after = decodeBefore(before);
  const newestFirst = await reader.query<MessageDoc>(MESSAGES, after ? { ...query, startAfter: after } : query);
  const page = newestFirst.slice(0, MESSAGE_PAGE_SIZE);
  const oldest = page.at(-1);
  const olderCursor = newestFirst.length > MESSAGE_PAGE_SIZE && oldest ? encodeBefore(positionOf(query, oldest)) : null;
  return { items: page.reverse().map(toMessage), olderCursor };
}

function encodeBefore(position: (string | number)[]): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/** [created_at, id] of the oldest message the caller holds; anything else is a 400. */
function decodeBefore(before: string): [string, string] | null {
  if (!before) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(before, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || !parsed.every((v) => typeof v === 'string' && v.length > 0 && v.length <= 64)) {
    throw new InvalidInputError(INVALID_CURSOR, { before: INVALID_CURSOR });
  }
  return parsed as [string, string];
}
