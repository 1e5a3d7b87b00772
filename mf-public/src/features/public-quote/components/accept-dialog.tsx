import { useState } from 'react';
import { acceptFormError, formatMoney, publicQuoteMessages, type PublicQuoteView } from '@devis/domain';
import {
  Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, TextField, Typography, useToast,
} from '@devis/platform';
import { useAcceptQuote } from '../api/use-public-quote';
import { decisionErrorMessage } from '../api/public-quote-api';

interface Props {
  open: boolean;
  onClose: () => void;
  view: PublicQuoteView;
  token: string;
}

/** Accepting: full name, email and the terms checkbox, all required (spec 001 §5). */
export function AcceptDialog({ open, onClose, view, token }: Props) {
  const [form, setForm] = useState({ full_name: '', email: '', terms_accepted: false });
  const [error, setError] = useState<string | null>(null);
  const accept = useAcceptQuote(view.public_id, token);
  const toast = useToast();

  const submit = () => {
    const invalid = acceptFormError(form);
    setError(invalid);
    if (invalid) return;
    accept.mutate(form, {
      onSuccess: () => {
        toast.success(publicQuoteMessages.accepted, `Merci, ${view.provider.name} est prévenu.`);
        onClose();
      },
      onError: (e) => setError(decisionErrorMessage(e, publicQuoteMessages.acceptFailed)),
    });
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="accept-title">
      <DialogTitle id="accept-title">Accepter le devis</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography color="text.secondary">
            Vous acceptez le devis n° {view.number} de {view.provider.name} pour un montant de {formatMoney(view.total_ttc)} TTC.
          </Typography>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="Nom complet"
            value={form.full_name}
            onChange={(e) => setForm({ ...form, full_name: e.target.value })}
            autoComplete="name"
            required
            fullWidth
          />
          <TextField
            label="Email"
            type="email"
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.target.value })}
            autoComplete="email"
            required
            fullWidth
          />
          <FormControlLabel
            control={<Checkbox checked={form.terms_accepted} onChange={(e) => setForm({ ...form, terms_accepted: e.target.checked })} />}
            label="J'ai lu et j'accepte le devis et ses conditions (bon pour accord)"
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Annuler</Button>
        <Button variant="contained" color="success" onClick={submit} disabled={accept.isPending}>
          {accept.isPending ? 'Envoi...' : "Confirmer l'acceptation"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
