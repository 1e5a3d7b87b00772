import { useState } from 'react';
import { publicQuoteMessages, type PublicQuoteView } from '@devis/domain';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography, useToast } from '@devis/platform';
import { useRejectQuote } from '../api/use-public-quote';
import { decisionErrorMessage } from '../api/public-quote-api';

interface Props {
  open: boolean;
  onClose: () => void;
  view: PublicQuoteView;
  token: string;
}

/** Refusing: an optional reason, asked before confirming. */
export function RejectDialog({ open, onClose, view, token }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reject = useRejectQuote(view.public_id, token);
  const toast = useToast();

  const submit = () => {
    setError(null);
    reject.mutate(reason.trim() === '' ? null : reason.trim(), {
      onSuccess: () => {
        toast.success(publicQuoteMessages.rejected, `${view.provider.name} est prévenu.`);
        onClose();
      },
      onError: (e) => setError(decisionErrorMessage(e, publicQuoteMessages.rejectFailed)),
    });
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="reject-title">
      <DialogTitle id="reject-title">Refuser le devis</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography color="text.secondary">Vous pouvez indiquer à {view.provider.name} la raison de votre refus (facultatif).</Typography>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField label="Motif du refus (facultatif)" value={reason} onChange={(e) => setReason(e.target.value)} multiline minRows={3} fullWidth />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Annuler</Button>
        <Button variant="contained" color="error" onClick={submit} disabled={reject.isPending}>
          {reject.isPending ? 'Envoi...' : 'Confirmer le refus'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
