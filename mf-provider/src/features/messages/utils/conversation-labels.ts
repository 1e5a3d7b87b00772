import { formatDate, formatTime, parisDay, type ProviderConversationItem } from '@devis/domain';

/** The list's time column: the time today, 'Hier', then the date (Europe/Paris). */
export function lastActivityLabel(at: string, now: Date = new Date()): string {
  const day = parisDay(new Date(at));
  if (day === parisDay(now)) return formatTime(at);
  if (day === parisDay(new Date(now.getTime() - 86_400_000))) return 'Hier';
  return formatDate(at);
}

/** What the conversation is about: its subject, else the quote a visitor wrote from. */
export function subjectOf(c: Pick<ProviderConversationItem, 'subject' | 'quote_number'>): string | null {
  return c.subject || (c.quote_number ? `Devis ${c.quote_number}` : null);
}

/** '2 messages non lus' for screen readers and the badge's title. */
export const unreadLabel = (count: number) => `${count} message${count > 1 ? 's' : ''} non lu${count > 1 ? 's' : ''}`;
