import { formatDate, formatTime, reminderLabel, type QuoteStatus, type ReminderContext } from '@devis/domain';
import { Box, Typography } from '@devis/platform';

/**
 * 'Consulté le 29/11/2026 à 10:42' (Paris time) once the client opened the sent version's link; nothing
 * before that, and nothing once decided or expired (the status badge says more then).
 */
export function viewedLabel(quote: { status: QuoteStatus; viewed_at?: string | null }): string | null {
  const at = quote.status === 'sent' ? quote.viewed_at : null;
  return at ? `Consulté le ${formatDate(at)} à ${formatTime(at)}` : null;
}

type Tracked = Parameters<typeof reminderLabel>[0] & { status: QuoteStatus; viewed_at?: string | null };

/** What happened to a sent quote since (opened, reminder planned or sent): the card and the detail show the same lines. */
export function QuoteTracking({ quote, reminders }: { quote: Tracked; reminders: ReminderContext }) {
  const lines = [viewedLabel(quote), reminderLabel(quote, reminders)].filter((line): line is string => line !== null);
  if (lines.length === 0) return null;
  return (
    <Box>
      {lines.map((line) => (
        <Typography key={line} variant="body2" color="text.secondary">
          {line}
        </Typography>
      ))}
    </Box>
  );
}
