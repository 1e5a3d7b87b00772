import { useEffect } from 'react';
import { formatDate, formatMoney, quoteActions, type Quote, type ReminderContext } from '@devis/domain';
import {
  Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Grid, Stack,
  QuoteLinesView, QuoteTotalsView, Typography,
} from '@devis/platform';
import { QuoteBadge } from '../../../components/quote-badge';
import { useQuery } from '@devis/platform/query';
import { quoteQuery } from '../../../api/quotes';
import { QuoteDecisionNotice } from './quote-decision-notice';
import { QuoteTracking } from './quote-tracking';

interface Props {
  quoteId: string | null;
  onClose: () => void;
  onDuplicate: (quote: Quote) => void;
  /** Wired by the send dialog; the button is hidden until then. */
  onSend?: (quote: Quote) => void;
  reminders: ReminderContext;
  /** Once the dialog has gone (after its closing animation). */
  onExited?: () => void;
}

export function QuoteDetailDialog({ quoteId, onClose, onDuplicate, onSend, reminders, onExited }: Props) {
  const { data: quote, error } = useQuery({ ...quoteQuery(quoteId ?? ''), enabled: quoteId !== null });

  // The query client toasts the failure; the dialog has nothing to show.
  useEffect(() => {
    if (error) onClose();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);

  return (
    <Dialog open={quoteId !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="quote-detail-title" slotProps={{ transition: { onExited } }}>
      <DialogTitle id="quote-detail-title">
        <Stack sx={{ alignItems: 'center' }} direction="row" spacing={1}>
          <span>Devis {quote?.quote_number ?? ''}</span>
          {quote && <QuoteBadge status={quote.status} clientCreated={quote.client_created} providerStatus={quote.provider_status} />}
        </Stack>
      </DialogTitle>
      {/* Focusable: a long quote scrolls inside the dialog, and the arrows must reach it (WCAG 2.1.1). */}
      <DialogContent dividers tabIndex={0} role="region" aria-label="Détail du devis">
        {!quote ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label="Chargement..." />
          </Box>
        ) : (
          <QuoteDetail quote={quote} reminders={reminders} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
        {quote && <Button onClick={() => onDuplicate(quote)}>Dupliquer</Button>}
        {quote && onSend && !quote.client_created && !quote.from_client_request && quoteActions.canSend(quote.status) && (
          <Button variant="contained" onClick={() => onSend(quote)}>
            {quote.status === 'sent' ? 'Renvoyer' : 'Envoyer'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box>
      <Typography sx={{ display: 'block' }} variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography>{value || '—'}</Typography>
    </Box>
  );
}

function QuoteDetail({ quote, reminders }: { quote: Quote; reminders: ReminderContext }) {
  const client = quote.client;
  const cityLine = [client?.postal_code, client?.city].filter(Boolean).join(' ');
  return (
    <Stack spacing={3}>
      <QuoteDecisionNotice decision={quote.decision} />
      <QuoteTracking quote={quote} reminders={reminders} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Field label="Titre" value={quote.title} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <Field label="Date du devis" value={formatDate(quote.quote_date)} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <Field label="Valable jusqu'au" value={quote.valid_until ? formatDate(quote.valid_until) : null} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <Field label="Total HT" value={formatMoney(quote.total_ht)} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <Field label="Total TTC" value={formatMoney(quote.total_ttc)} />
        </Grid>
      </Grid>
      <Divider />
      <Box>
        <Typography sx={{ fontWeight: 600 }} variant="subtitle1" component="h3" gutterBottom>
          Client
        </Typography>
        {quote.from_public_page && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {quote.visitor_email
              ? `Devis composé sur votre page publique par ${quote.visitor_email}.`
              : "Devis composé sur votre page publique ; le visiteur n'a pas encore laissé son adresse."}
          </Typography>
        )}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}><Field label="Entreprise" value={client?.company_name} /></Grid>
          <Grid size={{ xs: 12, sm: 6 }}><Field label="Contact" value={client?.contact_name} /></Grid>
          <Grid size={{ xs: 12, sm: 6 }}><Field label="Email" value={client?.email} /></Grid>
          <Grid size={{ xs: 12, sm: 6 }}><Field label="Téléphone" value={client?.phone} /></Grid>
          <Grid size={{ xs: 12, sm: 6 }}><Field label="Adresse" value={client?.address} /></Grid>
          <Grid size={{ xs: 6, sm: 3 }}><Field label="Code postal et ville" value={cityLine} /></Grid>
          <Grid size={{ xs: 6, sm: 3 }}><Field label="Pays" value={client?.country} /></Grid>
        </Grid>
      </Box>
      <Divider />
      <Box>
        <Typography sx={{ fontWeight: 600 }} variant="subtitle1" component="h3" gutterBottom>
          Lignes
        </Typography>
        <QuoteLinesView lines={quote.lines} label="Lignes du devis" totals={['total_ht', 'total_ttc']} quantityTimesPrice />
      </Box>
      <QuoteTotalsView totals={quote} vatFranchise={quote.vat_franchise} />
      {quote.notes && <Field label="Notes" value={quote.notes} />}
    </Stack>
  );
}
