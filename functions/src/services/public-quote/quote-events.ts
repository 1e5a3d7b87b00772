import type { Writer } from '../../store/port';
import type { Requester } from '../context';

export const QUOTE_EVENTS = 'quote_events';

/** `quote_events`: what happened to a quote through its public link (spec 001 §3: quote_id, type, actor). */
export interface QuoteEventDoc {
  quote_id: string;
  user_id: string;
  type: 'view' | 'accepted' | 'rejected' | 'reminder';
  /** system: the reminder job. */
  actor: 'client' | 'system';
  version: number;
  at: string;
  ip: string | null;
  user_agent: string | null;
  [key: string]: unknown;
}

export function recordQuoteEvent(writer: Pick<Writer, 'create'>, event: QuoteEventDoc): Promise<string> {
  return writer.create(QUOTE_EVENTS, event);
}

/** The evidence fields of an event, from the requester (its IP is the one the platform vouches for). */
export function evidenceOf(requester: Requester): Pick<QuoteEventDoc, 'ip' | 'user_agent'> {
  return { ip: requester.ip, user_agent: requester.userAgent };
}
