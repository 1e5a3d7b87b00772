import type { Writer } from '../../store/port';

export const QUOTE_EVENTS = 'quote_events';

/** `quote_events`: what happened to a quote through its public link (spec 001 §3: quote_id, type, actor). */
export interface QuoteEventDoc {
  quote_id: string;
  user_id: string;
  type: 'view' | 'accepted' | 'rejected';
  actor: 'client';
  version: number;
  at: string;
  ip: string | null;
  user_agent: string | null;
  [key: string]: unknown;
}

export function recordQuoteEvent(writer: Pick<Writer, 'create'>, event: QuoteEventDoc): Promise<string> {
  return writer.create(QUOTE_EVENTS, event);
}

/** Evidence from the request, bounded so a visitor cannot make us store a novel. */
export function requestEvidence(req: { ip?: string | undefined; get(name: string): string | undefined }): { ip: string | null; user_agent: string | null } {
  return { ip: req.ip?.slice(0, 64) ?? null, user_agent: req.get('user-agent')?.slice(0, 512) ?? null };
}
