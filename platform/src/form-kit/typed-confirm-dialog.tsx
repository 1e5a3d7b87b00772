import { useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '../mui';

export interface TypedConfirmDialogProps {
  open: boolean;
  title: string;
  /** What the action does, shown above the field. */
  children: ReactNode;
  /** The word to type exactly (e.g. SUPPRIMER); the field's label says so. */
  word: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** A refusal to show in the dialog (the server's French message). */
  error: string | null;
  onConfirm: (typed: string) => void;
  onClose: () => void;
}

/**
 * An irreversible action confirmed by typing a word: its button is enabled only once the word is typed
 * exactly, and the server checks the same word. Closing clears what was typed.
 */
export function TypedConfirmDialog({ open, title, children, word, confirmLabel, pendingLabel, pending, error, onConfirm, onClose }: TypedConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const close = () => {
    if (pending) return;
    setTyped('');
    onClose();
  };
  const confirmed = typed.trim() === word;
  return (
    <Dialog open={open} onClose={close} aria-labelledby="typed-confirm-title" maxWidth="sm" fullWidth>
      <DialogTitle id="typed-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {children}
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label={`Saisissez ${word} pour confirmer`}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && confirmed && !pending) onConfirm(typed.trim());
            }}
            autoComplete="off"
            fullWidth
            autoFocus
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pending}>
          Annuler
        </Button>
        <Button color="error" variant="contained" onClick={() => onConfirm(typed.trim())} disabled={!confirmed || pending}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
