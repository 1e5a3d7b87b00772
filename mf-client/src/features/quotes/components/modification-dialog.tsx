import { useState } from 'react';
import { formatDate, formatMoney } from '@devis/domain';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Collapse,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  QuoteLinesView,
  QuoteTotalsView,
  Stack,
  TextField,
  Typography,
  useToast,
} from '@devis/platform';
import { useQuery } from '@devis/platform/query';
import { clientQuoteQuery, useDecideModification } from '../../../api/client-quotes';

/**
 * The modification dialog (spec 001): the provider's proposed dates, totals, message and lines, the client's
 * own version to compare, an optional comment, and refuse / accept.
 */
export function ModificationDialog({ quoteId, onClose }: { quoteId: string; onClose: () => void }) {
  const detail = useQuery(clientQuoteQuery(quoteId));
  const decide = useDecideModification();
  const toast = useToast();
  const [comment, setComment] = useState('');
  const [showOriginal, setShowOriginal] = useState(false);
  const quote = detail.data;
  const notModified = quote && !quote.can_decide;

  const answer = (action: 'accept' | 'reject') =>
    decide.mutate(
      { id: quoteId, action, comment: comment.trim() || null },
      {
        onSuccess: (result) => {
          toast.success(action === 'accept' ? 'Modifications acceptées' : 'Modifications refusées', result.message);
          onClose();
        },
      },
    );

  return (
    <Dialog open onClose={decide.isPending ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="modification-title">
      <DialogTitle id="modification-title">Modifications proposées{quote ? ` par ${quote.provider.company_name}` : ''}</DialogTitle>
      <DialogContent dividers>
        {detail.isPending && <CircularProgress aria-label="Chargement des modifications" />}
        {detail.isError && <Alert severity="error">Impossible de charger les détails du devis</Alert>}
        {notModified && <Alert severity="info">Devis modifié non trouvé</Alert>}
        {quote && !notModified && (
          <Stack spacing={2}>
            <Grid container spacing={2}>
              <Fact label="Devis" value={`${quote.quote_number}${quote.title ? ` · ${quote.title}` : ''}`} />
              <Fact label="Date du devis" value={formatDate(quote.quote_date)} />
              <Fact label="Valable jusqu'au" value={quote.valid_until ? formatDate(quote.valid_until) : '—'} />
              {quote.proposal?.deadline && <Fact label="Date de réalisation proposée" value={formatDate(quote.proposal.deadline)} />}
              {quote.proposal?.budget != null && <Fact label="Budget proposé" value={formatMoney(quote.proposal.budget)} />}
            </Grid>
            {quote.provider_message && (
              <Alert severity="info" icon={false}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  Message du prestataire
                </Typography>
                {quote.provider_message}
              </Alert>
            )}
            {quote.proposal?.description && <Typography sx={{ whiteSpace: 'pre-line' }}>{quote.proposal.description}</Typography>}
            <QuoteLinesView lines={quote.lines} label="Lignes proposées" showCaption totals={['total_ttc']} />
            <QuoteTotalsView totals={quote} vatFranchise={quote.vat_franchise} label="Totaux proposés" />
            {quote.original && (
              <Box>
                <Button size="small" onClick={() => setShowOriginal((v) => !v)} aria-expanded={showOriginal}>
                  {showOriginal ? 'Masquer votre demande initiale' : `Comparer avec votre demande initiale (${formatMoney(quote.original.total_ttc)} TTC)`}
                </Button>
                <Collapse in={showOriginal}>
                  <QuoteLinesView lines={quote.original.lines} label="Votre demande initiale" showCaption totals={['total_ttc']} />
                  <Typography sx={{ textAlign: 'right', mt: 1 }}>
                    Total TTC demandé : <strong>{formatMoney(quote.original.total_ttc)}</strong> · écart{' '}
                    <strong>{formatMoney(quote.total_ttc - quote.original.total_ttc)}</strong>
                  </Typography>
                </Collapse>
              </Box>
            )}
            <TextField label="Commentaire (optionnel)" multiline minRows={2} value={comment} onChange={(e) => setComment(e.target.value)} slotProps={{ htmlInput: { maxLength: 2000 } }} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={decide.isPending}>
          Fermer
        </Button>
        {quote && !notModified && (
          <>
            <Button color="error" variant="outlined" disabled={decide.isPending} onClick={() => answer('reject')}>
              Refuser les modifications
            </Button>
            <Button variant="contained" disabled={decide.isPending} onClick={() => answer('accept')}>
              Accepter les modifications
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Grid>
  );
}
