import { useState } from 'react';
import { providerAnswerDefaults } from '@devis/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@devis/platform';

/**
 * Refusing a request or a client's quote: an optional reason (spec), sent as the message to the client; blank,
 * the client reads the default "Je ne peux pas accepter cette proposition de devis.".
 */
export function RefuseDialog({ title, pending, onConfirm, onClose }: { title: string; pending: boolean; onConfirm: (message: string | null) => void; onClose: () => void }) {
  const [reason, setReason] = useState('');
  return (
    <Dialog open onClose={pending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="refuse-title">
      <DialogTitle id="refuse-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Le client sera prévenu par email. Vous pouvez lui indiquer la raison de votre refus.</DialogContentText>
        <TextField
          label="Raison du refus (optionnel)"
          placeholder={providerAnswerDefaults.reject}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Annuler
        </Button>
        <Button color="error" variant="contained" disabled={pending} onClick={() => onConfirm(reason.trim() || null)}>
          Refuser
        </Button>
      </DialogActions>
    </Dialog>
  );
}
