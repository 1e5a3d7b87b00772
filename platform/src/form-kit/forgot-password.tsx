import { useId, useState } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { passwordResetRequestSchema } from '@devis/domain';
import { apiRequest } from '../api/api-request';
import { authErrorMessage } from '../session/auth-error-message';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Link } from '../mui';
import { FormTextField } from './form-text-field';

/**
 * 'Mot de passe oublié ?' under a sign-in form (inside its Formik: the dialog starts with the address typed
 * there). The dialog mails the link; it says the same thing whether or not the address has an account.
 */
export function ForgotPasswordLink() {
  const signIn = useFormikContext<{ email: string }>();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link component="button" type="button" variant="body2" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        Mot de passe oublié ?
      </Link>
      {open && <ForgotPasswordDialog email={signIn?.values.email ?? ''} onClose={() => setOpen(false)} />}
    </>
  );
}

function ForgotPasswordDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const titleId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    // The dialog sits inside the sign-in form in React's tree: its submit must not reach that form too.
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" onSubmit={(event) => event.stopPropagation()}>
      <DialogTitle id={titleId}>Mot de passe oublié</DialogTitle>
      {sentTo ? (
        <>
          <DialogContent>
            <Alert severity="success">
              Si un compte existe pour {sentTo}, un email vient d'y être envoyé avec un lien pour choisir un nouveau mot de passe. Pensez à regarder
              dans les courriers indésirables.
            </Alert>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="contained" onClick={onClose}>
              Fermer
            </Button>
          </DialogActions>
        </>
      ) : (
        <Formik
          initialValues={{ email }}
          validationSchema={passwordResetRequestSchema}
          onSubmit={async (values, helpers) => {
            helpers.setStatus(null);
            const input = passwordResetRequestSchema.cast(values);
            try {
              await apiRequest('/api/auth/password-reset', { method: 'POST', body: input });
              setSentTo(input.email);
            } catch (error) {
              helpers.setStatus(authErrorMessage(error));
            }
          }}
        >
          {(form) => (
            <Form noValidate>
              <DialogContent>
                <DialogContentText sx={{ mb: 2 }}>
                  Indiquez l'adresse email de votre compte : nous vous envoyons un lien pour choisir un nouveau mot de passe.
                </DialogContentText>
                {typeof form.status === 'string' && (
                  <Alert severity="error" sx={{ mb: 2 }}>
                    {form.status}
                  </Alert>
                )}
                <FormTextField id="forgot-password-email" name="email" type="email" label="Email" autoComplete="email" autoFocus required />
              </DialogContent>
              <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={onClose}>Annuler</Button>
                <Button type="submit" variant="contained" disabled={form.isSubmitting}>
                  {form.isSubmitting ? 'Envoi...' : 'Envoyer le lien'}
                </Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}
