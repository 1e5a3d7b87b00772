import { formatDateTime, type QuoteDecision } from '@devis/domain';
import { Alert, AlertTitle, Typography } from '@devis/platform';

/** What the client decided through the public link: who accepted, or why it was refused. */
export function QuoteDecisionNotice({ decision }: { decision: QuoteDecision | null }) {
  if (!decision) return null;
  if (decision.action === 'accepted') {
    return (
      <Alert severity="success">
        <AlertTitle>Accepté en ligne le {formatDateTime(decision.at)}</AlertTitle>
        <Typography variant="body2">
          Par {decision.name ?? '—'} ({decision.email ?? '—'})
        </Typography>
        {decision.pdf_sha256 && (
          <Typography variant="caption" sx={{ display: 'block', wordBreak: 'break-all' }} color="text.secondary">
            Empreinte SHA-256 du PDF accepté : {decision.pdf_sha256}
          </Typography>
        )}
      </Alert>
    );
  }
  return (
    <Alert severity="error">
      <AlertTitle>Refusé en ligne le {formatDateTime(decision.at)}</AlertTitle>
      <Typography variant="body2">Motif : {decision.reason ?? 'aucun motif indiqué'}</Typography>
    </Alert>
  );
}
