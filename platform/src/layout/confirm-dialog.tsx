import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** What follows from it, under the question. */
  detail?: string;
  confirmLabel: string;
  /** 'primary' for a change that is not a loss (the default is a destructive red). */
  tone?: 'danger' | 'primary';
  /** The confirm button waits while the action runs (one click, one request). */
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({ open, title, message, detail, confirmLabel, tone = 'danger', pending = false, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="confirm-dialog-title">
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
        {detail && (
          <DialogContentText variant="body2" sx={{ mt: 1.5 }}>
            {detail}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button onClick={onConfirm} color={tone === 'danger' ? 'error' : 'primary'} variant="contained" disabled={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
