import { deName, formatMoney, publicAcceptSchema, publicQuoteMessages, type PublicQuoteView } from '@devis/domain';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography, useToast } from '@devis/platform';
import { firstError, Form, Formik, FormCheckboxField, FormTextField, validateWith } from '@devis/platform/forms';
import { decisionErrorMessage, useAcceptQuote } from '../../../api/public-quotes';

interface Props {
  open: boolean;
  onClose: () => void;
  view: PublicQuoteView;
  token: string;
  /** After the closing transition (the page moves the focus to what the decision changed). */
  onExited?: () => void;
}

interface Values {
  full_name: string;
  email: string;
  terms_accepted: boolean;
}

const initialValues: Values = { full_name: '', email: '', terms_accepted: false };

// The server's schema, minus the token the page adds: every field required, with the spec's one message.
const validate = validateWith(publicAcceptSchema.omit(['t']), (values: Values) => values);

/** Accepting: full name, email and the terms checkbox, all required (spec 001 §5). Kept mounted: closing keeps what was typed. */
export function AcceptDialog({ open, onClose, view, token, onExited }: Props) {
  const accept = useAcceptQuote(view.public_id, token);
  const toast = useToast();

  return (
    <Dialog open={open} onClose={onClose} keepMounted maxWidth="sm" fullWidth aria-labelledby="accept-title" slotProps={{ transition: { onExited } }}>
      <Formik<Values>
        initialValues={initialValues}
        validate={validate}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(null);
          try {
            await accept.mutateAsync(values);
            toast.success(publicQuoteMessages.accepted, `Merci, ${view.provider.name} est prévenu.`);
            onClose();
          } catch (error) {
            helpers.setStatus(decisionErrorMessage(error, publicQuoteMessages.acceptFailed));
          }
        }}
      >
        {({ errors, status, submitCount, isSubmitting }) => {
          // One message for the whole form (the spec's), above the fields.
          const message = (submitCount > 0 ? firstError(errors) : undefined) ?? (typeof status === 'string' ? status : undefined);
          return (
            <Form noValidate>
              <DialogTitle id="accept-title">Accepter le devis</DialogTitle>
              <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                  <Typography color="text.secondary">
                    Vous acceptez le devis n° {view.number} {deName(view.provider.name)} pour un montant de {formatMoney(view.total_ttc)} TTC.
                  </Typography>
                  {message && <Alert severity="error">{message}</Alert>}
                  <FormTextField name="full_name" label="Nom complet" autoComplete="name" required showErrorText={false} />
                  <FormTextField name="email" label="Email" type="email" autoComplete="email" required showErrorText={false} />
                  <FormCheckboxField name="terms_accepted" label="J'ai lu et j'accepte le devis et ses conditions (bon pour accord)" />
                </Stack>
              </DialogContent>
              <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={onClose}>Annuler</Button>
                <Button type="submit" variant="contained" color="success" disabled={isSubmitting || accept.isPending}>
                  {accept.isPending ? 'Envoi...' : "Confirmer l'acceptation"}
                </Button>
              </DialogActions>
            </Form>
          );
        }}
      </Formik>
    </Dialog>
  );
}
