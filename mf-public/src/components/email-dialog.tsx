import { useId } from 'react';
import { isPublicEmail, normalizePublicEmail, publicProviderMessages as m } from '@devis/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@devis/platform';
import { Form, Formik, FormTextField } from '@devis/platform/forms';
import { emailRefused } from '../api/public-provider';

export interface EmailDialogProps {
  open: boolean;
  title: string;
  text: string;
  submitLabel: string;
  pendingLabel: string;
  /** Shown under the field when the address is not one (spec 001 §5), before any call. */
  invalidMessage: string;
  /** Gets the trimmed, lowercased address; a rejection with EMAIL_INVALID shows "L'adresse email n'est pas valide". */
  onSubmit: (email: string) => Promise<unknown>;
  /** Without it the dialog cannot be dismissed (the email gate: nothing is shown before an email). */
  onCancel?: () => void;
}

/** The email gate and the PDF email dialog: one address, checked here and again by the server. */
export function EmailDialog({ open, title, text, submitLabel, pendingLabel, invalidMessage, onSubmit, onCancel }: EmailDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Formik
        initialValues={{ email: '' }}
        validate={(values) => (isPublicEmail(values.email) ? {} : { email: invalidMessage })}
        onSubmit={async (values, helpers) => {
          try {
            await onSubmit(normalizePublicEmail(values.email)!);
          } catch (error) {
            if (emailRefused(error)) helpers.setFieldError('email', m.emailInvalidInline);
          }
        }}
      >
        {(form) => (
          <Form noValidate>
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent>
              <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
              <FormTextField name="email" label="Adresse email" type="email" autoComplete="email" autoFocus required />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              {onCancel && <Button onClick={onCancel}>Annuler</Button>}
              <Button type="submit" variant="contained" disabled={form.isSubmitting} sx={{ whiteSpace: 'nowrap' }}>
                {form.isSubmitting ? pendingLabel : submitLabel}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
