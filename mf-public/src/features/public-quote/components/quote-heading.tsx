import { formatDate, formatLongDate, remainingDays, type PublicQuoteView } from '@devis/domain';
import { Alert, AlertTitle, BadgeChip, Stack, StatusBadge, Typography } from '@devis/platform';

function remainingLabel(days: number): string {
  if (days <= 0) return 'Dernier jour pour répondre';
  return days === 1 ? '1 jour restant' : `${days} jours restants`;
}

/** Title or 'Devis {number}', the dates, the status badge, the days left, and the expired alert. */
export function QuoteHeading({ view }: { view: PublicQuoteView }) {
  const days = view.valid_until ? remainingDays(view.valid_until) : null;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <StatusBadge status={view.status} />
        {view.status === 'sent' && days !== null && days >= 0 && <BadgeChip label={remainingLabel(days)} tone={days <= 2 ? 'orange' : 'grey'} />}
      </Stack>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {view.title || `Devis ${view.number}`}
      </Typography>
      <Typography color="text.secondary">
        Devis n° {view.number} · émis le {formatDate(view.quote_date)}
        {view.valid_until ? ` · valable jusqu'au ${formatDate(view.valid_until)}` : ''}
      </Typography>
      {view.status === 'expired' && view.valid_until && (
        <Alert severity="warning">
          <AlertTitle>Ce devis a expiré</AlertTitle>
          Il était valable jusqu'au {formatLongDate(view.valid_until)} inclus. Contactez {view.provider.name} pour en obtenir un nouveau.
        </Alert>
      )}
    </Stack>
  );
}
