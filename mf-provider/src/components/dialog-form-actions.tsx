import { Button, DialogActions } from '@devis/platform';

interface Props {
  onCancel: () => void;
  submitLabel: string;
  /** The submit waits for the save in progress: a second click would save twice. */
  submitting: boolean;
}

/** A form dialog's buttons: 'Annuler', then the submit. */
export function DialogFormActions({ onCancel, submitLabel, submitting }: Props) {
  return (
    <DialogActions>
      <Button onClick={onCancel}>Annuler</Button>
      <Button type="submit" variant="contained" disabled={submitting}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
