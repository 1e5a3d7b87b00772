import { formatDate, formatMoney, quoteActions, type QuoteSummary, type ReminderContext } from '@devis/domain';
import { Link } from 'react-router';
import { BadgeChip, Box, Button, Card, CardActions, CardContent, InboxIcon, Stack, Typography } from '@devis/platform';
import { QuoteBadge } from '../../../components/quote-badge';
import { ContentCopyIcon, DeleteIcon, EditIcon, PictureAsPdfIcon, SendIcon, VisibilityIcon } from '@devis/platform';
import { QuoteTracking } from './quote-tracking';

export interface QuoteCardHandlers {
  onView: (quote: QuoteSummary) => void;
  onPdf: (quote: QuoteSummary) => void;
  onEdit: (quote: QuoteSummary) => void;
  onDelete: (quote: QuoteSummary) => void;
  onDuplicate: (quote: QuoteSummary) => void;
  /** Wired by the send dialog; the button is hidden until then. */
  onSend?: (quote: QuoteSummary) => void;
}

/** The card's element id: where focus goes back to once the quote is sent from the form. */
export const quoteCardId = (quoteId: string) => `devis-${quoteId}`;

export function QuoteCard({ quote, reminders, ...on }: { quote: QuoteSummary; reminders: ReminderContext } & QuoteCardHandlers) {
  const status = quote.status;
  // A quote of the request loop changes only through a counter-proposal (the review page), never by edit or send.
  const loop = quote.client_created || quote.from_client_request;
  return (
    <Card variant="outlined" component="article" id={quoteCardId(quote.id)} aria-label={`Devis ${quote.quote_number}`} data-testid="quote-card">
      <CardContent sx={{ pb: 1 }}>
        <Stack sx={{ alignItems: 'center', justifyContent: 'space-between' }} direction="row" spacing={1}>
          {/* On a phone the badges wrap below the number; the number itself never breaks ('2026-' / '011'). */}
          <Stack sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }} direction="row" spacing={1} useFlexGap>
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} variant="subtitle1" component="h2">
              {quote.quote_number}
            </Typography>
            <QuoteBadge status={status} clientCreated={quote.client_created} providerStatus={quote.provider_status} />
            {quote.from_public_page && <BadgeChip label="Page publique" tone="orange" />}
          </Stack>
          <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
            <Typography sx={{ display: 'block' }} variant="caption" color="text.secondary">
              Total TTC
            </Typography>
            <Typography sx={{ fontWeight: 600 }} variant="subtitle1" component="p">
              {formatMoney(quote.total_ttc)}
            </Typography>
          </Box>
        </Stack>
        <Typography>{quote.title || 'Sans titre'}</Typography>
        <Typography variant="body2" color="text.secondary">
          {quote.client?.company_name ?? 'Client non renseigné'} · {formatDate(quote.quote_date)}
        </Typography>
        <QuoteTracking quote={quote} reminders={reminders} />
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        <Button size="small" startIcon={<VisibilityIcon />} onClick={() => on.onView(quote)}>
          Voir
        </Button>
        {quoteActions.canDownloadPdf(status) && (
          <Button size="small" startIcon={<PictureAsPdfIcon />} onClick={() => on.onPdf(quote)}>
            PDF
          </Button>
        )}
        {quote.client_created && (
          <Button size="small" startIcon={<InboxIcon />} component={Link} to={`/app/quotes/${encodeURIComponent(quote.id)}/review`}>
            Voir la demande
          </Button>
        )}
        {!loop && quoteActions.canEdit(status) && (
          <Button size="small" startIcon={<EditIcon />} onClick={() => on.onEdit(quote)}>
            {quoteActions.editLabel(status)}
          </Button>
        )}
        {!loop && on.onSend && quoteActions.canSend(status) && (
          <Button size="small" startIcon={<SendIcon />} onClick={() => on.onSend?.(quote)}>
            Envoyer
          </Button>
        )}
        <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => on.onDuplicate(quote)}>
          Dupliquer
        </Button>
        {quoteActions.canDelete(status) && (
          <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => on.onDelete(quote)}>
            Supprimer
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
